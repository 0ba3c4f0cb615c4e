/**
 * The scale data set: at `scale` 1, 1,000 organisations (the demo ones among them), 20,000
 * buildings, 1,000,000 orders with their activities (4 for every 3 orders) and history (created,
 * then moved to their status: 2,000,000 rows), 200,000 tickets, 100,000 order chats with
 * 5,000,000 messages, 100,000 notifications and 100,000 calendar events — in the database of
 * `DATABASE_URL`, after the migrations and the demo seed, so the demo accounts sign in to
 * tenants of the same size as every other.
 *
 * Repeatable: every row is a function of the seed and its index (one small generator per row,
 * no shared sequence), dates relative to `now`. Streamed with `COPY … FROM STDIN` (copyStream.ts),
 * never row by row. `scale` shrinks every count (0.002 → 2 organisations of 1,000 orders each: the
 * per-tenant sizes stay those of the full set down to one organisation), so tests run it tiny.
 *
 * CLI: `DATABASE_URL=… pnpm --filter @portineria/gateway run scale:generate [--scale 1] [--seed 26]`
 * prints each table's time, the total and the database size.
 */
import { pathToFileURL } from 'node:url';
import { NOTIFICATION_TYPES } from '@portineria/domain';
import { sql } from 'kysely';
import { migrate, openDatabase, seedIfEmpty } from '../../src/index.ts';
import { BULK_ORDER_OBJECTS, BULK_PLACES, BULK_TICKET_OBJECTS } from '../../src/seed/index.ts';
import { localDate, pick, seededRandom } from '../../src/seed/clock.ts';
import { copyRows, type CopyValue } from './copyStream.ts';

/** Per organisation, at every scale (the full set has 1,000 organisations). */
export const SCALE_PER_ORGANIZATION = {
  buildings: 20,
  orders: 1000,
  tickets: 200,
  /** One chat for every 10 orders, each with 50 messages. */
  chats: 100,
  messagesPerChat: 50,
  notifications: 100,
  calendarEvents: 100,
  /** The suppliers each organisation works with, out of the shared pool. */
  suppliers: 5,
} as const;

/** Organisations and shared suppliers of the full set (scale 1). */
export const SCALE_FULL = { organizations: 1000, suppliers: 500 } as const;

/** Options of `generateScaleData`. */
export interface GenerateScaleOptions {
  databaseUrl: string;
  /** 1 = the full set; 0.002 = two organisations (default 1). */
  scale?: number;
  /** The generators' seed (default 26). */
  seed?: number;
  /** The instant dates are relative to (default now). */
  now?: Date;
  /** Where progress lines go (default console.log; `() => {}` for silence). */
  log?: (line: string) => void;
}

/** What was generated. */
export interface ScaleReport {
  organizations: number;
  /** Rows copied per table. */
  rows: Record<string, number>;
  /** Milliseconds per table, and in total (migrations and demo seed included). */
  milliseconds: Record<string, number>;
  totalMilliseconds: number;
  databaseBytes: number;
  /** The demo organisations, now each as big as the generated ones. */
  demoOrganizationIds: number[];
}

