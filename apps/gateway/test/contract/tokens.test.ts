/**
 * Contract tests of billing tokens (000 §7, 002 §7.6): the real api-client's `tokens` family and counters
 * against a test gateway with the demo seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

async function tokensOf(supplierId: number, invoiced?: boolean) {
  let query = gateway.gateway.deps.db
    .selectFrom('tokens')
    .select(['id', 'organization_id'])
    .where('supplier_id', '=', supplierId);
  if (invoiced !== undefined) query = query.where('is_invoiced', '=', invoiced);
  return query.orderBy('id').execute();
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('tokens: proxy/tokens (000 §7, 002 §7.6)', () => {
  it('a supplier lists only its own tokens, in the rows shape', async () => {
    const client = await clientFor(gateway, 'paolo', 'SPL');
    const page = await client.tokens.getMany({ limit: 1000 });
    const stored = await tokensOf(gateway.seed.suppliers.idraulicaBianchi);
    expect(stored.length).toBeGreaterThan(0);
    expect(page.counter).toBe(stored.length);
    expect(page.results.map((token) => Number(token.id)).sort((a, b) => a - b)).toEqual(
      stored.map((row) => row.id),
    );
  });

  it('the badge call (count: true, no rows) answers the counter only', async () => {
    const client = await clientFor(gateway, 'paolo', 'SPL');
    const body = await client.http.request({
      method: 'POST',
      path: 'proxy/tokens',
      body: { count: true, rows: false, query_sequelize: { where: { isInvoiced: false } } },
    });
    const expected = (await tokensOf(gateway.seed.suppliers.idraulicaBianchi, false)).length;
    expect(body).toEqual({ rows: { results: [], counter: expected } });
  });

  it('another supplier’s token is 404 NOT_FOUND; a resident has none', async () => {
    const anna = await clientFor(gateway, 'anna', 'SPL');
    const paolos = await tokensOf(gateway.seed.suppliers.idraulicaBianchi);
    expect((await rejection(anna.tokens.getOne(paolos[0]?.id ?? 0))).code).toBe('NOT_FOUND');
    const maria = await clientFor(gateway, 'maria', 'USR');
    await expect(maria.tokens.getMany()).resolves.toEqual({ results: [], counter: 0 });
  });
});

describe('tokens: reads', () => {
  it('tokens/{id} answers the same record as proxy/tokens/{id}, in the rows shape', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const id = gateway.seed.tenants.studioRossi.tokenId;
    const body = (await giulia.http.request({ method: 'GET', path: `tokens/${id}` })) as {
      rows: { results: { id: number }[]; counter: number };
    };
    expect(body.rows.counter).toBe(1);
    expect(body.rows.results[0]?.id).toBe(id);
  });
});
