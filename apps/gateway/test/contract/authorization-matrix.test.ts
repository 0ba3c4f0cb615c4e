/**
 * The authorisation matrix (brief: "authz matrix (table-driven, printed)"): every demo account,
 * each of its profiles, against every resource family registered on /api/v2 (registries,
 * operations, chats), through the real api-client.
 *
 * Each cell checks, where the demo data offer a record for it:
 * - read of a record that is not the profile's → refused (403 or 404) with an error body
 *   (`error_code`) and no record data;
 * - write (update, delete or the family's own write) of a record that is not the profile's — for
 *   the read-only back office, of any record → refused with an error body, and the record is
 *   unchanged in the database;
 * - read of a record that is the profile's → answered.
 *
 * Which record is whose is derived from the demo seed's `DemoSeed` ids and the links stored with them
 * (organisation, supplier, building, recipient, member…), never from hard-coded ids. The matrix
 * is printed once (✓ every applicable check passed, ✗ one failed, · nothing applicable).
 */
import { ApiError, createApiClient } from '@portineria/api-client';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey, DemoProfile, DemoTenantRecords } from '../../src/seed/types.ts';
import { signIn, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

type Client = ReturnType<typeof createApiClient>;
type TenantKey = 'studioRossi' | 'contiGestioni';

interface Actor {
  label: string;
  account: DemoAccountKey;
  profile: DemoProfile;
  userId: number;
  employeeId: number | null;
  /** ORG: its organisation; USR: its contact's organisation; others: undefined. */
  tenant: TenantKey | undefined;
  /** USR: the buildings of its entitlements. */
  buildingIds: number[];
  client: Client;
}

interface Targets {
  own: number | undefined;
  foreign: number | undefined;
}

interface Family {
  name: string;
  /** The table whose row must stay unchanged after a refused write. */
  snapshot: (id: number) => Promise<unknown>;
  targets: (actor: Actor) => Promise<Targets>;
  read: (client: Client, id: number) => Promise<unknown>;
  /** The family's list call (first page, up to 1000 rows), when it has one. */
  list?: (client: Client) => Promise<readonly unknown[]>;
  write: (client: Client, id: number, actor: Actor) => Promise<unknown>;
}

// The test files start their own gateways, so the ids below come from this gateway's seed.
let gateway: TestGateway;
const actors: Actor[] = [];
const results = new Map<string, '✓' | '✗' | '·'>();
let checksRun = 0;

const ACCOUNTS: DemoAccountKey[] = [
  'giulia',
  'luca',
  'sara',
  'paolo',
  'anna',
  'maria',
  'marco',
  'elena',
];

async function ids(query: RawBuilder<{ id: number }>): Promise<number[]> {
  const { rows } = await query.execute(gateway.gateway.deps.db);
  return rows.map((row) => Number(row.id));
}

async function firstId(query: RawBuilder<{ id: number }>): Promise<number | undefined> {
  return (await ids(query))[0];
}

function rowSnapshot(table: string) {
  return async (id: number) => {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      where id = ${id}`.execute(gateway.gateway.deps.db);
    return rows[0] ?? null;
  };
}

function otherTenant(tenant: TenantKey): TenantKey {
  return tenant === 'studioRossi' ? 'contiGestioni' : 'studioRossi';
}

function tenantRecord(tenant: TenantKey, key: keyof DemoTenantRecords): number {
  return gateway.seed.tenants[tenant][key];
}

/** For ORG actors: the own tenant's record and the other tenant's. */
function byTenant(actor: Actor, key: keyof DemoTenantRecords): Targets {
  if (actor.tenant === undefined) return { own: undefined, foreign: undefined };
  return {
    own: tenantRecord(actor.tenant, key),
    foreign: tenantRecord(otherTenant(actor.tenant), key),
  };
}

/** Both tenants' records of a kind. */
function bothTenants(key: keyof DemoTenantRecords): number[] {
  return [tenantRecord('studioRossi', key), tenantRecord('contiGestioni', key)];
}

function inList(values: readonly number[]) {
  return values.length === 0
    ? sql`(null)`
    : sql`(${sql.join(values.map((value) => sql`${value}`))})`;
}

/**
 * The targets of the families whose rows carry organization_id, supplier_id and building_id:
 * ORG by organisation, SPL by supplier, USR by building; SYS reads any row.
 */
async function linkedTargets(
  actor: Actor,
  table: string,
  key: keyof DemoTenantRecords,
  options: { usrColumn?: string; usrExtra?: RawBuilder<unknown>; splColumn?: string | null } = {},
): Promise<Targets> {
  const candidates = bothTenants(key);
  const t = sql.table(table);
  switch (actor.profile.roleType) {
    case 'ORG':
      return byTenant(actor, key);
    case 'SYS':
      return { own: candidates[0], foreign: undefined };
    case 'SPL': {
      const column = options.splColumn === undefined ? 'supplier_id' : options.splColumn;
      if (column === null) return { own: undefined, foreign: candidates[0] };
      const c = sql.ref(column);
      const supplier = actor.profile.companyId;
      return {
        own: await firstId(sql<{ id: number }>`select id from ${t} where ${c} = ${supplier}
          ${options.usrExtra ? sql`and ${options.usrExtra}` : sql``} order by id limit 1`),
        foreign: await firstId(sql<{ id: number }>`select id from ${t}
          where id in ${inList(candidates)} and ${c} is distinct from ${supplier} order by id limit 1`),
      };
    }
    case 'USR': {
      const column = sql.ref(options.usrColumn ?? 'building_id');
      const value =
        options.usrColumn === undefined ? inList(actor.buildingIds) : sql`(${actor.userId})`;
      return {
        own: await firstId(sql<{ id: number }>`select id from ${t} where ${column} in ${value}
          ${options.usrExtra ? sql`and ${options.usrExtra}` : sql``} order by id limit 1`),
        foreign: await firstId(sql<{ id: number }>`select id from ${t}
          where id in ${inList(candidates)} and ${column} not in ${value} order by id limit 1`),
      };
    }
    default:
      return { own: undefined, foreign: undefined };
  }
}

const VIOLATION = 'Violazione di prova';

const FAMILIES: Family[] = [
  {
    name: 'organizations',
    snapshot: rowSnapshot('organizations'),
    async targets(actor) {
      const rossi = gateway.seed.organizations.studioRossi;
      const conti = gateway.seed.organizations.contiGestioni;
      switch (actor.profile.roleType) {
        case 'ORG':
        case 'USR':
          return actor.tenant === undefined
            ? { own: undefined, foreign: undefined }
            : {
                own: gateway.seed.organizations[actor.tenant],
                foreign: gateway.seed.organizations[otherTenant(actor.tenant)],
              };
        case 'SPL': {
          const working = await ids(sql<{ id: number }>`select organization_id as id
            from organization_suppliers where supplier_id = ${actor.profile.companyId}`);
          const own = [rossi, conti].find((id) => working.includes(id));
          const foreign = [rossi, conti].find((id) => !working.includes(id));
          return { own, foreign };
        }
        default:
          return { own: rossi, foreign: undefined };
      }
    },
    read: (client, id) => client.organizations.getOne(id),
    write: (client, id) => client.organizations.update(id, { name1: VIOLATION }),
  },
  {
    name: 'buildings',
    snapshot: rowSnapshot('buildings'),
    async targets(actor) {
      const all = Object.values(gateway.seed.buildings);
      if (actor.profile.roleType === 'USR') {
        return {
          own: actor.buildingIds[0],
          foreign: all.find((id) => !actor.buildingIds.includes(id)),
        };
      }
      if (actor.profile.roleType === 'SPL') {
        const served = await ids(sql<{ id: number }>`select distinct building_id as id from orders
          where supplier_id = ${actor.profile.companyId} and building_id is not null`);
        return {
          own: all.find((id) => served.includes(id)),
          foreign: all.find((id) => !served.includes(id)),
        };
      }
      return linkedTargets(actor, 'buildings', 'buildingId');
    },
    read: (client, id) => client.buildings.getOne(id),
    list: (client) => client.buildings.getMany({ limit: 1000 }),
    write: (client, id) => client.buildings.update(id, { name: VIOLATION, version: null }),
  },
  {
    name: 'units',
    snapshot: rowSnapshot('units'),
    targets: (actor) => linkedTargets(actor, 'units', 'unitId', { splColumn: null }),
    read: (client, id) => client.units.getOne(id),
    list: (client) => client.units.getMany({ limit: 1000 }),
    write: (client, id) => client.units.update(id, { name: VIOLATION, version: null }),
  },
  {
    name: 'contacts',
    snapshot: rowSnapshot('contacts'),
    targets: (actor) =>
      linkedTargets(actor, 'contacts', 'contactId', { usrColumn: 'user_id', splColumn: null }),
    read: (client, id) => client.contacts.getOne(id),
    list: (client) => client.contacts.getMany({ limit: 1000 }),
    write: (client, id) => client.contacts.update(id, { firstname: VIOLATION, version: null }),
  },
  {
    name: 'entitlements',
    snapshot: rowSnapshot('entitlements'),
    async targets(actor) {
      if (actor.tenant !== undefined && actor.profile.roleType === 'ORG') {
        const organization = gateway.seed.organizations[actor.tenant];
        return {
          own: await firstId(sql<{ id: number }>`select id from entitlements
            where organization_id = ${organization} order by id limit 1`),
          foreign: await firstId(sql<{ id: number }>`select id from entitlements
            where organization_id <> ${organization} order by id limit 1`),
        };
      }
      if (actor.profile.roleType === 'USR') {
        return {
          own: await firstId(sql<{ id: number }>`select id from entitlements
            where user_id = ${actor.userId} order by id limit 1`),
          foreign: await firstId(sql<{ id: number }>`select id from entitlements
            where user_id is distinct from ${actor.userId} order by id limit 1`),
        };
      }
      const any = await firstId(
        sql<{ id: number }>`select id from entitlements order by id limit 1`,
      );
      return actor.profile.roleType === 'SYS'
        ? { own: any, foreign: undefined }
        : { own: undefined, foreign: any };
    },
    read: (client, id) => client.entitlements.getOne(id),
    list: (client) => client.entitlements.getMany({ limit: 1000 }),
    write: (client, id) => client.entitlements.update(id, { note: VIOLATION, version: null }),
  },
  {
    name: 'employees',
    snapshot: rowSnapshot('employees'),
    targets: (actor) =>
      actor.profile.roleType === 'USR'
        ? Promise.resolve({ own: undefined, foreign: tenantRecord('studioRossi', 'employeeId') })
        : linkedTargets(actor, 'employees', 'employeeId'),
    read: (client, id) => client.employees.getOne(id),
    list: (client) => client.employees.getMany({ limit: 1000 }),
    write: (client, id) => client.employees.update(id, { firstname: VIOLATION, version: null }),
  },
  {
    name: 'suppliers',
    async snapshot(id) {
      const { rows } = await sql<Record<string, unknown>>`select s.*,
          (select json_agg(os order by os.id) from organization_suppliers os where os.supplier_id = s.id) as registry
        from suppliers s where s.id = ${id}`.execute(gateway.gateway.deps.db);
      return rows[0] ?? null;
    },
    async targets(actor) {
      const all = Object.values(gateway.seed.suppliers);
      switch (actor.profile.roleType) {
        case 'ORG': {
          const organization = gateway.seed.organizations[actor.tenant ?? 'studioRossi'];
          const registry = await ids(sql<{ id: number }>`select supplier_id as id
            from organization_suppliers where organization_id = ${organization}`);
          return {
            own: all.find((id) => registry.includes(id)),
            foreign: all.find((id) => !registry.includes(id)),
          };
        }
        case 'SPL':
          return {
            own: actor.profile.companyId,
            foreign: all.find((id) => id !== actor.profile.companyId),
          };
        case 'USR':
          return { own: undefined, foreign: all[0] };
        default:
          return { own: all[0], foreign: undefined };
      }
    },
    read: (client, id) => client.suppliers.getOne(id),
    list: (client) => client.suppliers.getMany({ limit: 1000 }),
    write: (client, id) => client.suppliers.update(id, { status: 'disabled', version: null }),
  },
  {
    name: 'folders',
    snapshot: rowSnapshot('certification_folders'),
    async targets(actor) {
      const seeded = [
        gateway.seed.supplierRecords.idraulicaBianchi.folderId,
        gateway.seed.supplierRecords.galloImpianti.folderId,
      ].filter((id): id is number => id !== null);
      switch (actor.profile.roleType) {
        case 'SPL': {
          const mine = await ids(sql<{ id: number }>`select id from certification_folders
            where supplier_id = ${actor.profile.companyId} and id in ${inList(seeded)}`);
          const { rows } = await sql<{
            on: boolean;
          }>`select coalesce((moduli ->> 'qualifications')::boolean, false) as on
            from profiles where id = ${actor.profile.profileId}`.execute(gateway.gateway.deps.db);
          return {
            // Without the qualifications module no folder is readable, its own neither.
            own: rows[0]?.on ? mine[0] : undefined,
            foreign: seeded.find((id) => !mine.includes(id)),
          };
        }
        case 'ORG': {
          const organization = gateway.seed.organizations[actor.tenant ?? 'studioRossi'];
          return {
            own: await firstId(sql<{ id: number }>`select f.id from certification_folders f
              join organization_suppliers os on os.supplier_id = f.supplier_id and os.organization_id = ${organization}
              where f.organization_id is null or f.organization_id = ${organization} order by f.id limit 1`),
            foreign: await firstId(sql<{ id: number }>`select id from certification_folders
              where organization_id <> ${organization} order by id limit 1`),
          };
        }
        case 'USR':
          return { own: undefined, foreign: seeded[0] };
        default:
          return { own: seeded[0], foreign: undefined };
      }
    },
    read: (client, id) => client.folders.getOne(id),
    list: (client) => client.folders.getMany({ limit: 1000 }),
    write: (client, id) => client.folders.update(id, { status: 2 }),
  },
  {
    name: 'orders',
    snapshot: rowSnapshot('orders'),
    targets: (actor) =>
      linkedTargets(actor, 'orders', 'orderId', { usrExtra: sql`status <> 'DRAFT'` }),
    read: (client, id) => client.orders.getOne(id),
    list: async (client) => (await client.orders.getMany({ limit: 1000 })).results,
    write: (client, id) => client.orders.remove(id),
  },
  {
    name: 'contracts',
    snapshot: rowSnapshot('orders'),
    targets: (actor) =>
      linkedTargets(actor, 'orders', 'contractId', {
        usrExtra: sql`status <> 'DRAFT' and category = 'ODP'`,
      }),
    read: (client, id) => client.contracts.getOne(id),
    list: async (client) => (await client.contracts.getMany({ limit: 1000 })).results,
    write: (client, id) => client.contracts.remove(id),
  },
  {
    // A quote row is the order that carries the quote request: its id is the order's.
    name: 'quotes',
    snapshot: rowSnapshot('orders'),
    async targets(actor) {
      const orderOf = async (quoteId: number | undefined) =>
        quoteId === undefined
          ? undefined
          : firstId(sql<{ id: number }>`select order_id as id from quotes where id = ${quoteId}`);
      const candidates = bothTenants('quoteId');
      switch (actor.profile.roleType) {
        case 'SPL': {
          const asked = await ids(sql<{ id: number }>`select quote_id as id from quote_offers
            where supplier_id = ${actor.profile.companyId} order by quote_id`);
          return {
            own: await orderOf(asked[0]),
            foreign: await orderOf(candidates.find((id) => !asked.includes(id))),
          };
        }
        case 'USR':
          return { own: undefined, foreign: await orderOf(candidates[0]) };
        default: {
          const targets = await linkedTargets(actor, 'quotes', 'quoteId');
          return { own: await orderOf(targets.own), foreign: await orderOf(targets.foreign) };
        }
      }
    },
    read: (client, id) => client.quotes.getOne(id),
    list: async (client) => (await client.quotes.getMany({ limit: 1000 })).results,
    write: (client, id) => client.quotes.update(id, { note: VIOLATION }),
  },
  {
    name: 'tickets',
    snapshot: rowSnapshot('tickets'),
    targets: (actor) =>
      linkedTargets(actor, 'tickets', 'ticketId', {
        usrColumn: 'created_by_user_id',
        splColumn: null,
      }),
    read: (client, id) => client.tickets.getOne(id),
    list: (client) => client.tickets.getMany({ limit: 1000 }),
    write: (client, id) => client.tickets.update(id, { description: VIOLATION, version: null }),
  },
  {
    name: 'claims',
    snapshot: rowSnapshot('claims'),
    async targets(actor) {
      const targets = await linkedTargets(actor, 'claims', 'claimId', {
        splColumn: 'supplier_icmp_id',
      });
      // The claims module decides first: a profile without it reads no claim (403 MODULE_DISABLED).
      const { rows } = await sql<{
        on: boolean;
      }>`select coalesce((moduli ->> 'moduleSinistri')::boolean, false) as on
        from profiles where id = ${actor.profile.profileId}`.execute(gateway.gateway.deps.db);
      const readsClaims = actor.profile.roleType === 'SYS' || rows[0]?.on === true;
      return { own: readsClaims ? targets.own : undefined, foreign: targets.foreign };
    },
    read: (client, id) => client.claims.getOne(id),
    list: (client) => client.claims.getMany({ limit: 1000 }),
    write: (client, id) => client.claims.update(id, { description: VIOLATION, version: null }),
  },
  {
    name: 'activities',
    snapshot: rowSnapshot('activities'),
    async targets(actor) {
      const targets = await linkedTargets(actor, 'activities', 'activityId');
      // The residents' activity view is not part of the tenant rules this matrix derives.
      return actor.profile.roleType === 'USR'
        ? { own: undefined, foreign: targets.foreign }
        : targets;
    },
    read: (client, id) => client.activities.getOne(id),
    list: async (client) => (await client.activities.getMany({ limit: 1000 })).results,
    write: (client, id) => client.activities.remove(id),
  },
  {
    name: 'tasks',
    snapshot: rowSnapshot('tasks'),
    async targets(actor) {
      const rossi = gateway.seed.organizations.studioRossi;
      const conti = gateway.seed.organizations.contiGestioni;
      const task = async (condition: RawBuilder<unknown>) =>
        firstId(sql<{ id: number }>`select id from tasks where ${condition} order by id limit 1`);
      switch (actor.profile.roleType) {
        case 'ORG': {
          const own = gateway.seed.organizations[actor.tenant ?? 'studioRossi'];
          return {
            own: await task(sql`organization_id = ${own}`),
            foreign: await task(sql`organization_id <> ${own}`),
          };
        }
        case 'SPL':
          return {
            own: await task(sql`supplier_id = ${actor.profile.companyId}`),
            foreign: await task(sql`supplier_id is distinct from ${actor.profile.companyId}`),
          };
        case 'USR':
          return {
            own: undefined,
            foreign: await task(sql`organization_id in (${rossi}, ${conti})`),
          };
        default:
          return { own: await task(sql`true`), foreign: undefined };
      }
    },
    read: (client, id) => client.tasks.getOne(id),
    list: async (client) => (await client.tasks.getMany({ limit: 1000 })).results,
    write: (client, id) => client.tasks.update(id, { status: 2 }),
  },
  {
    name: 'tokens',
    snapshot: rowSnapshot('tokens'),
    async targets(actor) {
      const targets = await linkedTargets(actor, 'tokens', 'tokenId');
      return actor.profile.roleType === 'USR'
        ? { own: undefined, foreign: targets.foreign ?? tenantRecord('studioRossi', 'tokenId') }
        : targets;
    },
    read: (client, id) => client.tokens.getOne(id),
    list: async (client) => (await client.tokens.getMany({ limit: 1000 })).results,
    // Invoicing is the token's one write that matters (DECISIONS.md "Billing token lifecycle").
    write: (client, id) =>
      client.tokens.transition(id, { event: { type: 'MARK_INVOICED' }, version: null }),
  },
  {
    name: 'communications',
    snapshot: rowSnapshot('communications'),
    targets: (actor) =>
      linkedTargets(actor, 'communications', 'communicationId', {
        usrColumn: 'recipient_user_id',
        usrExtra: sql`status = 'SENT'`,
        splColumn: null,
      }),
    read: (client, id) => client.communications.getOne(id),
    write: (client, id) => client.communications.markOpened(id, 'portineria'),
  },
  {
    name: 'notices',
    snapshot: rowSnapshot('notices'),
    targets: (actor) =>
      linkedTargets(actor, 'notices', 'noticeId', {
        usrExtra: sql`status = 'PUBLISHED'`,
        splColumn: null,
      }),
    read: (client, id) => client.notices.getOne(id),
    list: (client) => client.notices.getMany({ limit: 1000 }),
    write: (client, id) => client.notices.update(id, { title: VIOLATION, version: null }),
  },
  {
    name: 'polls',
    snapshot: rowSnapshot('polls'),
    targets: (actor) => linkedTargets(actor, 'polls', 'pollId', { splColumn: null }),
    read: (client, id) => client.polls.getOne(id),
    list: (client) => client.polls.getMany({ limit: 1000 }),
    write: (client, id) => client.polls.update(id, { object: VIOLATION, version: null }),
  },
  {
    name: 'calendar',
    snapshot: rowSnapshot('calendar_events'),
    async targets(actor) {
      const seeded = [
        ...bothTenants('calendarEventId'),
        gateway.seed.supplierRecords.idraulicaBianchi.calendarEventId,
        gateway.seed.supplierRecords.galloImpianti.calendarEventId,
      ].filter((id): id is number => id !== null);
      const owned =
        actor.employeeId === null ||
        actor.profile.roleType === 'USR' ||
        actor.profile.roleType === 'SYS'
          ? []
          : await ids(sql<{ id: number }>`select id from calendar_events
              where employee_id = ${actor.employeeId} order by id`);
      const company =
        actor.profile.roleType === 'ORG'
          ? sql`organization_id = ${actor.profile.companyId}`
          : actor.profile.roleType === 'SPL'
            ? sql`supplier_id = ${actor.profile.companyId}`
            : sql`false`;
      const ownCompany = await ids(
        sql<{ id: number }>`select id from calendar_events where ${company}`,
      );
      // Own: the actor's events inside the profile's company (a user with profiles in two
      // organisations owns, under each profile, only the events of that organisation).
      return {
        own: owned.find((id) => ownCompany.includes(id)),
        foreign: seeded.find((id) => !ownCompany.includes(id)),
      };
    },
    read: (client, id) => client.calendar.events.getOne(id),
    list: (client) => client.calendar.events.getMany({ limit: 1000 }),
    write: (client, id) => client.calendar.events.remove(id),
  },
  {
    name: 'reminders',
    snapshot: rowSnapshot('reminders'),
    async targets(actor) {
      const seeded = [
        ...bothTenants('reminderId'),
        gateway.seed.supplierRecords.idraulicaBianchi.reminderId,
        gateway.seed.supplierRecords.galloImpianti.reminderId,
      ].filter((id): id is number => id !== null);
      const owned =
        actor.employeeId === null ||
        actor.profile.roleType === 'USR' ||
        actor.profile.roleType === 'SYS'
          ? []
          : await ids(sql<{ id: number }>`select id from reminders
              where employee_id = ${actor.employeeId} order by id`);
      const company =
        actor.profile.roleType === 'ORG'
          ? sql`organization_id = ${actor.profile.companyId} or shared_organization_id = ${actor.profile.companyId}`
          : actor.profile.roleType === 'SPL'
            ? sql`supplier_id = ${actor.profile.companyId}`
            : sql`false`;
      const ownCompany = await ids(sql<{ id: number }>`select id from reminders where ${company}`);
      // Own: the actor's reminders inside the profile's company (see calendar).
      return {
        own: owned.find((id) => ownCompany.includes(id)),
        foreign: seeded.find((id) => !ownCompany.includes(id)),
      };
    },
    read: (client, id) => client.calendar.reminders.getOne(id),
    list: (client) => client.calendar.reminders.getMany({ limit: 1000 }),
    write: (client, id) => client.calendar.reminders.remove(id),
  },
  {
    name: 'notifications',
    snapshot: rowSnapshot('notifications'),
    async targets(actor) {
      return {
        own: await firstId(sql<{ id: number }>`select id from notifications
          where profile_id = ${actor.profile.profileId} order by id limit 1`),
        foreign: await firstId(sql<{ id: number }>`select id from notifications
          where profile_id <> ${actor.profile.profileId} order by id limit 1`),
      };
    },
    read: (client, id) => client.notifications.getOne(id),
    list: (client) => client.notifications.getMany({ limit: 1000 }),
    write: (client, id) => client.notifications.markRead(id),
  },
  {
    name: 'chats',
    async snapshot(id) {
      const { rows } = await sql<Record<string, unknown>>`select c.*,
          (select count(*)::int from chat_messages m where m.chat_id = c.id) as messages
        from chats c where c.id = ${id}`.execute(gateway.gateway.deps.db);
      return rows[0] ?? null;
    },
    async targets(actor) {
      // The chats' membership rule: the user, with this profile or with no profile named.
      const member = await ids(sql<{ id: number }>`select chat_id as id from chat_members
        where user_id = ${actor.userId}
          and (profile_id is null or profile_id = ${actor.profile.profileId})
        order by chat_id`);
      const seeded = bothTenants('chatId');
      if (actor.profile.roleType === 'SYS') return { own: seeded[0], foreign: undefined };
      return {
        own: seeded.find((id) => member.includes(id)),
        foreign: seeded.find((id) => !member.includes(id)),
      };
    },
    read: (client, id) => client.chats.getInfo(id),
    write: (client, id, actor) =>
      client.http.request({
        method: 'POST',
        path: `proxy/chats/${String(id)}/messages`,
        body: { _user: actor.userId, timestamp: Date.now(), message: VIOLATION },
      }),
  },
];

async function refusal(promise: Promise<unknown>): Promise<ApiError | string> {
  const outcome = await promise.then(
    () => 'answered 2xx',
    (caught: unknown) => caught,
  );
  if (typeof outcome === 'string') return outcome;
  if (!(outcome instanceof ApiError)) return `not an ApiError: ${String(outcome)}`;
  return outcome;
}

function refusedProblem(outcome: ApiError | string, id: number): string | undefined {
  if (typeof outcome === 'string') return outcome;
  if (outcome.status !== 403 && outcome.status !== 404) return `status ${String(outcome.status)}`;
  if (!/^[A-Z_]+$/.test(outcome.code)) return 'no error_code';
  if (JSON.stringify(outcome.error ?? null).includes(`"id":${String(id)}`))
    return 'record data in the error';
  return undefined;
}

async function checkCell(
  actor: Actor,
  family: Family,
): Promise<{ problems: string[]; checks: number }> {
  const problems: string[] = [];
  let checks = 0;
  const { own, foreign } = await family.targets(actor);
  if (foreign !== undefined) {
    checks += 1;
    const problem = refusedProblem(await refusal(family.read(actor.client, foreign)), foreign);
    if (problem) problems.push(`read of another's #${String(foreign)}: ${problem}`);
    if (family.list) {
      // A list may be refused as a whole (a module or role without access); if answered, the
      // record must not be in it.
      const rows = await family.list(actor.client).then(
        (answered) => answered,
        (caught: unknown) => (caught instanceof ApiError && caught.status < 500 ? [] : caught),
      );
      if (!Array.isArray(rows)) problems.push(`list failed: ${String(rows)}`);
      else if (rows.some((row) => Number((row as { id?: unknown }).id) === foreign)) {
        problems.push(`list shows another's #${String(foreign)}`);
      }
    }
  }
  // The back office is read-only: any record is "not its own" to write.
  const writeTarget = actor.profile.roleType === 'SYS' ? own : foreign;
  if (writeTarget !== undefined) {
    checks += 1;
    const before = await family.snapshot(writeTarget);
    const problem = refusedProblem(
      await refusal(family.write(actor.client, writeTarget, actor)),
      writeTarget,
    );
    if (problem) problems.push(`write of another's #${String(writeTarget)}: ${problem}`);
    const after = await family.snapshot(writeTarget);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      problems.push(`write of #${String(writeTarget)} changed the record`);
    }
  }
  if (own !== undefined) {
    checks += 1;
    const outcome = await family.read(actor.client, own).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (outcome !== undefined) {
      const detail =
        outcome instanceof ApiError ? `${String(outcome.status)} ${outcome.code}` : String(outcome);
      problems.push(`read of own #${String(own)}: ${detail}`);
    }
  }
  return { problems, checks };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  const db = gateway.gateway.deps.db;
  for (const key of ACCOUNTS) {
    const account = gateway.seed.accounts[key];
    const signedIn = await signIn(gateway.url, account.email);
    for (const profile of account.profiles) {
      let tenant: TenantKey | undefined;
      if (profile.roleType === 'ORG') {
        tenant =
          profile.companyId === gateway.seed.organizations.studioRossi
            ? 'studioRossi'
            : 'contiGestioni';
      } else if (profile.roleType === 'USR') {
        const { rows } = await sql<{ organization_id: number }>`select organization_id from contacts
          where id = ${profile.companyId}`.execute(db);
        tenant =
          rows[0]?.organization_id === gateway.seed.organizations.studioRossi
            ? 'studioRossi'
            : 'contiGestioni';
      }
      const buildingIds =
        profile.roleType === 'USR'
          ? (
              await sql<{ id: number }>`select distinct building_id as id from entitlements
                where user_id = ${account.userId} order by building_id`.execute(db)
            ).rows.map((row) => row.id)
          : [];
      actors.push({
        label: `${key} ${profile.role}`,
        account: key,
        profile,
        userId: account.userId,
        employeeId: account.employeeId,
        tenant,
        buildingIds,
        client: createApiClient({
          baseUrl: gateway.url,
          getToken: () => signedIn.token,
          getProfileId: () => profile.uid,
          getActiveUserId: () => account.userId,
        }),
      });
    }
  }
});

