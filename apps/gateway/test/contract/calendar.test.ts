/**
 * Contract tests of the calendar (002 §3.1–3.3): events, reminders and colleagues through the real
 * api-client's `calendar` family against a test gateway with the demo seed.
 */
import {
  COLLEAGUE_COLORS,
  DEFAULT_EVENT_COLOR,
  openRemindersCount,
  staleWriteMessage,
} from '@portineria/domain';
import type { EventPayload } from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, localDay, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const now = new Date();

/** The calendar day `offset` days from this file's `now`. */
const day = (offset: number): string => localDay(offset, now);

function event(overrides: Partial<EventPayload> = {}): EventPayload {
  return {
    object: 'Sopralluogo tetto',
    description: 'Verifica delle tegole dopo la grandinata.',
    startTime: `${day(1)} 09:00`,
    endTime: `${day(1)} 10:00`,
    isAllDay: false,
    visibility: 0,
    status: 0,
    color: DEFAULT_EVENT_COLOR,
    _employee: null,
    _assignee: null,
    _building: null,
    _supplier: null,
    _ticket: null,
    _claim: null,
    _order: null,
    _activity: null,
    ...overrides,
  };
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('calendar events: list by range', () => {
  it("lists one's own events and never a colleague's private ones", async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const own = gateway.seed.accounts.giulia.employeeId as number;
    const events = await client.calendar.events.getMany({
      where: {
        startTime: { $lte: `${day(60)}T00:00:00.000Z` },
        endTime: { $gte: `${day(-60)}T00:00:00.000Z` },
      },
      limit: 1000,
    });
    const stored = await gateway.gateway.deps.db
      .selectFrom('calendar_events')
      .select(['id', 'employee_id', 'assignee_employee_id', 'visibility', 'start_time', 'end_time'])
      .where('organization_id', '=', gateway.seed.organizations.studioRossi)
      .execute();
    const ownIds = stored
      .filter((row) => row.employee_id === own)
      .filter((row) => new Date(row.start_time) <= new Date(`${day(60)}T00:00:00.000Z`))
      .filter((row) => new Date(row.end_time) >= new Date(`${day(-60)}T00:00:00.000Z`))
      .map((row) => row.id);
    expect(ownIds.length).toBeGreaterThan(0);
    const listed = events.map((item) => Number(item.id));
    expect(listed).toEqual(expect.arrayContaining(ownIds));
    // A private event is its owner's, and its creator's when made for someone else (002 §4.3).
    const othersPrivate = stored
      .filter(
        (row) =>
          row.employee_id !== own && row.assignee_employee_id !== own && row.visibility === '1',
      )
      .map((row) => row.id);
    expect(othersPrivate.length).toBeGreaterThan(0);
    expect(listed.filter((id) => othersPrivate.includes(id))).toEqual([]);
    expect(
      events.every(
        (item) => item.visibility === 0 || item.visibility === 1 || item.visibility === 'global',
      ),
    ).toBe(true);
  });

  it("002 §2.1: a view's range read counts the events that cross its edges, and is served by the span index", async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    // An event of three days around the range's start: outside by its start, inside by its end.
    const crossing = await client.calendar.events.create(
      event({
        object: 'Cantiere facciata',
        startTime: `${day(8)} 08:00`,
        endTime: `${day(10)} 17:00`,
      }),
    );
    const from = new Date(`${day(9)}T00:00:00`).toISOString();
    const to = new Date(`${day(9)}T23:59:59`).toISOString();
    const listed = await client.calendar.events.getMany({
      where: { startTime: { $lte: to }, endTime: { $gte: from } },
      limit: 1000,
    });
    expect(listed.map((item) => item.id)).toContain(crossing.id);
    // The table is small here: with sequential scans off, the planner shows the index it can use.
    const forced = await gateway.gateway.deps.db.connection().execute(async (db) => {
      await sql`set enable_seqscan = off`.execute(db);
      const result = await sql<{ 'QUERY PLAN': string }>`explain select id from calendar_events as e
        where tstzrange(least(e.start_time, e.end_time), greatest(e.start_time, e.end_time), '[]')
          && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[]')`.execute(db);
      await sql`set enable_seqscan = on`.execute(db);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(forced).toContain('calendar_events_span_idx');
  });

  it("002 §3.3, §6: the caller's own calendar entry names its employee, whose events are its own", async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const owner = await client.calendar.owner();
    expect(owner).toMatchObject({
      _employee: gateway.seed.accounts.giulia.employeeId,
      fullName: 'Giulia Rossi',
      enabled: true,
    });
    const created = await client.calendar.events.create(event({ object: 'Telefonata condomino' }));
    expect(created._employee).toBe(owner._employee);
  });

  it('exports a range and one event as iCalendar, and never an event the caller cannot see', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.calendar.events.create(
      event({
        object: 'Assemblea straordinaria; bilancio',
        startTime: `${day(4)} 18:00`,
        endTime: `${day(4)} 20:00`,
        visibility: 1,
      }),
    );
    const from = new Date(`${day(4)}T00:00:00`).toISOString();
    const to = new Date(`${day(4)}T23:59:59`).toISOString();
    const range = await giulia.calendar.exportICalendar({ from, to });
    expect(range.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(range).toContain('SUMMARY:Assemblea straordinaria\\; bilancio');
    expect(range).toContain(`DTSTART:${day(4).replace(/-/g, '')}T180000`);
    const one = await giulia.calendar.exportICalendar({ id: created.id! });
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one).toContain('CLASS:PRIVATE');
    // Luca sees Giulia's calendar entry, not her private event: the same answer as a missing one.
    const luca = await clientFor(gateway, 'luca', 'ORG');
    expect((await rejection(luca.calendar.exportICalendar({ id: created.id! }))).status).toBe(404);
    expect(await luca.calendar.exportICalendar({ from, to })).not.toContain(
      'Assemblea straordinaria',
    );
    expect((await rejection(giulia.calendar.exportICalendar({ from: 'ieri', to }))).status).toBe(
      400,
    );
  });

  it('a resident has no calendar (403 FORBIDDEN)', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    expect((await rejection(client.calendar.events.getMany())).code).toBe('FORBIDDEN');
  });
});

