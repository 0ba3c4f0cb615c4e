import { ApiError } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import { sessionEventForCallError } from './SessionProvider.tsx';

function apiError(code: string, status = 403): ApiError {
  return new ApiError(
    { code, message: 'Rifiutata', status },
    { method: 'POST', path: 'claims/search' },
  );
}

describe('session events of failed calls', () => {
  it("000 §4: a refusal after the permissions changed during the session raises 'missing-permissions' ('Permessi insufficienti')", () => {
    expect(sessionEventForCallError(apiError('PERMISSIONS_CHANGED'))).toEqual({
      type: 'MISSING_PERMISSIONS',
    });
  });

  it("000 §4: a profile no longer available raises 'invalid-profile' ('Profilo invalido')", () => {
    expect(sessionEventForCallError(apiError('PROFILE_INVALID'))).toEqual({
      type: 'INVALID_PROFILE',
    });
  });

  it('an ordinary refusal or another failure is the screen’s own to show', () => {
    expect(sessionEventForCallError(apiError('FORBIDDEN'))).toBeUndefined();
    expect(sessionEventForCallError(apiError('MODULE_DISABLED'))).toBeUndefined();
    expect(sessionEventForCallError(new Error('rete'))).toBeUndefined();
    expect(sessionEventForCallError(null)).toBeUndefined();
  });
});