const DAY_MS = 86_400_000;
const SURNAMES = [
  'Rossi',
  'Ferrari',
  'Russo',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
] as const;
const FIRST_NAMES = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Sara', 'Paolo', 'Elena', 'Andrea'];
const CITIES = [
  ['Milano', 'MI', '20121'],
  ['Torino', 'TO', '10121'],
  ['Roma', 'RM', '00184'],
  ['Bologna', 'BO', '40121'],
  ['Firenze', 'FI', '50122'],
  ['Napoli', 'NA', '80133'],
  ['Verona', 'VR', '37121'],
  ['Bergamo', 'BG', '24121'],
] as const;
const STREETS = ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Viale Europa'];
const TRADES = ['Idraulica', 'Elettrica', 'Impianti', 'Edilizia', 'Giardini', 'Pulizie'];
const ORDER_STATUSES = ['OPEN', 'OPEN', 'OPEN', 'OPEN', 'CLOSE', 'CLOSE', 'CLOSE', 'DRAFT'];
const TICKET_STATUSES = ['OPEN', 'OPEN', 'OPEN', 'WORKING', 'WORKING', 'CLOSED', 'CLOSED'];
const ACTIVITY_STATUSES = ['TODO', 'TODO', 'WORKING', 'DONE', 'DONE', 'REJECTED'];
const CHAT_LINES = [
  'Buongiorno, confermo il sopralluogo di domani mattina.',
  'Il materiale è arrivato, iniziamo lunedì.',
  'Può mandarmi una foto del guasto?',
  'Lavoro completato, allego il rapportino.',
  'Grazie, inoltro ai condomini.',
  'Il portiere lascerà le chiavi in guardiola.',
];

/** A generator of its own for one row: the row is the same whichever rows are made before it. */
function rowRandom(seed: number, table: number, index: number): () => number {
  return seededRandom((seed * 2_654_435_761 + table * 97_003 + index * 40_503) >>> 0);
}

async function maxIds(
  databaseUrl: string,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const result: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await sql<{ last: number }>`
        select coalesce(max(id), 0) as last from ${sql.table(table)}`.execute(handle.db);
      result[table] = Number(rows[0]?.last ?? 0);
    }
    return result;
  } finally {
    await handle.close();
  }
}

