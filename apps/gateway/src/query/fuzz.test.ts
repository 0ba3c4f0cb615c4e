/**
 * Criteria fuzzing: random and hostile list bodies either compile to
 * SQL that runs and stays inside the tenant, or are refused with 400 INVALID_QUERY, never any
 * other error; and the SQL text of every compiled query holds only allow-listed identifiers,
 * generated aliases, fixed keywords and `$n` placeholders — every value is a parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DatabaseHandle } from '../db/index.ts';
import { CRITERIA_PLACEHOLDERS } from '@portineria/domain';
import { GatewayError } from '../http/errors.ts';
import { compileBody, countRows, isPlainObject, listRows } from './index.ts';
import type { CompiledBody, ResourceSchema } from './index.ts';
import {
  ALLOWED_IDENTIFIERS,
  buildingSchema,
  openFixtureDatabase,
  orderSchema,
  tenantOptions,
} from '../../test/support/queryFixture.ts';

let handle: DatabaseHandle;

// PGlite boots in a few seconds, much longer when the machine is busy.
beforeAll(async () => {
  handle = await openFixtureDatabase();
}, 240_000);

afterAll(async () => {
  await handle.close();
});

const HOSTILE_TEXT = [
  "'; drop table test_orders; --",
  '" or 1=1 --',
  '"t0"."company_id"',
  'company_id',
  '1) or (1=1',
  '$1',
  '\\',
  '%',
  '_',
  '\u0000',
  '@activeUser',
  '@today',
  '@nobody',
  '__proto__',
  'constructor',
  'x'.repeat(300),
];

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'company_id',
  'id; drop table test_orders',
  '"id"',
  't0.company_id',
  '$building.company_id$',
  '$building.__proto__$',
  '$__proto__.id$',
  '$nope.id$',
  '$building..name$',
  '$regex',
  '$not',
  '$',
  '',
];

const FIELD_TYPES: Record<
  string,
  'integer' | 'number' | 'text' | 'boolean' | 'timestamp' | 'date' | 'json'
> = {
  id: 'integer',
  title: 'text',
  status: 'text',
  amount: 'number',
  urgent: 'boolean',
  createdBy: 'integer',
  createdAt: 'timestamp',
  dueOn: 'date',
  meta: 'json',
  _building: 'integer',
  '$building.name$': 'text',
  '$building.floors$': 'integer',
  '$building.builtOn$': 'date',
  '$building.units.label$': 'text',
  '$building.orders.amount$': 'number',
};

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 20 }));

const instant = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

const safeText = fc
  .string({ maxLength: 20 })
  .filter((text) => !text.includes('\u0000') && !text.endsWith('\\'));

/** A value of a field type; with `hostile`, often of another type or a hostile text. */
function valueFor(type: string, hostile: boolean): fc.Arbitrary<unknown> {
  const typed: Record<string, fc.Arbitrary<unknown>> = {
    integer: fc.oneof(
      fc.integer({ min: -2, max: 10 }),
      fc.constant('@activeUser'),
      fc.constantFrom(2 ** 40, -(2 ** 31) - 1, '4'),
    ),
    number: fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: 0, max: 5000 }),
    ),
    text: fc.oneof(
      fc.constantFrom(
        'OPEN',
        'CLOSED',
        'DRAFT',
        'Condominio Aurora',
        '%a%',
        "'; drop table test_orders; --",
      ),
      safeText,
    ),
    boolean: fc.boolean(),
    timestamp: fc.oneof(
      instant,
      fc.constantFrom('@now', '@today', '@endOfToday', '@yesterday', '@endOfYesterday'),
    ),
    date: fc.oneof(
      instant.map((text) => text.slice(0, 10)),
      fc.constantFrom('@today', '@endOfYesterday'),
    ),
    json: fc.constant(null),
  };
  const valid = typed[type] ?? fc.constant(null);
  if (!hostile)
    return fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc.constantFrom('2026-02-30', '0000-01-01', '2026-01-01T25:00:00Z', '1e400'),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        hostileText,
        fc.integer(),
        fc.boolean(),
        fc.double(),
        fc.anything({ maxDepth: 1 }),
      ),
    },
  );
}

const OPERATORS = ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$like'] as const;
const OPERATORS_OF_TYPE: Record<string, readonly (typeof OPERATORS)[number][]> = {
  integer: ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn'],
  number: ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn'],
  text: OPERATORS,
  boolean: ['$eq', '$ne', '$in', '$notIn'],
  timestamp: ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn'],
  date: ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn'],
  json: ['$eq', '$ne'],
};