describe('calendar events: writes (002 §4.3, §5.1, §6)', () => {
  it('creates an event with the default colour, and validates title and times', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const created = await client.calendar.events.create(event());
    expect(created).toMatchObject({
      object: 'Sopralluogo tetto',
      color: DEFAULT_EVENT_COLOR,
      visibility: 0,
      status: 0,
      _employee: gateway.seed.accounts.giulia.employeeId,
      _assignee: null,
    });
    const missing = await rejection(client.calendar.events.create(event({ object: ' ' })));
    expect(missing.code).toBe('VALIDATION_FAILED');
    expect(missing.error).toContainEqual({
      field: 'object',
      message: 'Il campo Oggetto è obbligatorio',
    });
    const reversed = await rejection(
      client.calendar.events.create(
        event({ startTime: `${day(1)} 11:00`, endTime: `${day(1)} 10:00` }),
      ),
    );
    expect(reversed.error).toContainEqual({
      field: 'endTime',
      message: "L'ora di fine evento non può essere minore di quella di inizio",
    });
    const offStep = await rejection(
      client.calendar.events.create(
        event({ startTime: `${day(1)} 09:07`, endTime: `${day(1)} 10:00` }),
      ),
    );
    expect(offStep.error).toContainEqual({
      field: 'startTime',
      message: "L'ora deve essere nel formato 24 ore, a intervalli di 15 minuti",
    });
    const foreign = await rejection(
      client.calendar.events.create(event({ _building: gateway.seed.buildings.mimose })),
    );
    expect(foreign.error).toEqual([{ field: '_building', message: expect.any(String) }]);
  });

  it('an owner chosen for a colleague makes the creator the assignee; only the owner edits', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const luca = await clientFor(gateway, 'luca', 'ORG');
    const lucaEmployee = gateway.seed.accounts.luca.employeeId as number;
    const created = await giulia.calendar.events.create(
      event({ _employee: lucaEmployee, object: 'Per Luca' }),
    );
    expect(created).toMatchObject({
      _employee: lucaEmployee,
      _assignee: gateway.seed.accounts.giulia.employeeId,
    });
    expect(
      (
        await rejection(
          giulia.calendar.events.update(created.id ?? 0, {
            object: 'Modificato',
            version: created.updatedAt ?? null,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const edited = await luca.calendar.events.update(created.id ?? 0, {
      object: 'Modificato da Luca',
      status: 1,
      version: created.updatedAt ?? null,
    });
    expect(edited).toMatchObject({ object: 'Modificato da Luca', status: 1 });
    // The link cannot be changed after creation (002 §5.1).
    const relink = await rejection(
      luca.calendar.events.update(created.id ?? 0, {
        _building: gateway.seed.buildings.manzoni,
        version: edited.updatedAt ?? null,
      }),
    );
    expect(relink.code).toBe('VALIDATION_FAILED');
  });

  it('a base role cannot choose an owner; deleting needs APP_DELETE', async () => {
    const luca = await clientFor(gateway, 'luca', 'ORG');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      luca.calendar.events.create(event({ _employee: gateway.seed.accounts.giulia.employeeId })),
    );
    expect(error.code).toBe('FORBIDDEN');
    const lucas = await luca.calendar.events.create(event({ object: 'Evento di Luca' }));
    expect((await rejection(luca.calendar.events.remove(lucas.id ?? 0))).code).toBe('FORBIDDEN');
    const giulias = await giulia.calendar.events.create(event({ object: 'Da eliminare' }));
    await giulia.calendar.events.remove(giulias.id ?? 0);
    expect((await rejection(giulia.calendar.events.getOne(giulias.id ?? 0))).code).toBe(
      'NOT_FOUND',
    );
  });

  it("a private event is its owner's only", async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const luca = await clientFor(gateway, 'luca', 'ORG');
    const secret = await giulia.calendar.events.create(event({ object: 'Privato', visibility: 1 }));
    expect((await rejection(luca.calendar.events.getOne(secret.id ?? 0))).code).toBe('NOT_FOUND');
  });
});

describe('reminders (002 §3.2, §4.2)', () => {
  it('creates reminders, toggles one done and counts the open ones', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const first = await client.calendar.reminders.create(
      event({
        object: 'Chiamare l’amministratore',
        isAllDay: true,
        startTime: day(2),
        endTime: day(2),
      }),
    );
    expect(first).toMatchObject({ status: 0, isAllDay: true });
    const done = await client.calendar.reminders.toggle(first.id ?? 0, 1, first.updatedAt ?? null);
    expect(done.status).toBe(1);
    const reminders = await client.calendar.reminders.getMany({ limit: 1000 });
    const open = await client.calendar.reminders.count({ status: 0 });
    expect(open).toBe(openRemindersCount(reminders));
  });

  it("a supplier's reminder shared with the organisation of its order is visible to it", async () => {
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const shared = await paolo.calendar.reminders.create({
      ...event({
        object: 'Portare il ricambio',
        _order: gateway.seed.ordersByState.pending as number,
      }),
      shareWithOrg: true,
    });
    expect(shared.shareWithOrg).toBe(true);
    await expect(giulia.calendar.reminders.getOne(shared.id ?? 0)).resolves.toMatchObject({
      id: shared.id,
    });
    const anna = await clientFor(gateway, 'anna', 'SPL');
    expect((await rejection(anna.calendar.reminders.getOne(shared.id ?? 0))).code).toBe(
      'NOT_FOUND',
    );
    // A supplier links activities, claims and orders only (002 §5.1).
    const building = await rejection(
      paolo.calendar.reminders.create(event({ _building: gateway.seed.buildings.manzoni })),
    );
    expect(building.code).toBe('VALIDATION_FAILED');
  });
});

