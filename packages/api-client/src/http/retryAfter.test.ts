import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError, HttpError } from './errors.ts';
import {
  RETRY_AFTER_MAX_MS,
  RETRY_AFTER_MAX_RETRIES,
  parseRetryAfter,
  retryAfterMs,
  retryWhenServerSaysWhen,
  serverRetryDelay,
} from './retryAfter.ts';
import { fakeFetch, json } from './testing/fakeFetch.ts';

const request = { method: 'GET', path: 'proxy/chats/1/messages/m/preview' };
const now = new Date('2026-03-02T10:00:00Z');

describe('parseRetryAfter (DECISIONS.md "Retry-After: a refused call says when to ask again")', () => {
  it('reads delay-seconds as milliseconds', () => {
    expect(parseRetryAfter('17', now)).toBe(17_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, a past one as 0', () => {
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    expect(parseRetryAfter('presto', now)).toBeNull();
  });
});

describe('the interceptor keeps the server\'s Retry-After (DECISIONS.md "Retry-After: a refused call says when to ask again")', () => {
  it('a 429 with Retry-After is an ApiError carrying the wait in ms', async () => {
    const fake = fakeFetch(() => {
      const answer = json(
        { error_code: 'TOO_MANY_REQUESTS', message: 'Riprova tra 12 secondi.' },
        429,
      );
      answer.headers.set('retry-after', '12');
      return answer;
    });
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'p',
      fetch: fake.fetch,
    });

    const failure = await client.chats.getLinkPreview(1, 'm').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, retryAfterMs: 12_000 });
    expect(retryAfterMs(failure)).toBe(12_000);
  });

  it('an answer without the header has none', async () => {
    const fake = fakeFetch(() => json({ error_code: 'NOT_FOUND', message: 'Non trovato' }, 404));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'p',
      fetch: fake.fetch,
    });

    const failure = await client.chats.getLinkPreview(1, 'm').catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 404, retryAfterMs: null });
  });
});

describe('retryWhenServerSaysWhen and serverRetryDelay (DECISIONS.md "Retry-After: a refused call says when to ask again")', () => {
  const refused = (status: number, wait: number | null) =>
    new ApiError({ code: 'TOO_MANY_REQUESTS', message: 'x', status, retryAfterMs: wait }, request);

  it('a 429 or 503 with a wait is asked again after exactly that wait, a few times at most', () => {
    expect(retryWhenServerSaysWhen(0, refused(429, 7_000))).toBe(true);
    expect(serverRetryDelay(0, refused(429, 7_000))).toBe(7_000);
    const proxy = new HttpError(
      { status: 503, statusText: 'Service Unavailable', body: '', retryAfterMs: 2_000 },
      request,
    );
    expect(retryWhenServerSaysWhen(1, proxy)).toBe(true);
    expect(serverRetryDelay(1, proxy)).toBe(2_000);
    expect(retryWhenServerSaysWhen(RETRY_AFTER_MAX_RETRIES, refused(429, 7_000))).toBe(false);
  });

  it('no wait, another status or a wait beyond the longest honoured is not asked again', () => {
    expect(retryWhenServerSaysWhen(0, refused(429, null))).toBe(false);
    expect(retryWhenServerSaysWhen(0, refused(404, 7_000))).toBe(false);
    expect(retryWhenServerSaysWhen(0, refused(429, RETRY_AFTER_MAX_MS + 1))).toBe(false);
    expect(retryWhenServerSaysWhen(0, new Error('rete'))).toBe(false);
    expect(serverRetryDelay(2, new Error('rete'))).toBe(4_000);
  });
});
