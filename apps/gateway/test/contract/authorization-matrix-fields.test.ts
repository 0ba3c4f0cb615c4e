/**
 * Role visibility through every path (002 §6 "USR level sees no internal notes"; 001 §4.2 each
 * side's internal note is its own): what one role may not see inside the same organisation's
 * data stays hidden whether it is asked directly, through an include at depth 1 or 2, in a filter,
 * in a sort or in a count.
 *
 * - The field matrix: role × resource × field × path. A field a role may see answers its value
 *   on every path; a field it may not see is absent from every row and refused (400, like an
 *   unknown field) wherever it is named. A leak is a hidden field answered or a hidden value
 *   shown; an over-block is a visible field refused or missing. Printed as a table; 0 of either.
 * - The record matrix: role × resource × association × depth. Every record an include shows
 *   must be one the included resource's own endpoint shows the same profile.
 * - One test per finding of the probe: internal notes through nested includes, tickets through
 *   an order include, notes probed by filters, sorts and counts, a draft order linked by a
 *   calendar event.
 *
 * The PostgreSQL run (vitest.postgres.config.ts) walks it again on a real PostgreSQL.
 */
import { isActivityNoteVisible, orderNotesAccess } from '@portineria/domain';
import type { RoleType } from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { signIn, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

type Path = 'diretto' | 'include 1' | 'include 2' | 'filtro' | 'ordine' | 'conteggio';
const PATHS: Path[] = ['diretto', 'include 1', 'include 2', 'filtro', 'ordine', 'conteggio'];

let gateway: TestGateway;
const headers = new Map<RoleType, Record<string, string>>();

/** The records every role reads, with notes written in every note field. */
const records = { order: 0, activity: 0, token: 0, task: 0, draft: 0 };
const NOTES = {
  noteOrg: 'Avvisare il portiere prima delle 9',
  noteSpl: 'Portare il ricambio della valvola',
  note: 'Accesso dal cortile interno',
};

async function call(role: RoleType, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${gateway.url}/api/v2/${path}`, {
    method,
    headers: headers.get(role),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The rows of a list answer, `{ data }` or `{ rows: { results } }`. */
function rowsOf(answer: Answer): Record<string, unknown>[] {
  if (Array.isArray(answer.body.data)) return answer.body.data as Record<string, unknown>[];
  const rows = answer.body.rows as { results?: unknown } | undefined;
  return Array.isArray(rows?.results) ? (rows.results as Record<string, unknown>[]) : [];
}

async function firstId(query: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  const { rows } = await query.execute(gateway.gateway.deps.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the demo data have no record for this test');
  return id;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  const db = gateway.gateway.deps.db;
  const actors: [RoleType, DemoAccountKey][] = [
    ['ORG', 'giulia'],
    ['SPL', 'paolo'],
    ['USR', 'maria'],
    ['SYS', 'elena'],
  ];
  for (const [role, account] of actors) {
    const demo = gateway.seed.accounts[account];
    const profile = demo.profiles.find((candidate) => candidate.roleType === role);
    if (!profile) throw new Error(`${account} has no ${role} profile`);
    const signedIn = await signIn(gateway.url, demo.email);
    headers.set(role, {
      authorization: `Bearer ${signedIn.token}`,
      'x-portineria-profile': profile.uid,
      'content-type': 'application/json',
    });
  }
  const rossi = gateway.seed.organizations.studioRossi;
  const supplier = gateway.seed.suppliers.idraulicaBianchi;
  const mariaBuildings = [gateway.seed.buildings.manzoni, gateway.seed.buildings.villaVerdi];
  // An open order of the office, sent to Paolo's company, on one of Maria's buildings.
  records.order = await firstId(sql`select o.id from orders o
    where o.organization_id = ${rossi} and o.supplier_id = ${supplier} and o.status = 'OPEN'
      and o.building_id in (${sql.join(mariaBuildings)})
      and exists (select 1 from activities a where a.order_id = o.id)
    order by o.id`);
  records.activity = await firstId(
    sql`select id from activities where order_id = ${records.order} order by id`,
  );
  records.draft = await firstId(sql`select id from orders
    where organization_id = ${rossi} and status = 'DRAFT' order by id`);
  await sql`update orders set note_org = ${NOTES.noteOrg}, note_spl = ${NOTES.noteSpl}
    where id = ${records.order}`.execute(db);
  await sql`update activities set note = ${NOTES.note}, note_org = ${NOTES.noteOrg},
      note_spl = ${NOTES.noteSpl} where id = ${records.activity}`.execute(db);
  const token = await db
    .insertInto('tokens')
    .values({
      organization_id: rossi,
      supplier_id: supplier,
      order_id: records.order,
      code: 'TK-VISIBILITA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  records.token = token.id;
  const task = await db
    .insertInto('tasks')
    .values({ organization_id: rossi, activity_id: records.activity, supplier_id: supplier })
    .returning('id')
    .executeTakeFirstOrThrow();
  records.task = task.id;
});

afterAll(async () => {
  await gateway?.close();
});

// ------------------------------------------------------------------------------------------------
// The field matrix
// ------------------------------------------------------------------------------------------------

interface FieldProbe {
  /** 'ordini.noteOrg'. */
  label: string;
  field: string;
  visibleTo(role: RoleType): boolean;
  /** The requests of each path: `named` names the field, `shown` reads it without naming it. */
  paths: Partial<Record<Path, { named: () => Request; shown?: () => Request }>>;
}

interface Request {
  method: string;
  path: string;
  body: unknown;
  /** The rows holding the field in the answer (for `shown` requests). */
  pick?: (answer: Answer) => unknown[];
}

const list = (path: string, body: unknown): Request => ({ method: 'POST', path, body });
const proxy = (path: string, query: unknown): Request => ({
  method: 'POST',
  path,
  body: { query_sequelize: query },
});
const nested = (key: string) => (answer: Answer) =>
  rowsOf(answer).flatMap((row) => {
    const value = row[key];
    return Array.isArray(value) ? value : value ? [value] : [];
  });
const nested2 = (first: string, second: string) => (answer: Answer) =>
  nested(first)(answer).flatMap((row) => {
    const value = (row as Record<string, unknown>)[second];
    return Array.isArray(value) ? value : value ? [value] : [];
  });

function orderProbe(field: 'noteOrg' | 'noteSpl'): FieldProbe {
  const order = () => records.order;
  return {
    label: `ordini.${field}`,
    field,
    visibleTo: (role) => orderNotesAccess(role).field === field,
    paths: {
      diretto: {
        named: () => list('orders/search', { where: { id: order() }, attributes: ['id', field] }),
        shown: () => ({ ...list('orders/search', { where: { id: order() } }), pick: rowsOf }),
      },
      'include 1': {
        named: () =>
          proxy('proxy/activities', {
            where: { _order: order() },
            include: [{ association: 'org_orders', attributes: ['id', field] }],
          }),
        shown: () => ({
          ...proxy('proxy/activities', {
            where: { _order: order() },
            include: [{ association: 'org_orders' }],
          }),
          pick: nested('org_orders'),
        }),
      },
      'include 2': {
        named: () =>
          proxy('proxy/tasks', {
            where: { id: records.task },
            include: [
              {
                association: 'org_activities',
                include: [{ association: 'org_orders', attributes: ['id', field] }],
              },
            ],
          }),
        shown: () => ({
          ...proxy('proxy/tasks', {
            where: { id: records.task },
            include: [{ association: 'org_activities', include: [{ association: 'org_orders' }] }],
          }),
          pick: nested2('org_activities', 'org_orders'),
        }),
      },
      filtro: {
        named: () =>
          proxy('proxy/activities', {
            where: { _order: order(), [`$org_orders.${field}$`]: { $like: '%' } },
          }),
      },
      ordine: {
        named: () => list('orders/search', { where: { id: order() }, order: [[field, 'DESC']] }),
      },
      conteggio: {
        named: () => list('orders/search/count', { criteria: { [field]: { $ne: null } } }),
      },
    },
  };
}

function activityProbe(field: 'note' | 'noteOrg' | 'noteSpl'): FieldProbe {
  const activity = () => records.activity;
  return {
    label: `attività.${field}`,
    field,
    visibleTo: (role) => isActivityNoteVisible(field, role),
    paths: {
      diretto: {
        named: () =>
          proxy('proxy/activities', { where: { id: activity() }, attributes: ['id', field] }),
        shown: () => ({
          ...proxy('proxy/activities', { where: { id: activity() } }),
          pick: rowsOf,
        }),
      },
      'include 1': {
        named: () =>
          list('orders/search', {
            where: { id: records.order },
            include: [{ association: 'org_activities', attributes: ['id', field] }],
          }),
        shown: () => ({
          ...list('orders/search', {
            where: { id: records.order },
            include: [{ association: 'org_activities' }],
          }),
          pick: nested('org_activities'),
        }),
      },
      'include 2': {
        named: () =>
          proxy('proxy/tokens', {
            where: { id: records.token },
            include: [
              {
                association: 'org_orders',
                include: [{ association: 'org_activities', attributes: ['id', field] }],
              },
            ],
          }),
        shown: () => ({
          ...proxy('proxy/tokens', {
            where: { id: records.token },
            include: [{ association: 'org_orders', include: [{ association: 'org_activities' }] }],
          }),
          pick: nested2('org_orders', 'org_activities'),
        }),
      },
      filtro: {
        named: () =>
          list('orders/search', {
            where: { id: records.order, [`$org_activities.${field}$`]: { $like: '%' } },
          }),
      },
      ordine: {
        named: () =>
          proxy('proxy/activities', { where: { id: activity() }, order: [[field, 'ASC']] }),
      },
      conteggio: {
        named: () =>
          ({
            method: 'POST',
            path: 'proxy/activities',
            body: { count: true, query_sequelize: { where: { [field]: { $ne: null } }, limit: 0 } },
          }) satisfies Request,
      },
    },
  };
}

const PROBES: FieldProbe[] = [
  orderProbe('noteOrg'),
  orderProbe('noteSpl'),
  activityProbe('note'),
  activityProbe('noteOrg'),
  activityProbe('noteSpl'),
];
const ROLES: RoleType[] = ['ORG', 'SPL', 'USR', 'SYS'];

type Cell = '✓' | '–' | '✗' | '·';

/** One path of one probe for one role: '✓' seen, '–' hidden everywhere, '✗' leak or over-block. */
async function probePath(
  role: RoleType,
  probe: FieldProbe,
  requests: { named: () => Request; shown?: () => Request },
  problems: string[],
): Promise<Cell> {
  const visible = probe.visibleTo(role);
  const named = requests.named();
  const answer = await call(role, named.method, named.path, named.body);
  const where = `${role} ${probe.label} ${named.method} ${named.path}`;
  // A role the endpoint refuses as a whole reaches the field through it in no way.
  if (answer.status === 403) return '·';
  if (visible && answer.status !== 200) {
    problems.push(`${where}: over-blocked, ${String(answer.status)}`);
    return '✗';
  }
  if (!visible) {
    if (answer.status === 200) {
      problems.push(`${where}: leak, the hidden field was answered`);
      return '✗';
    }
    // Refused exactly like a field that does not exist.
    if (
      answer.status !== 400 ||
      answer.body.error_code !== 'INVALID_QUERY' ||
      !/^Campo sconosciuto: «/.test(String(answer.body.message))
    ) {
      problems.push(`${where}: refused unlike an unknown field: ${JSON.stringify(answer)}`);
      return '✗';
    }
  }
  if (requests.shown) {
    const shown = requests.shown();
    const read = await call(role, shown.method, shown.path, shown.body);
    const rows = read.status === 200 ? (shown.pick?.(read) ?? []) : [];
    if (rows.length === 0) return '·';
    const values = rows.map((row) => (row as Record<string, unknown>)[probe.field]);
    if (visible && !values.includes(NOTES[probe.field as keyof typeof NOTES])) {
      problems.push(`${where}: over-blocked, the visible value is missing`);
      return '✗';
    }
    if (!visible && rows.some((row) => Object.hasOwn(row as object, probe.field))) {
      problems.push(`${where}: leak, the hidden field is in the rows`);
      return '✗';
    }
  }
  return visible ? '✓' : '–';
}

describe('the field matrix: role × resource × field × path (002 §6, 001 §4.2)', () => {
  it('shows each note to the roles domain names and to nobody else, on every path', async () => {
    const problems: string[] = [];
    const lines: string[] = [];
    let cells = 0;
    let leaks = 0;
    for (const role of ROLES) {
      for (const probe of PROBES) {
        const row: Cell[] = [];
        for (const path of PATHS) {
          const requests = probe.paths[path];
          const before = problems.length;
          const cell = requests ? await probePath(role, probe, requests, problems) : '·';
          if (cell !== '·') cells += 1;
          leaks += problems.slice(before).filter((problem) => problem.includes('leak')).length;
          row.push(cell);
        }
        lines.push(
          `${role.padEnd(4)} ${probe.label.padEnd(18)} | ${row
            .map((cell, index) => cell.padEnd(PATHS[index]?.length ?? 1))
            .join(' | ')}`,
        );
      }
    }
    console.log(
      [
        `Visibilità dei campi: ${String(ROLES.length)} ruoli × ${String(PROBES.length)} campi × ${String(PATHS.length)} percorsi, ${String(cells)} verifiche, ${String(leaks)} fughe`,
        `${''.padEnd(23)} | ${PATHS.join(' | ')}`,
        ...lines,
        '✓ visibile e raggiungibile · – nascosto ovunque · ✗ fuga o blocco · · nessun record',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(leaks).toBe(0);
    // Every role reached the order and its activity directly: the matrix checked something.
    const direct = lines.map((line) => line.split('|')[1]?.trim());
    expect(direct.every((cell) => cell === '✓' || cell === '–')).toBe(true);
  });
});

// ------------------------------------------------------------------------------------------------
// The record matrix
// ------------------------------------------------------------------------------------------------

interface IncludeProbe {
  label: string;
  /** The list request with the include. */
  request: () => Request;
  /** The included records at each depth: [id, the GET paths of the target's own endpoints]. */
  included: (answer: Answer) => { depth: 1 | 2; id: number; endpoints: string[] }[];
}

const endpointsOf: Record<string, (id: number) => string[]> = {
  orders: (id) => [`orders/${id}`],
  activities: (id) => [`proxy/activities/${id}`],
  tickets: (id) => [`tickets/${id}`],
  contacts: (id) => [`contacts/${id}`],
  employees: (id) => [`employees/${id}`],
  buildings: (id) => [`buildings/${id}`],
  suppliers: (id) => [`suppliers/${id}`, `sys-suppliers/${id}`],
  claims: (id) => [`claims/${id}`],
};

function includes(
  answer: Answer,
  path: [string, string] | [string, string, string, string],
): { depth: 1 | 2; id: number; endpoints: string[] }[] {
  const [first, firstTarget, second, secondTarget] = path;
  const found: { depth: 1 | 2; id: number; endpoints: string[] }[] = [];
  for (const parent of nested(first)(answer)) {
    const record = parent as Record<string, unknown>;
    found.push({
      depth: 1,
      id: Number(record.id),
      endpoints: endpointsOf[firstTarget]?.(Number(record.id)) ?? [],
    });
    if (second === undefined || secondTarget === undefined) continue;
    const child = record[second];
    for (const item of Array.isArray(child) ? child : child ? [child] : []) {
      const id = Number((item as Record<string, unknown>).id);
      found.push({ depth: 2, id, endpoints: endpointsOf[secondTarget]?.(id) ?? [] });
    }
  }
  return found;
}

const INCLUDES: IncludeProbe[] = [
  {
    label: 'ordini → ticket → contatto',
    request: () =>
      list('orders/search', {
        limit: 1000,
        include: [{ association: 'org_tickets', include: [{ association: 'org_contacts' }] }],
      }),
    included: (answer) => includes(answer, ['org_tickets', 'tickets', 'org_contacts', 'contacts']),
  },
  {
    label: 'ordini → referente',
    request: () => list('orders/search', { limit: 1000, include: ['org_employees'] }),
    included: (answer) => includes(answer, ['org_employees', 'employees']),
  },
  {
    label: 'ordini → fornitore',
    request: () => list('orders/search', { limit: 1000, include: ['org_suppliers'] }),
    included: (answer) => includes(answer, ['org_suppliers', 'suppliers']),
  },
  {
    label: 'ordini → attività',
    request: () => list('orders/search', { limit: 1000, include: ['org_activities'] }),
    included: (answer) => includes(answer, ['org_activities', 'activities']),
  },
  {
    label: 'attività → ordine → immobile',
    request: () =>
      proxy('proxy/activities', {
        limit: 1000,
        include: [{ association: 'org_orders', include: [{ association: 'org_buildings' }] }],
      }),
    included: (answer) => includes(answer, ['org_orders', 'orders', 'org_buildings', 'buildings']),
  },
  {
    label: 'token → ordine → ticket',
    request: () =>
      proxy('proxy/tokens', {
        limit: 1000,
        include: [{ association: 'org_orders', include: [{ association: 'org_tickets' }] }],
      }),
    included: (answer) => includes(answer, ['org_orders', 'orders', 'org_tickets', 'tickets']),
  },
  {
    label: 'ticket → assegnatario',
    request: () => list('tickets/search', { limit: 1000, include: ['org_employees'] }),
    included: (answer) => includes(answer, ['org_employees', 'employees']),
  },
  {
    label: 'sinistri → perito',
    request: () => list('claims/search', { limit: 1000, include: ['supplierIEXP'] }),
    included: (answer) => includes(answer, ['supplierIEXP', 'suppliers']),
  },
];

describe('the record matrix: an include shows only what the target’s own endpoint shows', () => {
  it('every included record, at depth 1 and 2, is readable through its own endpoint', async () => {
    const problems: string[] = [];
    const lines: string[] = [];
    let checked = 0;
    // The same record comes back through several includes: ask its endpoint once per role.
    const readableByPath = new Map<string, Promise<boolean>>();
    const isReadable = (role: RoleType, path: string) => {
      const key = `${role} ${path}`;
      let readable = readableByPath.get(key);
      if (!readable) {
        readable = call(role, 'GET', path).then((answer) => answer.status === 200);
        readableByPath.set(key, readable);
      }
      return readable;
    };
    for (const role of ROLES) {
      for (const probe of INCLUDES) {
        const request = probe.request();
        const answer = await call(role, request.method, request.path, request.body);
        if (answer.status !== 200) {
          lines.push(`${role.padEnd(4)} ${probe.label.padEnd(30)} | · (${String(answer.status)})`);
          continue;
        }
        const depths = { 1: 0, 2: 0 };
        for (const record of probe.included(answer)) {
          const readable = await Promise.all(
            record.endpoints.map((path) => isReadable(role, path)),
          );
          checked += 1;
          depths[record.depth] += 1;
          if (!readable.some(Boolean)) {
            problems.push(
              `${role} ${probe.label}: #${String(record.id)} (depth ${String(record.depth)})`,
            );
          }
        }
        lines.push(
          `${role.padEnd(4)} ${probe.label.padEnd(30)} | 1: ${String(depths[1])} | 2: ${String(depths[2])}`,
        );
      }
    }
    console.log(
      [
        `Visibilità dei record inclusi: ${String(checked)} record verificati, ${String(problems.length)} fughe`,
        ...lines,
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});

