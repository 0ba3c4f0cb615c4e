/**
 * Test support for the query engine and the resource layer (used only by tests): a small
 * schema of three tenant-owned tables of our own, on an in-memory PGlite opened the way the
 * gateway opens it, so these tests do not depend on the gateway's real schema.
 */
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { openDatabase } from '../../src/db/index.ts';
import type { DatabaseHandle } from '../../src/db/index.ts';
import {
  boolean,
  createdAt,
  date,
  identity,
  integer,
  json,
  numeric,
  table,
  text,
} from '../../src/db/tables/columns.ts';
import { allowList, belongsTo, hasMany } from '../../src/query/index.ts';
import type { QueryOptions, ResourceSchema } from '../../src/query/index.ts';

/** Tenant 1 and tenant 2 (the `company_id` of every row). */
export const TENANT = { mine: 1, other: 2 } as const;

/** The fixture's tables, described like the gateway's own (src/db/tables). */
export const testBuildings = table('test_buildings', {
  id: identity(),
  company_id: integer(),
  name: text(),
  city: text().orNull,
  floors: integer().orNull,
  area: numeric().orNull,
  active: boolean().withDefault,
  built_on: date().orNull,
  created_at: createdAt(),
  tags: json<unknown>().orNull,
  secret_note: text().orNull,
});

export const testUnits = table('test_units', {
  id: identity(),
  company_id: integer(),
  building_id: integer(),
  label: text(),
  floor: integer().orNull,
});

export const testOrders = table('test_orders', {
  id: identity(),
  company_id: integer(),
  building_id: integer().orNull,
  title: text(),
  status: text().withDefault,
  amount: numeric().orNull,
  urgent: boolean().withDefault,
  created_by: integer().orNull,
  created_at: createdAt(),
  due_on: date().orNull,
  meta: json<unknown>().orNull,
});

/** The buildings' schema: a hasMany to units and to orders. */
export const buildingSchema: ResourceSchema = allowList(testBuildings, {
  fields: {
    id: 'id',
    name: 'name',
    city: 'city',
    floors: 'floors',
    area: 'area',
    active: 'active',
    builtOn: 'built_on',
    createdAt: 'created_at',
    tags: 'tags',
    secretNote: { column: 'secret_note', filterable: false, sortable: false },
  },
  associations: {
    units: hasMany(() => unitSchema, 'id', 'building_id'),
    orders: hasMany(() => orderSchema, 'id', 'building_id'),
  },
  defaultOrder: [['name', 'ASC']],
  fullTextFields: ['name', 'city'],
});

/** The units' schema: belongsTo building. */
export const unitSchema: ResourceSchema = allowList(testUnits, {
  fields: { id: 'id', label: 'label', floor: 'floor', _building: 'building_id' },
  associations: { building: belongsTo(() => buildingSchema, 'building_id') },
});

/** The orders' schema: belongsTo building (whose units are reachable through it). */
export const orderSchema: ResourceSchema = allowList(testOrders, {
  fields: {
    id: 'id',
    title: 'title',
    status: 'status',
    amount: 'amount',
    urgent: 'urgent',
    createdBy: 'created_by',
    createdAt: 'created_at',
    dueOn: 'due_on',
    meta: 'meta',
    _building: 'building_id',
  },
  associations: { building: belongsTo(() => buildingSchema, 'building_id') },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['title', 'id'],
});

/** Every identifier the fixture's schemas may put into SQL text. */
export const ALLOWED_IDENTIFIERS: ReadonlySet<string> = new Set(
  [buildingSchema, unitSchema, orderSchema].flatMap((schema) => [
    schema.table,
    schema.primaryKey,
    ...Object.keys(schema.fields),
    ...Object.values(schema.fields).map((field) => field.column),
    ...Object.keys(schema.associations ?? {}),
    ...Object.values(schema.associations ?? {}).flatMap((association) => [
      association.localColumn,
      association.targetColumn,
    ]),
    'company_id',
    'row',
    'total',
    'matching',
    'x',
    'o',
    'k',
    'page',
  ]),
);

