/**
 * Contract tests of tickets (001 §7, 002 §7.6): the real api-client's `tickets` family against a test gateway
 * with the demo seed.
 */
import type { ListQuery } from '@portineria/api-client';
import { sortTicketsForWidget, ticketListQuery, ticketWidgetListQuery } from '@portineria/domain';
import type { Criteria, Ticket } from '@portineria/domain';
import { sql } from 'kysely';
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

describe('tickets: lists and counts (001 §7, 002 §7.6)', () => {
  it('lists the organisation tickets with limit 50, offset 0, createdAt descending', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    // The list's request is domain's rule (001 §7: limit 50, offset 0, createdAt descending).
    const query = ticketListQuery();
    const tickets = await client.tickets.getMany({
      limit: query.limit,
      offset: query.offset,
      order: [...query.order] as ListQuery['order'],
    });
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
    const client = await clientFor(gateway, 'giulia', 'ORG');
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
    const client = await clientFor(gateway, 'maria', 'USR');
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
    const supplier = await clientFor(gateway, 'paolo', 'SPL');
    await expect(supplier.tickets.getMany()).resolves.toEqual([]);
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const error = await rejection(sara.tickets.getOne(gateway.seed.tenants.studioRossi.ticketId));
    expect(error.code).toBe('NOT_FOUND');
  });

  it('getOne expands the assignee, the requester and the building', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const ticket = await client.tickets.getOne(gateway.seed.tenants.studioRossi.ticketId);
    expect(ticket).toHaveProperty('org_contacts');
    expect(ticket).toHaveProperty('org_employees');
    expect(ticket).toHaveProperty('org_buildings');
  });
});

describe('tickets: writes', () => {
  it('a resident opens a ticket on its building; the organisation is notified', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
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
    expect(created.code).toMatch(/^TCK-\d{4}-\d{4}$/);
    await expect(giulia.notifications.count({ notificationType: 'TICKET_NEW' })).resolves.toBe(
      before + 1,
    );
    const mine = await maria.tickets.getOne(created.id);
    expect(mine.id).toBe(created.id);
  });

  it('a resident cannot open a ticket on a building that is not its own', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const error = await rejection(
      maria.tickets.create({ object: 'Prova', _building: gateway.seed.buildings.mimose } as never),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([{ field: '_building', message: expect.any(String) }]);
  });

  it('an edit carries the version it read: status and assignee are refused, another version is 409 STALE_RECORD', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await maria.tickets.create({
      object: 'Campanello guasto',
      _building: gateway.seed.buildings.manzoni,
    });
    const version = created.updatedAt as string;
    const updated = await giulia.tickets.update(created.id, { priority: 'URGENT', version });
    expect(updated).toMatchObject({ priority: 'URGENT', status: 'OPEN' });
    const history = await gateway.gateway.deps.db
      .selectFrom('record_history')
      .select(['action', 'changes'])
      .where('record_kind', '=', 'ticket')
      .where('record_id', '=', Number(created.id))
      .execute();
    expect(history).toEqual([
      { action: 'update', changes: [{ field: 'priority', from: 'NORMAL', to: 'URGENT' }] },
    ]);
    const notWritable = await rejection(
      giulia.tickets.update(created.id, {
        status: 'WORKING',
        version: updated.updatedAt,
      } as never),
    );
    expect(notWritable.code).toBe('VALIDATION_FAILED');
    expect(notWritable.error).toEqual([{ field: 'status', message: expect.any(String) }]);
    const stale = await rejection(
      giulia.tickets.update(created.id, { priority: 'NORMAL', version }),
    );
    expect(stale.code).toBe('STALE_RECORD');
    expect((await giulia.tickets.getOne(created.id)).priority).toBe('URGENT');
    expect(
      (await rejection(maria.tickets.update(created.id, { priority: 'NORMAL', version }))).code,
    ).toBe('FORBIDDEN');
    const sara = await clientFor(gateway, 'sara', 'ORG');
    expect(
      (await rejection(sara.tickets.update(created.id, { priority: 'NORMAL', version }))).code,
    ).toBe('NOT_FOUND');
  });

  it("a new ticket follows domain's form rules: object and building required, visibility one of 002 §3.6, URGENT accepted", async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(giulia.tickets.create({ description: 'Senza oggetto' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([
      { field: 'object', message: 'Il campo Oggetto è obbligatorio' },
      { field: '_building', message: 'Il campo Immobile è obbligatorio' },
    ]);
    const visibility = await rejection(
      giulia.tickets.create({
        object: 'Portone che non si chiude',
        _building: gateway.seed.buildings.manzoni,
        visibility: 'everyone',
      }),
    );
    expect(visibility.error).toEqual([
      { field: 'visibility', message: 'Il campo Visibilità non è valido.' },
    ]);
    const created = await giulia.tickets.create({
      object: 'Portone che non si chiude',
      _building: gateway.seed.buildings.manzoni,
      priority: 'URGENT',
      visibility: 'owner',
    });
    expect(created).toMatchObject({
      status: 'OPEN',
      priority: 'URGENT',
      visibility: 'owner',
      _assignTo: null,
    });
  });
});