// ------------------------------------------------------------------------------------------------
// The findings of the probe, one test each
// ------------------------------------------------------------------------------------------------

describe('internal notes through nested includes (002 §6, 001 §4.2)', () => {
  it('a supplier reads no office note of an order’s activities, asked or not', async () => {
    const asked = await call('SPL', 'POST', 'orders/search', {
      where: { id: records.order },
      include: [
        { association: 'org_activities', attributes: ['id', 'note', 'noteOrg', 'noteSpl'] },
      ],
    });
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({
      error_code: 'INVALID_QUERY',
      message: 'Campo sconosciuto: «noteOrg».',
    });
    const unasked = await call('SPL', 'POST', 'orders/search', {
      where: { id: records.order },
      include: ['org_activities'],
    });
    const activities = rowsOf(unasked)[0]?.org_activities as Record<string, unknown>[];
    expect(activities.length).toBeGreaterThan(0);
    for (const activity of activities) expect(activity).not.toHaveProperty('noteOrg');
  });

  it('the resident and the back office read no note of an activity, nor the office the supplier’s', async () => {
    for (const role of ['USR', 'SYS'] as const) {
      const answer = await call(role, 'POST', 'orders/search', {
        where: { id: records.order },
        include: ['org_activities'],
      });
      const activities = rowsOf(answer)[0]?.org_activities as Record<string, unknown>[];
      expect(activities.length, role).toBeGreaterThan(0);
      for (const activity of activities) {
        expect(
          Object.keys(activity).filter((key) => key.startsWith('note')),
          role,
        ).toEqual([]);
      }
    }
    const office = await call('ORG', 'POST', 'proxy/tokens', {
      query_sequelize: {
        where: { id: records.token },
        include: [{ association: 'org_orders', include: ['org_activities'] }],
      },
    });
    const order = rowsOf(office)[0]?.org_orders as Record<string, unknown>;
    expect(order).not.toHaveProperty('noteSpl');
    for (const activity of order.org_activities as Record<string, unknown>[]) {
      expect(activity).not.toHaveProperty('noteSpl');
    }
  });
});

