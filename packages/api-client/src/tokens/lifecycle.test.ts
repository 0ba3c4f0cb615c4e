import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, isStaleRecordError } from '../http/errors.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { countKey, queryKeys } from '../queryKeys.ts';
import { recordHistoryQueryKey } from '../records/queries.ts';
import {
  billingProposalTransitionMutationOptions,
  countNotInvoicedTokensQueryOptions,
  createBillingProposalMutationOptions,
  getBillingProposalRecordQueryOptions,
  getBillingProposalsPageQueryOptions,
  getTokenRecordQueryOptions,
  tokenTransitionMutationOptions,
  updateTokenMutationOptions,
} from './queries.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';

const PROFILE = TEST_PROFILE;
const VERSION = '2026-11-20T09:30:00.000Z';
const TOKEN = { id: 31, code: 'GET-2026-031', isInvoiced: false, updatedAt: VERSION };

describe('token transitions (domain DECISIONS.md "Billing token lifecycle")', () => {
  it('posts MARK_NOT_INVOICED with its reason and the version read to tokens/{id}/transitions', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ ...TOKEN, isInvoiced: false }], counter: 1 } }),
    );

    // Act
    const token = await client.tokens.transition(31, {
      event: { type: 'MARK_NOT_INVOICED', reason: 'Nota di credito' },
      version: VERSION,
    });

    // Assert
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/tokens/31/transitions');
    expect(fake.last().body).toEqual({
      event: { type: 'MARK_NOT_INVOICED', reason: 'Nota di credito' },
      version: VERSION,
    });
    expect(token).toMatchObject({ id: 31, isInvoiced: false });
  });

  it('a refused step rejects with the Italian message of the 409; a stale one is told apart', async () => {
    // Arrange
    const refused = testClient(() =>
      json({ error_code: 'CONFLICT', message: 'Il gettone è già fatturato' }, 409),
    );
    const stale = testClient(() =>
      json({ error_code: 'STALE_RECORD', message: 'Il record è stato modificato.' }, 409),
    );

    // Act
    const conflict = await refused.client.tokens
      .transition(31, { event: { type: 'MARK_INVOICED' }, version: VERSION })
      .catch((caught: unknown) => caught);
    const staleError = await stale.client.tokens
      .transition(31, { event: { type: 'MARK_INVOICED' }, version: VERSION })
      .catch((caught: unknown) => caught);

    // Assert
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ code: 'CONFLICT', message: 'Il gettone è già fatturato' });
    expect(isStaleRecordError(conflict)).toBe(false);
    expect(isStaleRecordError(staleError)).toBe(true);
  });

  it("000 §7 marking a token invoiced refreshes the supplier's not-invoiced badge, the 2VER counter, the token lists, record and history, and nothing else", async () => {
    // Arrange
    const { client } = testClient(() =>
      json({ rows: { results: [{ ...TOKEN, isInvoiced: true }], counter: 1 } }),
    );
    const queryClient = new QueryClient();
    const tokenReads = [
      countNotInvoicedTokensQueryOptions(client).queryKey,
      countKey(PROFILE, 'tokens/search', { isInvoiced: false }),
      queryKeys.tokens.list(PROFILE, {}),
      queryKeys.tokens.detail(PROFILE, 31),
      queryKeys.tokens.call(PROFILE, 'dashboard:tokens_list'),
      recordHistoryQueryKey(client, 'token', 31),
    ];
    for (const key of tokenReads) queryClient.setQueryData(key, 1);
    const others = ['orders', 'activities', 'claims', 'tickets'] as const;
    for (const family of others) queryClient.setQueryData(queryKeys[family].list(PROFILE, {}), []);

    // Act
    await runMutation(queryClient, tokenTransitionMutationOptions(client), {
      id: 31,
      event: { type: 'MARK_INVOICED' },
      version: VERSION,
    });

    // Assert
    expect(tokenReads.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      others.filter(
        (family) => queryClient.getQueryState(queryKeys[family].list(PROFILE, {}))?.isInvalidated,
      ),
    ).toEqual([]);
  });

  it('PATCH proxy/tokens/{id} sends the description and the amount with the version read', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ ...TOKEN, amount: 120 }], counter: 1 } }),
    );

    // Act
    await runMutation(new QueryClient(), updateTokenMutationOptions(client), {
      id: 31,
      changes: { amount: 120, version: VERSION },
    });

    // Assert
    expect(fake.last().method).toBe('PATCH');
    expect(pathOf(fake.last().url)).toBe('/api/v2/proxy/tokens/31');
    expect(fake.last().body).toEqual({ amount: 120, version: VERSION });
  });
});

describe('billing proposals (domain DECISIONS.md "Billing proposals")', () => {
  it('sends the selected tokens to POST proxy/billingProposals and refreshes the token reads: the lists, the proposals and the not-invoiced badge', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ id: 5, status: 'SENT', tokenCount: 2 }], counter: 1 } }),
    );
    const queryClient = new QueryClient();
    const reads = [
      countNotInvoicedTokensQueryOptions(client).queryKey,
      getBillingProposalsPageQueryOptions(client, {}).queryKey,
      queryKeys.tokens.list(PROFILE, {}),
    ];
    for (const key of reads) queryClient.setQueryData(key, 1);

    // Act
    await runMutation(queryClient, createBillingProposalMutationOptions(client), {
      tokenIds: [31, 32],
    });

    // Assert
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/proxy/billingProposals');
    expect(fake.last().body).toEqual({ tokenIds: [31, 32] });
    expect(reads.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('posts an answer with its reason and the version read to billingProposals/{id}/transitions', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ id: 5, status: 'REFUSED' }], counter: 1 } }),
    );

    // Act
    await runMutation(new QueryClient(), billingProposalTransitionMutationOptions(client), {
      id: 5,
      event: { type: 'REFUSE', reason: 'Importo non concordato' },
      version: VERSION,
    });

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/billingProposals/5/transitions');
    expect(fake.last().body).toEqual({
      event: { type: 'REFUSE', reason: 'Importo non concordato' },
      version: VERSION,
    });
  });
});

describe('a billing proposal\'s detail (domain DECISIONS.md "Billing proposals: their list and detail" 2)', () => {
  it('reads one proposal with its includes through proxy/billingProposals, keyed apart from the token of the same id, and an answer refreshes it and its history', async () => {
    // Arrange
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ id: 5, status: 'SENT' }], counter: 1 } }),
    );
    const queryClient = new QueryClient();
    const detail = getBillingProposalRecordQueryOptions(client, 5, ['org_tokens']);
    const history = recordHistoryQueryKey(client, 'billingProposal', 5);

    // Act
    const proposal = await queryClient.fetchQuery(detail);
    const request = { url: fake.last().url, body: fake.last().body };
    queryClient.setQueryData(history, []);
    await runMutation(queryClient, billingProposalTransitionMutationOptions(client), {
      id: 5,
      event: { type: 'ACCEPT' },
      version: VERSION,
    });

    // Assert
    expect(proposal).toEqual({ id: 5, status: 'SENT' });
    expect(pathOf(request.url)).toBe('/api/v2/proxy/billingProposals');
    expect(request.body).toEqual({
      query_sequelize: { where: { id: 5 }, include: ['org_tokens'], limit: 1 },
    });
    expect(detail.queryKey).not.toEqual(
      getTokenRecordQueryOptions(client, 5, ['org_tokens']).queryKey,
    );
    expect(queryClient.getQueryState(detail.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
  });
});
