import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from './apiErrorCodes.ts';

describe('the error codes of the /api/v2 contract (001 §7 interceptor, 000 §8)', () => {
  it('lists every code the gateway answers, each once', () => {
    expect(API_ERROR_CODES).toEqual([
      'TOKEN_MISSING',
      'TOKEN_INVALID',
      'TOKEN_EXPIRED',
      'PROFILE_INVALID',
      'FORBIDDEN',
      'PERMISSIONS_CHANGED',
      'MODULE_DISABLED',
      'NOT_FOUND',
      'INVALID_QUERY',
      'VALIDATION_FAILED',
      'CONFLICT',
      'STALE_RECORD',
      'SHARED_LINK_EXISTS',
      'PAYLOAD_TOO_LARGE',
      'TOO_MANY_REQUESTS',
      'HOST_NOT_ALLOWED',
      'INTERNAL',
      'DATABASE_UNAVAILABLE',
      'QUERY_TIMEOUT',
    ]);
  });
});
