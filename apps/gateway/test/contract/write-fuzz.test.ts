/**
 * No 500 is reachable through a write: a NUL character (PostgreSQL refuses 0x00 in text and
 * jsonb), a number beyond its column's range, criteria nested ten thousand levels deep (a stack
 * overflow in any code that walks them) are each a 400 with an Italian message. The fuzz run
 * enumerates the routes mounted on /api/v2, sends every write route hostile bodies derived from a
 * real record of the resource as four profiles (ORG, SPL, USR, SYS), and fails on any 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let giulia: ActingAs;
let paolo: ActingAs;

beforeAll(async () => {
  gateway = await startTestGateway();
  giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
  paolo = await signInAs(gateway.url, gateway.seed.accounts.paolo.email, 'SPL');
});
afterAll(() => gateway.close());

async function send(method: string, path: string, as: ActingAs, body?: string) {
  const response = await fetch(`${gateway.url}${path}`, { method, headers: as.headers, body });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: response.status, body: json };
}

function rowsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  if (Array.isArray(body.data)) return body.data as Record<string, unknown>[];
  const rows = body.rows as { results?: Record<string, unknown>[] } | undefined;
  return rows?.results ?? [];
}

async function firstRow(path: string, as: ActingAs): Promise<Record<string, unknown> | undefined> {
  const answer = await send('POST', `/api/v2/${path}/search`, as, JSON.stringify({ limit: 1 }));
  return answer.status === 200 ? rowsOf(answer.body)[0] : undefined;
}

/** An Italian error body: a code, a message with at least one Italian word. */
function expectItalian400(answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status).toBe(400);
  expect(typeof answer.body.error_code).toBe('string');
  const text = `${String(answer.body.message)} ${JSON.stringify(answer.body.error ?? '')}`;
  expect(text).toMatch(/\b(campo|campi|dati|richiesta|valore|testo|carattere|annidat|numero)/i);
}

const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepCriteria = (levels: number) =>
  `{"where":${'{"$and":['.repeat(levels)}{}${']}'.repeat(levels)}}`;

describe('the reachable 500s of the hardening review are 400s', () => {
  it('a NUL character in a written text', async () => {
    const order = await firstRow('orders', giulia);
    const answer = await send(
      'PATCH',
      `/api/v2/orders/${String(order?.id)}`,
      giulia,
      JSON.stringify({ code: 'ODS\u0000' }),
    );
    expectItalian400(answer);
    expect(JSON.stringify(answer.body)).toContain('code');
    const ticket = await send(
      'POST',
      '/api/v2/tickets',
      giulia,
      JSON.stringify({ object: 'Perdita\u0000', _building: gateway.seed.buildings.manzoni }),
    );
    expectItalian400(ticket);
  });

  it('numbers beyond their column’s range: amount 9007199254740992, _building 2147483648', async () => {
    const token = await firstRow('tokens', giulia);
    const amount = await send(
      'PATCH',
      `/api/v2/proxy/tokens/${String(token?.id)}`,
      giulia,
      JSON.stringify({ amount: 9_007_199_254_740_992 }),
    );
    expectItalian400(amount);
    expect(JSON.stringify(amount.body)).toContain('amount');
    const building = await firstRow('buildings', giulia);
    const parent = await send(
      'PATCH',
      `/api/v2/buildings/${String(building?.id)}`,
      giulia,
      JSON.stringify({ _building: 2_147_483_648 }),
    );
    expectItalian400(parent);
    expect(JSON.stringify(parent.body)).toContain('_building');
    const colleague = await send(
      'POST',
      '/api/v2/calendar-employees',
      giulia,
      JSON.stringify({ _employee: 2_147_483_648, color: '#2E7D32' }),
    );
    expectItalian400(colleague);
  });

  it('criteria nested 10,000 levels deep, on a search, a count and a write', async () => {
    for (const path of [
      'orders/search',
      'orders/search/count',
      'calendar/search',
      'contracts/search',
    ]) {
      expectItalian400(await send('POST', `/api/v2/${path}`, giulia, deepCriteria(10_000)));
    }
    expectItalian400(await send('POST', '/api/v2/orders', giulia, deepObject(10_000)));
  });
});

/** Values that broke, or could break, a write somewhere. */
const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  9_007_199_254_740_992,
  2_147_483_648,
  -2_147_483_649,
  32_768,
  1e308,
  -1e308,
  1.5e20,
  0.1,
  -0,
  '',
  ' ',
  '😀',
  'x'.repeat(5000),
  '9'.repeat(40),
  '2147483648',
  '2026-13-45',
  '0001-01-01',
  '9999-12-31T23:59:59+14:00',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  true,
  null,
  [],
  {},
  [1, 'a\u0000'],
  { $gt: 1 },
  { __proto__: { polluted: true } },
  JSON.parse(deepObject(45)) as unknown,
];

