/**
 * Contract tests of the calendar (002 §3.1–3.3): events, reminders and colleagues through the real
 * api-client's `calendar` family against a test gateway with the demo seed.
 */
import { ApiError, createApiClient } from '@portineria/api-client';
import { COLLEAGUE_COLORS, DEFAULT_EVENT_COLOR, openRemindersCount } from '@portineria/domain';
import type { EventPayload } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const now = new Date();

function day(offset: number): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

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
    const client = await clientFor('giulia', 'ORG');
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

  it('a resident has no calendar (403 FORBIDDEN)', async () => {
    const client = await clientFor('maria', 'USR');
    expect((await rejection(client.calendar.events.getMany())).code).toBe('FORBIDDEN');
  });
});

describe('calendar events: writes (002 §4.3, §5.1, §6)', () => {
  it('creates an event with the default colour, and validates title and times', async () => {
    const client = await clientFor('giulia', 'ORG');
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
    const giulia = await clientFor('giulia', 'ORG');
    const luca = await clientFor('luca', 'ORG');
    const lucaEmployee = gateway.seed.accounts.luca.employeeId as number;
    const created = await giulia.calendar.events.create(
      event({ _employee: lucaEmployee, object: 'Per Luca' }),
    );
    expect(created).toMatchObject({
      _employee: lucaEmployee,
      _assignee: gateway.seed.accounts.giulia.employeeId,
    });
    expect(
      (await rejection(giulia.calendar.events.update(created.id ?? 0, { object: 'Modificato' })))
        .code,
    ).toBe('FORBIDDEN');
    const edited = await luca.calendar.events.update(created.id ?? 0, {
      object: 'Modificato da Luca',
      status: 1,
    });
    expect(edited).toMatchObject({ object: 'Modificato da Luca', status: 1 });
    // The link cannot be changed after creation (002 §5.1).
    const relink = await rejection(
      luca.calendar.events.update(created.id ?? 0, { _building: gateway.seed.buildings.manzoni }),
    );
    expect(relink.code).toBe('VALIDATION_FAILED');
  });

  it('a base role cannot choose an owner; deleting needs APP_DELETE', async () => {
    const luca = await clientFor('luca', 'ORG');
    const giulia = await clientFor('giulia', 'ORG');
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
    const giulia = await clientFor('giulia', 'ORG');
    const luca = await clientFor('luca', 'ORG');
    const secret = await giulia.calendar.events.create(event({ object: 'Privato', visibility: 1 }));
    expect((await rejection(luca.calendar.events.getOne(secret.id ?? 0))).code).toBe('NOT_FOUND');
  });
});

describe('reminders (002 §3.2, §4.2)', () => {
  it('creates reminders, toggles one done and counts the open ones', async () => {
    const client = await clientFor('giulia', 'ORG');
    const first = await client.calendar.reminders.create(
      event({
        object: 'Chiamare l’amministratore',
        isAllDay: true,
        startTime: day(2),
        endTime: day(2),
      }),
    );
    expect(first).toMatchObject({ status: 0, isAllDay: true });
    const done = await client.calendar.reminders.toggle(first.id ?? 0, 1);
    expect(done.status).toBe(1);
    const reminders = await client.calendar.reminders.getMany({ limit: 1000 });
    const open = await client.calendar.reminders.count({ status: 0 });
    expect(open).toBe(openRemindersCount(reminders));
  });

  it("a supplier's reminder shared with the organisation of its order is visible to it", async () => {
    const paolo = await clientFor('paolo', 'SPL');
    const giulia = await clientFor('giulia', 'ORG');
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
    const anna = await clientFor('anna', 'SPL');
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
    const giulia = await clientFor('giulia', 'ORG');
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
    const luca = await clientFor('luca', 'ORG');
    const error = await rejection(
      luca.calendar.colleagues.create({
        _employee: gateway.seed.accounts.giulia.employeeId as number,
        color: COLLEAGUE_COLORS[0],
      }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });
});
