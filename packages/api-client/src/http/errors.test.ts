import { API_ERROR_CODES as DOMAIN_API_ERROR_CODES } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { API_ERROR_CODES, isApiError } from './errors.ts';
import { fakeFetch, json } from './testing/fakeFetch.ts';

describe('the error codes the client knows (001 §7 "an error object with code, message and error")', () => {
  it('are domain’s list, the one the gateway answers with', () => {
    expect(API_ERROR_CODES).toBe(DOMAIN_API_ERROR_CODES);
  });

  it('include the oversized body and the foreign host the gateway answers', () => {
    expect(API_ERROR_CODES).toEqual(
      expect.arrayContaining(['PAYLOAD_TOO_LARGE', 'HOST_NOT_ALLOWED']),
    );
  });

  it('a 413 PAYLOAD_TOO_LARGE answer is an ApiError the app can tell by its code', async () => {
    const fake = fakeFetch(() =>
      json(
        {
          error_code: 'PAYLOAD_TOO_LARGE',
          message: 'La richiesta è troppo grande: il massimo è 1 MB.',
        },
        413,
      ),
    );
    const client = createApiClient({
      baseUrl: 'http://gateway.test/',
      getToken: () => 'jwt-1',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    const refusal = await client.tickets.remove(4).catch((error: unknown) => error);
    expect(isApiError(refusal, 'PAYLOAD_TOO_LARGE')).toBe(true);
    expect(isApiError(refusal, 'NOT_FOUND')).toBe(false);
    expect(refusal).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });
});