/** One field condition: a value, a list, or an operator object (hostile: sometimes a huge list). */
function conditionFor(type: string, hostile: boolean): fc.Arbitrary<unknown> {
  const value = valueFor(type, hostile);
  const operators = hostile ? OPERATORS : (OPERATORS_OF_TYPE[type] ?? ['$eq']);
  const list = hostile
    ? fc.oneof(
        { weight: 6, arbitrary: fc.array(value, { maxLength: 5 }) },
        { weight: 1, arbitrary: fc.constant(Array.from({ length: 1001 }, (_, index) => index)) },
        { weight: 1, arbitrary: value },
      )
    : fc.array(value, { maxLength: 5 });
  const operatorObject = fc
    .uniqueArray(fc.constantFrom(...operators), { minLength: 1, maxLength: 3 })
    .chain((chosen) =>
      fc
        .tuple(
          ...chosen.map((operator) => (operator === '$in' || operator === '$notIn' ? list : value)),
        )
        .map((values) =>
          Object.fromEntries(chosen.map((operator, index) => [operator, values[index]])),
        ),
    );
  if (type === 'json' && !hostile) return fc.oneof(fc.constant(null), fc.constant({ $ne: null }));
  return fc.oneof(
    { weight: 4, arbitrary: value },
    { weight: 4, arbitrary: operatorObject },
    { weight: 1, arbitrary: fc.array(value, { maxLength: 4 }) },
  );
}

function fieldCondition(hostile: boolean) {
  return fc
    .constantFrom(...Object.keys(FIELD_TYPES))
    .chain((field) =>
      conditionFor(FIELD_TYPES[field] ?? 'text', hostile).map(
        (condition) => [field, condition] as const,
      ),
    );
}

const hostileCondition = fc.tuple(
  fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
  fc.oneof(hostileText, fc.integer(), fc.constant({ $eq: 1 }), fc.anything({ maxDepth: 2 })),
);

/** Criteria trees up to 11 levels deep (the engine accepts 8); `hostile` mixes bad keys in. */
function criteriaArbitrary(hostile: boolean) {
  const condition = hostile
    ? fc.oneof(
        { weight: 4, arbitrary: fieldCondition(true) },
        { weight: 1, arbitrary: hostileCondition },
      )
    : fieldCondition(false);
  return fc.letrec<{ criteria: Record<string, unknown> }>((tie) => ({
    criteria: fc
      .tuple(
        fc.array(condition, { maxLength: 3 }),
        fc.option(
          fc.tuple(fc.constantFrom('$and', '$or'), fc.array(tie('criteria'), { maxLength: 3 })),
          {
            freq: 3,
            depthIdentifier: 'criteria',
            nil: undefined,
          },
        ),
      )
      .map(([conditions, logical]) => {
        const result: Record<string, unknown> = {};
        for (const [key, value] of conditions) {
          // defineProperty, so a generated "__proto__" key is an own key as JSON.parse makes it.
          Object.defineProperty(result, key, {
            value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
        }
        if (logical !== undefined) result[logical[0]] = logical[1];
        return result;
      }),
  })).criteria;
}

const validCriteria = criteriaArbitrary(false);
const hostileCriteria = criteriaArbitrary(true);

const validInclude = fc.oneof(
  fc.constant('building'),
  fc.record(
    {
      association: fc.constant('building'),
      where: fc.constantFrom({ city: 'Milano' }, { floors: { $gte: 3 } }, { '$units.floor$': 0 }),
      required: fc.boolean(),
      attributes: fc.array(fc.constantFrom('id', 'name', 'city'), { maxLength: 3 }),
      include: fc.constant([{ association: 'units', where: { floor: { $gte: 0 } } }]),
    },
    { requiredKeys: ['association'] },
  ),
);

const hostileInclude = fc.oneof(
  fc.constantFrom('building', 'owner', '__proto__'),
  fc.record(
    {
      association: fc.constantFrom('building', 'nope'),
      where: hostileCriteria,
      required: fc.oneof(fc.boolean(), fc.constant('yes')),
      attributes: fc.array(fc.constantFrom('id', 'name', 'city', 'company_id'), { maxLength: 3 }),
      as: fc.constant('b'),
    },
    { requiredKeys: ['association'] },
  ),
);

const validOrder = fc.oneof(
  fc.tuple(
    fc.constantFrom('id', 'title', 'amount', 'createdAt', 'dueOn', '$building.name$'),
    fc.constantFrom('ASC', 'DESC', 'desc'),
  ),
  fc.tuple(
    fc.constant('building'),
    fc.constantFrom('name', 'floors'),
    fc.constantFrom('ASC', 'DESC'),
  ),
  fc.constantFrom('title', 'status'),
);

const hostileOrder = fc.oneof(
  validOrder,
  fc.tuple(
    fc.constantFrom('meta', 'nope', '$orders.id$', 'company_id'),
    fc.constantFrom('ASC', 'sideways'),
  ),
  fc.constantFrom('title; drop table test_orders', 'building'),
);

/** A well-formed list body: the engine should accept nearly all of them. */
const validBody = fc.record(
  {
    where: validCriteria,
    include: fc.array(validInclude, { maxLength: 1 }),
    order: fc.array(validOrder, { maxLength: 2 }),
    attributes: fc.array(fc.constantFrom('id', 'title', 'status'), { maxLength: 3 }),
    limit: fc.integer({ min: 0, max: 20 }),
    offset: fc.integer({ min: 0, max: 5 }),
    full_text: fc.constantFrom('scale', 'ripa zione', '%', '3', "o'"),
  },
  { requiredKeys: [] },
);

/** A list body with hostile parts mixed in. */
const hostileBody = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        where: hostileCriteria,
        include: fc.array(hostileInclude, { maxLength: 2 }),
        order: fc.array(hostileOrder, { maxLength: 2 }),
        attributes: fc.array(fc.constantFrom('id', 'title', 'status', 'company_id'), {
          maxLength: 3,
        }),
        limit: fc.oneof(
          fc.integer({ min: 0, max: 20 }),
          fc.constantFrom(1000, 1001, -1, 1.5, 1e21, '10'),
        ),
        offset: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(-1, 0.5, 2_000_000_000)),
        full_text: hostileText,
        group: fc.constant(['status']),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"where":{"__proto__":{"status":"OPEN"}}}') as unknown,
      JSON.parse('{"where":{"$or":[{"constructor":{"prototype":1}}]}}') as unknown,
      { where: new Date() },
      { where: { id: new Number(1) } },
      { where: { id: 10n } },
    ),
  },
);

