import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import {
  ApiClientError,
  ApiError,
  HttpError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
} from './errors.ts';
import { fakeFetch, json } from './testing/fakeFetch.ts';

const PROFILE = 'portineria:org:12';

function clientWith(
  handler: Parameters<typeof fakeFetch>[0],
  extra: Partial<Parameters<typeof createApiClient>[0]> = {},
) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'http://gateway.test/',
    getToken: () => 'jwt-1',
    getProfileId: () => PROFILE,
    fetch: fake.fetch,
    ...extra,
  });
  return { client, fake };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('headers and URL (000 §7 "bearer token, a profile header, JSON content type")', () => {
  it('sends the bearer token, the profile header and JSON content type under /api/v2', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }));
    await client.tickets.getMany({ limit: 5 });
    const request = fake.last();
    expect(request.url).toBe('http://gateway.test/api/v2/tickets/search');
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer jwt-1');
    expect(request.headers['x-portineria-profile']).toBe(PROFILE);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.body).toEqual({ limit: 5 });
  });

  it('awaits an asynchronous token getter and honours another API version', async () => {
    const { client, fake } = clientWith(() => json({ data: { id: 3, name: 'Studio' } }), {
      getToken: async () => 'async-jwt',
      apiVersion: 'v3',
    });
    await client.organizations.getOne(3);
    expect(fake.last().url).toBe('http://gateway.test/api/v3/organizations/3');
    expect(fake.last().headers.authorization).toBe('Bearer async-jwt');
  });

  it('sends no body and no content type on a GET, and no profile header for users/auth/profiles', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }));
    await client.auth.getProfiles();
    const request = fake.last();
    expect(request.url).toBe('http://gateway.test/api/v2/users/auth/profiles');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.headers['x-portineria-profile']).toBeUndefined();
    expect(request.headers.authorization).toBe('Bearer jwt-1');
  });

  it('omits Authorization when there is no token and the profile header when no profile is chosen', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }), {
      getToken: () => null,
      getProfileId: () => null,
    });
    await client.tickets.getMany();
    expect(fake.last().headers.authorization).toBeUndefined();
    expect(fake.last().headers['x-portineria-profile']).toBeUndefined();
  });

  it("000 §4 'Permessi insufficienti': sends the session's grants fingerprint with the profile header, never without a profile", async () => {
    const { client, fake } = clientWith(() => json({ data: [] }), {
      getProfileGrants: () => '0a1b2c3d',
    });
    await client.tickets.getMany();
    expect(fake.last().headers['x-portineria-grants']).toBe('0a1b2c3d');
    await client.auth.getProfiles();
    expect(fake.last().headers['x-portineria-grants']).toBeUndefined();
  });

  it('works with an empty baseUrl (same origin)', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }), { baseUrl: '' });
    await client.claims.getMany();
    expect(fake.last().url).toBe('/api/v2/claims/search');
  });
});

