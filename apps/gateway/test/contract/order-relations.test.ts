/**
 * Contract tests of the names of an order's relation chips (002 §2.2 "Relation chips to: … the
 * ticket, the building, the administrator (shown to SPL only), the supplier (hidden for SPL) and
 * the employee"): `include: ['relations']` names each relation the role is shown — also a record
 * whose own rule hides it from the role — with its id and name only, and nothing of a hidden
 * record leaks through the order list's includes, filters, sorts or counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { callerFor, rowOf } from '../support/calls.ts';
import type { Caller } from '../support/calls.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
/** The year of the seed's codes (TCK-<year>-0001): the year the demo data was written in. */
const seedYear = () => new Date(gateway.seed.now).getFullYear();

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** 'Perdita tubo bagno interno 4': Paolo's supplier, Luca's order, Maria's own ticket. */
const unread = () => gateway.seed.ordersByState.unread as number;
/** 'Sostituzione lampade delle scale': another supplier, a ticket another resident opened. */
const planned = () => gateway.seed.ordersByState.planned as number;

function as(account: DemoAccountKey, roleType: 'ORG' | 'SPL' | 'USR'): Promise<Caller> {
  return callerFor(gateway, account, roleType);
}

/** The one order of an `orders/search` for an id, with these includes. */
async function orderWith(caller: Caller, id: number, include: unknown[]) {
  const answer = await caller.call('POST', 'orders/search', { where: { id }, include });
  expect(answer.status).toBe(200);
  return rowOf(answer);
}

/** The ids of an `orders/search` answer, in order. */
function idsOf(body: Record<string, unknown>): unknown[] {
  const rows = body.rows as { results: Record<string, unknown>[] };
  return rows.results.map((row) => row.id);
}

describe("002 §2.2: include 'relations' names the relation chips a role is shown", () => {
  it('SPL: the building, the administrator (the ordering organisation) and the employee it may not read, never the ticket or the supplier', async () => {
    const paolo = await as('paolo', 'SPL');
    const order = await orderWith(paolo, unread(), ['relations', 'org_employees']);
    expect(order.relations).toEqual({
      building: { id: gateway.seed.buildings.manzoni, name: 'Condominio Via Manzoni 12' },
      administrator: {
        id: gateway.seed.organizations.studioRossi,
        name: 'Studio Rossi Amministrazioni di Giulia Rossi',
      },
      employee: { id: gateway.seed.accounts.luca.employeeId, name: 'Luca Neri' },
    });
    // The employee's own rule still hides the record: its include stays empty.
    expect(order.org_employees).toBeNull();
  });

  it('USR: the ticket another resident opened, the building, the supplier and the employee; no administrator', async () => {
    const maria = await as('maria', 'USR');
    const order = await orderWith(maria, planned(), ['relations', 'org_tickets', 'org_employees']);
    const relations = order.relations as Record<string, { id: number; name: string } | null>;
    expect(Object.keys(relations)).toEqual(['ticket', 'building', 'supplier', 'employee']);
    expect(relations.ticket).toEqual({ id: order._ticket, name: `TCK-${seedYear()}-0003` });
    expect(relations.building?.name).toBe('Condominio Via Manzoni 12');
    expect(relations.supplier).toEqual({
      id: gateway.seed.suppliers.galloImpianti,
      name: expect.any(String),
    });
    expect(relations.employee).toEqual({ id: order._employee, name: expect.any(String) });
    expect(order.org_tickets).toBeNull();
    expect(order.org_employees).toBeNull();
  });

  it('ORG: the same names as the records it reads, one key per relation shown, each only id and name', async () => {
    const giulia = await as('giulia', 'ORG');
    const order = await orderWith(giulia, unread(), [
      'relations',
      'org_buildings',
      'org_suppliers',
      'org_employees',
      'org_tickets',
    ]);
    const relations = order.relations as Record<string, Record<string, unknown> | null>;
    expect(Object.keys(relations)).toEqual(['ticket', 'building', 'supplier', 'employee']);
    for (const relation of Object.values(relations)) {
      expect(Object.keys(relation ?? {})).toEqual(['id', 'name']);
    }
    expect(relations.employee).toEqual({
      id: (order.org_employees as Record<string, unknown>).id,
      name: (order.org_employees as Record<string, unknown>).fullname,
    });
    expect(relations.ticket).toEqual({ id: order._ticket, name: `TCK-${seedYear()}-0001` });
    expect(relations.supplier).toEqual({
      id: gateway.seed.suppliers.idraulicaBianchi,
      name: 'Idraulica Bianchi S.r.l.',
    });
  });

  it('answers on getOne and on contracts, and only for orders the caller may read (404 otherwise)', async () => {
    const paolo = await as('paolo', 'SPL');
    const include = encodeURIComponent(JSON.stringify(['relations']));
    const one = await paolo.call('GET', `orders/${String(unread())}?include=${include}`);
    expect(one.status).toBe(200);
    expect((rowOf(one).relations as Record<string, unknown>).employee).toEqual({
      id: gateway.seed.accounts.luca.employeeId,
      name: 'Luca Neri',
    });
    // Another supplier's order: the same 404 with or without the projection.
    const other = await paolo.call('GET', `orders/${String(planned())}?include=${include}`);
    expect(other.status).toBe(404);
    const listed = await paolo.call('POST', 'orders/search', {
      where: { id: planned() },
      include: ['relations'],
    });
    expect(idsOf(listed.body)).toEqual([]);

    const giulia = await as('giulia', 'ORG');
    const contracts = await giulia.call('POST', 'contracts/search', {
      include: ['relations'],
      limit: 3,
    });
    expect(contracts.status).toBe(200);
    const rows = (contracts.body.rows as { results: Record<string, unknown>[] }).results;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.category).toBe('ODP');
      expect(Object.keys(row.relations as object)).toEqual([
        'ticket',
        'building',
        'supplier',
        'employee',
      ]);
    }
  });
});

