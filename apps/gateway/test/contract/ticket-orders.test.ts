/**
 * Contract tests of 'Crea ordine' (domain DECISIONS.md "Ticket lifecycle" 9; 001 §3 Order
 * `_ticket`): an order created from a ticket converts it — both histories say so in the same
 * transaction, the ticket's detail lists the order, and a ticket that may not be converted
 * writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../support/calls.ts';
import { clientFor, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** A fresh ticket of Studio Rossi, opened by Giulia, so no test reads another's data. */
async function openTicket(object: string) {
  const giulia = await clientFor(gateway, 'giulia', 'ORG');
  return giulia.tickets.create({
    object,
    description: 'Segnalato dal portiere',
    _building: gateway.seed.buildings.manzoni,
  });
}

/** A record's history rows, oldest first. */
async function historyRows(kind: 'ticket' | 'order', id: number | string) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'profile_role', 'changes'])
    .where('record_kind', '=', kind)
    .where('record_id', '=', Number(id))
    .orderBy('id')
    .execute();
}

async function orderCountOf(ticketId: number | string) {
  const rows = await gateway.gateway.deps.db
    .selectFrom('orders')
    .select('id')
    .where('ticket_id', '=', Number(ticketId))
    .execute();
  return rows.length;
}

function orderFrom(ticket: { id: unknown; object: string }) {
  return {
    category: 'ODS',
    object: ticket.object,
    _building: gateway.seed.buildings.manzoni,
    _supplier: gateway.seed.suppliers.idraulicaBianchi,
    _ticket: Number(ticket.id),
  };
}

describe('tickets → orders: \'Crea ordine\' (DECISIONS.md "Ticket lifecycle" 9)', () => {
  it('converting writes the ticket’s CREATE_ORDER row with the order’s code and the order’s create row with the ticket’s code; the ticket keeps its status and version', async () => {
    const ticket = await openTicket('Perdita dal soffitto del box 3');
    const giulia = await callerFor(gateway, 'giulia', 'ORG');

    const answer = await giulia.call('POST', 'orders', orderFrom(ticket));

    expect(answer.status).toBe(201);
    const order = (answer.body as { rows: { results: { id: number; code: string }[] } }).rows
      .results[0];
    expect(order?.code).toMatch(/^ODS-\d{4}-\d{5}$/);
    const ticketHistory = await historyRows('ticket', ticket.id);
    expect(ticketHistory.at(-1)).toMatchObject({
      action: 'CREATE_ORDER',
      profile_role: 'org_3',
      changes: [{ field: 'order', from: null, to: order?.code }],
    });
    const orderHistory = await historyRows('order', order?.id as number);
    expect(orderHistory[0]?.action).toBe('create');
    expect(orderHistory[0]?.changes).toContainEqual({
      field: '_ticket',
      from: null,
      to: ticket.code,
    });
    const stored = await gateway.gateway.deps.db
      .selectFrom('tickets')
      .select(['status', 'updated_at'])
      .where('id', '=', Number(ticket.id))
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('OPEN');
    expect(new Date(stored.updated_at).toISOString()).toBe(
      new Date(ticket.updatedAt as string).toISOString(),
    );
  });

  it('the ticket’s history is served with domain’s words: "CREATE_ORDER", field "Ordine"', async () => {
    const ticket = await openTicket('Citofono muto al civico 4');
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const created = await giulia.call('POST', 'orders', orderFrom(ticket));
    const code = (created.body as { rows: { results: { code: string }[] } }).rows.results[0]?.code;

    const answer = await giulia.call('GET', `tickets/${String(ticket.id)}/history`);

    expect(answer.status).toBe(200);
    expect((answer.body as { data: unknown[] }).data[0]).toMatchObject({
      action: 'CREATE_ORDER',
      changes: [{ field: 'order', label: 'Ordine', from: null, to: code }],
    });
  });

  it('the ticket’s detail lists the orders made from it (id, code, status) to the organisation', async () => {
    const ticket = await openTicket('Cancello carraio bloccato');
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const created = await giulia.call('POST', 'orders', orderFrom(ticket));
    const order = (created.body as { rows: { results: { id: number; code: string }[] } }).rows
      .results[0];

    const client = await clientFor(gateway, 'giulia', 'ORG');
    const detail = (await client.tickets.getOne(ticket.id)) as { orders?: unknown };

    expect(detail.orders).toEqual([
      { id: order?.id, code: order?.code, status: 'DRAFT', category: 'ODS' },
    ]);
  });

  it('a closed ticket is 409 with the Italian reason, and nothing is written', async () => {
    const ticket = await openTicket('Lampione del cortile spento');
    const client = await clientFor(gateway, 'giulia', 'ORG');
    await client.tickets.transition(ticket.id, {
      event: { type: 'CLOSE' },
      version: ticket.updatedAt as string,
    });
    const before = await historyRows('ticket', ticket.id);

    const error = await rejection(client.orders.create(orderFrom(ticket) as never));

    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Riapri il ticket per crearne un ordine');
    await expect(orderCountOf(ticket.id)).resolves.toBe(0);
    await expect(historyRows('ticket', ticket.id)).resolves.toEqual(before);
  });

  it('another organisation’s ticket is 404, as reading it would be, and nothing is written', async () => {
    const ticket = await openTicket('Ascensore fermo al terzo piano');
    const sara = await callerFor(gateway, 'sara', 'ORG');

    const answer = await sara.call('POST', 'orders', {
      category: 'ODS',
      object: 'Ascensore fermo al terzo piano',
      _ticket: Number(ticket.id),
    });

    expect(answer.status).toBe(404);
    await expect(orderCountOf(ticket.id)).resolves.toBe(0);
    expect((await historyRows('ticket', ticket.id)).map((row) => row.action)).not.toContain(
      'CREATE_ORDER',
    );
  });

  it('a resident cannot convert its own ticket: 403, nothing written', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const ticket = await maria.tickets.create({
      object: 'Infiltrazione in cantina',
      _building: gateway.seed.buildings.manzoni,
    });
    const byHand = await callerFor(gateway, 'maria', 'USR');

    const answer = await byHand.call('POST', 'orders', {
      category: 'ODS',
      object: 'Infiltrazione in cantina',
      _ticket: Number(ticket.id),
    });

    expect(answer.status).toBe(403);
    await expect(orderCountOf(ticket.id)).resolves.toBe(0);
  });
});