describe('abort', () => {
  it('passes a signal to fetch and rejects with the caller reason when the caller aborts', async () => {
    const { client, fake } = clientWith(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = client.orders.getMany({}, { signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.last().signal).toBeInstanceOf(AbortSignal);
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'stopped' });
  });

  it('never calls fetch when the caller aborted while the token was read', async () => {
    const controller = new AbortController();
    const { client, fake } = clientWith(() => json({ data: [] }), {
      getToken: async () => {
        controller.abort();
        return 'jwt-1';
      },
    });
    await expect(client.tickets.getMany({}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('never calls fetch with an already aborted signal', async () => {
    const { client, fake } = clientWith(() => json({ data: [] }));
    const controller = new AbortController();
    controller.abort();
    await expect(client.tickets.getMany({}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('cuts off a fetch that ignores its signal', async () => {
    const { client, fake } = clientWith(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client.tickets.getMany({}, { signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort(new Error('gone'));
    await expect(pending).rejects.toThrow('gone');
  });
});

describe('the interceptor (001 §7 "error responses carrying an error_code")', () => {
  it('turns a 500 with error_code into an ApiError with code, message, error and status', async () => {
    const { client } = clientWith(() =>
      json({ error_code: 'INTERNAL', message: 'Errore interno', error: { ref: 'x1' } }, 500),
    );
    const error = await client.orders.getOne(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      kind: 'api',
      code: 'INTERNAL',
      message: 'Errore interno',
      error: { ref: 'x1' },
      status: 500,
      request: { method: 'GET', path: 'orders/1' },
    });
  });

  it('keeps the VALIDATION_FAILED field list in error', async () => {
    const { client } = clientWith(() =>
      json(
        {
          error_code: 'VALIDATION_FAILED',
          message: 'Dati non validi',
          error: [{ field: 'object', message: 'Campo obbligatorio' }],
        },
        400,
      ),
    );
    await expect(client.tickets.create({ object: '' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      error: [{ field: 'object', message: 'Campo obbligatorio' }],
    });
  });

  it('gives an Italian fallback message when the error body has none', async () => {
    const { client } = clientWith(() => json({ error_code: 'CONFLICT' }, 409));
    await expect(client.tickets.remove(4)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Si è verificato un errore, riprova più tardi.',
    });
  });

  it('turns a 500 without error_code into an HttpError carrying status, statusText and body', async () => {
    const { client } = clientWith(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await client.tickets.getMany().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      statusText: 'Bad Gateway',
      body: '<html>Bad gateway</html>',
      message: 'Errore HTTP 502: la richiesta non è andata a buon fine.',
    });
  });

  it('parses a JSON error body without error_code into HttpError.body', async () => {
    const { client } = clientWith(() => json({ detail: 'nope' }, 500, 'Internal Server Error'));
    await expect(client.tickets.getMany()).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      body: { detail: 'nope' },
    });
  });

  it('turns malformed JSON on a 200 into a ResponseFormatError with the raw text', async () => {
    const { client } = clientWith(() => new Response('{"data": [', { status: 200 }));
    const error = await client.tickets.getMany().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error).toMatchObject({
      kind: 'format',
      status: 200,
      body: '{"data": [',
      expected: 'JSON',
    });
  });

  it('turns a JSON body of the wrong shape into a ResponseFormatError naming the expected shape', async () => {
    const { client } = clientWith(() => json({ rows: [] }));
    await expect(client.tickets.getMany()).rejects.toMatchObject({
      kind: 'format',
      expected: '{ data: [...] }',
    });
  });

  it('turns a dropped connection into a NetworkError keeping the cause', async () => {
    const drop = new TypeError('fetch failed');
    const { client } = clientWith(() => Promise.reject(drop));
    const error = await client.tickets.getMany().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', cause: drop });
  });

  it('turns a body stream that breaks half-way into a NetworkError', async () => {
    const { client } = clientWith(() => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          controller.error(new Error('socket hang up'));
        },
      });
      return new Response(stream, { status: 200 });
    });
    await expect(client.tickets.getMany()).rejects.toBeInstanceOf(NetworkError);
  });

  it('times out with a TimeoutError after timeoutMs', async () => {
    vi.useFakeTimers();
    const { client, fake } = clientWith(() => new Promise<Response>(() => {}), {
      timeoutMs: 5_000,
    });
    const pending = client.tickets.getMany().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fake.last().signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 5_000 });
    expect(fake.last().signal?.aborted).toBe(true);
  });

  it('does not time out a call that answered in time', async () => {
    vi.useFakeTimers();
    const { client } = clientWith(() => json({ data: [{ id: 1 }] }), { timeoutMs: 5_000 });
    await expect(client.tickets.getMany()).resolves.toEqual([{ id: 1 }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves undefined on an empty 204', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.tickets.remove(3)).resolves.toBeUndefined();
  });
});

describe('expired token', () => {
  it('surfaces 401 TOKEN_EXPIRED as an ApiError and calls onUnauthorized once for concurrent calls', async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientWith(
      () => json({ error_code: 'TOKEN_EXPIRED', message: 'Sessione scaduta' }, 401),
      { onUnauthorized },
    );
    const results = await Promise.allSettled([
      client.tickets.getMany(),
      client.orders.getMany(),
      client.claims.count(),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        kind: 'api',
        code: 'TOKEN_EXPIRED',
        status: 401,
      });
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
  });

  it('calls onUnauthorized again only for a new token', async () => {
    const onUnauthorized = vi.fn();
    let token = 'first';
    const { client } = clientWith(
      () => json({ error_code: 'TOKEN_EXPIRED', message: 'Sessione scaduta' }, 401),
      { onUnauthorized, getToken: () => token },
    );
    await client.tickets.getMany().catch(() => undefined);
    await client.tickets.getMany().catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    token = 'second';
    await client.tickets.getMany().catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call onUnauthorized for a 403 FORBIDDEN', async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientWith(
      () => json({ error_code: 'FORBIDDEN', message: 'Permessi insufficienti' }, 403),
      { onUnauthorized },
    );
    await expect(client.tickets.getMany()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('error kinds are discriminable', () => {
  it('gives every subclass its own kind', async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => json({ error_code: 'NOT_FOUND', message: 'Non trovato' }, 404),
      () => new Response('oops', { status: 500 }),
      () => new Response('not json', { status: 200 }),
      () => Promise.reject(new TypeError('offline')),
    ];
    const kinds: string[] = [];
    for (const answer of answers) {
      const { client } = clientWith(answer);
      const error = await client.tickets.getMany().catch((caught: unknown) => caught);
      if (!(error instanceof ApiClientError)) throw new Error('expected an ApiClientError');
      kinds.push(error.kind);
    }
    expect(kinds).toEqual(['api', 'http', 'format', 'network']);
  });
});