const EXTRA_KEYS = ['_building', 'amount', 'object', 'description', 'message', 'url', 'status'];

/** A seeded, uniform random pick (mulberry32), so that a failing run can be replayed. */
function picker(seed: number) {
  let state = seed >>> 0;
  return <T>(items: readonly T[]): T => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    const random = ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
    return items[Math.floor(random * items.length)] as T;
  };
}

const OUT_OF_RANGE = [9_007_199_254_740_992, 2_147_483_648, -2_147_483_649, 32_768, 1e308, 1e12];

describe('write fuzz over every mounted write route', () => {
  it('finds no 5xx in a bounded run', async () => {
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of gateway.gateway.app.routes) {
      if (!route.path.startsWith('/api/v2/')) continue;
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
      routes.set(`${route.method} ${route.path}`, route);
    }
    expect(routes.size).toBeGreaterThan(100);
    const statuses = new Map<number, number>();
    const actors = [
      giulia,
      paolo,
      await signInAs(gateway.url, gateway.seed.accounts.maria.email, 'USR'),
      await signInAs(gateway.url, gateway.seed.accounts.elena.email, 'SYS'),
    ];
    const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);
    const pick = picker(seed);
    const failures: string[] = [];
    let requests = 0;
    const samples = new Map<string, Record<string, unknown> | undefined>();
    for (const actor of actors) {
      for (const { method, path } of routes.values()) {
        const relative = path.slice('/api/v2/'.length);
        const base = relative.split('/:')[0] ?? relative;
        const sampleKey = `${actor.profileUid} ${base}`;
        if (!samples.has(sampleKey)) {
          samples.set(
            sampleKey,
            base.endsWith('/search') || base.endsWith('/count')
              ? undefined
              : await firstRow(base, actor),
          );
        }
        const sample = samples.get(sampleKey) ?? {};
        const id = typeof sample.id === 'number' ? sample.id : 1;
        const concrete = relative
          .replace(/:id(\{[^}]*\})?/, String(id))
          .replace(':idChat', String(id))
          .replace(':uid', actor.profileUid);
        const hostilePath = relative
          .replace(/:id(\{[^}]*\})?/, String(pick([0, 2_147_483_648, 99_999_999_999])))
          .replace(':idChat', String(pick([0, 2_147_483_648])))
          .replace(':uid', pick([encodeURIComponent('x\u0000'), 'portineria:org:2147483648']));
        const record: Record<string, unknown> = { ...sample };
        delete record.id;
        const keys = [...Object.keys(record), ...EXTRA_KEYS];
        const textKeys = [
          ...Object.keys(record).filter((key) => typeof record[key] === 'string'),
          'object',
          'description',
        ];
        const numberKeys = [
          ...Object.keys(record).filter((key) => typeof record[key] === 'number'),
          '_building',
          'amount',
        ];
        // Every class of the review once per route, then random mutations.
        const bodies = [
          deepCriteria(10_000),
          JSON.stringify({ [pick(textKeys)]: pick(['a\u0000b', '\u0000']) }),
          JSON.stringify({ ...record, [pick(textKeys)]: pick(['a\u0000b', '\u0000']) }),
          JSON.stringify({ [pick(numberKeys)]: pick(OUT_OF_RANGE) }),
          JSON.stringify({ ...record, [pick(numberKeys)]: pick(OUT_OF_RANGE) }),
          JSON.stringify({ [pick(keys)]: pick(HOSTILE_VALUES) }),
          JSON.stringify({
            ...record,
            [pick(keys)]: pick(HOSTILE_VALUES),
            [pick(keys)]: pick(HOSTILE_VALUES),
          }),
          pick([deepObject(10_000), '[]', '"x"', '1e999', '{"where":{"id":{"$in":[2147483648]}}}']),
        ];
        // A DELETE has no body: its path is all there is to fuzz.
        const attempts: [string, string][] =
          method === 'DELETE' ? [[concrete, '']] : bodies.map((body) => [concrete, body]);
        if (hostilePath !== concrete) attempts.push([hostilePath, JSON.stringify(record)]);
        for (const [target, body] of attempts) {
          requests += 1;
          const response = await fetch(`${gateway.url}/api/v2/${target}`, {
            method,
            headers: actor.headers,
            body: method === 'DELETE' ? undefined : body,
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) {
            failures.push(
              `${response.status} ${actor.profileUid} ${method} ${target} ${body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.log(
      `write fuzz (seed ${seed}): ${requests} requests over ${routes.size} write routes × ${actors.length} profiles, ${failures.length} answered 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // Most answers must come from the handlers, not from the router.
    expect(statuses.get(404) ?? 0).toBeLessThan(requests / 2);
    expect(failures).toEqual([]);
  }, 600_000);
});
