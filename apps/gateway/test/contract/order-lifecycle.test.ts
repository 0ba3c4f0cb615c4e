/**
 * The order and activity lifecycles over HTTP (ORDERS_CONTRACT; DECISIONS.md "Order lifecycle"
 * T1–T16, A1–A5): every transition asks domain's machine — a refused one is never written and
 * answers 403 / 409 CONFLICT / 409 STALE_RECORD / 400 with domain's Italian message — and every
 * write appends to the order's append-only history.
 */
import {
  applyActivityTransition,
  applyOrderTransition,
  staleWriteMessage,
} from '@portineria/domain';
import type {
  ActivityLifecycleRecord,
  ActivityTransitionEvent,
  OrderLifecycleRecord,
  OrderTransitionEvent,
  Profile,
} from '@portineria/domain';
import { createApiClient } from '@portineria/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { callerFor, rowOf } from '../support/calls.ts';
import type { Answer, Caller } from '../support/calls.ts';
import { localDay, wireAs } from '../support/contract.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let giulia: Caller;
let paolo: Caller;
let maria: Caller;

type Row = Record<string, unknown>;

beforeAll(async () => {
  // The hooks change a profile's permissions (a supplier without SPL_OPR_ORDERS APP_UPDATE).
  gateway = await startTestGateway({ testHooks: true });
  giulia = await callerFor(gateway, 'giulia', 'ORG');
  paolo = await callerFor(gateway, 'paolo', 'SPL');
  maria = await callerFor(gateway, 'maria', 'USR');
});

afterAll(async () => {
  await gateway?.close();
});

/** The profile a caller acts as (the machine's actor). */
async function profileOf(caller: Caller): Promise<Profile> {
  const answer = await caller.call('GET', 'users/auth/me');
  const me = answer.body.data as { activeProfile?: Profile } | undefined;
  if (me?.activeProfile) return me.activeProfile;
  const profiles = (await caller.call('GET', 'users/auth/profiles')).body.data as Profile[];
  const [first] = profiles;
  if (!first) throw new Error('no profile');
  return first;
}

async function profileFor(account: DemoAccountKey, roleType: 'ORG' | 'SPL'): Promise<Profile> {
  const caller = await callerFor(gateway, account, roleType);
  const profiles = (await caller.call('GET', 'users/auth/profiles')).body.data as Profile[];
  const found = profiles.find((profile) => profile.role.toUpperCase().startsWith(roleType));
  if (!found) throw new Error(`${account} has no ${roleType} profile`);
  return found;
}

