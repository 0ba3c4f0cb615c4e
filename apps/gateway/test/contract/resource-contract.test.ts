/**
 * The error contract every resource family keeps (src/http/errors.ts): the same request gets the
 * same status and body shape from every family, whatever its module. For each family the walk
 * asks, with a profile that may read it:
 *
 * - an unknown id → 404 NOT_FOUND `{ error_code, message }` and nothing else;
 * - an id that cannot exist (0, -1, 'abc', 1.5, beyond 32 bits) → the same answer, byte for byte;
 * - another organisation's (or company's) record → the same answer again, for reads and for the
 *   family's writes by a profile allowed to write;
 * - with the family's module off → 403 MODULE_DISABLED `{ error_code, message, error: { modules } }`;
 * - every write as the back office → 403 FORBIDDEN 'Il tuo profilo può solo consultare questi
 *   dati.', on an existing record and on a missing one alike (refused before anything is read).
 *
 * The result is printed as a table (✓ passed, · not applicable). The PostgreSQL run
 * (vitest.postgres.config.ts) walks it again on a real PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { signIn, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

type ActorKey = 'giulia' | 'paolo' | 'anna' | 'sara' | 'maria' | 'elena';

interface Answer {
  status: number;
  body: unknown;
}

interface Write {
  method: 'PATCH' | 'PUT' | 'DELETE' | 'POST';
  /** The path of the write on a record id. */
  path: (id: string) => string;
  body?: unknown;
  /** A profile allowed to make this write (its refusals must be the 404 of the family). */
  writer?: ActorKey;
  /** A record hidden from the writer, when it is not the family's (a supplier's view). */
  foreign?: () => Promise<number | undefined>;
}

interface Family {
  name: string;
  /** The GET path of one record. */
  one: (id: string) => string;
  /** A profile that may read the family. */
  reader: ActorKey;
  /** A record of another organisation or company, hidden from the reader. */
  foreign: () => Promise<number | undefined>;
  /** A record the back office may read (for its refused writes). */
  existing: () => Promise<number | undefined>;
  writes: Write[];
  /** A profile whose module for the family is off, and the modules named. */
  moduleOff?: { actor: ActorKey; modules: string[] };
}

const UNKNOWN = '2147483000';
const IMPOSSIBLE = ['0', '-1', 'abc', '1.5', '2147483648', '99999999999'];
const READ_ONLY = {
  error_code: 'FORBIDDEN',
  message: 'Il tuo profilo può solo consultare questi dati.',
};

let gateway: TestGateway;
const headers = new Map<ActorKey, Record<string, string>>();
const table = new Map<string, Map<string, '✓' | '·'>>();

