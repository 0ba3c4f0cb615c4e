/**
 * The query engine behind every list and count endpoint, end to end (000 §7): the real api-client
 * against a demo gateway. The endpoints are discovered from the app's routes, so every resource
 * module is covered as it is added. For each `POST {path}/search/count` and `POST {path}/search`,
 * and for every kind of demo profile:
 * - hostile bodies (unknown or injected field names, `__proto__`, unknown operators, wrong types,
 *   nesting and list limits) are refused with ApiError 400 INVALID_QUERY — never a 500;
 * - a criteria made to match everything (`$or` of contradicting conditions) never counts more
 *   than the rows the profile sees, and a search never lists more than that count.
 * A profile the resource refuses as a whole (403 FORBIDDEN / MODULE_DISABLED) is skipped. (A
 * search may replace the body's `include` with its own, as calendar-employees does: a hostile
 * include is then dropped, not run; the hostile bodies below therefore sit in `where`.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isApiClientError } from '@portineria/api-client';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

type Client = ReturnType<typeof createApiClient>;

const PROFILES: [DemoAccountKey, 'ORG' | 'SPL' | 'USR' | 'SYS'][] = [
  ['giulia', 'ORG'],
  ['paolo', 'SPL'],
  ['maria', 'USR'],
  ['elena', 'SYS'],
];

let gateway: TestGateway;
const clients = new Map<string, Client>();
let countPaths: string[] = [];
let searchPaths: string[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  const routes = gateway.gateway.app.routes.filter((route) => route.method === 'POST');
  const under = (suffix: string) =>
    [
      ...new Set(
        routes
          .map((route) => route.path)
          .filter((path) => path.startsWith('/api/v2/') && path.endsWith(suffix))
          .map((path) => path.slice('/api/v2/'.length)),
      ),
    ].sort();
  countPaths = under('/search/count');
  searchPaths = under('/search').filter((path) => !path.includes(':'));
  for (const [account, roleType] of PROFILES) {
    const acting = await signInAs(gateway.url, gateway.seed.accounts[account].email, roleType);
    clients.set(
      roleType,
      createApiClient({
        baseUrl: gateway.url,
        getToken: () => acting.token,
        getProfileId: () => acting.profileUid,
        getActiveUserId: () => acting.user.id,
      }),
    );
  }
}, 600_000);

afterAll(async () => {
  await gateway?.close();
});

/** The answer of a call, or the ApiError it failed with (any other failure fails the test). */
async function attempt<Result>(call: () => Promise<Result>): Promise<Result | ApiError> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    const detail = isApiClientError(error) ? `${error.name} ${error.message}` : String(error);
    throw new Error(`not an ApiError: ${detail}`, { cause: error });
  }
}

function refusedAsAWhole(answer: unknown): boolean {
  return (
    answer instanceof ApiError && (answer.code === 'FORBIDDEN' || answer.code === 'MODULE_DISABLED')
  );
}

async function counter(client: Client, path: string, criteria: unknown) {
  return attempt(() =>
    client.http.request<{ counter: [number, number] }>({
      method: 'POST',
      path,
      body: { attributes: [], criteria, include: [], order: [] },
    }),
  );
}

const HOSTILE_CRITERIA: [string, unknown][] = [
  ['an injected field name', { 'id; drop table orders; --': 1 }],
  ['a quoted identifier', { '"id" = "id" or true': 1 }],
  ['a column outside the allow-list', { organization_id: 1 }],
  ['a __proto__ key', JSON.parse('{"__proto__":{"id":1}}') as unknown],
  ['a constructor key', { constructor: { prototype: 1 } }],
  ['an unknown operator', { id: { $regex: '.*' } }],
  ['an unknown association', { '$nope.id$': 1 }],
  ['a wrong type', { id: 'uno' }],
  ['a non-list $or', { $or: { id: 1 } }],
  ['nesting deeper than 8', nested(9)],
  ['more than 200 conditions', { $or: Array.from({ length: 201 }, (_, index) => ({ id: index })) }],
  ['a list over 1000 items', { id: { $in: Array.from({ length: 1001 }, (_, index) => index) } }],
];

function nested(levels: number): unknown {
  let criteria: unknown = { id: 1 };
  for (let level = 0; level < levels; level += 1) criteria = { $and: [criteria] };
  return criteria;
}

const EVERYTHING = { $or: [{ id: { $gt: 0 } }, { id: { $lte: 0 } }, { id: null }] };