/** A fresh order of Studio Rossi for Idraulica Bianchi (sent, with the wizard's plans). */
async function newOrder(
  options: { send?: boolean; activities?: Row[]; validTo?: string; supplier?: number } = {},
): Promise<Row> {
  const answer = await giulia.call('POST', 'orders', {
    category: 'ODS',
    object: 'Sostituzione colonna di scarico',
    _building: gateway.seed.buildings.manzoni,
    _supplier: options.supplier ?? gateway.seed.suppliers.idraulicaBianchi,
    validFrom: localDay(0),
    validTo: options.validTo ?? localDay(60),
    ...(options.send ? { send: true } : {}),
    ...(options.activities ? { activities: options.activities } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return rowOf(answer);
}

function single(start = 0, end = 5): Row {
  return {
    type: 'SINGLE',
    startDate: localDay(start),
    endDate: localDay(end),
    includeSaturday: false,
    includeSunday: false,
    includeHolidays: false,
  };
}

async function order(caller: Caller, id: unknown): Promise<Row> {
  return rowOf(await caller.call('GET', `orders/${String(id)}`));
}

async function activitiesOf(caller: Caller, orderId: unknown): Promise<Row[]> {
  const answer = await caller.call('POST', 'proxy/activities', {
    query_sequelize: { where: { _order: orderId }, order: [['id', 'ASC']], limit: 100 },
  });
  return (answer.body.rows as { results: Row[] }).results;
}

function transition(caller: Caller, path: string, event: Row, version: unknown): Promise<Answer> {
  return caller.call('POST', `${path}/transitions`, { event, version });
}

/** Sends an order event with the order's current version. */
async function orderEvent(caller: Caller, id: unknown, event: Row): Promise<Answer> {
  const current = await order(giulia, id);
  return transition(caller, `orders/${String(id)}`, event, current.updatedAt);
}

async function activityEvent(caller: Caller, id: unknown, event: Row): Promise<Answer> {
  const current = rowOf(await caller.call('GET', `proxy/activities/${String(id)}`));
  return transition(caller, `activities/${String(id)}`, event, current.updatedAt);
}

async function history(caller: Caller, id: unknown): Promise<Row[]> {
  const answer = await caller.call('GET', `orders/${String(id)}/history`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Row[];
}

describe('POST orders with send and the wizard activities (001 §2.2 /new and /new/wizard)', () => {
  it('creates the order, plans its weekly activities (LU, ME, VE) and sends it in one transaction; the supplier is notified', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.paolo.email, 'SPL');
    const paoloClient = createApiClient({
      baseUrl: gateway.url,
      getToken: () => acting.token,
      getProfileId: () => acting.profileUid,
      getActiveUserId: () => acting.user.id,
    });
    const countNew = () => paoloClient.notifications.count({ notificationType: 'ORDER_NEW' });
    const before = await countNew();
    const created = await newOrder({
      send: true,
      activities: [
        {
          type: 'FIXED_WEEKDAYS',
          startDate: localDay(0),
          endDate: localDay(13),
          weekdays: [1, 3, 5],
          includeSaturday: false,
          includeSunday: false,
          includeHolidays: false,
        },
      ],
    });
    expect(created).toMatchObject({ status: 'OPEN', isRead: false });
    const activities = await activitiesOf(giulia, created.id);
    expect(activities.length).toBeGreaterThanOrEqual(4);
    expect(activities.every((activity) => activity.status === 'TODO')).toBe(true);
    expect(await countNew()).toBe(before + 1);
    const entries = await history(giulia, created.id);
    expect(entries[0]).toMatchObject({ entity: 'order', action: 'SEND' });
    expect(entries.at(-1)).toMatchObject({ entity: 'order', action: 'create' });
    expect(entries.filter((entry) => entry.entity === 'activity')).toHaveLength(activities.length);
  });

  it('refuses a wizard plan outside the order with the field errors, and creates nothing', async () => {
    const count = async () =>
      Number(
        (
          await sql<{ count: number }>`select count(*)::int as count from orders`.execute(
            gateway.gateway.deps.db,
          )
        ).rows[0]?.count,
      );
    const before = await count();
    const answer = await giulia.call('POST', 'orders', {
      category: 'ODS',
      object: 'Pulizia grondaie',
      _building: gateway.seed.buildings.manzoni,
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
      validFrom: localDay(0),
      validTo: localDay(10),
      send: true,
      activities: [single(0, 30)],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('VALIDATION_FAILED');
    expect(answer.body.error).toContainEqual({
      field: 'activities.0.endDate',
      message: expect.any(String),
    });
    expect(await count()).toBe(before);
  });

  it('refuses sending an incomplete order with the send rules (validateOrderForm)', async () => {
    const answer = await giulia.call('POST', 'orders', {
      category: 'ODS',
      object: 'Senza date',
      send: true,
    });
    expect(answer.status).toBe(400);
    const fields = (answer.body.error as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['_building', '_supplier', 'validFrom']));
  });
});

describe('POST orders/{id}/transitions (DECISIONS.md T1–T15)', () => {
  it('the supplier reads, accepts and plans; each answer is the order with its new version', async () => {
    const created = await newOrder({ send: true, activities: [single()] });
    const read = await paolo.call('POST', `orders/${String(created.id)}/read-confirmation`);
    expect(rowOf(read)).toMatchObject({ isRead: true, updatedAt: created.updatedAt });
    const accepted = await orderEvent(paolo, created.id, { type: 'ACCEPT' });
    expect(accepted.status).toBe(200);
    expect(rowOf(accepted)).toMatchObject({ isAccepted: true });
    expect(rowOf(accepted).updatedAt).not.toBe(created.updatedAt);
    const planned = await orderEvent(paolo, created.id, {
      type: 'PLAN',
      estimatedJobEndDate: localDay(20),
    });
    expect(rowOf(planned)).toMatchObject({ isPlanned: true, estimatedJobEndDate: localDay(20) });
    // Maria Verdi (usr_3) reads the plan on her building's order.
    await expect(order(maria, created.id)).resolves.toMatchObject({
      isPlanned: true,
      estimatedJobEndDate: localDay(20),
    });
  });

  it('a plan after the order end is 400 VALIDATION_FAILED with the field error', async () => {
    const created = await newOrder({ send: true, validTo: localDay(10) });
    await orderEvent(paolo, created.id, { type: 'ACCEPT' });
    const answer = await orderEvent(paolo, created.id, {
      type: 'PLAN',
      estimatedJobEndDate: localDay(30),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('VALIDATION_FAILED');
    expect(answer.body.error).toEqual([
      { field: 'estimatedJobEndDate', message: expect.any(String) },
    ]);
  });

  it('a version other than the stored one is 409 STALE_RECORD with domain’s message, and nothing is written', async () => {
    const created = await newOrder({ send: true });
    const answer = await transition(
      paolo,
      `orders/${String(created.id)}`,
      { type: 'ACCEPT' },
      '2001-01-01T00:00:00.000Z',
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error_code: 'STALE_RECORD', message: staleWriteMessage() });
    const missing = await transition(
      paolo,
      `orders/${String(created.id)}`,
      { type: 'ACCEPT' },
      null,
    );
    expect(missing.body.error_code).toBe('STALE_RECORD');
    expect((await order(giulia, created.id)).isAccepted).toBe(false);
  });

  it('an event the wire does not know, or a payload key it does not carry, is 400', async () => {
    const created = await newOrder();
    const unknown = await orderEvent(giulia, created.id, { type: 'MARK_READ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual([{ field: 'event.type', message: expect.any(String) }]);
    const extra = await orderEvent(giulia, created.id, { type: 'SEND', status: 'CLOSE' });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toEqual([{ field: 'event.status', message: expect.any(String) }]);
  });

  it('a resident and the back office may send no event (403 FORBIDDEN)', async () => {
    const created = await newOrder({ send: true });
    expect((await orderEvent(maria, created.id, { type: 'ACCEPT' })).status).toBe(403);
    const elena = await callerFor(gateway, 'elena', 'SYS');
    expect((await orderEvent(elena, created.id, { type: 'SUSPEND' })).status).toBe(403);
  });

  it('a closing with an asked price awaits validation, and the administrator validates it (T12, T14)', async () => {
    const created = await newOrder({ send: true, activities: [single()] });
    await orderEvent(paolo, created.id, { type: 'ACCEPT' });
    const [activity] = await activitiesOf(paolo, created.id);
    // Two activities keep the order open when the first is completed.
    await giulia.call('POST', 'activities', {
      _order: created.id,
      type: 'SINGLE',
      options: { startDate: localDay(1), endDate: localDay(6) },
    });
    const done = await activityEvent(paolo, activity?.id, { type: 'COMPLETE_QUICKLY' });
    expect(rowOf(done)).toMatchObject({ status: 'DONE' });
    const activities = await activitiesOf(paolo, created.id);
    const second = activities.find((item) => item.id !== activity?.id);
    await activityEvent(paolo, second?.id, { type: 'COMPLETE_QUICKLY' });
    const closed = await orderEvent(paolo, created.id, { type: 'CLOSE', askedPrice: '380,50' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(rowOf(closed)).toMatchObject({ status: 'CLOSE', askedPrice: 380.5 });
    const validated = await orderEvent(giulia, created.id, { type: 'VALIDATE' });
    expect(rowOf(validated)).toMatchObject({ status: 'CLOSE', askedPrice: null, amount: 380.5 });
    const entries = await history(giulia, created.id);
    expect(entries[0]).toMatchObject({
      action: 'VALIDATE',
      user: { fullname: 'Giulia Rossi' },
      profile: { companyName: expect.any(String) },
    });
    expect(entries[0]?.changes).toContainEqual({
      field: 'amount',
      label: 'Importo',
      from: null,
      to: 380.5,
    });
  });
});

describe('every order transition refused when sent by hand (DECISIONS.md T1–T15)', () => {
  /**
   * The refused case of each event: who sends it and on which order. Every one is a 409 CONFLICT,
   * the other side's events included (DECISIONS.md "Order lifecycle" 9).
   */
  const cases: {
    event: Row;
    by: 'giulia' | 'paolo';
    setup: () => Promise<Row>;
  }[] = [
    { event: { type: 'SEND' }, by: 'giulia', setup: () => newOrder({ send: true }) },
    {
      event: { type: 'SEND' },
      by: 'paolo',
      setup: () => newOrder({ send: true }),
    },
    {
      event: { type: 'EDIT', changes: { object: 'Nuovo oggetto' } },
      by: 'paolo',
      setup: () => newOrder({ send: true }),
    },
    {
      event: { type: 'DELETE' },
      by: 'giulia',
      setup: () => newOrder({ send: true }),
    },
    {
      event: { type: 'ADD_ACTIVITIES', request: single() },
      by: 'paolo',
      setup: () => newOrder({ send: true }),
    },
    { event: { type: 'ACCEPT' }, by: 'giulia', setup: () => newOrder({ send: true }) },
    {
      event: { type: 'ACCEPT' },
      by: 'paolo',
      setup: async () => {
        const created = await newOrder({ send: true });
        await orderEvent(giulia, created.id, { type: 'SUSPEND' });
        return created;
      },
    },
    {
      event: { type: 'REJECT' },
      by: 'paolo',
      setup: async () => {
        const created = await newOrder({ send: true });
        await orderEvent(paolo, created.id, { type: 'ACCEPT' });
        return created;
      },
    },
    {
      event: { type: 'PLAN', estimatedJobEndDate: localDay(5) },
      by: 'paolo',
      setup: () => newOrder({ send: true }),
    },
    {
      event: { type: 'ASK_PRICE', askedPrice: 100 },
      by: 'paolo',
      setup: async () => {
        const created = await newOrder({ send: true });
        await orderEvent(giulia, created.id, { type: 'SUSPEND' });
        return created;
      },
    },
    {
      event: { type: 'SUSPEND' },
      by: 'giulia',
      setup: async () => {
        const created = await newOrder({ send: true });
        await orderEvent(giulia, created.id, { type: 'SUSPEND' });
        return created;
      },
    },
    { event: { type: 'SUSPEND' }, by: 'paolo', setup: () => newOrder({ send: true }) },
    { event: { type: 'RESUME' }, by: 'giulia', setup: () => newOrder({ send: true }) },
    {
      event: { type: 'CLOSE' },
      by: 'giulia',
      setup: () => newOrder({ send: true, activities: [single()] }),
    },
    {
      event: { type: 'FORCE_CLOSE' },
      by: 'paolo',
      setup: () => newOrder({ send: true }),
    },
    { event: { type: 'FORCE_CLOSE' }, by: 'giulia', setup: () => newOrder() },
    {
      event: { type: 'VALIDATE' },
      by: 'giulia',
      setup: () => newOrder({ send: true }),
    },
    {
      event: { type: 'SEND_BACK' },
      by: 'giulia',
      setup: () => newOrder({ send: true }),
    },
  ];

  for (const item of cases) {
    it(`${String(item.event.type)} by ${item.by} answers 409 with domain’s reason, and writes nothing`, async () => {
      const created = await item.setup();
      const before = await order(giulia, created.id);
      const caller = item.by === 'giulia' ? giulia : paolo;
      const answer = await transition(
        caller,
        `orders/${String(created.id)}`,
        item.event,
        before.updatedAt,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      // The reason is domain's, word for word: the machine asked on the stored order.
      const activities = (await activitiesOf(giulia, created.id)).map((activity) => ({
        status: activity.status as 'TODO',
        validTo: activity.validTo as string,
      }));
      const expected = applyOrderTransition(
        wireAs<OrderLifecycleRecord>(before),
        wireAs<OrderTransitionEvent>(item.event),
        await profileFor(item.by, item.by === 'giulia' ? 'ORG' : 'SPL'),
        new Date(),
        activities,
      );
      expect(expected.ok).toBe(false);
      expect(answer.body).toEqual({
        error_code: 'CONFLICT',
        message: expected.ok ? '' : expected.message,
      });
      expect(await order(giulia, created.id)).toEqual(before);
    });
  }
});

const ORGANISATION_ONLY = "Questa azione spetta all'amministratore dell'ordine";
const SUPPLIER_ONLY = "Questa azione spetta al fornitore dell'ordine";

/** Replaces a profile's permission grants through the test hook (GATEWAY_TEST_HOOKS). */
async function setGrants(profile: Profile, permissions: Profile['permissions']): Promise<void> {
  const answer = await fetch(`${gateway.url}/auth/test/profile-grants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway.url },
    body: JSON.stringify({ uid: profile.uid, permissions }),
  });
  expect(answer.status).toBe(204);
}

describe("the other side's events sent by hand: 409 with the machine's reason, 403 without the permission, 404 for an order not read (DECISIONS.md Order lifecycle 9)", () => {
  const organisationEvents: Row[] = [
    { type: 'SEND' },
    { type: 'EDIT', changes: { object: 'Nuovo oggetto' } },
    { type: 'DELETE' },
    { type: 'ADD_ACTIVITIES', request: single() },
    { type: 'SUSPEND' },
    { type: 'RESUME' },
    { type: 'FORCE_CLOSE' },
    { type: 'VALIDATE' },
    { type: 'SEND_BACK' },
  ];
  const supplierEvents: Row[] = [
    { type: 'ACCEPT' },
    { type: 'REJECT' },
    { type: 'PLAN', estimatedJobEndDate: localDay(5) },
    { type: 'ASK_PRICE', askedPrice: 100 },
  ];

  const sides = [
    ['organisation', 'supplier', organisationEvents, ORGANISATION_ONLY],
    ['supplier', 'administrator', supplierEvents, SUPPLIER_ONLY],
  ] as const;
  for (const [side, sender, events, message] of sides) {
    it(`every ${side} event sent by the ${sender} is 409 CONFLICT '${message}', and writes nothing`, async () => {
      const created = await newOrder({ send: true, activities: [single()] });
      const before = await order(giulia, created.id);
      const caller = sender === 'supplier' ? paolo : giulia;
      const answers: string[] = [];
      for (const event of events) {
        const path = `orders/${String(created.id)}`;
        const answer = await transition(caller, path, event, before.updatedAt);
        answers.push(
          `${String(event.type)} ${String(answer.status)} ${JSON.stringify(answer.body)}`,
        );
      }
      const refused = JSON.stringify({ error_code: 'CONFLICT', message });
      expect(answers).toEqual(events.map((event) => `${String(event.type)} 409 ${refused}`));
      expect(await order(giulia, created.id)).toEqual(before);
    });
  }

  it("the other side's activity events are 409 CONFLICT with the machine's reason, and write nothing", async () => {
    const created = await newOrder({ send: true, activities: [single()] });
    const [activity] = await activitiesOf(giulia, created.id);
    const path = `activities/${String(activity?.id)}`;
    const sent: [Caller, Row, string][] = [
      [paolo, { type: 'EDIT', changes: { note: 'Nota' } }, ORGANISATION_ONLY],
      [paolo, { type: 'DELETE' }, ORGANISATION_ONLY],
      [paolo, { type: 'REJECT' }, ORGANISATION_ONLY],
      [giulia, { type: 'REGISTER_TASK', task: { status: 1, isSigned: false } }, SUPPLIER_ONLY],
      [giulia, { type: 'COMPLETE_QUICKLY' }, SUPPLIER_ONLY],
    ];
    for (const [caller, event, message] of sent) {
      const answer = await transition(caller, path, event, activity?.updatedAt);
      expect(answer.status, String(event.type)).toBe(409);
      expect(answer.body).toEqual({ error_code: 'CONFLICT', message });
    }
    expect((await activitiesOf(giulia, created.id))[0]).toEqual(activity);
  });

  it("a supplier without SPL_OPR_ORDERS APP_UPDATE is refused with 403 FORBIDDEN 'Funzionalità non disponibile', its own events and the other side's alike", async () => {
    const created = await newOrder({ send: true });
    const before = await order(giulia, created.id);
    const profile = await profileFor('paolo', 'SPL');
    await setGrants(
      profile,
      profile.permissions.map((grant) =>
        grant.application === 'SPL_OPR_ORDERS'
          ? {
              ...grant,
              functionalities: grant.functionalities.filter((id) => id !== 'APP_UPDATE'),
            }
          : grant,
      ),
    );
    try {
      const readOnly = await callerFor(gateway, 'paolo', 'SPL');
      for (const event of [{ type: 'VALIDATE' }, { type: 'FORCE_CLOSE' }, { type: 'ACCEPT' }]) {
        const answer = await transition(
          readOnly,
          `orders/${String(created.id)}`,
          event,
          before.updatedAt,
        );
        expect(answer.status, event.type).toBe(403);
        expect(answer.body).toMatchObject({
          error_code: 'FORBIDDEN',
          message: 'Funzionalità non disponibile',
        });
      }
    } finally {
      await setGrants(profile, profile.permissions);
    }
    expect(await order(giulia, created.id)).toEqual(before);
  });

  it('an order the supplier cannot read (another supplier’s) is 404 for any event, revealing nothing', async () => {
    const created = await newOrder({ send: true, supplier: gateway.seed.suppliers.galloImpianti });
    const before = await order(giulia, created.id);
    const unknown = await transition(paolo, 'orders/999999999', { type: 'VALIDATE' }, null);
    for (const event of [{ type: 'VALIDATE' }, { type: 'ACCEPT' }]) {
      const answer = await transition(
        paolo,
        `orders/${String(created.id)}`,
        event,
        before.updatedAt,
      );
      expect(answer.status, event.type).toBe(404);
      // The same answer as an order that does not exist.
      expect(answer.body).toEqual(unknown.body);
    }
    expect(await order(giulia, created.id)).toEqual(before);
  });
});

describe('PATCH and DELETE orders/{id} are the EDIT and DELETE events', () => {
  it('PATCH writes the form fields with the version, never the status or a flag', async () => {
    const created = await newOrder();
    const status = await giulia.call('PATCH', `orders/${String(created.id)}`, {
      status: 'OPEN',
      isSuspended: true,
      version: created.updatedAt,
    });
    expect(status.status).toBe(400);
    expect((status.body.error as { field: string }[]).map((error) => error.field)).toEqual([
      'status',
      'isSuspended',
    ]);
    const stale = await giulia.call('PATCH', `orders/${String(created.id)}`, {
      description: 'Senza versione',
    });
    expect(stale.body.error_code).toBe('STALE_RECORD');
    const edited = await giulia.call('PATCH', `orders/${String(created.id)}`, {
      description: 'Colonna del vano scala B',
      noteOrg: 'Chiavi dal portiere',
      version: created.updatedAt,
    });
    expect(rowOf(edited)).toMatchObject({
      description: 'Colonna del vano scala B',
      noteOrg: 'Chiavi dal portiere',
    });
    const [latest] = await history(giulia, created.id);
    expect(latest).toMatchObject({ action: 'EDIT', entity: 'order' });
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        { field: 'description', label: 'Descrizione', from: null, to: 'Colonna del vano scala B' },
        { field: 'noteOrg', label: 'Note interne', from: null, to: 'Chiavi dal portiere' },
      ]),
    );
  });

  it('the supplier’s history leaves out the organisation’s internal note', async () => {
    const created = await newOrder({ send: true });
    await giulia.call('PATCH', `orders/${String(created.id)}`, {
      noteOrg: 'Solo per noi',
      version: (await order(giulia, created.id)).updatedAt,
    });
    const seen = await history(paolo, created.id);
    expect(JSON.stringify(seen)).not.toContain('Solo per noi');
    expect(seen.some((entry) => entry.action === 'SEND')).toBe(true);
    expect(JSON.stringify(await history(giulia, created.id))).toContain('Solo per noi');
  });

  it('DELETE removes a draft (its history stays), and a sent order is 409 CONFLICT', async () => {
    const draft = await newOrder();
    const removed = await giulia.call('DELETE', `orders/${String(draft.id)}`);
    expect(removed.status).toBe(200);
    const kept = await sql<{ action: string }>`select action from record_history
      where record_kind = 'order' and record_id = ${draft.id as number}
      order by id`.execute(gateway.gateway.deps.db);
    expect(kept.rows.map((row) => row.action)).toEqual(['create', 'DELETE']);
    const sent = await newOrder({ send: true });
    expect((await giulia.call('DELETE', `orders/${String(sent.id)}`)).status).toBe(409);
  });
});

describe('POST activities/{id}/transitions (DECISIONS.md A1–A5, 001 §4.2)', () => {
  it('the organisation rejects a TODO activity: managedFromOrg, the chat message, the order’s flag', async () => {
    const created = await newOrder({ send: true, activities: [single(), single(1, 6)] });
    const { db } = gateway.gateway.deps;
    const chat = await db
      .insertInto('chats')
      .values({
        organization_id: gateway.seed.organizations.studioRossi,
        category: 'ORDER',
        entity_id: created.id as number,
        object: 'Chat ordine',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [first] = await activitiesOf(giulia, created.id);
    const rejected = await activityEvent(giulia, first?.id, { type: 'REJECT' });
    expect(rejected.status).toBe(200);
    expect(rowOf(rejected)).toMatchObject({ status: 'REJECTED', managedFromOrg: true });
    const messages = await db
      .selectFrom('chat_messages')
      .select('message')
      .where('chat_id', '=', chat.id)
      .execute();
    expect(messages.map((row) => row.message)).toHaveLength(1);
    expect(await order(giulia, created.id)).toMatchObject({ isPartial: true });
    // Refused when sent again, and when sent by the supplier.
    const again = await activityEvent(giulia, first?.id, { type: 'REJECT' });
    expect(again.status).toBe(409);
    const bySupplier = await activityEvent(paolo, first?.id, { type: 'REJECT' });
    expect(bySupplier.status).toBe(409);
  });

  it('quick completion of the only activity: task status 2 signed, the activity DONE, the order closed', async () => {
    const created = await newOrder({ send: true, activities: [single()] });
    const [activity] = await activitiesOf(paolo, created.id);
    const done = await activityEvent(paolo, activity?.id, { type: 'COMPLETE_QUICKLY' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(rowOf(done)).toMatchObject({ status: 'DONE', closingDate: localDay(0) });
    const tasks = await paolo.call('POST', 'proxy/tasks', {
      query_sequelize: { where: { _activity: activity?.id } },
    });
    expect((tasks.body.rows as { results: Row[] }).results).toEqual([
      expect.objectContaining({ status: 2, isSigned: true }),
    ]);
    expect(await order(giulia, created.id)).toMatchObject({ status: 'CLOSE' });
    const entries = await history(giulia, created.id);
    expect(entries.slice(0, 3).map((entry) => [entry.entity, entry.action])).toEqual(
      expect.arrayContaining([
        ['activity', 'COMPLETE_QUICKLY'],
        ['task', 'create'],
        ['order', 'CLOSE_AFTER_LAST_ACTIVITY'],
      ]),
    );
  });

  it('EDIT needs the version; DELETE only in a draft; a task only from the supplier', async () => {
    const created = await newOrder({ send: true, activities: [single()] });
    const [activity] = await activitiesOf(giulia, created.id);
    const stale = await transition(
      giulia,
      `activities/${String(activity?.id)}`,
      { type: 'EDIT', changes: { note: 'x' } },
      null,
    );
    expect(stale.body.error_code).toBe('STALE_RECORD');
    const edited = await activityEvent(giulia, activity?.id, {
      type: 'EDIT',
      changes: { note: 'Portare la scala', validTo: localDay(4) },
    });
    expect(rowOf(edited)).toMatchObject({ note: 'Portare la scala', validTo: localDay(4) });
    const deleted = await activityEvent(giulia, activity?.id, { type: 'DELETE' });
    expect(deleted.status).toBe(409);
    const task = await activityEvent(giulia, activity?.id, {
      type: 'REGISTER_TASK',
      task: { status: 1, isSigned: false },
    });
    expect(task.status).toBe(409);
    const invalid = await activityEvent(paolo, activity?.id, {
      type: 'REGISTER_TASK',
      task: { status: 7, isSigned: 'no' },
    });
    expect(invalid.status).toBe(400);
    const current = rowOf(await giulia.call('GET', `proxy/activities/${String(activity?.id)}`));
    const expected = applyActivityTransition(
      wireAs<ActivityLifecycleRecord>(current),
      wireAs<OrderLifecycleRecord>(await order(giulia, created.id)),
      { type: 'DELETE' } as ActivityTransitionEvent,
      await profileOf(giulia),
      new Date(),
      [{ id: current.id as number, status: 'TODO' }],
    );
    expect(deleted.body.message).toBe(expected.ok ? '' : expected.message);
  });
});

describe('the history is append-only (CONVENTIONS "Writes record history")', () => {
  it('no route changes it, and the database refuses UPDATE and DELETE', async () => {
    const created = await newOrder({ send: true });
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const answer = await giulia.call(method, `orders/${String(created.id)}/history`, {});
      expect(answer.status).toBe(404);
    }
    const { db } = gateway.gateway.deps;
    await expect(
      sql`update record_history set action = 'x'
        where record_kind = 'order' and record_id = ${created.id as number}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from record_history
        where record_kind = 'order' and record_id = ${created.id as number}`.execute(db),
    ).rejects.toThrow(/append-only/);
    const entries = await history(giulia, created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['SEND', 'create']);
  });

  it('another organisation’s order history is 404, like the order', async () => {
    const sara = await callerFor(gateway, 'sara', 'ORG');
    const created = await newOrder();
    expect((await sara.call('GET', `orders/${String(created.id)}/history`)).status).toBe(404);
  });
});