async function call(
  actor: ActorKey,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${gateway.url}/api/v2/${path}`, {
    method,
    headers: headers.get(actor),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function firstId(query: ReturnType<typeof sql<{ id: number }>>): Promise<number | undefined> {
  const { rows } = await query.execute(gateway.gateway.deps.db);
  return rows[0]?.id;
}

const rossi = () => gateway.seed.tenants.studioRossi;
const conti = () => gateway.seed.tenants.contiGestioni;
const some = (value: number | null | undefined) => async () => value ?? undefined;

const proposals = new Map<string, number>();

/**
 * A billing proposal of the tenant's seeded token (the seed has none): inserted once, for the
 * reads of the billing proposals' families.
 */
async function proposalOf(tenant: 'studioRossi' | 'contiGestioni'): Promise<number> {
  const known = proposals.get(tenant);
  if (known !== undefined) return known;
  const db = gateway.gateway.deps.db;
  const token = await db
    .selectFrom('tokens')
    .select(['organization_id', 'supplier_id'])
    .where('id', '=', gateway.seed.tenants[tenant].tokenId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('billing_proposals')
    .values({
      organization_id: token.organization_id,
      supplier_id: token.supplier_id,
      token_count: 1,
      total: '1.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  proposals.set(tenant, row.id);
  return row.id;
}

const FAMILIES: Family[] = [
  {
    name: 'organizations',
    one: (id) => `organizations/${id}`,
    reader: 'giulia',
    foreign: some(0),
    existing: async () => gateway.seed.organizations.studioRossi,
    writes: [{ method: 'PATCH', path: (id) => `organizations/${id}`, body: { name1: 'X' } }],
  },
  {
    name: 'buildings',
    one: (id) => `buildings/${id}`,
    reader: 'giulia',
    foreign: async () => conti().buildingId,
    existing: async () => rossi().buildingId,
    writes: [
      { method: 'PATCH', path: (id) => `buildings/${id}`, body: { name: 'X' }, writer: 'giulia' },
    ],
  },
  {
    name: 'units',
    one: (id) => `units/${id}`,
    reader: 'giulia',
    foreign: async () => conti().unitId,
    existing: async () => rossi().unitId,
    writes: [
      { method: 'PATCH', path: (id) => `units/${id}`, body: { name: 'X' }, writer: 'giulia' },
      { method: 'DELETE', path: (id) => `units/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'contacts',
    one: (id) => `contacts/${id}`,
    reader: 'giulia',
    foreign: async () => conti().contactId,
    existing: async () => rossi().contactId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `contacts/${id}`,
        body: { email: 'x@example.it' },
        writer: 'giulia',
      },
      { method: 'DELETE', path: (id) => `contacts/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'entitlements',
    one: (id) => `entitlements/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(
        sql`select id from entitlements where organization_id = ${conti().organizationId} order by id`,
      ),
    existing: () =>
      firstId(
        sql`select id from entitlements where organization_id = ${rossi().organizationId} order by id`,
      ),
    writes: [
      {
        method: 'PATCH',
        path: (id) => `entitlements/${id}`,
        body: { note: 'X' },
        writer: 'giulia',
      },
      { method: 'DELETE', path: (id) => `entitlements/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'entitlements-access',
    one: (id) => `entitlements-access/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(
        sql`select id from entitlement_access_list where organization_id = ${conti().organizationId} order by id`,
      ),
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'employees',
    one: (id) => `employees/${id}`,
    reader: 'giulia',
    foreign: async () => conti().employeeId,
    existing: async () => rossi().employeeId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `employees/${id}`,
        body: { color: '#112233' },
        writer: 'giulia',
      },
      { method: 'DELETE', path: (id) => `employees/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'suppliers',
    one: (id) => `suppliers/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(sql`select id from suppliers where id not in (select supplier_id
        from organization_suppliers where organization_id = ${rossi().organizationId}) order by id`),
    existing: async () => gateway.seed.suppliers.idraulicaBianchi,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `suppliers/${id}`,
        body: { status: 'enabled' },
        writer: 'giulia',
      },
      { method: 'DELETE', path: (id) => `suppliers/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'sys-suppliers',
    one: (id) => `sys-suppliers/${id}`,
    reader: 'giulia',
    // The platform directory: every enabled company is every ORG's to read.
    foreign: some(undefined),
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'folders',
    one: (id) => `folders/${id}`,
    reader: 'paolo',
    foreign: async () => gateway.seed.supplierRecords.galloImpianti.folderId ?? undefined,
    existing: some(undefined),
    writes: [],
    moduleOff: { actor: 'anna', modules: ['qualifications'] },
  },
  {
    name: 'consultancies',
    one: (id) => `consultancies/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(sql`select id from consultancies where organization_id = ${conti().organizationId}`),
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'planned-maintenances',
    one: (id) => `planned-maintenances/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(
        sql`select id from planned_maintenances where organization_id = ${conti().organizationId}`,
      ),
    existing: some(undefined),
    writes: [
      {
        method: 'PATCH',
        path: (id) => `planned-maintenances/${id}`,
        body: { object: 'X' },
        writer: 'giulia',
      },
      { method: 'DELETE', path: (id) => `planned-maintenances/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'procurements',
    one: (id) => `procurements/${id}`,
    reader: 'paolo',
    foreign: () =>
      firstId(
        sql`select id from procurements where supplier_id <> ${gateway.seed.suppliers.idraulicaBianchi}`,
      ),
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'orders',
    one: (id) => `orders/${id}`,
    reader: 'giulia',
    foreign: async () => conti().orderId,
    existing: async () => rossi().orderId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `orders/${id}`,
        body: { description: 'X' },
        writer: 'giulia',
      },
      { method: 'DELETE', path: (id) => `orders/${id}`, writer: 'giulia' },
      {
        method: 'POST',
        path: (id) => `orders/${id}/transitions`,
        body: { event: { type: 'SUSPEND' }, version: null },
        writer: 'giulia',
      },
      {
        method: 'POST',
        path: (id) => `orders/${id}/read-confirmation`,
        writer: 'paolo',
        foreign: () =>
          firstId(
            sql`select id from orders where supplier_id is distinct from ${
              gateway.seed.suppliers.idraulicaBianchi
            } order by id`,
          ),
      },
    ],
  },
  {
    name: 'contracts',
    one: (id) => `contracts/${id}`,
    reader: 'giulia',
    foreign: async () => conti().contractId,
    existing: async () => rossi().contractId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `contracts/${id}`,
        body: { description: 'X' },
        writer: 'giulia',
      },
      {
        method: 'POST',
        path: (id) => `contracts/${id}/transitions`,
        body: { event: { type: 'SUSPEND' }, version: null },
        writer: 'giulia',
      },
    ],
  },
  {
    name: 'quotes',
    one: (id) => `proxy/orders/quotes/${id}`,
    reader: 'giulia',
    foreign: () => firstId(sql`select order_id as id from quotes where id = ${conti().quoteId}`),
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'activities',
    one: (id) => `proxy/activities/${id}`,
    reader: 'giulia',
    foreign: async () => conti().activityId,
    existing: async () => rossi().activityId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `proxy/activities/${id}`,
        body: { note: 'X' },
        writer: 'giulia',
      },
      { method: 'PATCH', path: (id) => `activities/${id}/reject`, writer: 'giulia' },
      { method: 'DELETE', path: (id) => `activities/${id}`, writer: 'giulia' },
      {
        method: 'POST',
        path: (id) => `activities/${id}/transitions`,
        body: { event: { type: 'REJECT' }, version: null },
        writer: 'giulia',
      },
    ],
  },
  {
    name: 'tasks',
    one: (id) => `proxy/tasks/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(
        sql`select id from tasks where organization_id = ${conti().organizationId} order by id`,
      ),
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'tokens',
    one: (id) => `tokens/${id}`,
    reader: 'giulia',
    foreign: async () => conti().tokenId,
    existing: async () => rossi().tokenId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `tokens/${id}`,
        body: { isInvoiced: true },
        writer: 'giulia',
      },
    ],
  },
  {
    name: 'proxy-tokens',
    one: (id) => `proxy/tokens/${id}`,
    reader: 'giulia',
    foreign: async () => conti().tokenId,
    existing: async () => rossi().tokenId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `proxy/tokens/${id}`,
        body: { isInvoiced: true },
        writer: 'giulia',
      },
    ],
  },
  // The answers and the creation are billing-proposals.test.ts's; here the reads' contract.
  {
    name: 'billingProposals',
    one: (id) => `billingProposals/${id}`,
    reader: 'giulia',
    foreign: () => proposalOf('contiGestioni'),
    existing: () => proposalOf('studioRossi'),
    writes: [],
  },
  {
    name: 'proxy-billingProposals',
    one: (id) => `proxy/billingProposals/${id}`,
    reader: 'giulia',
    foreign: () => proposalOf('contiGestioni'),
    existing: () => proposalOf('studioRossi'),
    writes: [],
  },
  {
    name: 'users',
    one: (id) => `users/${id}/info`,
    reader: 'giulia',
    // Marco is a resident of the other organisation: no tenant shared with Giulia's office.
    foreign: async () => gateway.seed.accounts.marco.userId,
    existing: some(undefined),
    writes: [],
  },
  {
    name: 'tickets',
    one: (id) => `tickets/${id}`,
    reader: 'giulia',
    foreign: async () => conti().ticketId,
    existing: async () => rossi().ticketId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `tickets/${id}`,
        body: { description: 'X' },
        writer: 'giulia',
      },
    ],
  },
  {
    name: 'claims',
    one: (id) => `claims/${id}`,
    reader: 'giulia',
    foreign: async () => conti().claimId,
    existing: async () => rossi().claimId,
    writes: [
      {
        method: 'PATCH',
        path: (id) => `claims/${id}`,
        body: { description: 'X' },
        writer: 'giulia',
      },
    ],
    moduleOff: { actor: 'sara', modules: ['moduleSinistri'] },
  },
  {
    name: 'communications',
    one: (id) => `communications/${id}`,
    reader: 'giulia',
    foreign: async () => conti().communicationId,
    existing: async () => rossi().communicationId,
    writes: [
      { method: 'POST', path: (id) => `communications/${id}/opened`, body: {}, writer: 'maria' },
    ],
  },
  {
    name: 'notices',
    one: (id) => `notices/${id}`,
    reader: 'giulia',
    foreign: async () => conti().noticeId,
    existing: async () => rossi().noticeId,
    writes: [
      { method: 'PATCH', path: (id) => `notices/${id}`, body: { title: 'X' }, writer: 'giulia' },
    ],
  },
  {
    name: 'polls',
    one: (id) => `polls/${id}`,
    reader: 'giulia',
    foreign: async () => conti().pollId,
    existing: async () => rossi().pollId,
    writes: [
      { method: 'PATCH', path: (id) => `polls/${id}`, body: { object: 'X' }, writer: 'giulia' },
      {
        method: 'POST',
        path: (id) => `polls/${id}/transitions`,
        body: { event: { type: 'CLOSE' }, version: null },
        writer: 'giulia',
      },
      { method: 'POST', path: (id) => `polls/${id}/votes`, body: { option: 1 }, writer: 'maria' },
    ],
  },
  {
    name: 'notifications',
    one: (id) => `notifications/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(
        sql`select id from notifications where profile_id <> ${
          gateway.seed.accounts.giulia.profileByType.ORG?.profileId ?? 0
        } order by id`,
      ),
    existing: () => firstId(sql`select id from notifications order by id`),
    writes: [
      {
        method: 'PATCH',
        path: (id) => `notifications/${id}`,
        body: { status: 'read' },
        writer: 'giulia',
      },
    ],
  },
  {
    name: 'calendar',
    one: (id) => `calendar/${id}`,
    reader: 'giulia',
    foreign: async () => conti().calendarEventId,
    existing: async () => rossi().calendarEventId,
    writes: [
      { method: 'PATCH', path: (id) => `calendar/${id}`, body: { status: 1 }, writer: 'giulia' },
      { method: 'DELETE', path: (id) => `calendar/${id}`, writer: 'giulia' },
    ],
  },
  {
    name: 'reminders',
    one: (id) => `reminders/${id}`,
    reader: 'giulia',
    foreign: async () => conti().reminderId,
    existing: async () => rossi().reminderId,
    writes: [
      { method: 'PATCH', path: (id) => `reminders/${id}`, body: { status: 1 }, writer: 'giulia' },
    ],
  },
  {
    name: 'calendar-employees',
    one: (id) => `calendar-employees/${id}`,
    reader: 'giulia',
    foreign: () =>
      firstId(
        sql`select id from calendar_colleagues where organization_id = ${conti().organizationId}`,
      ),
    existing: some(undefined),
    writes: [
      {
        method: 'PATCH',
        path: (id) => `calendar-employees/${id}`,
        body: { enabled: false },
        writer: 'giulia',
      },
    ],
  },
  {
    name: 'chats',
    one: (id) => `proxy/chats/${id}/info`,
    reader: 'giulia',
    foreign: async () => conti().chatId,
    existing: async () => rossi().chatId,
    writes: [
      {
        method: 'POST',
        path: (id) => `proxy/chats/${id}/messages`,
        body: { message: 'X', timestamp: 1 },
        writer: 'giulia',
      },
    ],
  },
];