afterAll(async () => {
  if (actors.length > 0) {
    const width = Math.max(...actors.map((actor) => actor.label.length));
    const header = `${''.padEnd(width)} | ${FAMILIES.map((family) => family.name).join(' | ')}`;
    const lines = actors.map(
      (actor) =>
        `${actor.label.padEnd(width)} | ${FAMILIES.map((family) =>
          (results.get(`${actor.label}/${family.name}`) ?? '·').padEnd(family.name.length),
        ).join(' | ')}`,
    );
    console.log(
      [
        `Matrice di autorizzazione: ${String(actors.length)} profili × ${String(FAMILIES.length)} famiglie, ${String(checksRun)} verifiche`,
        header,
        ...lines,
      ].join('\n'),
    );
  }
  await gateway?.close();
});

describe('authorisation matrix', () => {
  it('covers all 8 demo accounts, each of their profiles', () => {
    expect(new Set(actors.map((actor) => actor.account))).toEqual(new Set(ACCOUNTS));
    const profiles = ACCOUNTS.flatMap((key) => gateway.seed.accounts[key].profiles);
    expect(actors).toHaveLength(profiles.length);
  });

  for (const family of FAMILIES) {
    describe(family.name, () => {
      for (const key of ACCOUNTS) {
        it(`${key}: refused on records not theirs, answered on their own`, async () => {
          const mine = actors.filter((actor) => actor.account === key);
          expect(mine.length).toBeGreaterThan(0);
          const problems: string[] = [];
          for (const actor of mine) {
            const cell = await checkCell(actor, family);
            checksRun += cell.checks;
            results.set(
              `${actor.label}/${family.name}`,
              cell.checks === 0 ? '·' : cell.problems.length === 0 ? '✓' : '✗',
            );
            problems.push(...cell.problems.map((problem) => `${actor.label}: ${problem}`));
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }

  it('applied at least one check in every family and to every profile', () => {
    for (const family of FAMILIES) {
      const cells = actors.map((actor) => results.get(`${actor.label}/${family.name}`));
      expect(
        cells.some((cell) => cell === '✓' || cell === '✗'),
        family.name,
      ).toBe(true);
    }
    for (const actor of actors) {
      const cells = FAMILIES.map((family) => results.get(`${actor.label}/${family.name}`));
      expect(cells.filter((cell) => cell === '✓').length, actor.label).toBeGreaterThan(0);
    }
  });
});
