/**
 * Contract tests of orders, contracts and quotes (001 §7, 002 §7.6): the real api-client against a test
 * gateway with the demo seed, signed in through the stand-in login.
 */
import { orderListOrder, orderListSortColumns } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { callerFor, rowOf } from '../support/calls.ts';
import { clientFor, localDay, rejection, versionOf, wireAs } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('orders: getMany, getOne, read-confirmation', () => {
  it('lists the organisation orders in the rows shape with buildings and suppliers included', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const page = await client.orders.getMany({
      include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
      limit: 5,
    });
    expect(page.results.length).toBe(5);
    expect(page.counter).toBeGreaterThan(5);
    const first = wireAs<Record<string, unknown>>(page.results[0]);
    expect(first).toMatchObject({ category: expect.stringMatching(/^OD[SP]$/) });
    expect(first.org_buildings).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('answers 404 NOT_FOUND with the spec wording for an order of another tenant', async () => {
    const client = await clientFor(gateway, 'sara', 'ORG');
    const error = await rejection(client.orders.getOne(gateway.seed.tenants.studioRossi.orderId));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Ordine non trovato, oppure eliminato');
  });
});

describe('orders: tenant rules and internal notes', () => {
  it('a supplier sees its own note on its order, never the organisation note', async () => {
    const client = await clientFor(gateway, 'paolo', 'SPL');
    const pending = await client.orders.getOne(gateway.seed.ordersByState.pending as number);
    expect(pending.noteSpl).toBe('Ricambio ordinato, in attesa di consegna.');
    const unread = await client.orders.getOne(gateway.seed.ordersByState.unread as number);
    expect(unread).not.toHaveProperty('noteOrg');
    expect(unread.org_suppliers?.id).toBe(gateway.seed.suppliers.idraulicaBianchi);
  });

  it('the organisation sees its own note and not the supplier note', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const unread = await client.orders.getOne(gateway.seed.ordersByState.unread as number);
    expect(unread.noteOrg).toBe('Avvisare la signora Verdi prima dell’intervento.');
    const pending = await client.orders.getOne(gateway.seed.ordersByState.pending as number);
    expect(pending).not.toHaveProperty('noteSpl');
  });

  it('a draft has not reached the supplier: 404 for the supplier, visible to the organisation', async () => {
    const draft = gateway.seed.ordersByState.draft as number;
    const supplier = await clientFor(gateway, 'paolo', 'SPL');
    expect((await rejection(supplier.orders.getOne(draft))).code).toBe('NOT_FOUND');
    const organisation = await clientFor(gateway, 'giulia', 'ORG');
    await expect(organisation.orders.getOne(draft)).resolves.toMatchObject({
      id: draft,
      status: 'DRAFT',
    });
  });

  it('a supplier lists only the orders assigned to its company', async () => {
    const client = await clientFor(gateway, 'anna', 'SPL');
    const page = await client.orders.getMany({ limit: 1000 });
    expect(page.counter).toBe(page.results.length);
    expect(page.results.length).toBeGreaterThan(0);
    expect(new Set(page.results.map((order) => order._supplier))).toEqual(
      new Set([gateway.seed.suppliers.galloImpianti]),
    );
  });

  it('a resident lists the orders of its buildings only, and may not change them', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const page = await client.orders.getMany({ limit: 1000 });
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((order) => order.status !== 'DRAFT')).toBe(true);
    const first = page.results[0];
    const error = await rejection(
      // No version: the role is refused before anything else is read.
      client.orders.update(first?.id ?? 0, { object: 'Nuovo oggetto', version: undefined }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });

  it('contracts/search lists only contracts (ODP)', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const page = await client.contracts.getMany({ limit: 1000 });
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((order) => order.category === 'ODP')).toBe(true);
    const service = gateway.seed.tenants.studioRossi.orderId;
    expect((await rejection(client.contracts.getOne(service))).code).toBe('NOT_FOUND');
  });
});

