/**
 * Contract tests of claims (001 §7): the real api-client's `claims` family against a test gateway
 * with the demo seed.
 */
import { claimCode, claimPickerCriteria, isClaimClosed } from '@portineria/domain';
import type { Claim } from '@portineria/domain';
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

describe('claims: list and count with the building and both suppliers (001 §7)', () => {
  it('getManyExpanded includes building, supplierICMP and supplierIEXP', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const claims = await client.claims.getManyExpanded({ limit: 100 });
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim).toHaveProperty('building');
      expect(claim).toHaveProperty('supplierICMP');
      expect(claim).toHaveProperty('supplierIEXP');
    }
    expect(claims.some((claim) => claim.supplierICMP !== null)).toBe(true);
  });

  it('reads ?expand=building,supplierICMP,supplierIEXP on the list', async () => {
    const { acting } = await actingClientFor(gateway, 'giulia', 'ORG');
    const response = await fetch(
      `${gateway.url}/api/v2/claims/search?expand=building,supplierICMP,supplierIEXP`,
      {
        method: 'POST',
        headers: acting.headers,
        body: JSON.stringify({ limit: 5 }),
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toHaveProperty('building');
    const wrong = await fetch(`${gateway.url}/api/v2/claims/search?expand=password`, {
      method: 'POST',
      headers: acting.headers,
      body: '{}',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error_code: string }).error_code).toBe('INVALID_QUERY');
  });

  it("the picker's full_text and 'status not in closed and _building' queries (002 §7.1)", async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const building = gateway.seed.buildings.manzoni;
    const byBuilding = await client.claims.getMany(
      claimPickerCriteria('', String(building)) as never,
    );
    expect(byBuilding.length).toBeGreaterThan(0);
    expect(
      byBuilding.every((claim) => Number(claim._building) === building && !isClaimClosed(claim)),
    ).toBe(true);
    const byText = await client.claims.getMany(claimPickerCriteria('infiltrazione') as never);
    expect(byText.length).toBeGreaterThan(0);
    expect(
      byText.every((claim: Claim & { description?: string }) =>
        /infiltrazione/i.test(`${claim.code} ${claim.description ?? ''}`),
      ),
    ).toBe(true);
  });
});

describe('claims: module and tenant', () => {
  it('a profile whose organisation has the claims module off gets 403 MODULE_DISABLED', async () => {
    const { client } = await actingClientFor(gateway, 'sara', 'ORG');
    expect((await rejection(client.claims.getMany())).code).toBe('MODULE_DISABLED');
    expect((await rejection(client.claims.count({}))).code).toBe('MODULE_DISABLED');
    expect(
      (await rejection(client.claims.getOne(gateway.seed.tenants.contiGestioni.claimId))).code,
    ).toBe('MODULE_DISABLED');
  });

  it('another tenant’s claim is 404 NOT_FOUND', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    expect(
      (await rejection(client.claims.getOne(gateway.seed.tenants.contiGestioni.claimId))).code,
    ).toBe('NOT_FOUND');
  });

  it('the back office reads any claim, read only', async () => {
    const { client } = await actingClientFor(gateway, 'elena', 'SYS');
    await expect(
      client.claims.getOne(gateway.seed.tenants.contiGestioni.claimId),
    ).resolves.toMatchObject({
      id: gateway.seed.tenants.contiGestioni.claimId,
    });
    expect((await rejection(client.claims.create({ code: 'SIN-X' } as never))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('claims: writes (DECISIONS.md "Claim lifecycle" 8)', () => {
  it('the organisation opens a claim: OPEN, its code from its id, the form fields written; another tenant’s building is refused', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const created = await client.claims.create({
      _building: gateway.seed.buildings.manzoni,
      dateStart: '2026-11-30',
      _supplierICMP: gateway.seed.suppliers.assicurazioniTorre,
      amountClaimed: 1250.5,
    });
    expect(created).toMatchObject({
      code: claimCode(new Date().getFullYear(), Number(created.id)),
      status: 'OPEN',
      amountClaimed: 1250.5,
    });
    const foreign = await rejection(
      client.claims.create({ _building: gateway.seed.buildings.mimose, dateStart: '2026-11-30' }),
    );
    expect(foreign.code).toBe('VALIDATION_FAILED');
    expect(foreign.error).toEqual([{ field: '_building', message: expect.any(String) }]);
  });

  it('status, the liquidated amount and the code are not written by a create or an edit: only the lifecycle moves them', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const created = await client.claims.create({
      _building: gateway.seed.buildings.manzoni,
      dateStart: '2026-11-30',
    });
    for (const field of ['status', 'amountRefunded', 'code']) {
      const refused = await rejection(
        client.claims.update(created.id, {
          [field]: field === 'amountRefunded' ? 10 : 'CLOSE_LIQUIDATED',
          version: (created as { updatedAt?: string }).updatedAt ?? null,
        } as never),
      );
      expect(refused.code).toBe('VALIDATION_FAILED');
      expect(refused.error).toEqual([{ field, message: expect.any(String) }]);
    }
    const withStatus = await rejection(
      client.claims.create({
        _building: gateway.seed.buildings.manzoni,
        dateStart: '2026-11-30',
        status: 'CLOSE_LIQUIDATED',
      } as never),
    );
    expect(withStatus.code).toBe('VALIDATION_FAILED');
  });
});