describe('colleagues (002 §3.3, §5.1, §6)', () => {
  it('adds a colleague with one of the 12 colours, once; a base role cannot', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const lucaEmployee = gateway.seed.accounts.luca.employeeId as number;
    const existing = await giulia.calendar.colleagues.getMany();
    for (const entry of existing.filter((item) => item._employee === lucaEmployee)) {
      await giulia.calendar.colleagues.remove(entry.id);
    }
    const added = await giulia.calendar.colleagues.create({
      _employee: lucaEmployee,
      color: COLLEAGUE_COLORS[3],
    });
    expect(added).toMatchObject({
      _employee: lucaEmployee,
      color: COLLEAGUE_COLORS[3],
      enabled: true,
      fullName: expect.any(String),
    });
    expect(
      (
        await rejection(
          giulia.calendar.colleagues.create({
            _employee: lucaEmployee,
            color: COLLEAGUE_COLORS[0],
          }),
        )
      ).code,
    ).toBe('CONFLICT');
    const colour = await rejection(
      giulia.calendar.colleagues.update(added.id, { color: '#000000' }),
    );
    expect(colour.error).toEqual([{ field: 'color', message: 'Il campo Colore non è valido.' }]);
    const luca = await clientFor(gateway, 'luca', 'ORG');
    const error = await rejection(
      luca.calendar.colleagues.create({
        _employee: gateway.seed.accounts.giulia.employeeId as number,
        color: COLLEAGUE_COLORS[0],
      }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('stale saves (a save based on another version is refused)', () => {
  it("409 STALE_RECORD with domain's message when the event changed since it was read, or when no version is sent; the stored event is kept", async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.calendar.events.create(event({ object: 'Riunione condominiale' }));
    const moved = await giulia.calendar.events.update(created.id ?? 0, {
      startTime: `${day(2)} 09:00`,
      endTime: `${day(2)} 10:00`,
      version: created.updatedAt ?? null,
    });
    expect(moved.updatedAt).not.toBe(created.updatedAt);
    // A second tab still holds the first version.
    const stale = await rejection(
      giulia.calendar.events.update(created.id ?? 0, {
        object: 'Riunione spostata',
        version: created.updatedAt ?? null,
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('STALE_RECORD');
    expect(stale.message).toBe(staleWriteMessage());
    const missing = await rejection(
      giulia.calendar.events.update(created.id ?? 0, {
        object: 'Riunione spostata',
        version: undefined,
      }),
    );
    expect(missing.code).toBe('STALE_RECORD');
    expect(await giulia.calendar.events.getOne(created.id ?? 0)).toMatchObject({
      object: 'Riunione condominiale',
      updatedAt: moved.updatedAt,
    });
  });
});

describe('calendar links: the link types of the role, each under its permission (002 §5.1)', () => {
  it("a link type the role's permissions do not offer is refused (claims with the claims module off); an offered one is saved", async () => {
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const conti = gateway.seed.tenants.contiGestioni;
    const refused = await rejection(sara.calendar.events.create(event({ _claim: conti.claimId })));
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.error).toEqual([expect.objectContaining({ field: '_claim' })]);
    const linked = await sara.calendar.events.create(event({ _order: conti.orderId }));
    expect(linked).toMatchObject({ _order: conti.orderId });
  });
});

describe("planning an order from the calendar (002 §4.3 acceptOrder 'Pianifica ordine')", () => {
  /** An order of Studio Rossi sent to Idraulica Bianchi (Paolo), accepted by him when asked. */
  async function sentOrder(accepted: boolean) {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.orders.create({
      category: 'ODS',
      object: 'Riparazione perdita in cantina',
      _building: gateway.seed.buildings.manzoni,
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
      validFrom: day(0),
      validTo: day(60),
      send: true,
    });
    if (!accepted) return created;
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    return paolo.orders.transition(created.id, {
      event: { type: 'ACCEPT' },
      version: versionOf(created),
    });
  }

  /** The version an order was read at (its `updatedAt`). */
  function versionOf(order: object): string | null {
    return (order as { updatedAt?: string }).updatedAt ?? null;
  }

  async function eventsOfOrder(orderId: number) {
    const { rows } = await sql<{
      id: number;
    }>`select id from calendar_events where link_order_id = ${orderId}`.execute(
      gateway.gateway.deps.db,
    );
    return rows;
  }

  it('plans the order (expected end date: the event’s end day) and creates the linked event, own and public', async () => {
    const order = await sentOrder(true);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const created = await paolo.calendar.planOrder({
      event: {
        ...event({
          object: 'Intervento cantina',
          startTime: `${day(3)} 08:00`,
          endTime: `${day(4)} 12:00`,
          visibility: 1,
        }),
        _order: order.id as number,
      },
      version: versionOf(order),
    });
    expect(created).toMatchObject({
      object: 'Intervento cantina',
      _order: order.id,
      _employee: gateway.seed.accounts.paolo.employeeId,
      visibility: 0,
    });
    const planned = await paolo.orders.getOne(order.id);
    expect(planned).toMatchObject({ isPlanned: true, estimatedJobEndDate: day(4) });
  });

  it('an order not yet accepted is 409 with the machine’s Italian message, and no event is created', async () => {
    const order = await sentOrder(false);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(
      paolo.calendar.planOrder({
        event: { ...event(), _order: order.id as number },
        version: versionOf(order),
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/[a-zà-ù]/i);
    expect(await eventsOfOrder(order.id as number)).toEqual([]);
    expect(await paolo.orders.getOne(order.id)).toMatchObject({ isPlanned: false });
  });

  it('a stale order version is 409 STALE_RECORD, and neither the order nor the calendar changes', async () => {
    const order = await sentOrder(true);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(
      paolo.calendar.planOrder({
        event: { ...event(), _order: order.id as number },
        version: '2001-01-01T00:00:00.000Z',
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('STALE_RECORD');
    expect(await eventsOfOrder(order.id as number)).toEqual([]);
    expect(await paolo.orders.getOne(order.id)).toMatchObject({ isPlanned: false });
  });

  it('an event that breaks the form rules (002 §5.1) is 400 and the order stays unplanned', async () => {
    const order = await sentOrder(true);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(
      paolo.calendar.planOrder({
        event: { ...event({ object: '' }), _order: order.id as number },
        version: versionOf(order),
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'object' })]),
    );
    expect(await eventsOfOrder(order.id as number)).toEqual([]);
    expect(await paolo.orders.getOne(order.id)).toMatchObject({ isPlanned: false });
  });

  it('an order of another supplier is refused as a link the caller cannot read, before its state is looked at', async () => {
    const order = await sentOrder(true);
    const anna = await clientFor(gateway, 'anna', 'SPL');
    const error = await rejection(
      anna.calendar.planOrder({
        event: { ...event(), _order: order.id as number },
        version: versionOf(order),
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([expect.objectContaining({ field: '_order' })]);
    expect(await eventsOfOrder(order.id as number)).toEqual([]);
  });
  it("002 §4.6: the range read embeds the linked order's status, priority and suspension for the agenda, and never an order the caller may no longer read", async () => {
    const order = await sentOrder(true);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const planned = await paolo.calendar.planOrder({
      event: { ...event({ object: 'Sopralluogo pressione' }), _order: order.id as number },
      version: versionOf(order),
    });
    const range = {
      where: {
        startTime: { $lte: `${day(3)}T00:00:00.000Z` },
        endTime: { $gte: `${day(0)}T00:00:00.000Z` },
      },
      limit: 1000,
    };
    const listed = (await paolo.calendar.events.getMany(range)).find(
      (item) => item.id === planned.id,
    );
    expect(listed?.org_orders).toEqual({
      id: order.id,
      category: 'ODS',
      status: 'OPEN',
      priority: 1,
      isSuspended: false,
    });
    // The order goes to another supplier: Paolo keeps his event, not a look at the order.
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const current = await giulia.orders.getOne(order.id);
    await giulia.orders.update(order.id, {
      _supplier: gateway.seed.suppliers.galloImpianti,
      version: versionOf(current),
    });
    const after = (await paolo.calendar.events.getMany(range)).find(
      (item) => item.id === planned.id,
    );
    expect(after).toBeDefined();
    expect(after?.org_orders ?? null).toBeNull();
  });
});
