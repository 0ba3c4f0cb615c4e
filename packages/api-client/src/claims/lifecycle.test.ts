import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, isStaleRecordError } from '../http/errors.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  claimTransitionMutationOptions,
  createClaimMutationOptions,
  updateClaimMutationOptions,
} from './queries.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';

const PROFILE = TEST_PROFILE;
const VERSION = '2026-11-20T09:30:00.000Z';
const CLAIM = { id: 21, code: 'SIN-2026-021', status: 'WAITING_LIQUIDATION', updatedAt: VERSION };

/** Seeds one cached list per family and the claim reads, and says which a write made stale. */
function seededCache() {
  const queryClient = new QueryClient();
  const families = ['claims', 'tickets', 'orders', 'contracts'] as const;
  for (const family of families) {
    queryClient.setQueryData(queryKeys[family].list(PROFILE, {}), []);
  }
  const claimReads = [
    queryKeys.claims.count(PROFILE, { status: 'WAITING_LIQUIDATION' }),
    queryKeys.claims.detail(PROFILE, 21),
    queryKeys.tickets.call(PROFILE, 'dashboard:assigned_to_me', { sources: ['claims'] }),
  ];
  for (const key of claimReads) queryClient.setQueryData(key, 1);
  const stale = () =>
    families.filter(
      (family) => queryClient.getQueryState(queryKeys[family].list(PROFILE, {}))?.isInvalidated,
    );
  const claimReadsStale = () =>
    claimReads.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { queryClient, stale, claimReadsStale };
}

describe('claim transitions (DECISIONS.md "Claim lifecycle")', () => {
  it('posts the event with its liquidated amount and the version read to claims/{id}/transitions', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ data: { ...CLAIM, status: 'CLOSE_LIQUIDATED', amountRefunded: 1500 } }),
    );

    // Act
    const claim = await client.claims.transition(21, {
      event: { type: 'LIQUIDATE', amountRefunded: 1500 },
      version: VERSION,
    });

    // Assert
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/claims/21/transitions');
    expect(fake.last().body).toEqual({
      event: { type: 'LIQUIDATE', amountRefunded: 1500 },
      version: VERSION,
    });
    expect(claim).toMatchObject({ id: 21, status: 'CLOSE_LIQUIDATED' });
  });

  it('a refused step rejects with the Italian message of the 409; a stale one is told apart', async () => {
    // Arrange
    const refused = testClient(() =>
      json(
        { error_code: 'CONFLICT', message: 'Collega il perito prima di accertare il danno' },
        409,
      ),
    );
    const stale = testClient(() =>
      json({ error_code: 'STALE_RECORD', message: 'Il record è stato modificato.' }, 409),
    );

    // Act
    const conflict = await refused.client.claims
      .transition(21, { event: { type: 'ASSESS_DAMAGE' }, version: VERSION })
      .catch((caught: unknown) => caught);
    const staleError = await stale.client.claims
      .transition(21, { event: { type: 'REOPEN' }, version: VERSION })
      .catch((caught: unknown) => caught);

    // Assert
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({
      code: 'CONFLICT',
      message: 'Collega il perito prima di accertare il danno',
    });
    expect(isStaleRecordError(conflict)).toBe(false);
    expect(isStaleRecordError(staleError)).toBe(true);
  });

  it("000 §4 the transition refreshes the claim's record, lists, view counters and 'Assegnati a me'", async () => {
    // Arrange
    const { client } = testClient(() => json({ data: { ...CLAIM, status: 'CLOSE_LIQUIDATED' } }));
    const { queryClient, stale, claimReadsStale } = seededCache();

    // Act
    await runMutation(queryClient, claimTransitionMutationOptions(client), {
      id: 21,
      event: { type: 'LIQUIDATE', amountRefunded: 900 },
      version: VERSION,
    });

    // Assert
    expect(stale()).toEqual(['claims', 'tickets']);
    expect(claimReadsStale()).toEqual([true, true, true]);
  });
});

describe('claim creation and edit', () => {
  it('POST claims with the form fields refreshes the claim lists and counters', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: { ...CLAIM, id: 40 } }, 201));
    const { queryClient, stale, claimReadsStale } = seededCache();

    // Act
    const created = await runMutation(queryClient, createClaimMutationOptions(client), {
      _building: 11,
      dateStart: '2026-11-30',
      _supplierICMP: 7,
      _supplierIEXP: 8,
      amountClaimed: 1800,
    });

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/claims');
    expect(fake.last().body).toEqual({
      _building: 11,
      dateStart: '2026-11-30',
      _supplierICMP: 7,
      _supplierIEXP: 8,
      amountClaimed: 1800,
    });
    expect(created).toMatchObject({ id: 40 });
    expect(stale()).toEqual(['claims', 'tickets']);
    expect(claimReadsStale()).toEqual([true, true, true]);
  });

  it('PATCH claims/{id} sends the version the form was loaded at', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: { ...CLAIM, amountClaimed: 2000 } }));
    const { queryClient } = seededCache();

    // Act
    await runMutation(queryClient, updateClaimMutationOptions(client), {
      id: 21,
      changes: { amountClaimed: 2000, version: VERSION },
    });

    // Assert
    expect(fake.last().method).toBe('PATCH');
    expect(pathOf(fake.last().url)).toBe('/api/v2/claims/21');
    expect(fake.last().body).toEqual({ amountClaimed: 2000, version: VERSION });
  });
});