/** The tenant rule of the fixture: the rows of one company. */
export function tenantRule(companyId: number): (alias: string) => ReturnType<typeof sql<SqlBool>> {
  return (alias) => sql<SqlBool>`${sql.ref(`${alias}.company_id`)} = ${companyId}`;
}

/** Query options for a tenant: every table of the fixture has the same rule. */
export function tenantOptions(
  companyId: number,
  now = new Date('2026-03-10T10:00:00Z'),
): QueryOptions {
  return {
    visible: tenantRule(companyId),
    viewer: 'ORG',
    viewerLevel: 3,
    context: { activeUserId: 7, now },
    visibleFor: (_schema, alias) => tenantRule(companyId)(alias),
  };
}

/** An in-memory database with the fixture's tables and rows. */
export async function openFixtureDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory' });
  await createFixture(handle.db);
  return handle;
}

/** Creates and fills the fixture's tables. */
export async function createFixture<Database>(db: Kysely<Database>): Promise<void> {
  await sql`
    create table test_buildings (
      id integer generated by default as identity primary key,
      company_id integer not null,
      name text not null unique,
      city text,
      floors integer,
      area numeric,
      active boolean not null default true,
      built_on date,
      created_at timestamptz not null default now(),
      tags jsonb,
      secret_note text
    );
    create table test_units (
      id integer generated by default as identity primary key,
      company_id integer not null,
      building_id integer not null references test_buildings(id),
      label text not null,
      floor integer
    );
    create table test_orders (
      id integer generated by default as identity primary key,
      company_id integer not null,
      building_id integer references test_buildings(id),
      title text not null,
      status text not null default 'OPEN',
      amount numeric,
      urgent boolean not null default false,
      created_by integer,
      created_at timestamptz not null default now(),
      due_on date,
      meta jsonb
    );
    insert into test_buildings (id, company_id, name, city, floors, area, active, built_on, created_at, tags, secret_note) overriding system value values
      (1, 1, 'Condominio Aurora', 'Milano', 6, 1200.5, true, '1975-04-12', '2024-01-15T09:30:00Z', '["ascensore"]', 'riservato'),
      (2, 1, 'Residenza Le Querce', 'Torino', 3, 640, true, '1990-09-01', '2024-06-01T12:00:00Z', null, null),
      (3, 1, 'Villa Rosa 50%_off', 'Milano', null, null, false, null, '2025-02-20T08:00:00Z', null, null),
      (4, 2, 'Palazzo Altrui', 'Milano', 8, 2000, true, '1960-01-01', '2023-03-03T03:03:03Z', null, 'altrui');
    insert into test_units (id, company_id, building_id, label, floor) overriding system value values
      (1, 1, 1, 'Interno 1', 0),
      (2, 1, 1, 'Interno 2', 1),
      (3, 1, 2, 'Interno A', 0),
      (4, 2, 1, 'Interno estraneo', 2),
      (5, 2, 4, 'Interno B', 0);
    insert into test_orders (id, company_id, building_id, title, status, amount, urgent, created_by, created_at, due_on, meta) overriding system value values
      (1, 1, 1, 'Riparazione ascensore', 'OPEN', 350.25, true, 7, '2026-03-09T08:00:00Z', '2026-03-09', '{"source":"app"}'),
      (2, 1, 1, 'Pulizia scale', 'CLOSED', 80, false, 8, '2026-03-10T09:00:00Z', '2026-03-20', null),
      (3, 1, 2, 'Sostituzione caldaia', 'OPEN', 4200, false, 7, '2026-02-01T10:00:00Z', null, null),
      (4, 1, null, 'Sopralluogo senza stabile', 'DRAFT', null, false, null, '2026-03-10T11:00:00Z', '2026-03-11', null),
      (5, 2, 4, 'Ordine di un altro amministratore', 'OPEN', 999, true, 7, '2026-03-10T09:30:00Z', '2026-03-10', null),
      (6, 2, 1, 'Ordine altrui sullo stabile Aurora', 'OPEN', 10, false, 7, '2026-03-08T09:30:00Z', null, null);
    select setval(pg_get_serial_sequence('test_buildings', 'id'), 100);
    select setval(pg_get_serial_sequence('test_units', 'id'), 100);
    select setval(pg_get_serial_sequence('test_orders', 'id'), 100);
  `.execute(db);
}
