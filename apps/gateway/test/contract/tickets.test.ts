/**
 * Contract tests of tickets (001 §7, 002 §7.6): the real api-client's `tickets` family against a test gateway
 * with the demo seed.
 */
import { ApiError, createApiClient, ticketListQuery } from '@portineria/api-client';
import type { ListQuery } from '@portineria/api-client';
import { sortTicketsForWidget, ticketWidgetListQuery } from '@portineria/domain';
import type { Criteria, Ticket } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

async function clientFor(account: DemoAccountKey, roleType?: 'ORG' | 'SPL' | 'USR' | 'SYS') {
  const acting = await signInAs(gateway.url, gateway.seed.accounts[account].email, roleType);
  return createApiClient({
    baseUrl: gateway.url,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
    getActiveUserId: () => acting.user.id,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('tickets: lists and counts (001 §7, 002 §7.6)', () => {
  it('lists the organisation tickets with limit 50, offset 0, createdAt descending', async () => {
    const client = await clientFor('giulia', 'ORG');
    const tickets = await client.tickets.getMany(ticketListQuery());
    const stored = await gateway.gateway.deps.db
      .selectFrom('tickets')
      .select(['id', 'created_at'])
      .where('organization_id', '=', gateway.seed.organizations.studioRossi)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .limit(50)
      .execute();
    expect(tickets.map((ticket) => Number(ticket.id))).toEqual(stored.map((row) => row.id));
    await expect(client.tickets.count({})).resolves.toBe(
      (
        await gateway.gateway.deps.db
          .selectFrom('tickets')
          .select('id')
          .where('organization_id', '=', gateway.seed.organizations.studioRossi)
          .execute()
      ).length,
    );
  });

  it("orders the widget list as domain's sortTicketsForWidget does (dateTicket, then priority)", async () => {
    const client = await clientFor('giulia', 'ORG');
    const query = ticketWidgetListQuery(3);
    const widget = await client.tickets.getMany({
      where: query.where as Criteria,
      order: [...query.order] as ListQuery['order'],
      limit: query.limit,
      offset: query.offset,
    });
    const all = await client.tickets.getMany({ where: query.where as Criteria, limit: 1000 });
    expect(all.length).toBeGreaterThan(0);
    expect(widget.map((ticket) => ticket.id)).toEqual(
      sortTicketsForWidget(all as Ticket[]).map((ticket) => ticket.id),
    );
  });

  it('a resident sees only the tickets it opened', async () => {
    const client = await clientFor('maria', 'USR');
    const tickets = await client.tickets.getMany({ limit: 1000 });
    const own = await gateway.gateway.deps.db
      .selectFrom('tickets')
      .select('id')
      .where('created_by_user_id', '=', gateway.seed.accounts.maria.userId)
      .execute();
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(tickets.map((ticket) => Number(ticket.id)))).toEqual(
      new Set(own.map((row) => row.id)),
    );
  });

  it('a supplier sees no ticket; another tenant’s ticket is 404 NOT_FOUND', async () => {
    const supplier = await clientFor('paolo', 'SPL');
    await expect(supplier.tickets.getMany()).resolves.toEqual([]);
    const sara = await clientFor('sara', 'ORG');
    const error = await rejection(sara.tickets.getOne(gateway.seed.tenants.studioRossi.ticketId));
    expect(error.code).toBe('NOT_FOUND');
  });

  it('getOne expands the assignee, the requester and the building', async () => {
    const client = await clientFor('giulia', 'ORG');
    const ticket = await client.tickets.getOne(gateway.seed.tenants.studioRossi.ticketId);
    expect(ticket).toHaveProperty('org_contacts');
    expect(ticket).toHaveProperty('org_employees');
    expect(ticket).toHaveProperty('org_buildings');
  });
});

describe('tickets: writes', () => {
  it('a resident opens a ticket on its building; the organisation is notified', async () => {
    const maria = await clientFor('maria', 'USR');
    const giulia = await clientFor('giulia', 'ORG');
    const before = await giulia.notifications.count({ notificationType: 'TICKET_NEW' });
    const created = await maria.tickets.create({
      object: 'Luce del pianerottolo spenta',
      _building: gateway.seed.buildings.manzoni,
    } as never);
    expect(created).toMatchObject({
      object: 'Luce del pianerottolo spenta',
      status: 'OPEN',
      priority: 'NORMAL',
    });
    expect(created.code).toMatch(/^TCK-\d{4}-\d{5}$/);
    await expect(giulia.notifications.count({ notificationType: 'TICKET_NEW' })).resolves.toBe(
      before + 1,
    );
    const mine = await maria.tickets.getOne(created.id);
    expect(mine.id).toBe(created.id);
  });

  it('a resident cannot open a ticket on a building that is not its own', async () => {
    const maria = await clientFor('maria', 'USR');
    const error = await rejection(
      maria.tickets.create({ object: 'Prova', _building: gateway.seed.buildings.mimose } as never),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([{ field: '_building', message: expect.any(String) }]);
  });

  it('the organisation takes a ticket in charge; the resident may not update it', async () => {
    const maria = await clientFor('maria', 'USR');
    const giulia = await clientFor('giulia', 'ORG');
    const created = await maria.tickets.create({
      object: 'Campanello guasto',
      _building: gateway.seed.buildings.manzoni,
    } as never);
    const employee = gateway.seed.accounts.luca.employeeId as number;
    const updated = await giulia.tickets.update(created.id, {
      status: 'WORKING',
      priority: 'URGENT',
      _assignTo: employee,
    } as never);
    expect(updated).toMatchObject({ status: 'WORKING', priority: 'URGENT', _assignTo: employee });
    expect((await rejection(maria.tickets.update(created.id, { status: 'CLOSED' }))).code).toBe(
      'FORBIDDEN',
    );
    const invalid = await rejection(giulia.tickets.update(created.id, { status: 'DONE' as never }));
    expect(invalid.code).toBe('VALIDATION_FAILED');
    const sara = await clientFor('sara', 'ORG');
    expect((await rejection(sara.tickets.update(created.id, { status: 'CLOSED' }))).code).toBe(
      'NOT_FOUND',
    );
  });
});