function mark(family: string, check: string, passed: boolean | undefined): void {
  const row = table.get(family) ?? new Map<string, '✓' | '·'>();
  if (passed) row.set(check, '✓');
  else if (!row.has(check)) row.set(check, '·');
  table.set(family, row);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  const actors: [ActorKey, DemoAccountKey, (companyId: number, role: string) => boolean][] = [
    ['giulia', 'giulia', (_company, role) => role.startsWith('org_')],
    ['paolo', 'paolo', (_company, role) => role.startsWith('spl_')],
    ['anna', 'anna', (_company, role) => role.startsWith('spl_')],
    ['sara', 'sara', (company) => company === gateway.seed.organizations.contiGestioni],
    ['maria', 'maria', (_company, role) => role.startsWith('usr_')],
    ['elena', 'elena', (_company, role) => role.startsWith('sys_')],
  ];
  for (const [key, account, pick] of actors) {
    const demo = gateway.seed.accounts[account];
    const profile = demo.profiles.find((candidate) => pick(candidate.companyId, candidate.role));
    if (!profile) throw new Error(`no profile for ${key}`);
    const signedIn = await signIn(gateway.url, demo.email);
    headers.set(key, {
      authorization: `Bearer ${signedIn.token}`,
      'x-portineria-profile': profile.uid,
      'content-type': 'application/json',
    });
  }
});

