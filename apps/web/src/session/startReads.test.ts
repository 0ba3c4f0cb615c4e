import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IssuedToken } from '../lib/loginService.ts';
import {
  beginSessionStartReads,
  beginStartReads,
  startReadsHandOver,
  takeSessionStartReads,
} from './startReads.ts';

const token: IssuedToken = {
  token: 'bearer',
  expiresAt: '2026-11-26T12:00:00Z',
  user: { id: 1, email: 'giulia.rossi@example.it', displayName: 'Giulia Rossi' },
};

/** A promise with its resolve and reject at hand. */
function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session start reads begun as the page loads', () => {
  afterEach(() => {
    takeSessionStartReads();
  });

  it('000 §4 start checks: the user and the profiles are asked together once the token is issued', async () => {
    const issued = deferred<IssuedToken | null>();
    const loadUser = vi.fn(() => new Promise<string>(() => undefined));
    const loadProfiles = vi.fn(() => new Promise<string[]>(() => undefined));

    beginStartReads({ loadToken: () => issued.promise, loadUser, loadProfiles });
    await tick();
    const beforeToken = [loadUser.mock.calls.length, loadProfiles.mock.calls.length];
    issued.resolve(token);
    await tick();

    expect(beforeToken).toEqual([0, 0]);
    expect(loadUser).toHaveBeenCalledTimes(1);
    expect(loadProfiles).toHaveBeenCalledTimes(1);
  });

  it('000 §4 "a missing user leads to the 403 page": without a token neither is asked', async () => {
    const loadUser = vi.fn(async () => 'user');
    const loadProfiles = vi.fn(async () => ['profile']);

    const reads = beginStartReads({ loadToken: async () => null, loadUser, loadProfiles });

    await expect(reads.token).resolves.toBeNull();
    await expect(reads.user).resolves.toBeUndefined();
    await expect(reads.profiles).resolves.toBeUndefined();
    expect(loadUser).not.toHaveBeenCalled();
    expect(loadProfiles).not.toHaveBeenCalled();
  });

  it('a read that fails and is never taken (the start stopped earlier) is not an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      beginStartReads({
        loadToken: async () => token,
        loadUser: async () => Promise.reject(new Error('users/auth/me failed')),
        loadProfiles: async () => Promise.reject(new Error('users/auth/profiles failed')),
      });
      await tick();
      await tick();
    } finally {
      process.off('unhandledRejection', unhandled);
    }

    expect(unhandled).not.toHaveBeenCalled();
  });

  it('the first start takes the user and then the profiles, once each; a later start reads afresh', async () => {
    const reads = beginStartReads({
      loadToken: async () => token,
      loadUser: async () => 'user',
      loadProfiles: async () => ['profile'],
    });
    const handOver = startReadsHandOver(reads);

    const profilesBeforeUser = handOver.takeProfiles();
    const first = handOver.takeUser();
    const second = handOver.takeUser();
    const profiles = handOver.takeProfiles();
    const profilesAgain = handOver.takeProfiles();

    expect(profilesBeforeUser).toBeUndefined();
    await expect(first?.token).resolves.toBe(token);
    await expect(first?.user).resolves.toBe('user');
    expect(second).toBeUndefined();
    await expect(profiles).resolves.toEqual(['profile']);
    expect(profilesAgain).toBeUndefined();
  });

  it('the reads begun for the page go to the first machine that takes them, and to no other', () => {
    beginSessionStartReads({
      loadToken: async () => token,
      loadUser: async () => 'user',
      loadProfiles: async () => ['profile'],
    });

    const first = takeSessionStartReads();
    const second = takeSessionStartReads();

    expect(first?.token).toBeInstanceOf(Promise);
    expect(second).toBeUndefined();
    expect(startReadsHandOver(second).takeUser()).toBeUndefined();
  });
});
