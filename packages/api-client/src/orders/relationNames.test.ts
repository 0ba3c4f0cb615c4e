import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { fakeFetch, json } from '../http/testing/fakeFetch.ts';
import { ORDER_RELATION_NAMES } from './orders.ts';
import { getOrderRecordQueryOptions } from './queries.ts';

const RELATIONS = {
  building: { id: 1, name: 'Condominio Via Manzoni 12' },
  administrator: { id: 1, name: 'Studio Rossi Amministrazioni' },
  employee: { id: 2, name: 'Luca Neri' },
};

function clientAnswering(rows: unknown[]) {
  const fake = fakeFetch(() => json({ rows: { results: rows, counter: rows.length } }));
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:spl:2',
    getActiveUserId: () => 4,
    fetch: fake.fetch,
  });
  return { client, fake };
}

describe('an order\'s record read asks for its relation chips\' names (002 §2.2) and its files (DECISIONS.md "Order files")', () => {
  it("adds include 'relations' and 'attachments' once to the record's own includes, and types the answer", async () => {
    const { client, fake } = clientAnswering([{ id: 18, relations: RELATIONS }]);
    const options = getOrderRecordQueryOptions(client, 18, ['org_employees', ORDER_RELATION_NAMES]);
    const order = await new QueryClient().fetchQuery(options);
    expect(fake.last().body).toMatchObject({
      where: { id: 18 },
      include: ['org_employees', 'relations', 'attachments'],
      limit: 1,
    });
    expect(order?.relations?.employee).toEqual({ id: 2, name: 'Luca Neri' });
    expect(order?.relations?.supplier).toBeUndefined();
  });

  it('asks for them also without other includes', async () => {
    const { client, fake } = clientAnswering([]);
    await new QueryClient().fetchQuery(getOrderRecordQueryOptions(client, 18));
    expect(fake.last().body).toMatchObject({ include: ['relations', 'attachments'] });
  });
});