describe('every count endpoint', () => {
  it('is discovered from the routes', () => {
    expect(countPaths.length).toBeGreaterThan(0);
  });

  it('refuses hostile criteria with 400 INVALID_QUERY, for every profile', async () => {
    for (const path of countPaths) {
      for (const [roleType, client] of clients) {
        const plain = await counter(client, path, {});
        if (refusedAsAWhole(plain)) continue;
        expect(plain, `${roleType} ${path}`).not.toBeInstanceOf(ApiError);
        for (const [name, criteria] of HOSTILE_CRITERIA) {
          const answer = await counter(client, path, criteria);
          expect(answer, `${roleType} ${path}: ${name}`).toBeInstanceOf(ApiError);
          expect((answer as ApiError).code, `${roleType} ${path}: ${name}`).toBe('INVALID_QUERY');
        }
      }
    }
  }, 600_000);

  it('never counts more than the rows the profile sees', async () => {
    for (const path of countPaths) {
      for (const [roleType, client] of clients) {
        const plain = await counter(client, path, {});
        if (refusedAsAWhole(plain) || plain instanceof ApiError) continue;
        const [total, matching] = plain.counter;
        expect(matching, `${roleType} ${path}`).toBe(total);
        const widened = await counter(client, path, EVERYTHING);
        if (widened instanceof ApiError) {
          // A resource without an integer `id` refuses the criteria; it must say so properly.
          expect(widened.code, `${roleType} ${path}`).toBe('INVALID_QUERY');
          continue;
        }
        expect(widened.counter[0], `${roleType} ${path}`).toBe(total);
        expect(widened.counter[1], `${roleType} ${path}`).toBeLessThanOrEqual(total);
      }
    }
  }, 600_000);
});

describe('every search endpoint', () => {
  it('refuses hostile bodies with 400 INVALID_QUERY', async () => {
    // Every endpoint and profile is tried; the test lists all the answers that break the rule.
    const problems: string[] = [];
    for (const path of searchPaths) {
      for (const [roleType, client] of clients) {
        const search = (body: unknown) =>
          attempt(() => client.http.request<unknown>({ method: 'POST', path, body }));
        const plain = await search({ where: {} });
        if (refusedAsAWhole(plain)) continue;
        if (plain instanceof ApiError) {
          problems.push(`${roleType} ${path}: an empty search answers ${plain.code}`);
          continue;
        }
        for (const [name, body] of [
          ['a limit above 1000', { where: {}, limit: 1001 }],
          ['a negative offset', { where: {}, offset: -1 }],
          ['an unknown field', { where: { 'id; drop table orders; --': 1 } }],
          ['an unknown association', { where: { '$nope.id$': 1 } }],
          ['a __proto__ key', JSON.parse('{"where":{"__proto__":{"id":1}}}') as unknown],
        ] as const) {
          const answer = await search(body);
          if (!(answer instanceof ApiError))
            problems.push(`${roleType} ${path}: ${name} is accepted`);
          else if (answer.code !== 'INVALID_QUERY') {
            problems.push(`${roleType} ${path}: ${name} answers ${answer.code}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('request body limits (413 PAYLOAD_TOO_LARGE)', () => {
  // Through the gateway's own fetch handler: over a socket the server answers 413 and closes the
  // connection while the client is still sending, which fetch reports as a network error.
  const post = (path: string, init: { headers: Record<string, string>; body: BodyInit }) =>
    gateway.gateway.app.request(`/api/v2/${path}`, { method: 'POST', ...init });

  it('refuses a JSON body over 1 MB, with or without Content-Length', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const big = JSON.stringify({ where: { name: 'x'.repeat(1024 * 1024) } });
    const declared = await post('buildings/search', {
      headers: { ...acting.headers, 'content-length': String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error_code: 'PAYLOAD_TOO_LARGE',
      message: 'La richiesta è troppo grande: il massimo è 1 MB.',
    });
    // Without Content-Length the body is counted as it streams in.
    const streamed = await post('buildings/search', { headers: acting.headers, body: big });
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error_code: string }).error_code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    // A body within the limit (900 kB of JSON) is read as usual.
    const fits = await post('buildings/search', {
      headers: acting.headers,
      body: `${JSON.stringify({ limit: 1 })}${' '.repeat(900 * 1024)}`,
    });
    expect(fits.status).toBe(200);
  });

  it('refuses a multipart body over the attachment cap and its envelope', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.luca.email, 'ORG');
    const form = new FormData();
    form.append('chatId', String(gateway.seed.tenants.studioRossi.chatId));
    form.append('coverType', 'document');
    form.append(
      'file',
      new Blob([new Uint8Array(10 * 1024 * 1024 + 128 * 1024)], { type: 'application/pdf' }),
      'troppo.pdf',
    );
    const body = new Request('http://localhost/', { method: 'POST', body: form });
    const answer = await post('chats/attachments', {
      headers: {
        authorization: acting.headers.authorization ?? '',
        'x-portineria-profile': acting.profileUid,
        'content-type': body.headers.get('content-type') ?? '',
      },
      body: await body.arrayBuffer(),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error_code: 'PAYLOAD_TOO_LARGE',
      message: 'La richiesta è troppo grande: il massimo è 10.1 MB.',
    });
  });
});