describe('tickets: lifecycle transitions (DECISIONS.md "Ticket lifecycle")', () => {
  async function openTicket(object: string) {
    const maria = await clientFor(gateway, 'maria', 'USR');
    return maria.tickets.create({ object, _building: gateway.seed.buildings.manzoni });
  }

  /** The ticket's history rows, oldest first: the action, the writer's role and the changes. */
  async function historyOf(id: number | string) {
    const rows = await gateway.gateway.deps.db
      .selectFrom('record_history')
      .select(['action', 'profile_role', 'user_fullname', 'changes'])
      .where('record_kind', '=', 'ticket')
      .where('record_id', '=', Number(id))
      .orderBy('id')
      .execute();
    return rows;
  }

  async function storedTicket(id: number | string) {
    return gateway.gateway.deps.db
      .selectFrom('tickets')
      .select(['status', 'assign_to_employee_id', 'updated_at', 'closed_at'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
  }

  it('001 §4.3: Giulia takes a ticket in charge, starts the work (WORKING) and closes it', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await openTicket('Perdita in cantina');
    const taken = await giulia.tickets.transition(created.id, {
      event: { type: 'TAKE_CHARGE' },
      version: created.updatedAt as string,
    });
    expect(taken).toMatchObject({
      status: 'OPEN',
      _assignTo: gateway.seed.accounts.giulia.employeeId,
      org_employees: { fullname: 'Giulia Rossi' },
    });
    const working = await giulia.tickets.transition(created.id, {
      event: { type: 'START_WORK' },
      version: taken.updatedAt as string,
    });
    expect(working.status).toBe('WORKING');
    const closed = await giulia.tickets.transition(created.id, {
      event: { type: 'CLOSE' },
      version: working.updatedAt as string,
    });
    expect(closed.status).toBe('CLOSED');
    expect((await storedTicket(created.id)).closed_at).not.toBeNull();
    // CONVENTIONS "Writes record history (who, profile, when, from → to)".
    expect(await historyOf(created.id)).toEqual([
      {
        action: 'TAKE_CHARGE',
        profile_role: 'org_3',
        user_fullname: 'Giulia Rossi',
        changes: [{ field: '_assignTo', from: null, to: gateway.seed.accounts.giulia.employeeId }],
      },
      {
        action: 'START_WORK',
        profile_role: 'org_3',
        user_fullname: 'Giulia Rossi',
        changes: [{ field: 'status', from: 'OPEN', to: 'WORKING' }],
      },
      {
        action: 'CLOSE',
        profile_role: 'org_3',
        user_fullname: 'Giulia Rossi',
        changes: [{ field: 'status', from: 'WORKING', to: 'CLOSED' }],
      },
    ]);
  });

  it("DECISIONS 'Ticket lifecycle' 11: the requester is notified, live, when the status or the assignee changes; never of an edit, a refused step or their own step", async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const maria = await clientFor(gateway, 'maria', 'USR');
    const mariaProfile = gateway.seed.accounts.maria.profileByType.USR?.profileId;
    const live: unknown[] = [];
    const unsubscribe = gateway.gateway.deps.bus.subscribe(
      `notifications:${String(mariaProfile)}`,
      (payload) => {
        live.push(payload);
      },
    );
    try {
      const created = await openTicket('Citofono guasto');
      const updates = async () =>
        (await maria.notifications.getMany({ limit: 1000 }))
          .filter(
            (item) =>
              item.notificationType === 'TICKET_UPDATE' &&
              item.entityIDs.some((entity) => String(entity.id) === String(created.id)),
          )
          .map((item) => ({ title: item.title, body: item.body }));
      const assigned = await giulia.tickets.transition(created.id, {
        event: { type: 'ASSIGN', assignee: gateway.seed.accounts.luca.employeeId },
        version: created.updatedAt as string,
      });
      // A stale step is refused and tells nobody.
      await rejection(
        giulia.tickets.transition(created.id, {
          event: { type: 'START_WORK' },
          version: created.updatedAt as string,
        }),
      );
      const working = await giulia.tickets.transition(created.id, {
        event: { type: 'START_WORK' },
        version: assigned.updatedAt as string,
      });
      await giulia.tickets.update(created.id, {
        description: 'Il citofono non suona',
        version: working.updatedAt as string,
      });
      expect(await updates()).toEqual([
        { title: 'Ticket aggiornato: Citofono guasto', body: 'Stato: In lavorazione' },
        { title: 'Ticket aggiornato: Citofono guasto', body: 'Assegnato a Luca Neri' },
      ]);
      await expect.poll(() => live.length).toBeGreaterThanOrEqual(2);
      expect(live).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            notificationType: 'TICKET_UPDATE',
            data: { notificationTitle: 'Ticket aggiornato: Citofono guasto' },
          }),
        ]),
      );

      // Giulia's own ticket: her steps notify nobody, herself included.
      const own = await giulia.tickets.create({
        object: 'Lampadina scala B',
        _building: gateway.seed.buildings.manzoni,
      });
      const before = await giulia.notifications.count({ notificationType: 'TICKET_UPDATE' });
      await giulia.tickets.transition(own.id, {
        event: { type: 'TAKE_CHARGE' },
        version: own.updatedAt as string,
      });
      await expect(giulia.notifications.count({ notificationType: 'TICKET_UPDATE' })).resolves.toBe(
        before,
      );
    } finally {
      unsubscribe();
    }
  });

  it('ASSIGN gives the ticket to an ENABLED employee of the organisation only', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await openTicket('Cancello automatico bloccato');
    const disabled = await gateway.gateway.deps.db
      .selectFrom('employees')
      .select('id')
      .where('organization_id', '=', gateway.seed.organizations.studioRossi)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const refused = await rejection(
      giulia.tickets.transition(created.id, {
        event: { type: 'ASSIGN', assignee: disabled.id },
        version: created.updatedAt as string,
      }),
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.error).toEqual([
      { field: 'event.assignee', message: "Il dipendente non è attivo nell'organizzazione" },
    ]);
    const other = await gateway.gateway.deps.db
      .selectFrom('employees')
      .select('id')
      .where('organization_id', '=', gateway.seed.organizations.contiGestioni)
      .executeTakeFirstOrThrow();
    const foreign = await rejection(
      giulia.tickets.transition(created.id, {
        event: { type: 'ASSIGN', assignee: other.id },
        version: created.updatedAt as string,
      }),
    );
    expect(foreign.code).toBe('VALIDATION_FAILED');
    const luca = gateway.seed.accounts.luca.employeeId as number;
    const assigned = await giulia.tickets.transition(created.id, {
      event: { type: 'ASSIGN', assignee: luca },
      version: created.updatedAt as string,
    });
    expect(assigned).toMatchObject({ _assignTo: luca, org_employees: { fullname: 'Luca Neri' } });
  });

  it('a forbidden transition sent by hand is refused 409 with the Italian reason and writes nothing', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await openTicket('Ascensore fermo al terzo piano');
    const before = await storedTicket(created.id);
    const refused = await rejection(
      giulia.tickets.transition(created.id, {
        event: { type: 'START_WORK' },
        version: created.updatedAt as string,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('Assegna il ticket prima di metterlo in lavorazione');
    const reopen = await rejection(
      giulia.tickets.transition(created.id, {
        event: { type: 'REOPEN' },
        version: created.updatedAt as string,
      }),
    );
    expect(reopen.code).toBe('CONFLICT');
    expect(reopen.message).toBe('Il ticket non è chiuso');
    expect(await storedTicket(created.id)).toEqual(before);
    expect(await historyOf(created.id)).toEqual([]);
  });

  it('a stale version is 409 STALE_RECORD and writes nothing', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await openTicket('Luce del cortile sempre accesa');
    await giulia.tickets.transition(created.id, {
      event: { type: 'TAKE_CHARGE' },
      version: created.updatedAt as string,
    });
    const before = await storedTicket(created.id);
    const stale = await rejection(
      giulia.tickets.transition(created.id, {
        event: { type: 'CLOSE' },
        version: created.updatedAt as string,
      }),
    );
    expect(stale.code).toBe('STALE_RECORD');
    expect(await storedTicket(created.id)).toEqual(before);
  });

  it('a resident, a supplier and another organisation take no step', async () => {
    const created = await openTicket('Rumori dal locale caldaia');
    const version = created.updatedAt as string;
    const maria = await clientFor(gateway, 'maria', 'USR');
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const before = await storedTicket(created.id);
    for (const [client, code] of [
      [maria, 'FORBIDDEN'],
      [paolo, 'FORBIDDEN'],
      [sara, 'NOT_FOUND'],
    ] as const) {
      const error = await rejection(
        client.tickets.transition(created.id, { event: { type: 'CLOSE' }, version }),
      );
      expect(error.code).toBe(code);
    }
    expect(await storedTicket(created.id)).toEqual(before);
  });
});

