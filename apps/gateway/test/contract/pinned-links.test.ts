/**
 * Contract tests of the pinned links (000 §3 "Pinned links: list of application names kept per
 * user in the organisation settings"; §5 "At most three pinned links"; §9 favourites): the real
 * api-client's `profiles.getPinnedLinks` / `savePinnedLinks` against a test gateway with the demo
 * seed, where Giulia has three.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingClientFor, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('pinned links are read and saved through the gateway (000 §3, §5)', () => {
  it("000 §3: Giulia's three seeded pinned links are read from her profile", async () => {
    const { acting, client } = await actingClientFor(gateway, 'giulia', 'ORG');
    expect(await client.profiles.getPinnedLinks(acting.profileUid)).toEqual([
      'orgOrdersList:service',
      'orgClaimsList',
      'orgSuppliersList',
    ]);
  });

  it('000 §3 "kept per user": a save is read back by a new session (another device)', async () => {
    const { acting, client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const saved = await client.profiles.savePinnedLinks(acting.profileUid, [
      'orgClaimsList',
      'orgUnitsList',
    ]);
    expect(saved).toEqual(['orgClaimsList', 'orgUnitsList']);
    const elsewhere = await actingClientFor(gateway, 'giulia', 'ORG');
    expect(await elsewhere.client.profiles.getPinnedLinks(elsewhere.acting.profileUid)).toEqual([
      'orgClaimsList',
      'orgUnitsList',
    ]);
    await client.profiles.savePinnedLinks(acting.profileUid, [
      'orgOrdersList:service',
      'orgClaimsList',
      'orgSuppliersList',
    ]);
  });

  it('000 §5 "At most three pinned links": a fourth is refused with the page\'s wording, nothing saved', async () => {
    const { acting, client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const refused = await rejection(
      client.profiles.savePinnedLinks(acting.profileUid, [
        'orgClaimsList',
        'orgUnitsList',
        'orgSuppliersList',
        'orgQuotesList',
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.error).toEqual([
      { field: 'pinned_links', message: 'Seleziona fino a tre link' },
    ]);
    expect(await client.profiles.getPinnedLinks(acting.profileUid)).toHaveLength(3);
  });

  it('000 §2 "Links the user may not use are disabled or hidden": an unknown link is refused', async () => {
    const { acting, client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const refused = await rejection(
      client.profiles.savePinnedLinks(acting.profileUid, ['orgSomewhereElse']),
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
  });

  it("only the caller's own ORG profile: another uid is 404, another role 403", async () => {
    const giulia = await actingClientFor(gateway, 'giulia', 'ORG');
    const luca = await actingClientFor(gateway, 'luca', 'ORG');
    const foreign = await rejection(giulia.client.profiles.getPinnedLinks(luca.acting.profileUid));
    expect(foreign.status).toBe(404);
    const supplier = await actingClientFor(gateway, 'paolo', 'SPL');
    const refused = await rejection(
      supplier.client.profiles.getPinnedLinks(supplier.acting.profileUid),
    );
    expect(refused.status).toBe(403);
  });
});