describe('tickets through an order include (the tickets’ own rule)', () => {
  it('a resident sees no ticket of an order she did not open, nor its requester', async () => {
    const maria = gateway.seed.accounts.maria.userId;
    const { rows } = await sql<{ id: number; ticket: number }>`select o.id, o.ticket_id as ticket
      from orders o join tickets t on t.id = o.ticket_id
      where o.status <> 'DRAFT' and o.building_id in (${sql.join([
        gateway.seed.buildings.manzoni,
        gateway.seed.buildings.villaVerdi,
      ])}) and t.created_by_user_id is distinct from ${maria}
      order by o.id limit 1`.execute(gateway.gateway.deps.db);
    const probe = rows[0];
    expect(probe, 'the demo data have an order of hers with a ticket not hers').toBeDefined();
    const own = await call('USR', 'GET', `tickets/${String(probe?.ticket)}`);
    expect(own.status).toBe(404);
    const included = await call('USR', 'POST', 'orders/search', {
      where: { id: probe?.id },
      include: [{ association: 'org_tickets', include: [{ association: 'org_contacts' }] }],
    });
    expect(included.status).toBe(200);
    expect(rowsOf(included)[0]).toMatchObject({ id: probe?.id, org_tickets: null });
  });

  it('a supplier sees no ticket of an order sent to it, nor its requester', async () => {
    const included = await call('SPL', 'POST', 'orders/search', {
      limit: 1000,
      include: [{ association: 'org_tickets', include: [{ association: 'org_contacts' }] }],
    });
    const rows = rowsOf(included);
    expect(rows.some((row) => row._ticket !== null)).toBe(true);
    expect(rows.every((row) => row.org_tickets === null)).toBe(true);
  });
});