/** Generates the scale data set into `databaseUrl` (migrating and seeding the demo data first). */
export async function generateScaleData(options: GenerateScaleOptions): Promise<ScaleReport> {
  const { databaseUrl } = options;
  const scale = options.scale ?? 1;
  const seed = options.seed ?? 26;
  const now = options.now ?? new Date();
  const log = options.log ?? ((line: string) => console.log(line));
  if (!(scale > 0)) throw new Error(`scale non valida: ${String(scale)}`);
  const started = performance.now();
  const milliseconds: Record<string, number> = {};
  const rows: Record<string, number> = {};

  // The demo data first: its accounts sign in to two of the organisations.
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  let demoOrganizationIds: number[];
  let demoMembers: { organization_id: number; user_id: number; profile_id: number; name: string }[];
  let superuser: boolean;
  try {
    await migrate(handle.db);
    await seedIfEmpty(handle, () => now);
    demoOrganizationIds = (
      await handle.db.selectFrom('organizations').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    demoMembers = (
      await sql<{ organization_id: number; user_id: number; profile_id: number; name: string }>`
        select distinct on (p.organization_id) p.organization_id, p.user_id, p.id as profile_id,
          u.display_name as name
        from profiles p join users u on u.id = p.user_id
        where p.role_type = 'ORG' and p.organization_id is not null
        order by p.organization_id, p.level desc, p.id`.execute(handle.db)
    ).rows;
    const role = await sql<{ super: boolean }>`
      select rolsuper as super from pg_roles where rolname = current_user`.execute(handle.db);
    superuser = role.rows[0]?.super === true;
  } finally {
    await handle.close();
  }
  milliseconds.demo = Math.round(performance.now() - started);

  const organizationCount = Math.max(
    demoOrganizationIds.length,
    Math.round(SCALE_FULL.organizations * scale),
  );
  const generatedOrganizations = organizationCount - demoOrganizationIds.length;
  const supplierCount = Math.max(
    SCALE_PER_ORGANIZATION.suppliers,
    Math.round(SCALE_FULL.suppliers * scale),
  );
  const per = SCALE_PER_ORGANIZATION;
  const base = await maxIds(databaseUrl, [
    'organizations',
    'users',
    'profiles',
    'suppliers',
    'organization_suppliers',
    'buildings',
    'tickets',
    'orders',
    'activities',
    'record_history',
    'chats',
    'chat_members',
    'chat_messages',
    'notifications',
    'calendar_events',
  ]);
  const id = (table: string, index: number): number => (base[table] ?? 0) + index + 1;

  /** The organisation of the n-th tenant: the demo ones first, then the generated ones. */
  const organizationId = (tenant: number): number =>
    tenant < demoOrganizationIds.length
      ? (demoOrganizationIds[tenant] as number)
      : id('organizations', tenant - demoOrganizationIds.length);
  const demoMemberOf = new Map(demoMembers.map((member) => [member.organization_id, member]));
  /** The ORG member of a tenant who writes its history, chats and receives its notifications. */
  const memberOf = (tenant: number): { userId: number; profileId: number; name: string } => {
    const demo = demoMemberOf.get(organizationId(tenant));
    if (demo) return { userId: demo.user_id, profileId: demo.profile_id, name: demo.name };
    const generated = tenant - demoOrganizationIds.length;
    return {
      userId: id('users', generated),
      profileId: id('profiles', generated),
      name: personName(generated),
    };
  };
  const personName = (index: number): string =>
    `${FIRST_NAMES[index % FIRST_NAMES.length]} ${SURNAMES[(index >> 3) % SURNAMES.length]}`;
  const organizationName = (index: number): string =>
    `Studio ${SURNAMES[index % SURNAMES.length]} Amministrazioni ${String(index + 1)}`;
  const buildingOf = (tenant: number, random: () => number): number =>
    id('buildings', tenant * per.buildings + Math.floor(random() * per.buildings));
  const supplierOf = (tenant: number, random: () => number): number =>
    id(
      'suppliers',
      (tenant * per.suppliers + Math.floor(random() * per.suppliers)) % supplierCount,
    );
  const instantDaysAgo = (random: () => number, days: number): Date =>
    new Date(now.getTime() - Math.floor(random() * days * DAY_MS));
  const day = (instant: Date, offset: number): string =>
    localDate(new Date(instant.getTime() + offset * DAY_MS));

  /** The n-th order (of all tenants), made again wherever a later table needs it. */
  const orderAt = (index: number) => {
    const random = rowRandom(seed, 1, index);
    const tenant = Math.floor(index / per.orders);
    const category = random() < 0.8 ? 'ODS' : 'ODP';
    const status = pick(random, ORDER_STATUSES);
    const created = instantDaysAgo(random, 730);
    return {
      id: id('orders', index),
      tenant,
      organizationId: organizationId(tenant),
      buildingId: buildingOf(tenant, random),
      supplierId: supplierOf(tenant, random),
      category,
      status,
      object: `${pick(random, BULK_ORDER_OBJECTS)} — ${pick(random, BULK_PLACES)}`,
      created,
      validDays: category === 'ODS' ? 30 + Math.floor(random() * 60) : 365,
    };
  };

  const copy = async (
    table: string,
    columns: readonly string[],
    generated: Iterable<readonly CopyValue[]>,
  ): Promise<void> => {
    const tableStarted = performance.now();
    rows[table] = await copyRows({
      databaseUrl,
      table,
      columns,
      rows: generated,
      skipTriggers: superuser,
    });
    milliseconds[table] = Math.round(performance.now() - tableStarted);
    log(`  ${table}: ${String(rows[table])} righe in ${String(milliseconds[table])} ms`);
  };
  function* range<T>(count: number, make: (index: number) => T): Generator<T> {
    for (let index = 0; index < count; index += 1) yield make(index);
  }

  log(
    `Dati di scala ×${String(scale)}: ${String(organizationCount)} organizzazioni ` +
      `(${String(demoOrganizationIds.length)} demo), seme ${String(seed)}`,
  );
  await copy(
    'organizations',
    ['id', 'name1', 'org_type', 'vat', 'street', 'zip', 'city', 'province', 'email'],
    range(generatedOrganizations, (index) => {
      const [city, province, zip] = CITIES[index % CITIES.length] as (typeof CITIES)[number];
      return [
        id('organizations', index),
        organizationName(index),
        'administrator',
        String(10_000_000_000 + index).padStart(11, '0'),
        `${STREETS[index % STREETS.length]} ${String((index % 120) + 1)}`,
        zip,
        city,
        province,
        `studio${String(index + 1)}@scala.portineria.example`,
      ];
    }),
  );
  await copy(
    'users',
    ['id', 'email', 'firstname', 'lastname', 'display_name'],
    range(generatedOrganizations, (index) => {
      const [firstname, lastname] = [
        FIRST_NAMES[index % FIRST_NAMES.length] as string,
        SURNAMES[(index >> 3) % SURNAMES.length] as string,
      ];
      return [
        id('users', index),
        `amministratore${String(index + 1)}@scala.portineria.example`,
        firstname,
        lastname,
        `${firstname} ${lastname}`,
      ];
    }),
  );
  await copy(
    'profiles',
    [
      'id',
      'user_id',
      'uid',
      'role',
      'role_type',
      'level',
      'company_type',
      'company_id',
      'company_name',
      'organization_id',
    ],
    range(generatedOrganizations, (index) => [
      id('profiles', index),
      id('users', index),
      `portineria:org:${String(id('profiles', index))}`,
      'org_3',
      'ORG',
      3,
      'sys_organizations',
      id('organizations', index),
      organizationName(index),
      id('organizations', index),
    ]),
  );
  await copy(
    'suppliers',
    ['id', 'name1', 'vat', 'city', 'province', 'email', 'certification_status'],
    range(supplierCount, (index) => {
      const [city, province] = CITIES[index % CITIES.length] as (typeof CITIES)[number];
      return [
        id('suppliers', index),
        `${TRADES[index % TRADES.length]} ${SURNAMES[(index >> 2) % SURNAMES.length]} ${String(index + 1)} S.r.l.`,
        String(20_000_000_000 + index).padStart(11, '0'),
        city,
        province,
        `fornitore${String(index + 1)}@scala.portineria.example`,
        index % 3 === 0 ? 'validated' : null,
      ];
    }),
  );
  await copy(
    'organization_suppliers',
    ['id', 'organization_id', 'supplier_id'],
    range(organizationCount * per.suppliers, (index) => {
      const tenant = Math.floor(index / per.suppliers);
      return [
        id('organization_suppliers', index),
        organizationId(tenant),
        id('suppliers', index % supplierCount),
      ];
    }),
  );
  await copy(
    'buildings',
    ['id', 'organization_id', 'code', 'name', 'street', 'zip', 'city', 'province'],
    range(organizationCount * per.buildings, (index) => {
      const tenant = Math.floor(index / per.buildings);
      const [city, province, zip] = CITIES[tenant % CITIES.length] as (typeof CITIES)[number];
      const street = `${STREETS[index % STREETS.length]} ${String((index % 200) + 1)}`;
      return [
        id('buildings', index),
        organizationId(tenant),
        `CND-${String(id('buildings', index)).padStart(6, '0')}`,
        `Condominio ${street}`,
        street,
        zip,
        city,
        province,
      ];
    }),
  );
  await copy(
    'tickets',
    [
      'id',
      'organization_id',
      'building_id',
      'code',
      'object',
      'status',
      'priority',
      'date_ticket',
      'closed_at',
      'created_at',
      'updated_at',
    ],
    range(organizationCount * per.tickets, (index) => {
      const random = rowRandom(seed, 2, index);
      const tenant = Math.floor(index / per.tickets);
      const status = pick(random, TICKET_STATUSES);
      const created = instantDaysAgo(random, 730);
      return [
        id('tickets', index),
        organizationId(tenant),
        buildingOf(tenant, random),
        `TCK-S${String(id('tickets', index)).padStart(7, '0')}`,
        `${pick(random, BULK_TICKET_OBJECTS)} — ${pick(random, BULK_PLACES)}`,
        status,
        random() < 0.1 ? 'URGENT' : 'NORMAL',
        created,
        status === 'CLOSED' ? created : null,
        created,
        created,
      ];
    }),
  );
  const orderCount = organizationCount * per.orders;
  await copy(
    'orders',
    [
      'id',
      'organization_id',
      'building_id',
      'supplier_id',
      'category',
      'status',
      'code',
      'object',
      'date_order',
      'valid_from',
      'valid_to',
      'is_read',
      'is_accepted',
      'created_at',
      'updated_at',
    ],
    range(orderCount, (index) => {
      const order = orderAt(index);
      return [
        order.id,
        order.organizationId,
        order.buildingId,
        order.supplierId,
        order.category,
        order.status,
        order.status === 'DRAFT' ? null : `${order.category}-S${String(order.id).padStart(7, '0')}`,
        order.object,
        day(order.created, 0),
        day(order.created, 0),
        day(order.created, order.validDays),
        order.status !== 'DRAFT' && index % 5 !== 0,
        order.status !== 'DRAFT' && order.status !== 'OPEN',
        order.created,
        order.created,
      ];
    }),
  );
  // Every order has an activity; every third has a second one (4 for every 3 orders).
  const activityCount = orderCount + Math.ceil(orderCount / 3);
  await copy(
    'activities',
    [
      'id',
      'organization_id',
      'order_id',
      'supplier_id',
      'building_id',
      'status',
      'valid_from',
      'valid_to',
    ],
    range(activityCount, (index) => {
      const orderIndex = index < orderCount ? index : (index - orderCount) * 3;
      const order = orderAt(orderIndex);
      const random = rowRandom(seed, 3, index);
      const start = Math.floor(random() * order.validDays);
      return [
        id('activities', index),
        order.organizationId,
        order.id,
        order.supplierId,
        order.buildingId,
        pick(random, ACTIVITY_STATUSES),
        day(order.created, start),
        day(order.created, start + 1 + Math.floor(random() * 10)),
      ];
    }),
  );
  // Two history rows per order: its creation, then its move to the status it has.
  await copy(
    'record_history',
    [
      'id',
      'organization_id',
      'record_kind',
      'record_id',
      'entity',
      'entity_id',
      'action',
      'user_id',
      'user_fullname',
      'profile_id',
      'profile_role',
      'company_name',
      'changes',
      'at',
    ],
    range(orderCount * 2, (index) => {
      const order = orderAt(index >> 1);
      const member = memberOf(order.tenant);
      const created = index % 2 === 0;
      return [
        id('record_history', index),
        order.organizationId,
        'order',
        order.id,
        'order',
        order.id,
        created ? 'create' : 'update',
        member.userId,
        member.name,
        member.profileId,
        'org_3',
        null,
        created ? '[]' : JSON.stringify([{ field: 'status', from: 'DRAFT', to: order.status }]),
        created ? order.created : new Date(order.created.getTime() + 3_600_000),
      ];
    }),
  );
  // One chat for every tenth order; its member has read all but the last few messages.
  const chatCount = organizationCount * per.chats;
  const messageTime = (chat: number, message: number): number => {
    const order = orderAt(chat * 10);
    return order.created.getTime() + message * 600_000;
  };
  await copy(
    'chats',
    [
      'id',
      'organization_id',
      'category',
      'entity_id',
      'building_id',
      'supplier_id',
      'object',
      'last_message_at',
    ],
    range(chatCount, (index) => {
      const order = orderAt(index * 10);
      return [
        id('chats', index),
        order.organizationId,
        'ORDER',
        order.id,
        order.buildingId,
        order.supplierId,
        order.object,
        new Date(messageTime(index, per.messagesPerChat - 1)),
      ];
    }),
  );
  await copy(
    'chat_members',
    ['id', 'chat_id', 'user_id', 'profile_id', 'visibility', 'last_seen_ms'],
    range(chatCount, (index) => {
      const member = memberOf(orderAt(index * 10).tenant);
      return [
        id('chat_members', index),
        id('chats', index),
        member.userId,
        member.profileId,
        'org',
        messageTime(index, per.messagesPerChat - 1 - (index % 4)),
      ];
    }),
  );
  await copy(
    'chat_messages',
    ['id', 'chat_id', 'user_id', 'id_message', 'message', 'timestamp_ms'],
    range(chatCount * per.messagesPerChat, (index) => {
      const chat = Math.floor(index / per.messagesPerChat);
      const message = index % per.messagesPerChat;
      const member = memberOf(orderAt(chat * 10).tenant);
      return [
        id('chat_messages', index),
        id('chats', chat),
        member.userId,
        `scale-${String(id('chat_messages', index))}`,
        CHAT_LINES[index % CHAT_LINES.length] as string,
        messageTime(chat, message),
      ];
    }),
  );
  await copy(
    'notifications',
    [
      'id',
      'profile_id',
      'organization_id',
      'message_id',
      'notification_type',
      'entity_ids',
      'title',
      'status',
      'created_at',
      'updated_at',
    ],
    range(organizationCount * per.notifications, (index) => {
      const tenant = Math.floor(index / per.notifications);
      const order = orderAt(tenant * per.orders + (index % per.notifications));
      const random = rowRandom(seed, 4, index);
      const created = instantDaysAgo(random, 60);
      return [
        id('notifications', index),
        memberOf(tenant).profileId,
        order.organizationId,
        `scale-notification-${String(id('notifications', index))}`,
        NOTIFICATION_TYPES.ORDER_NEW,
        JSON.stringify([{ entityName: 'order', id: order.id }]),
        `Nuovo ordine: ${order.object}`,
        random() < 0.3 ? 'unread' : 'read',
        created,
        created,
      ];
    }),
  );
  await copy(
    'calendar_events',
    ['id', 'organization_id', 'object', 'start_time', 'end_time', 'visibility', 'link_building_id'],
    range(organizationCount * per.calendarEvents, (index) => {
      const tenant = Math.floor(index / per.calendarEvents);
      const random = rowRandom(seed, 5, index);
      // A year before and after today, on working hours.
      const start = new Date(now.getTime() + Math.floor((random() * 730 - 365) * DAY_MS));
      start.setHours(8 + Math.floor(random() * 9), 0, 0, 0);
      return [
        id('calendar_events', index),
        organizationId(tenant),
        `Sopralluogo — ${pick(random, BULK_PLACES)}`,
        start,
        new Date(start.getTime() + 3_600_000),
        '0',
        buildingOf(tenant, random),
      ];
    }),
  );

  // The identities continue after the copied ids; the planner learns the new sizes.
  const finish = await openDatabase({ databaseUrl, poolSize: 1 });
  let databaseBytes: number;
  try {
    for (const table of Object.keys(base)) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
        (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(finish.db);
    }
    const analyzeStarted = performance.now();
    await sql`analyze`.execute(finish.db);
    milliseconds.analyze = Math.round(performance.now() - analyzeStarted);
    const size = await sql<{ bytes: number }>`
      select pg_database_size(current_database()) as bytes`.execute(finish.db);
    databaseBytes = Number(size.rows[0]?.bytes ?? 0);
  } finally {
    await finish.close();
  }
  const totalMilliseconds = Math.round(performance.now() - started);
  log(
    `Totale: ${String(Object.values(rows).reduce((sum, count) => sum + count, 0))} righe in ` +
      `${(totalMilliseconds / 1000).toFixed(1)} s; database ${(databaseBytes / 1024 / 1024).toFixed(0)} MB`,
  );
  return {
    organizations: organizationCount,
    rows,
    milliseconds,
    totalMilliseconds,
    databaseBytes,
    demoOrganizationIds,
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Imposta DATABASE_URL: il generatore scrive in un database PostgreSQL.');
    process.exitCode = 1;
  } else {
    generateScaleData({
      databaseUrl,
      scale: Number(argument('scale') ?? '1'),
      seed: Number(argument('seed') ?? '26'),
    }).catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}