describe('orders: paging and query errors', () => {
  it('pages with limit and offset, createdAt descending by default', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const first = await client.orders.getMany({ limit: 3, offset: 0 });
    const second = await client.orders.getMany({ limit: 3, offset: 3 });
    expect(first.counter).toBe(second.counter);
    const ids = [...first.results, ...second.results].map((order) => order.id);
    expect(new Set(ids).size).toBe(6);
    const dates = first.results.map((order) => Date.parse(String(order.createdAt)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('answers 400 INVALID_QUERY above the limit of 1000 and for an unknown field', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    expect((await rejection(client.orders.getMany({ limit: 1001 }))).code).toBe('INVALID_QUERY');
    expect((await rejection(client.orders.getMany({ where: { password: 'x' } }))).code).toBe(
      'INVALID_QUERY',
    );
  });

  it('reads the numeric dashboard codes of status and category (000 §3)', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const byCode = await client.orders.getMany({ where: { category: 2, status: 2 }, limit: 1000 });
    const byName = await client.orders.getMany({
      where: { category: 'ODP', status: 'OPEN' },
      limit: 1000,
    });
    expect(byCode.counter).toBe(byName.counter);
    expect(byCode.counter).toBeGreaterThan(0);
  });
});

describe('orders: read-confirmation (001 §2.6)', () => {
  it('the supplier marks its unread order read', async () => {
    const client = await clientFor(gateway, 'paolo', 'SPL');
    const id = gateway.seed.ordersByState.unread as number;
    expect((await client.orders.getOne(id)).isRead).toBe(false);
    const confirmed = await client.orders.confirmRead(id);
    expect(confirmed.isRead).toBe(true);
    expect((await client.orders.getOne(id)).isRead).toBe(true);
  });

  it('is the supplier’s call only: 403 FORBIDDEN for the organisation', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      client.orders.confirmRead(gateway.seed.ordersByState.read as number),
    );
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('orders: writes', () => {
  it('creates a draft service order with a generated code, and refuses another tenant’s building', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const created = await client.orders.create({
      category: 'ODS',
      object: 'Sostituzione guarnizioni',
      _building: gateway.seed.buildings.manzoni,
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
    });
    expect(created).toMatchObject({
      status: 'DRAFT',
      category: 'ODS',
      object: 'Sostituzione guarnizioni',
    });
    expect(created.code).toMatch(/^ODS-\d{4}-\d{5}$/);
    const error = await rejection(
      client.orders.create({
        category: 'ODS',
        object: 'Prova',
        _building: gateway.seed.buildings.mimose,
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([{ field: '_building', message: expect.any(String) }]);
  });

  it('sending a draft to its supplier notifies the supplier (ORDER_NEW)', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const before = await paolo.notifications.count({ notificationType: 'ORDER_NEW' });
    const draft = await giulia.orders.create({
      category: 'ODS',
      object: 'Controllo autoclave',
      _building: gateway.seed.buildings.manzoni,
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
      // Sending needs the period (domain validateOrderForm, send).
      validFrom: localDay(0),
      validTo: localDay(30),
    });
    await expect(paolo.notifications.count({ notificationType: 'ORDER_NEW' })).resolves.toBe(
      before,
    );
    const byHand = await callerFor(gateway, 'giulia', 'ORG');
    const sent = rowOf(
      await byHand.call('POST', `orders/${String(draft.id)}/transitions`, {
        event: { type: 'SEND' },
        version: versionOf(draft),
      }),
    );
    expect(sent.status).toBe('OPEN');
    await expect(paolo.notifications.count({ notificationType: 'ORDER_NEW' })).resolves.toBe(
      before + 1,
    );
    await expect(paolo.orders.getOne(draft.id)).resolves.toMatchObject({
      id: draft.id,
      isRead: false,
    });
  });

  it('refuses a create without object with the field errors', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(client.orders.create({ category: 'ODS' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toContainEqual({
      field: 'object',
      message: 'Il campo Oggetto è obbligatorio',
    });
  });

  it('contracts are created as ODP', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const created = await client.contracts.create({ object: 'Manutenzione verde annuale' });
    expect(created.category).toBe('ODP');
  });

  it('a supplier accepts an open order through its transition, cannot act on a suspended one (409 CONFLICT), and writes no flag or form field by PATCH', async () => {
    const paolo = await callerFor(gateway, 'paolo', 'SPL');
    const client = await clientFor(gateway, 'paolo', 'SPL');
    const read = await client.orders.getOne(gateway.seed.ordersByState.read as number);
    const accepted = await paolo.call('POST', `orders/${String(read.id)}/transitions`, {
      event: { type: 'ACCEPT' },
      version: versionOf(read),
    });
    expect(rowOf(accepted).isAccepted).toBe(true);
    const suspended = await client.orders.getOne(gateway.seed.ordersByState.suspended as number);
    const refused = await paolo.call('POST', `orders/${String(suspended.id)}/transitions`, {
      event: { type: 'ACCEPT' },
      version: versionOf(suspended),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('CONFLICT');
    const flag = await rejection(
      client.orders.update(gateway.seed.ordersByState.read as number, {
        isPlanned: true,
        version: undefined,
      }),
    );
    expect(flag.code).toBe('VALIDATION_FAILED');
    const field = await rejection(
      client.orders.update(gateway.seed.ordersByState.read as number, {
        object: 'x',
        version: undefined,
      }),
    );
    expect(field.code).toBe('VALIDATION_FAILED');
  });

  it('deletes only with APP_DELETE: 403 for an Operatività profile, 204 for Direzione on a draft', async () => {
    const luca = await clientFor(gateway, 'luca', 'ORG');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const draft = await giulia.orders.create({ category: 'ODS', object: 'Bozza da eliminare' });
    expect((await rejection(luca.orders.remove(draft.id))).code).toBe('FORBIDDEN');
    await giulia.orders.remove(draft.id);
    expect((await rejection(giulia.orders.getOne(draft.id))).code).toBe('NOT_FOUND');
  });

  it('the back office reads every tenant but writes nothing', async () => {
    const client = await clientFor(gateway, 'elena', 'SYS');
    await expect(
      client.orders.getOne(gateway.seed.tenants.contiGestioni.orderId),
    ).resolves.toMatchObject({
      id: gateway.seed.tenants.contiGestioni.orderId,
    });
    const error = await rejection(client.orders.create({ category: 'ODS', object: 'x' }));
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('quotes: proxy/orders/quotes (002 §7.6)', () => {
  it('lists the quote requests, updatedAt descending, with buildings and the quote counts', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const page = await client.quotes.getMany({
      include: [{ association: 'org_buildings', required: true }],
      order: [['updatedAt', 'DESC']],
      limit: 5,
    });
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) {
      expect(row.org_buildings).toMatchObject({ id: expect.any(Number) });
      expect(row.quotes).toMatchObject({ requests: expect.any(Number), got: expect.any(Number) });
    }
    const updated = page.results.map((row) => Date.parse(String(row.updatedAt)));
    expect([...updated].sort((a, b) => b - a)).toEqual(updated);
  });

  it('a resident has no quotes', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    await expect(client.quotes.getMany()).resolves.toEqual({ results: [], counter: 0 });
  });
});

describe('orders list column sorts (domain orderListSortColumns): the server sorts by every column a role may sort, and refuses a field hidden from it', () => {
  const roles = [
    ['giulia', 'ORG'],
    ['paolo', 'SPL'],
    ['maria', 'USR'],
  ] as const;

  for (const [account, roleType] of roles) {
    it(`${roleType}: each column sort the list offers is accepted in both directions`, async () => {
      const caller = await callerFor(gateway, account, roleType);
      const columns = orderListSortColumns(roleType);
      expect(columns).toContain('validTo');
      for (const column of columns) {
        for (const desc of [false, true]) {
          const answer = await caller.call('POST', 'orders/search', {
            order: orderListOrder({ column, desc }),
            include: [{ association: 'org_buildings' }, { association: 'org_suppliers' }],
            limit: 25,
          });
          expect(answer.status, `${column} ${String(desc)} ${JSON.stringify(answer.body)}`).toBe(
            200,
          );
          if (column !== 'validTo') continue;
          // Dates compare as text ('YYYY-MM-DD'); rows without an end come last ascending.
          const days = (answer.body.rows as { results: { validTo: string | null }[] }).results
            .map((row) => row.validTo)
            .filter((value): value is string => value !== null);
          const sorted = [...days].sort();
          expect(days).toEqual(desc ? sorted.reverse() : sorted);
        }
      }
    });
  }

  it('a supplier cannot sort by the office note, the office by the supplier note, a resident by either (400, like an unknown field)', async () => {
    const refusals: [DemoAccountKey, 'ORG' | 'SPL' | 'USR', string][] = [
      ['paolo', 'SPL', 'noteOrg'],
      ['giulia', 'ORG', 'noteSpl'],
      ['maria', 'USR', 'noteOrg'],
      ['maria', 'USR', 'noteSpl'],
    ];
    for (const [account, roleType, field] of refusals) {
      const caller = await callerFor(gateway, account, roleType);
      const answer = await caller.call('POST', 'orders/search', { order: [[field, 'ASC']] });
      expect(answer, `${roleType} ${field}`).toEqual({
        status: 400,
        body: { error_code: 'INVALID_QUERY', message: `Campo sconosciuto: «${field}».` },
      });
    }
  });
});