describe('002 §2.2: nothing else of a hidden relation leaks through the order list', () => {
  it('SPL: a filter or a count on the hidden employee matches nothing, a sort by it changes nothing', async () => {
    const paolo = await as('paolo', 'SPL');
    const byName = { '$org_employees.fullname$': 'Luca Neri' };
    const filtered = await paolo.call('POST', 'orders/search', { where: byName });
    expect(filtered.status).toBe(200);
    expect(idsOf(filtered.body)).toEqual([]);
    const counted = await paolo.call('POST', 'orders/search/count', {
      where: byName,
      include: ['relations'],
    });
    expect(counted.body.counter).toEqual([expect.any(Number), 0]);
    // The same filter matches for the organisation, whose rule shows the employee.
    const giulia = await as('giulia', 'ORG');
    const seen = await giulia.call('POST', 'orders/search/count', { where: byName });
    expect((seen.body.counter as number[])[1]).toBeGreaterThan(0);

    const sorted = async (direction: 'ASC' | 'DESC') =>
      idsOf(
        (
          await paolo.call('POST', 'orders/search', {
            order: [['$org_employees.fullname$', direction]],
            include: ['relations'],
            limit: 50,
          })
        ).body,
      );
    expect(await sorted('ASC')).toEqual(await sorted('DESC'));

    // An include shaped with attributes still reads no hidden record.
    const shaped = await orderWith(paolo, unread(), [
      { association: 'org_employees', attributes: ['id', 'fullname'] },
    ]);
    expect(shaped.org_employees).toBeNull();
  });

  it('USR: a filter on the hidden ticket matches nothing; a count with the projection counts as without', async () => {
    const maria = await as('maria', 'USR');
    const byObject = { '$org_tickets.object$': 'Lampadina fulminata sul pianerottolo' };
    const filtered = await maria.call('POST', 'orders/search', { where: byObject });
    expect(idsOf(filtered.body)).toEqual([]);
    const plain = await maria.call('POST', 'orders/search/count', {});
    const projected = await maria.call('POST', 'orders/search/count', { include: ['relations'] });
    expect(projected.body.counter).toEqual(plain.body.counter);
  });

  it('the projection is no association: filtering, sorting, shaping or nesting it is refused (400)', async () => {
    const paolo = await as('paolo', 'SPL');
    const refused = [
      { where: { '$relations.name$': 'Luca Neri' } },
      { order: [['$relations.name$', 'ASC']] },
      { include: [{ association: 'relations', attributes: ['name'] }] },
      { include: [{ association: 'org_buildings', include: ['relations'] }] },
    ];
    for (const body of refused) {
      const answer = await paolo.call('POST', 'orders/search', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error_code).toBe('INVALID_QUERY');
    }
    const counted = await paolo.call('POST', 'orders/search/count', {
      where: { '$relations.name$': 'Luca Neri' },
    });
    expect(counted.status).toBe(400);
  });
});