describe('tickets: history (DECISIONS.md "Record history"; CONVENTIONS "Writes record history")', () => {
  interface Entry {
    action: string;
    entity: string;
    user: { fullname: string | null };
    profile: { role: string };
    changes: { field: string; label: string; from: unknown; to: unknown }[];
  }

  async function historyAnswer(account: 'giulia' | 'maria' | 'paolo' | 'sara', id: unknown) {
    const roleType = { giulia: 'ORG', maria: 'USR', paolo: 'SPL', sara: 'ORG' } as const;
    const caller = await callerFor(gateway, account, roleType[account]);
    return caller.call('GET', `tickets/${String(id)}/history`);
  }

  it('GET tickets/{id}/history: every edit and step, newest first, with who, the profile and each field’s label, from → to', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await maria.tickets.create({
      object: 'Luce delle scale spenta',
      _building: gateway.seed.buildings.manzoni,
    });
    const edited = await giulia.tickets.update(created.id, {
      priority: 'URGENT',
      version: created.updatedAt as string,
    });
    const taken = await giulia.tickets.transition(created.id, {
      event: { type: 'TAKE_CHARGE' },
      version: edited.updatedAt as string,
    });
    await giulia.tickets.transition(created.id, {
      event: { type: 'START_WORK' },
      version: taken.updatedAt as string,
    });
    const answer = await historyAnswer('giulia', created.id);
    expect(answer.status).toBe(200);
    const entries = answer.body.data as Entry[];
    expect(entries.map((entry) => entry.action)).toEqual(['START_WORK', 'TAKE_CHARGE', 'update']);
    expect(entries[0]).toMatchObject({
      entity: 'ticket',
      user: { fullname: 'Giulia Rossi' },
      profile: { role: 'org_3' },
      changes: [{ field: 'status', label: 'Stato', from: 'OPEN', to: 'WORKING' }],
    });
    expect(entries[1]?.changes).toEqual([
      {
        field: '_assignTo',
        label: 'Assegnato a',
        from: null,
        to: gateway.seed.accounts.giulia.employeeId,
        // The related record by its name, as the reader may read it.
        toName: 'Giulia Rossi',
      },
    ]);
    expect(entries[2]?.changes).toEqual([
      { field: 'priority', label: 'Priorità', from: 'NORMAL', to: 'URGENT' },
    ]);
  });

  it('the resident who opened the ticket reads its history with only the fields the ticket shows it; a supplier, who reads no ticket, gets 404 and no internal field', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await maria.tickets.create({
      object: 'Citofono muto',
      _building: gateway.seed.buildings.manzoni,
    });
    await giulia.tickets.transition(created.id, {
      event: { type: 'TAKE_CHARGE' },
      version: created.updatedAt as string,
    });
    const byResident = await historyAnswer('maria', created.id);
    expect(byResident.status).toBe(200);
    const entries = byResident.body.data as Entry[];
    expect(entries.map((entry) => entry.action)).toEqual(['TAKE_CHARGE']);
    // Every recorded field is one the resident's own read of the ticket shows it.
    const shown = Object.keys(await maria.tickets.getOne(created.id));
    for (const change of entries.flatMap((entry) => entry.changes)) {
      expect(shown).toContain(change.field);
    }
    // A related record is named only to a reader who may read it: the assignee, an employee the
    // resident reads nothing of (her ticket includes no org_employees), has no name in it either.
    const ownRead = await maria.tickets.getOne(created.id);
    expect(ownRead.org_employees).toBeNull();
    const assignment = entries[0]?.changes.find((change) => change.field === '_assignTo');
    expect(assignment?.to).toBe(gateway.seed.accounts.giulia.employeeId);
    expect(assignment).not.toHaveProperty('toName');
    const bySupplier = await historyAnswer('paolo', created.id);
    expect(bySupplier.status).toBe(404);
    expect(JSON.stringify(bySupplier.body)).not.toContain('TAKE_CHARGE');
  });

  it('another organisation’s ticket history is 404, like the ticket', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const created = await maria.tickets.create({
      object: 'Ascensore fermo al terzo piano',
      _building: gateway.seed.buildings.manzoni,
    });
    const answer = await historyAnswer('sara', created.id);
    expect(answer.status).toBe(404);
    const sara = await callerFor(gateway, 'sara', 'ORG');
    // The same answer as reading the ticket itself: nothing tells the ticket exists.
    expect(answer.body).toEqual((await sara.call('GET', `tickets/${String(created.id)}`)).body);
    expect(JSON.stringify(answer.body)).not.toContain('Ascensore');
  });

  it('the ticket history is append-only: no route changes it and the database refuses UPDATE and DELETE', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await maria.tickets.create({
      object: 'Infiltrazione dal tetto',
      _building: gateway.seed.buildings.manzoni,
    });
    await giulia.tickets.transition(created.id, {
      event: { type: 'TAKE_CHARGE' },
      version: created.updatedAt as string,
    });
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const answer = await caller.call(method, `tickets/${String(created.id)}/history`, {});
      expect(answer.status).toBe(404);
    }
    const { db } = gateway.gateway.deps;
    await expect(
      sql`update record_history set action = 'x'
        where record_kind = 'ticket' and record_id = ${Number(created.id)}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from record_history
        where record_kind = 'ticket' and record_id = ${Number(created.id)}`.execute(db),
    ).rejects.toThrow(/append-only/);
    const entries = (await historyAnswer('giulia', created.id)).body.data as Entry[];
    expect(entries.map((entry) => entry.action)).toEqual(['TAKE_CHARGE']);
  });
});
