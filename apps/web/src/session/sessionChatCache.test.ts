import {
  sessionMachine,
  type Profile,
  type SessionBuilding,
  type SessionHealth,
  type SessionUser,
} from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatCacheOwner, createChatCacheOwnership } from '../lib/chatCacheOwner.ts';
import { createChatSessionCache } from '../lib/chatSessionCache.ts';
import { sessionChatCacheOwner } from './SessionProvider.tsx';

function profile(uid: string, overrides: Partial<Profile> = {}): Profile {
  return {
    uid,
    company_type: 'sys_organizations',
    company_id: 'c-1',
    company_name: 'Studio Rossi Amministrazioni',
    role: 'org_3',
    profile_id: uid.split(':')[2] ?? uid,
    profile_level: 3,
    permissions: [],
    moduli: {},
    modules_show_if_disabled: [],
    is_buildingless: false,
    product: 'portineria',
    ...overrides,
  };
}

const user: SessionUser = { id: '7', email: 'mario.rossi@example.it' };
const orgProfile = profile('portineria:org:101');
const splProfile = profile('portineria:spl:202', {
  role: 'spl_1',
  company_type: 'suppliers',
  company_id: 'c-2',
  company_name: 'Idraulica Bianchi',
});

/** The session machine with its I/O answered at once, the chat cache following it as the app's does. */
function startSession() {
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(() => Promise.resolve<SessionUser | null>(user)),
      loadProfiles: fromPromise(() => Promise.resolve([orgProfile, splProfile])),
      initialise: fromPromise(() => Promise.resolve({})),
      loadBuildings: fromPromise(() => Promise.resolve<SessionBuilding[]>([])),
      healthCheck: fromPromise(() => Promise.resolve<SessionHealth>('healthy')),
      // Never answers: the session stays in its sign-out.
      logout: fromPromise(() => new Promise<void>(() => undefined)),
    },
  });
  const actor = createActor(machine, {
    input: { product: 'portineria', query: { skip: true }, requestedProfileId: '101' },
  });
  const owner = createChatCacheOwnership();
  const sessionCache = createChatSessionCache({ random: Math.random, owner });
  actor.subscribe((snapshot) => owner.follow(sessionChatCacheOwner(snapshot)));
  actor.start();
  return { actor, sessionCache };
}

const chat = [{ _user: '7', idMessage: 'm1', timestamp: 1000, message: 'Buongiorno' }];

describe('the chat session cache follows the session (002 §9)', () => {
  it('002 §9 session cache: a profile switch empties it', async () => {
    const { actor, sessionCache } = startSession();
    await waitFor(actor, (snapshot) => snapshot.context.activeProfile === orgProfile);
    sessionCache.current().store('ORDER', '41', chat, true);
    const cachedBefore = sessionCache.current().firstPage('ORDER', '41');

    actor.send({ type: 'SWITCH_PROFILE', profileId: '202' });
    await waitFor(actor, (snapshot) => snapshot.context.activeProfile === splProfile);

    expect(cachedBefore?.messages).toEqual(chat);
    expect(sessionChatCacheOwner(actor.getSnapshot())).toBe(
      chatCacheOwner('7', 'portineria:spl:202'),
    );
    expect(sessionCache.current().firstPage('ORDER', '41')).toBeUndefined();
  });

  it('002 §9 session cache: signing out empties it', async () => {
    const { actor, sessionCache } = startSession();
    await waitFor(actor, (snapshot) => snapshot.context.activeProfile === orgProfile);
    sessionCache.current().store('ORDER', '41', chat, true);

    actor.send({ type: 'TOKEN_FAILED' });

    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(sessionChatCacheOwner(actor.getSnapshot())).toBeNull();
    expect(sessionCache.current().firstPage('ORDER', '41')).toBeUndefined();
  });

  it('002 §9 session cache: a renewed token keeps it (same user, same profile)', async () => {
    const { actor, sessionCache } = startSession();
    await waitFor(actor, (snapshot) => snapshot.context.activeProfile === orgProfile);
    sessionCache.current().store('ORDER', '41', chat, true);

    actor.send({ type: 'TOKEN_CHANGED' });
    const reloading = actor.getSnapshot().matches({ active: { profiles: 'reloading' } });
    await waitFor(actor, (snapshot) => !snapshot.matches({ active: { profiles: 'reloading' } }));

    expect(reloading).toBe(true);
    expect(sessionCache.current().firstPage('ORDER', '41')?.messages).toEqual(chat);
  });
});
