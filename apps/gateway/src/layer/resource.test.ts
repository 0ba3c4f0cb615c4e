/**
 * The resource layer (./resource.ts) over the query fixture's own tables: the routes, the one
 * authorisation check, the one error contract, the reads and the writes every resource gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { FunctionalityId, Profile } from '@portineria/domain';
import type { RequestScope } from '../authz/scope.ts';
import { resolveConfig } from '../config.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { isGatewayError } from '../http/errors.ts';
import { createMemoryBus } from '../realtime/bus.ts';
import {
  buildingSchema,
  openFixtureDatabase,
  orderSchema,
  tenantRule,
  unitSchema,
} from '../../test/support/queryFixture.ts';
import { mountResource } from './resource.ts';
import type { ResourceDefinition } from './resource.ts';

const BUILDINGS_APP = 'ORG_REG_BUILDINGS';
const ORDERS_APP = 'ORG_OPR_ORDERS';
const ALL: FunctionalityId[] = ['APP_NEW', 'APP_UPDATE', 'APP_DELETE'];

function profile(role: string, grants: FunctionalityId[], moduli: Profile['moduli']): Profile {
  return {
    uid: `portineria:${role.slice(0, 3)}:${role}`,
    company_type: 'sys_organizations',
    company_id: role,
    company_name: 'Studio di prova',
    role,
    profile_id: role,
    profile_level: 1,
    permissions: [
      { application: BUILDINGS_APP, functionalities: grants },
      { application: ORDERS_APP, functionalities: grants },
    ],
    moduli,
    modules_show_if_disabled: [],
    is_buildingless: false,
    product: 'portineria',
  };
}

function scope(
  roleType: RequestScope['roleType'],
  companyId: number,
  grants: FunctionalityId[],
  moduli: Profile['moduli'] = { moduleOperativita: true },
): RequestScope {
  return {
    user: { id: 7, email: 'giulia.rossi@example.it', displayName: 'Giulia Rossi' },
    profile: profile(`${roleType.toLowerCase()}_${companyId}`, grants, moduli),
    roleType,
    level: 1,
    companyId,
    buildingIds: [],
  };
}

const SCOPES: Record<string, RequestScope> = {
  admin: scope('ORG', 1, ALL),
  reader: scope('ORG', 1, []),
  noModule: scope('ORG', 1, ALL, {}),
  other: scope('ORG', 2, ALL),
  sys: scope('SYS', 0, ALL, {}),
  supplier: scope('SPL', 1, ALL),
};

function visible(current: RequestScope) {
  return current.roleType === 'SYS' ? () => true as const : tenantRule(current.companyId);
}

const buildings: ResourceDefinition = {
  name: 'buildings',
  schema: buildingSchema,
  shape: 'data',
  routes: { buildings: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
  notFound: 'Stabile non trovato.',
  visible,
  writers: {
    ORG: { application: BUILDINGS_APP, actions: ['create', 'update', 'remove', 'archive'] },
  },
  writable: {
    create: ['name', 'city', 'floors', 'area', 'active', 'builtOn', 'createdAt', 'tags'],
    update: ['name', 'city', 'floors'],
  },
  validate(input) {
    return typeof input.name === 'string' && input.name.trim().length < 2
      ? [{ field: 'name', message: 'Il nome deve avere almeno 2 caratteri.' }]
      : [];
  },
  onCreate: (_input, request) => ({ company_id: request.scope.companyId }),
  extend(routes) {
    // A resource's own write action, authorised like the standard ones.
    routes.write('POST', '/buildings/:id/archive', 'archive', 'APP_UPDATE', async (request) =>
      request.one(await request.find(request.id())),
    );
  },
};

const orders: ResourceDefinition = {
  name: 'orders',
  schema: orderSchema,
  shape: 'rows',
  routes: { orders: ['search', 'count', 'getOne', 'create', 'update'] },
  notFound: 'Ordine non trovato.',
  modules: ['moduleOperativita'],
  visible,
  writers: { ORG: ORDERS_APP },
  writable: {
    create: ['title', 'status', '_building', 'dueOn', 'amount', 'urgent', 'meta'],
    update: ['status'],
  },
  onCreate: (_input, request) => ({
    company_id: request.scope.companyId,
    createdBy: request.scope.user.id,
    createdAt: request.deps.now(),
  }),
  detailInclude: [{ association: 'building', attributes: ['id', 'name'] }],
  extend(routes) {
    routes.write('POST', '/orders/:id/remind', 'remind', undefined, async (request) =>
      request.one(await request.find(request.id())),
    );
  },
};

const units: ResourceDefinition = {
  name: 'units',
  schema: unitSchema,
  shape: 'data',
  routes: { units: ['search', 'getOne'] },
  notFound: 'Unità non trovata.',
  visible,
};

let handle: DatabaseHandle;
let app: Hono<AppEnv>;
const writes: string[] = [];
const logged: string[] = [];

// PGlite boots in a few seconds, much longer when the machine is busy.
beforeAll(async () => {
  handle = await openFixtureDatabase();
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (message: string, fields?: Record<string, unknown>) =>
      void logged.push(`${message} ${JSON.stringify(fields)}`),
  };
  const deps: GatewayDeps = {
    db: handle.db,
    bus: createMemoryBus(),
    config: resolveConfig({ dataDir: 'memory', log: 'silent' }, {}),
    now: () => new Date('2026-03-10T10:00:00Z'),
    log,
  };
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('scope', SCOPES[c.req.header('x-test-scope') ?? 'admin'] as RequestScope);
    await next();
  });
  mountResource(api, buildings);
  mountResource(api, {
    ...orders,
    afterWrite(write) {
      writes.push(`${write.action}:${write.id}`);
      if (write.row.title === 'Evento che fallisce') throw new Error('bus non raggiungibile');
    },
  });
  mountResource(api, units);
  // Its read-back fails after the insert (an include the schema does not have): nothing stays.
  mountResource(api, {
    ...buildings,
    name: 'brokenBuildings',
    routes: { brokenBuildings: ['create', 'update'] },
    detailInclude: [{ association: 'nonEsiste' }],
    extend: undefined,
  });
  app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (isGatewayError(error)) return c.json(error.toBody(), error.status);
    return c.json({ error_code: 'INTERNAL', message: String(error) }, 500);
  });
  app.route('/api/v2', api);
}, 240_000);

afterAll(async () => {
  await handle.close();
});

async function call(method: string, path: string, as = 'admin', body?: unknown) {
  const response = await app.request(`/api/v2/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-test-scope': as },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = response.headers.get('content-type')?.includes('application/json') === true;
  const answer = (json ? await response.json() : { text: await response.text() }) as Record<
    string,
    unknown
  >;
  return { status: response.status, body: answer };
}

function ids(rows: unknown): unknown[] {
  return (rows as { id: unknown }[]).map((row) => row.id);
}

describe('search', () => {
  it("POST {path}/search answers { data } for 'data' resources, within the tenant", async () => {
    const response = await call('POST', 'buildings/search', 'admin', {
      attributes: [],
      include: [],
      order: [['name', 'ASC']],
      where: {},
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['data']);
    expect(ids(response.body.data)).toEqual([1, 2, 3]);
    expect(ids((await call('POST', 'buildings/search', 'other', {})).body.data)).toEqual([4]);
  });

  it("answers { rows: { results, counter } } for 'rows' resources; counter counts every match", async () => {
    const response = await call('POST', 'orders/search', 'admin', {
      where: { status: 'OPEN' },
      limit: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      rows: { results: [expect.objectContaining({ id: 1, status: 'OPEN' })], counter: 2 },
    });
  });

  it('GET {path}/search reads the body from the query string', async () => {
    const where = encodeURIComponent(JSON.stringify({ city: 'Milano' }));
    const response = await call(
      'GET',
      `buildings/search?where=${where}&limit=1&order=${encodeURIComponent('[["name","DESC"]]')}`,
    );
    expect(response.status).toBe(200);
    expect(ids(response.body.data)).toEqual([3]);
    expect((await call('GET', 'buildings/search?full_text=querce')).body).toEqual({
      data: [expect.objectContaining({ id: 2 })],
    });
    expect((await call('GET', 'buildings/search?limit=abc')).body.error_code).toBe('INVALID_QUERY');
    expect((await call('GET', 'buildings/search?where={nope')).body.error_code).toBe(
      'INVALID_QUERY',
    );
  });

  it('hasMany includes show only the rows the mounted target resource allows', async () => {
    const response = await call('POST', 'buildings/search', 'admin', {
      where: { id: 1 },
      attributes: ['id'],
      include: [
        { association: 'units', attributes: ['label'] },
        { association: 'orders', attributes: ['id'], required: false },
      ],
    });
    // Unit 4 and order 6 are on building 1 but belong to tenant 2.
    expect(response.body).toEqual({
      data: [
        {
          id: 1,
          units: [{ label: 'Interno 1' }, { label: 'Interno 2' }],
          orders: [{ id: 1 }, { id: 2 }],
        },
      ],
    });
  });

  it('a refused body is 400 INVALID_QUERY with an Italian message, invalid JSON too', async () => {
    expect(await call('POST', 'orders/search', 'admin', { where: { company_id: 2 } })).toEqual({
      status: 400,
      body: { error_code: 'INVALID_QUERY', message: 'Campo sconosciuto: «company_id».' },
    });
    expect(await call('POST', 'orders/search', 'admin', '{"where":')).toEqual({
      status: 400,
      body: {
        error_code: 'INVALID_QUERY',
        message: 'Il corpo della richiesta non è un JSON valido.',
      },
    });
    expect((await call('POST', 'orders/search', 'admin', { limit: 5000 })).status).toBe(400);
  });
});

describe('count', () => {
  it('POST {path}/search/count answers { counter: [visible, matching] } with @activeUser resolved', async () => {
    const response = await call('POST', 'orders/search/count', 'admin', {
      attributes: [],
      criteria: { createdBy: '@activeUser' },
      include: [],
      order: [],
    });
    expect(response).toEqual({ status: 200, body: { counter: [4, 2] } });
    expect(
      (await call('POST', 'orders/search/count', 'other', { criteria: { status: 'OPEN' } })).body,
    ).toEqual({
      counter: [2, 2],
    });
    expect((await call('POST', 'orders/search/count', 'admin', {})).body).toEqual({
      counter: [4, 4],
    });
  });

  it('refuses unknown body keys and unknown fields', async () => {
    expect((await call('POST', 'orders/search/count', 'admin', { limit: 3 })).body.error_code).toBe(
      'INVALID_QUERY',
    );
    expect(
      (await call('POST', 'orders/search/count', 'admin', { criteria: { nope: 1 } })).status,
    ).toBe(400);
  });

  it('is not mounted when switched off', async () => {
    expect((await call('POST', 'units/search/count', 'admin', {})).status).toBe(404);
  });
});

describe('getOne', () => {
  it('answers the record in the list shape, with the default includes', async () => {
    expect(await call('GET', 'orders/1')).toEqual({
      status: 200,
      body: {
        rows: {
          results: [
            expect.objectContaining({ id: 1, building: { id: 1, name: 'Condominio Aurora' } }),
          ],
          counter: 1,
        },
      },
    });
    expect((await call('GET', 'buildings/2')).body).toEqual({
      data: expect.objectContaining({ id: 2, city: 'Torino' }),
    });
  });

  it('answers 404 NOT_FOUND for a record of another tenant, exactly as for a missing one', async () => {
    const foreign = await call('GET', 'orders/5');
    const missing = await call('GET', 'orders/999');
    expect(foreign).toEqual({
      status: 404,
      body: { error_code: 'NOT_FOUND', message: 'Ordine non trovato.' },
    });
    expect(missing).toEqual(foreign);
    expect((await call('GET', 'orders/5', 'other')).status).toBe(200);
  });

  it('answers an id that cannot exist exactly like a missing record', async () => {
    const missing = await call('GET', 'buildings/999');
    for (const id of ['0', '-1', 'abc', '1.5', '2147483648', '99999999999', '01']) {
      expect(await call('GET', `buildings/${id}`), id).toEqual(missing);
      expect(await call('PATCH', `buildings/${id}`, 'admin', { city: 'Roma' }), id).toEqual(
        missing,
      );
      expect(await call('DELETE', `buildings/${id}`), id).toEqual(missing);
    }
    expect(missing).toEqual({
      status: 404,
      body: { error_code: 'NOT_FOUND', message: 'Stabile non trovato.' },
    });
  });
});

describe('authorisation', () => {
  it('modules are required for any access (403 MODULE_DISABLED)', async () => {
    for (const [method, path] of [
      ['POST', 'orders/search'],
      ['POST', 'orders/search/count'],
      ['GET', 'orders/1'],
      ['POST', 'orders'],
    ] as const) {
      const response = await call(method, path, 'noModule', method === 'POST' ? {} : undefined);
      expect(response.body, `${method} ${path}`).toEqual({
        error_code: 'MODULE_DISABLED',
        message: 'Il modulo necessario non è abilitato per il tuo profilo.',
        error: { modules: ['moduleOperativita'] },
      });
      expect(response.status).toBe(403);
    }
    expect((await call('POST', 'buildings/search', 'noModule', {})).status).toBe(200);
  });

  it('SYS reads everything but writes nothing (403 FORBIDDEN)', async () => {
    expect((await call('POST', 'orders/search/count', 'sys', {})).body).toEqual({
      counter: [6, 6],
    });
    const readOnly = {
      status: 403,
      body: { error_code: 'FORBIDDEN', message: 'Il tuo profilo può solo consultare questi dati.' },
    };
    expect(await call('POST', 'buildings', 'sys', { name: 'Da SYS' })).toEqual(readOnly);
    expect(await call('PATCH', 'buildings/1', 'sys', { city: 'Roma' })).toEqual(readOnly);
    expect(await call('DELETE', 'buildings/2', 'sys')).toEqual(readOnly);
    expect(await call('POST', 'buildings/1/archive', 'sys')).toEqual(readOnly);
    // Refused before anything is read: a missing record answers the same.
    expect(await call('PATCH', 'buildings/999', 'sys', { city: 'Roma' })).toEqual(readOnly);
  });

  it('a role the resource gives no write is refused, whatever the record', async () => {
    const refused = {
      status: 403,
      body: { error_code: 'FORBIDDEN', message: 'Non hai i permessi per questa operazione.' },
    };
    expect(await call('POST', 'buildings', 'supplier', { name: 'Da fornitore' })).toEqual(refused);
    expect(await call('PATCH', 'buildings/1', 'supplier', { city: 'Roma' })).toEqual(refused);
    expect(await call('PATCH', 'buildings/999', 'supplier', { city: 'Roma' })).toEqual(refused);
  });

  it("a resource's own write action is authorised like the standard ones, and named", async () => {
    // The orders give the organisation only the standard writes: their own action is refused.
    expect(await call('POST', 'orders/1/remind', 'admin')).toEqual({
      status: 403,
      body: { error_code: 'FORBIDDEN', message: 'Non hai i permessi per questa operazione.' },
    });
    expect((await call('POST', 'buildings/1/archive', 'reader')).status).toBe(403);
    expect((await call('POST', 'buildings/1/archive', 'admin')).body).toEqual({
      data: expect.objectContaining({ id: 1 }),
    });
    expect((await call('POST', 'buildings/4/archive', 'admin')).status).toBe(404);
  });

  it('writes need APP_NEW / APP_UPDATE / APP_DELETE from the permission engine', async () => {
    const responses = [
      await call('POST', 'buildings', 'reader', { name: 'Nuovo stabile' }),
      await call('PATCH', 'buildings/1', 'reader', { city: 'Roma' }),
      await call('PUT', 'buildings/1', 'reader', { city: 'Roma' }),
      await call('DELETE', 'buildings/2', 'reader'),
    ];
    for (const response of responses) {
      expect(response).toEqual({
        status: 403,
        body: { error_code: 'FORBIDDEN', message: 'Non hai i permessi per questa operazione.' },
      });
    }
    expect((await call('GET', 'buildings/1', 'reader')).body).toEqual({
      data: expect.objectContaining({ city: 'Milano' }),
    });
  });
});

describe('create', () => {
  it('inserts the writable fields plus the server-set ones and answers 201 with the record', async () => {
    const response = await call('POST', 'buildings', 'admin', {
      name: 'Condominio Girasole',
      city: 'Bergamo',
      floors: 4,
      builtOn: '2001-05-06',
      tags: { portineria: true },
    });
    expect(response.status).toBe(201);
    const row = (response.body as { data: Record<string, unknown> }).data;
    expect(row).toEqual(
      expect.objectContaining({
        name: 'Condominio Girasole',
        city: 'Bergamo',
        floors: 4,
        builtOn: '2001-05-06',
        tags: { portineria: true },
      }),
    );
    const stored = await sql<{
      company_id: number;
    }>`select company_id from test_buildings where id = ${row.id}`.execute(handle.db);
    expect(stored.rows).toEqual([{ company_id: 1 }]);
    expect((await call('GET', `buildings/${String(row.id)}`, 'other')).status).toBe(404);
  });

  it("answers in the 'rows' shape, with default includes, and calls afterWrite", async () => {
    const response = await call('POST', 'orders', 'admin', {
      title: 'Verifica citofono',
      _building: 2,
      dueOn: '2026-04-01',
    });
    expect(response.status).toBe(201);
    const results = (
      response.body as { rows: { results: Record<string, unknown>[]; counter: number } }
    ).rows;
    expect(results.counter).toBe(1);
    expect(results.results[0]).toEqual(
      expect.objectContaining({
        title: 'Verifica citofono',
        status: 'OPEN',
        createdBy: 7,
        createdAt: '2026-03-10T10:00:00.000Z',
        building: { id: 2, name: 'Residenza Le Querce' },
      }),
    );
    expect(writes).toContain(`create:${String(results.results[0]?.id)}`);
  });

  it('a failing afterWrite is logged; the stored write is still answered', async () => {
    const response = await call('POST', 'orders', 'admin', { title: 'Evento che fallisce' });
    expect(response.status).toBe(201);
    const id = (response.body as { rows: { results: { id: number }[] } }).rows.results[0]?.id;
    expect(logged).toEqual([
      `afterWrite failed {"resource":"orders","action":"create","id":${String(id)},"error":"Error: bus non raggiungibile"}`,
    ]);
  });

  it('refuses fields outside writable.create, listing them (400 VALIDATION_FAILED)', async () => {
    const response = await call('POST', 'buildings', 'admin', {
      name: 'Stabile',
      company_id: 2,
      id: 50,
      secretNote: 'x',
    });
    expect(response).toEqual({
      status: 400,
      body: {
        error_code: 'VALIDATION_FAILED',
        message: 'Alcuni dati non sono validi: controlla i campi indicati.',
        error: [
          { field: 'company_id', message: 'Campo non modificabile.' },
          { field: 'id', message: 'Campo non modificabile.' },
          { field: 'secretNote', message: 'Campo non modificabile.' },
        ],
      },
    });
  });

  it('type-checks each value against its field', async () => {
    const response = await call('POST', 'buildings', 'admin', {
      name: 5,
      floors: 'tre',
      builtOn: '2001-02-30',
      active: 'sì',
    });
    expect(response.status).toBe(400);
    expect(response.body.error_code).toBe('VALIDATION_FAILED');
    expect((response.body.error as { field: string }[]).map((error) => error.field)).toEqual([
      'name',
      'floors',
      'builtOn',
      'active',
    ]);
    expect((response.body.error as { message: string }[])[1]?.message).toBe(
      'Valore non valido per il campo «floors»: è atteso un numero intero.',
    );
  });

  it('returns the resource’s own validation errors', async () => {
    expect(await call('POST', 'buildings', 'admin', { name: ' A ' })).toEqual({
      status: 400,
      body: {
        error_code: 'VALIDATION_FAILED',
        message: 'Alcuni dati non sono validi: controlla i campi indicati.',
        error: [{ field: 'name', message: 'Il nome deve avere almeno 2 caratteri.' }],
      },
    });
  });

  it('turns constraint errors into 409 CONFLICT and 400 VALIDATION_FAILED', async () => {
    expect(await call('POST', 'buildings', 'admin', { name: 'Condominio Aurora' })).toEqual({
      status: 409,
      body: { error_code: 'CONFLICT', message: 'Esiste già un elemento con questi dati.' },
    });
    expect(await call('POST', 'buildings', 'admin', { city: 'Senza nome' })).toEqual({
      status: 400,
      body: {
        error_code: 'VALIDATION_FAILED',
        message: 'Alcuni dati non sono validi: controlla i campi indicati.',
        error: [{ field: 'name', message: 'Campo obbligatorio.' }],
      },
    });
  });

  it('a link must name a record the caller reads: missing and hidden answer alike', async () => {
    const missing = await call('POST', 'orders', 'admin', {
      title: 'Stabile inesistente',
      _building: 9999,
    });
    expect(missing).toEqual({
      status: 400,
      body: {
        error_code: 'VALIDATION_FAILED',
        message: 'Alcuni dati non sono validi: controlla i campi indicati.',
        error: [
          {
            field: '_building',
            message:
              'Il campo Immobile indica un elemento che non esiste o che il tuo profilo non può vedere.',
          },
        ],
      },
    });
    // Building 4 exists, but belongs to tenant 2.
    const hidden = await call('POST', 'orders', 'admin', { title: 'Stabile altrui', _building: 4 });
    expect(hidden).toEqual(missing);
    const stored = await sql<{ count: number }>`select count(*) as count from test_orders
      where title in ('Stabile inesistente', 'Stabile altrui')`.execute(handle.db);
    expect(Number(stored.rows[0]?.count)).toBe(0);
  });

  it('refuses a body that is not an object, or holds hostile keys', async () => {
    expect((await call('POST', 'buildings', 'admin', [{ name: 'Lista' }])).status).toBe(400);
    const proto = await call(
      'POST',
      'buildings',
      'admin',
      '{"name":"Proto","__proto__":{"company_id":2}}',
    );
    expect(proto.status).toBe(400);
    expect(proto.body.error_code).toBe('INVALID_QUERY');
  });
});

describe('update', () => {
  it('PATCH and PUT change the writable fields of a visible record and answer it', async () => {
    const patched = await call('PATCH', 'buildings/2', 'admin', { city: 'Moncalieri' });
    expect(patched).toEqual({
      status: 200,
      body: { data: expect.objectContaining({ id: 2, city: 'Moncalieri' }) },
    });
    const put = await call('PUT', 'buildings/2', 'admin', { city: 'Torino', floors: 4 });
    expect(put.body).toEqual({
      data: expect.objectContaining({ id: 2, city: 'Torino', floors: 4 }),
    });
    const order = await call('PATCH', 'orders/3', 'admin', { status: 'CLOSED' });
    expect(order.body).toEqual({
      rows: {
        results: [
          expect.objectContaining({
            id: 3,
            status: 'CLOSED',
            building: { id: 2, name: 'Residenza Le Querce' },
          }),
        ],
        counter: 1,
      },
    });
    expect(writes).toContain('update:3');
  });

  it('answers 404 for a record of another tenant and leaves it unchanged', async () => {
    expect((await call('PATCH', 'buildings/4', 'admin', { city: 'Roma' })).status).toBe(404);
    expect((await call('PATCH', 'buildings/4', 'admin', {})).status).toBe(404);
    const stored = await sql<{
      city: string;
    }>`select city from test_buildings where id = 4`.execute(handle.db);
    expect(stored.rows).toEqual([{ city: 'Milano' }]);
  });

  it('refuses fields outside writable.update', async () => {
    const response = await call('PATCH', 'buildings/1', 'admin', { active: false, city: 'Milano' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ field: 'active', message: 'Campo non modificabile.' }]);
  });

  it('answers 404 before looking at the body of a record it may not change', async () => {
    expect(await call('PATCH', 'buildings/4', 'admin', { active: 'no' })).toEqual({
      status: 404,
      body: { error_code: 'NOT_FOUND', message: 'Stabile non trovato.' },
    });
  });
});

describe('transactions', () => {
  it('a create whose read-back fails leaves no row behind', async () => {
    const count = async () =>
      Number(
        (
          await sql<{
            count: number;
          }>`select count(*) as count from test_buildings where name = ${'Mai salvato'}`.execute(
            handle.db,
          )
        ).rows[0]?.count,
      );
    const response = await call('POST', 'brokenBuildings', 'admin', {
      name: 'Mai salvato',
      city: 'Pavia',
    });
    expect(response.status).toBe(400);
    expect(response.body.error_code).toBe('INVALID_QUERY');
    expect(await count()).toBe(0);
    // The single PGlite connection is free again: the same insert through the working resource.
    expect(
      (await call('POST', 'buildings', 'admin', { name: 'Mai salvato', city: 'Pavia' })).status,
    ).toBe(201);
    expect(await count()).toBe(1);
  });

  it('an update whose read-back fails is rolled back', async () => {
    const created = await call('POST', 'buildings', 'admin', { name: 'Invariato', city: 'Como' });
    const id = String((created.body.data as { id: number }).id);
    const response = await call('PATCH', `brokenBuildings/${id}`, 'admin', { name: 'Cambiato' });
    expect(response.status).toBe(400);
    const stored = await sql<{
      name: string;
    }>`select name from test_buildings where id = ${Number(id)}`.execute(handle.db);
    expect(stored.rows).toEqual([{ name: 'Invariato' }]);
  });
});

describe('remove', () => {
  it('deletes a visible record and answers it as it was', async () => {
    const created = await call('POST', 'buildings', 'admin', { name: 'Da demolire', city: 'Lodi' });
    const id = String((created.body.data as { id: number }).id);
    expect((await call('DELETE', `buildings/${id}`, 'admin')).body).toEqual({
      data: expect.objectContaining({ name: 'Da demolire' }),
    });
    expect((await call('GET', `buildings/${id}`, 'admin')).status).toBe(404);
  });

  it('answers 404 for another tenant’s record and keeps it', async () => {
    expect((await call('DELETE', 'buildings/4', 'admin')).status).toBe(404);
    const stored = await sql<{ id: number }>`select id from test_buildings where id = 4`.execute(
      handle.db,
    );
    expect(stored.rows).toHaveLength(1);
  });

  it('answers 409 CONFLICT when the record is still referenced', async () => {
    expect(await call('DELETE', 'buildings/1', 'admin')).toEqual({
      status: 409,
      body: { error_code: 'CONFLICT', message: "L'elemento è in uso e non può essere eliminato." },
    });
  });

  it('is not mounted unless switched on', async () => {
    expect((await call('DELETE', 'orders/1', 'admin')).status).toBe(404);
    expect((await call('GET', 'orders/1', 'admin')).status).toBe(200);
  });
});