afterAll(async () => {
  const checks = ['ignoto', 'id impossibili', 'altrui', 'scrittura altrui', 'modulo', 'SYS scrive'];
  if (table.size > 0) {
    const width = Math.max(...FAMILIES.map((family) => family.name.length));
    console.log(
      [
        `Contratto degli errori: ${String(FAMILIES.length)} famiglie × ${String(checks.length)} verifiche`,
        `${''.padEnd(width)} | ${checks.join(' | ')}`,
        ...FAMILIES.map(
          (family) =>
            `${family.name.padEnd(width)} | ${checks
              .map((check) => (table.get(family.name)?.get(check) ?? '·').padEnd(check.length))
              .join(' | ')}`,
        ),
      ].join('\n'),
    );
  }
  await gateway?.close();
});

describe('the error contract is the same for every resource family', () => {
  for (const family of FAMILIES) {
    describe(family.name, () => {
      it('answers an unknown id, an impossible id and another organisation’s record alike: 404 NOT_FOUND', async () => {
        const unknown = await call(family.reader, 'GET', family.one(UNKNOWN));
        expect(unknown.status).toBe(404);
        expect(Object.keys(unknown.body as object).sort()).toEqual(['error_code', 'message']);
        expect((unknown.body as { error_code: string }).error_code).toBe('NOT_FOUND');
        expect((unknown.body as { message: string }).message.length).toBeGreaterThan(0);
        mark(family.name, 'ignoto', true);
        for (const id of IMPOSSIBLE) {
          expect(await call(family.reader, 'GET', family.one(id)), id).toEqual(unknown);
        }
        mark(family.name, 'id impossibili', true);
        const foreign = await family.foreign();
        if (foreign !== undefined && foreign !== 0) {
          expect(await call(family.reader, 'GET', family.one(String(foreign)))).toEqual(unknown);
          mark(family.name, 'altrui', true);
        }
      });

      it('answers a write to another organisation’s record like a missing one', async () => {
        const foreign = await family.foreign();
        const unknownRead = await call(family.reader, 'GET', family.one(UNKNOWN));
        let checked = false;
        for (const write of family.writes) {
          if (write.writer === undefined) continue;
          const missing = await call(write.writer, write.method, write.path(UNKNOWN), write.body);
          expect(missing.status, `${write.method} ${write.path('{id}')}`).toBe(404);
          expect(missing.body).toEqual(unknownRead.body);
          for (const id of ['0', 'abc']) {
            expect(await call(write.writer, write.method, write.path(id), write.body)).toEqual(
              missing,
            );
          }
          const hidden = write.foreign ? await write.foreign() : foreign;
          if (hidden !== undefined && hidden !== 0) {
            expect(
              await call(write.writer, write.method, write.path(String(hidden)), write.body),
            ).toEqual(missing);
          }
          checked = true;
        }
        mark(family.name, 'scrittura altrui', checked || undefined);
        expect(checked || family.writes.every((write) => write.writer === undefined)).toBe(true);
      });

      it('refuses every write of the back office with 403 FORBIDDEN, before reading', async () => {
        const existing = await family.existing();
        for (const write of family.writes) {
          for (const id of [UNKNOWN, ...(existing === undefined ? [] : [String(existing)])]) {
            const answer = await call('elena', write.method, write.path(id), write.body);
            expect(answer, `${write.method} ${write.path(id)}`).toEqual({
              status: 403,
              body: READ_ONLY,
            });
          }
        }
        mark(family.name, 'SYS scrive', family.writes.length > 0 || undefined);
      });

      if (family.moduleOff) {
        const { actor, modules } = family.moduleOff;
        it(`answers 403 MODULE_DISABLED naming ${modules.join(', ')} when the module is off`, async () => {
          const expected = {
            status: 403,
            body: {
              error_code: 'MODULE_DISABLED',
              message: 'Il modulo necessario non è abilitato per il tuo profilo.',
              error: { modules },
            },
          };
          expect(await call(actor, 'GET', family.one(UNKNOWN))).toEqual(expected);
          expect(await call(actor, 'GET', family.one('0'))).toEqual(expected);
          mark(family.name, 'modulo', true);
        });
      }
    });
  }

  it('walks every family mounted on /api/v2 that reads a record by id', () => {
    // GET routes of one record that are not a family's record: a document by key, a file by its
    // public id, a value derived from a record the family already walks.
    const notRecords = new Set([
      'helper/:id',
      'changelog/:channel',
      'attachments/:id',
      'employees/:id/color',
      'employees/:id/calendar-color',
      'contacts/:id/category',
      'buildings/:id/status',
      'buildings/:id/ras-folder-id',
      'proxy/chats/:id/messages',
      // A message's link preview: members only, 404 like the chat (chat-link-previews.test.ts).
      'proxy/chats/:id/messages/:messageId/preview',
      // The history of a record its family walks (404 like the record; ./recordHistory.ts).
      'orders/:id/history',
      'contracts/:id/history',
      'tickets/:id/history',
      'claims/:id/history',
      'tokens/:id/history',
      'billingProposals/:id/history',
      'proxy/orders/quotes/:id/history',
      'contacts/:id/history',
      'buildings/:id/history',
      'units/:id/history',
      'employees/:id/history',
      'folders/:id/history',
      'notices/:id/history',
      'polls/:id/history',
      'planned-maintenances/:id/history',
      'entitlements/:id/history',
      'suppliers/:id/history',
      // The iCalendar of an event the calendar family walks (404 like the event).
      'calendar-export/:id',
      // A consultant folder type read through a consultancy the family walks (404 like it).
      'consultancies/:id/folder-types/:folderTypeId',
    ]);
    const mounted = new Set(
      gateway.gateway.app.routes
        .filter((route) => route.method === 'GET' && /\/:(id|channel)(\/|$)/.test(route.path))
        .map((route) => route.path.replace(/^\/api\/v2\//, ''))
        .filter((path) => !notRecords.has(path)),
    );
    const walked = new Set(FAMILIES.map((family) => family.one(':id')));
    expect([...mounted].filter((path) => !walked.has(path)).sort()).toEqual([]);
    expect(walked.size).toBe(FAMILIES.length);
  });
});