const body = fc.oneof({ weight: 3, arbitrary: validBody }, { weight: 2, arbitrary: hostileBody });

/** Compiles a body; undefined when it is refused with 400 INVALID_QUERY (anything else fails). */
function compileOrRefuse(schema: ResourceSchema, candidate: unknown): CompiledBody | undefined {
  try {
    return compileBody(schema, candidate, tenantOptions(1));
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(400);
    expect((error as GatewayError).code).toBe('INVALID_QUERY');
    return undefined;
  }
}

const KEYWORDS = new Set(
  (
    'select from where and or not in is null true false as on left join exists case when then else end ' +
    'order by asc desc limit offset count filter cast bigint numeric timestamptz date text ilike ' +
    'coalesce json_agg json_build_array json_build_object row_to_json x o k page 1'
  ).split(' '),
);

/** The identifiers and words of an SQL text that are not allow-listed. */
function unexpectedTokens(text: string): string[] {
  const unexpected: string[] = [];
  const rest = text.replace(/"((?:[^"]|"")*)"/g, (_, identifier: string) => {
    const name = identifier.replace(/""/g, '"');
    if (!ALLOWED_IDENTIFIERS.has(name) && !/^t\d+$/.test(name)) unexpected.push(`"${name}"`);
    return ' ';
  });
  if (rest.includes("'")) unexpected.push("'");
  for (const token of rest.split(/[\s(),.*=<>]+|\$\d+/)) {
    if (token !== '' && !KEYWORDS.has(token)) unexpected.push(token);
  }
  return unexpected;
}

describe('criteria fuzzing', () => {
  it('compiled SQL holds only allow-listed identifiers, keywords and placeholders', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(orderSchema, buildingSchema), (candidate, schema) => {
        const compiled = compileOrRefuse(schema, candidate);
        if (compiled === undefined) return;
        for (const query of [compiled.list, compiled.count, compiled.counter]) {
          const { sql: text, parameters } = query.compile(handle.db);
          expect(unexpectedTokens(text)).toEqual([]);
          const placeholders = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
          expect(new Set(placeholders).size).toBe(parameters.length);
          expect(Math.max(0, ...placeholders)).toBe(parameters.length);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('every body runs or is refused with 400, and never leaves the tenant', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (candidate) => {
        const compiled = compileOrRefuse(orderSchema, candidate);
        if (compiled === undefined) return;
        accepted += 1;
        const list = await listRows(handle.db, orderSchema, candidate, tenantOptions(1));
        // Tenant 1 owns orders 1–4; 5 and 6 belong to tenant 2.
        for (const row of list.rows) {
          if ('id' in row) expect([1, 2, 3, 4]).toContain(row.id);
        }
        expect(list.total).toBeLessThanOrEqual(4);
        expect(list.rows.length).toBeLessThanOrEqual(Math.min(compiled.paging.limit, list.total));
        const parts = isPlainObject(candidate) ? candidate : {};
        const counter = await countRows(handle.db, orderSchema, parts.where, tenantOptions(1), {
          include: parts.include,
          full_text: parts.full_text,
        });
        expect(counter.total).toBe(4);
        expect(counter.matching).toBe(list.total);
      }),
      { numRuns: 250 },
    );
    // The generator must reach the database often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(50);
  });

  it('hostile values are parameters, never SQL text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(FIELD_TYPES).filter((key) => FIELD_TYPES[key] === 'text')),
        hostileText,
        (field, value) => {
          const compiled = compileOrRefuse(orderSchema, {
            where: { [field]: { $in: [value] }, $or: [{ [field]: value }] },
            full_text: value,
          });
          if (compiled === undefined) return;
          const { sql: text, parameters } = compiled.list.compile(handle.db);
          expect(unexpectedTokens(text)).toEqual([]);
          const placeholder = (CRITERIA_PLACEHOLDERS as readonly string[]).includes(value);
          if (value.trim() !== '' && !placeholder) expect(parameters).toContain(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