describe('hidden fields probed through filters, sorts and counts', () => {
  const refused = { error_code: 'INVALID_QUERY', message: 'Campo sconosciuto: «noteOrg».' };

  it('a supplier cannot read the office note letter by letter with $like', async () => {
    const answer = await call('SPL', 'POST', 'orders/search', {
      where: { noteOrg: { $like: 'Avvisare%' } },
    });
    expect(answer).toEqual({ status: 400, body: refused });
  });

  it('nor sort by it, nor count with it, nor search its text', async () => {
    expect(await call('SPL', 'POST', 'orders/search', { order: [['noteOrg', 'DESC']] })).toEqual({
      status: 400,
      body: refused,
    });
    expect(
      await call('SPL', 'POST', 'orders/search/count', { criteria: { noteOrg: { $ne: null } } }),
    ).toEqual({ status: 400, body: refused });
    expect(
      await call('SPL', 'POST', 'orders/search/count', { attributes: ['noteOrg'], criteria: {} }),
    ).toEqual({ status: 400, body: refused });
    // full_text does not search a hidden field: the resident, who sees no note, finds nothing by
    // the words of the shared note; the office does.
    const search = await call('USR', 'POST', 'proxy/activities', {
      query_sequelize: { where: { id: records.activity }, full_text: 'cortile' },
    });
    expect(search.status).toBe(200);
    expect(rowsOf(search)).toEqual([]);
    const office = await call('ORG', 'POST', 'proxy/activities', {
      query_sequelize: { where: { id: records.activity }, full_text: 'cortile' },
    });
    expect(rowsOf(office).map((row) => row.id)).toEqual([records.activity]);
  });

  it('a condition on an included record the supplier may not read matches nothing', async () => {
    const answer = await call('SPL', 'POST', 'orders/search/count', {
      criteria: { '$org_tickets.description$': { $like: '%' } },
    });
    expect(answer.status).toBe(200);
    expect((answer.body.counter as number[])[1]).toBe(0);
  });
});

describe('draft orders through a calendar link (002 §5.1 link types)', () => {
  it('a supplier cannot link a draft it may not read: the same 400 as a missing order', async () => {
    const event = (order: number) => ({
      object: 'Sopralluogo',
      startTime: '2026-12-01 09:00',
      endTime: '2026-12-01 10:00',
      _order: order,
    });
    const draft = await call('SPL', 'POST', 'calendar', event(records.draft));
    const missing = await call('SPL', 'POST', 'calendar', event(2_147_483_000));
    expect(draft.status).toBe(400);
    expect(draft.body.error_code).toBe('VALIDATION_FAILED');
    expect(draft).toEqual(missing);
    const { rows } = await sql<{ count: number }>`select count(*) as count from calendar_events
      where link_order_id = ${records.draft}`.execute(gateway.gateway.deps.db);
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it('an order it reads can be linked, and is included with the event', async () => {
    const created = await call('SPL', 'POST', 'calendar', {
      object: 'Intervento programmato',
      startTime: '2026-12-02 09:00',
      endTime: '2026-12-02 10:00',
      _order: records.order,
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const read = await call('SPL', 'POST', 'calendar/search', {
      where: { id },
      include: ['org_orders'],
    });
    const order = rowsOf(read)[0]?.org_orders as Record<string, unknown>;
    expect(order).toMatchObject({ id: records.order, noteSpl: NOTES.noteSpl });
    expect(order).not.toHaveProperty('noteOrg');
  });
});
