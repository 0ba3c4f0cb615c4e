import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SESSION_HEALTH_CHECK_MS, SESSION_REDIRECT_DELAY_MS } from '../constants/constants.ts';
import type { Profile } from '../profiles/types.ts';
import { sessionMachine } from './session.machine.ts';
import type {
  ActiveSessionInput,
  LoadProfilesInput,
  LogoutInput,
  SessionEmitted,
} from './session.machine.ts';
import type {
  SessionBuilding,
  SessionHealth,
  SessionInitialisation,
  SessionInput,
  SessionUser,
} from './types.ts';

const PRODUCT = 'portineria';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: 'portineria:org:101',
    company_type: 'sys_organizations',
    company_id: 'c-1',
    company_name: 'Studio Rossi Amministrazioni',
    role: 'org_3',
    profile_id: 'p-101',
    profile_level: 3,
    permissions: [],
    moduli: {},
    modules_show_if_disabled: [],
    is_buildingless: false,
    product: PRODUCT,
    ...overrides,
  };
}

const user: SessionUser = { id: 'u-1', email: 'mario.rossi@example.it' };
const orgProfile = profile();
const splProfile = profile({
  uid: 'portineria:spl:202',
  profile_id: 'p-202',
  role: 'spl_1',
  company_type: 'suppliers',
  company_id: 'c-2',
  company_name: 'Idraulica Bianchi',
});
const usrProfile = profile({
  uid: 'portineria:usr:303',
  profile_id: 'p-303',
  role: 'usr_2',
  company_type: 'org_contacts',
  company_id: 'c-3',
  company_name: 'Condominio Via Roma 12',
});
const buildings: SessionBuilding[] = [
  {
    id: 'b-1',
    name: 'Condominio Via Roma 12',
    city: 'Milano',
    street: 'Via Roma 12',
    province: 'MI',
  },
];

/** Stubbed I/O: each actor is a spy behind `fromPromise`, replaceable per test. */
function stubs(
  overrides: {
    loadUser?: () => Promise<SessionUser | null>;
    loadProfiles?: (input: LoadProfilesInput) => Promise<Profile[]>;
    initialise?: (input: ActiveSessionInput) => Promise<SessionInitialisation>;
    loadBuildings?: (input: ActiveSessionInput) => Promise<SessionBuilding[]>;
    healthCheck?: (input: ActiveSessionInput) => Promise<SessionHealth>;
    logout?: (input: LogoutInput) => Promise<void>;
  } = {},
) {
  return {
    loadUser: vi.fn(overrides.loadUser ?? (() => Promise.resolve(user))),
    loadProfiles: vi.fn(
      overrides.loadProfiles ?? (() => Promise.resolve([orgProfile, splProfile, usrProfile])),
    ),
    initialise: vi.fn(overrides.initialise ?? (() => Promise.resolve({}))),
    loadBuildings: vi.fn(overrides.loadBuildings ?? (() => Promise.resolve(buildings))),
    healthCheck: vi.fn(overrides.healthCheck ?? (() => Promise.resolve<SessionHealth>('healthy'))),
    logout: vi.fn(overrides.logout ?? (() => Promise.resolve())),
  };
}

function startSession(
  input: Partial<SessionInput>,
  io: ReturnType<typeof stubs>,
  isSafeReturnPath?: (path: string) => boolean,
) {
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(() => io.loadUser()),
      loadProfiles: fromPromise(({ input: actorInput }: { input: LoadProfilesInput }) =>
        io.loadProfiles(actorInput),
      ),
      initialise: fromPromise(({ input: actorInput }: { input: ActiveSessionInput }) =>
        io.initialise(actorInput),
      ),
      loadBuildings: fromPromise(({ input: actorInput }: { input: ActiveSessionInput }) =>
        io.loadBuildings(actorInput),
      ),
      healthCheck: fromPromise(({ input: actorInput }: { input: ActiveSessionInput }) =>
        io.healthCheck(actorInput),
      ),
      logout: fromPromise(({ input: actorInput }: { input: LogoutInput }) => io.logout(actorInput)),
    },
    ...(isSafeReturnPath
      ? {
          guards: {
            isSafeReturnPath: (_, params: { path: string }) => isSafeReturnPath(params.path),
          },
        }
      : {}),
  });
  const actor = createActor(machine, { input: { product: PRODUCT, ...input } });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  return { actor, emitted };
}

/** Lets the stubbed promises resolve without moving the clock. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

function navigations(emitted: SessionEmitted[]) {
  return emitted.filter((event) => event.type === 'navigate');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session start (000 §4)', () => {
  it('000 §4: "Session start checks in order: user, profile, product module, initialisation … then redirect after a 2 s delay" (ORG)', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();
    const beforeDelay = actor.getSnapshot();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS - 1);
    const navigationsJustBefore = navigations(emitted).length;
    await vi.advanceTimersByTimeAsync(1);

    // Assert
    expect(beforeDelay.matches({ starting: { redirecting: 'waiting' } })).toBe(true);
    expect(beforeDelay.context.companyName).toBe('Studio Rossi Amministrazioni');
    expect(navigationsJustBefore).toBe(0);
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/dashboard', reason: 'dashboard' },
    ]);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(context.user).toEqual(user);
    expect(context.activeProfile).toBe(orgProfile);
    expect(context.roleType).toBe('ORG');
    expect(context.dashboardPath).toBe('/ORG/dashboard');
    expect(context.buildings).toEqual([]);
    expect(context.error).toBeUndefined();
    expect(io.loadProfiles).toHaveBeenCalledWith({ user });
    expect(io.initialise).toHaveBeenCalledWith({ user, profile: orgProfile });
    expect(io.loadBuildings).not.toHaveBeenCalled();
  });

  it('000 §2: "Loading screen at session start: shows the company name of the active profile (\'Stai per accedere con il profilo\')" (SPL)', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { actor, emitted } = startSession({ requestedProfileId: '202' }, io);
    await settle();
    const loading = actor.getSnapshot();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(loading.matches({ starting: 'redirecting' })).toBe(true);
    expect(loading.context.companyName).toBe('Idraulica Bianchi');
    expect(loading.context.roleType).toBe('SPL');
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/SPL/dashboard', reason: 'dashboard' },
    ]);
    expect(io.loadBuildings).not.toHaveBeenCalled();
  });

  it('000 §4: "for USR then loading the buildings" (USR)', async () => {
    // Arrange
    const io = stubs({
      initialise: () =>
        Promise.resolve({
          organization: { id: 'c-9', name: 'Studio Verdi', orgType: 'administrator' },
        }),
    });

    // Act
    const { actor, emitted } = startSession({ requestedProfileId: '303' }, io);
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(io.loadBuildings).toHaveBeenCalledWith({ user, profile: usrProfile });
    const { context } = actor.getSnapshot();
    expect(context.buildings).toEqual(buildings);
    expect(context.organization).toEqual({
      id: 'c-9',
      name: 'Studio Verdi',
      orgType: 'administrator',
    });
    expect(context.companyName).toBe('Condominio Via Roma 12');
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/USR/dashboard', reason: 'dashboard' },
    ]);
  });

  it('000 §8: "Failure loading buildings at session start: logged only"', async () => {
    // Arrange
    const failure = new Error('buildings/search 500');
    const io = stubs({ loadBuildings: () => Promise.reject(failure) });

    // Act
    const { actor, emitted } = startSession({ requestedProfileId: '303' }, io);
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(emitted).toContainEqual({
      type: 'log',
      level: 'error',
      code: 'buildingsLoadFailed',
      cause: failure,
    });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().context.buildings).toEqual([]);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/USR/dashboard', reason: 'dashboard' },
    ]);
  });

  it('000 §7, §8: a USR whose organisation detail fails is logged only; the start goes on to the buildings', async () => {
    // Arrange
    const failure = new Error('organizations/c-3 404');
    const io = stubs({ initialise: () => Promise.reject(failure) });

    // Act
    const { actor, emitted } = startSession({ requestedProfileId: '303' }, io);
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(emitted).toContainEqual({
      type: 'log',
      level: 'error',
      code: 'organizationLoadFailed',
      cause: failure,
    });
    expect(io.logout).not.toHaveBeenCalled();
    expect(io.loadBuildings).toHaveBeenCalledWith({ user, profile: usrProfile });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(context.organization).toBeUndefined();
    expect(context.buildings).toEqual(buildings);
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/USR/dashboard', reason: 'dashboard' },
    ]);
  });

  it('000 §4: without a requested profile, the stored profile is used', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { actor } = startSession({ storedProfileId: '202' }, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().context.activeProfile).toBe(splProfile);
  });

  it('000 §4: "or at once if a skip query is present"', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/dashboard', reason: 'dashboard' },
    ]);
  });

  it('000 §4: "A forced redirect payload … is handled instead of a normal redirect" (safe path)', async () => {
    // Arrange
    const io = stubs();
    const isSafeReturnPath = vi.fn((path: string) => path.startsWith('/ORG/'));

    // Act
    const { emitted } = startSession(
      { query: { redirect: '/ORG/orders/mod/42' }, lastRoute: '/ORG/claims' },
      io,
      isSafeReturnPath,
    );
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(isSafeReturnPath).toHaveBeenCalledWith('/ORG/orders/mod/42');
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/orders/mod/42', reason: 'forcedRedirect' },
    ]);
  });

  it('000 §4: an unsafe forced redirect payload is ignored and logged; the normal order applies', async () => {
    // Arrange
    const io = stubs();

    // Act — no isSafeReturnPath provided: the default refuses every path.
    const { actor, emitted } = startSession(
      { query: { redirect: 'https://evil.example/phish' }, lastRoute: '/ORG/claims' },
      io,
    );
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(emitted).toContainEqual({
      type: 'log',
      level: 'warn',
      code: 'unsafeRedirectIgnored',
      cause: 'https://evil.example/phish',
    });
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/claims', reason: 'lastRoute' },
    ]);
    expect(actor.getSnapshot().context.query).toEqual({});
  });

  it('000 §4: an unsafe forced redirect refused by the provided guard is ignored', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { emitted } = startSession({ query: { redirect: '//evil.example' } }, io, () => false);
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/dashboard', reason: 'dashboard' },
    ]);
  });

  it('000 §4: "a notification in the query string is handled instead of a normal redirect"', async () => {
    // Arrange
    const io = stubs();
    const notification = { type: 'ticket', id: 't-7' };

    // Act
    const { emitted } = startSession({ query: { notification }, lastRoute: '/ORG/claims' }, io);
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert — dashboard first, so the notification handler may navigate further.
    expect(emitted.filter((event) => event.type !== 'log')).toEqual([
      { type: 'navigate', path: '/ORG/dashboard', reason: 'notification' },
      { type: 'notification', notification },
    ]);
  });

  it('000 §2 Shell: "The last visited path … saved locally … so the user can return after login"', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { actor, emitted } = startSession({ lastRoute: '/ORG/tickets?view=open' }, io);
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/tickets?view=open', reason: 'lastRoute' },
    ]);
    expect(actor.getSnapshot().context.lastRoute).toBeUndefined();
  });
});

describe('403 page (000 §2, §4, §8)', () => {
  it('000 §2: "Error 403 page: shown when there is no user"', async () => {
    // Arrange
    const io = stubs({ loadUser: () => Promise.resolve(null) });

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('forbidden')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'forbidden',
      reason: 'noUser',
      titleKey: 'session.forbidden.title',
      textKey: 'session.forbidden.noUser',
    });
    expect(emitted).toEqual([
      {
        type: 'forbidden',
        page: {
          reason: 'noUser',
          titleKey: 'session.forbidden.title',
          textKey: 'session.forbidden.noUser',
        },
      },
    ]);
    expect(io.loadProfiles).not.toHaveBeenCalled();
    expect(io.logout).not.toHaveBeenCalled();
  });

  it('000 §2: "the requested profile is not found"', async () => {
    // Arrange
    const io = stubs();

    // Act
    const { actor, emitted } = startSession({ requestedProfileId: '999' }, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('forbidden')).toBe(true);
    expect(emitted).toEqual([
      {
        type: 'forbidden',
        page: {
          reason: 'profileNotFound',
          titleKey: 'session.forbidden.title',
          textKey: 'session.forbidden.profileNotFound',
        },
      },
    ]);
    expect(io.initialise).not.toHaveBeenCalled();
  });

  it('000 §4: a user without any profile gets the 403 page', async () => {
    // Arrange
    const io = stubs({ loadProfiles: () => Promise.resolve([]) });

    // Act
    const { actor } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'forbidden',
      reason: 'profileNotFound',
    });
  });

  it('000 §4: "a profile whose product identifier differs from the current product leads to the 403 page"', async () => {
    // Arrange
    const io = stubs({
      loadProfiles: () => Promise.resolve([profile({ product: 'altro-prodotto' })]),
    });

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('forbidden')).toBe(true);
    expect(emitted).toEqual([
      {
        type: 'forbidden',
        page: {
          reason: 'productMismatch',
          titleKey: 'session.forbidden.title',
          textKey: 'session.forbidden.productMismatch',
        },
      },
    ]);
    expect(io.initialise).not.toHaveBeenCalled();
  });

  it('000 §2: a profile whose role has no type has no dashboard — 403 page', async () => {
    // Arrange
    const io = stubs({ loadProfiles: () => Promise.resolve([profile({ role: 'guest' })]) });

    // Act
    const { actor } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('forbidden')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'unknownRole' });
  });
});

describe('logout (000 §4, §8 "Failed auth call: logout and redirect to the login service")', () => {
  it('000 §4: "If the token … fails … the user is logged out" (at start)', async () => {
    // Arrange
    const failure = new Error('token expired');
    const io = stubs({ loadUser: () => Promise.reject(failure) });

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'loggedOut',
      reason: 'tokenFailed',
      cause: failure,
    });
    expect(io.logout).toHaveBeenCalledWith({ user: null, profile: undefined });
    expect(emitted).toEqual([{ type: 'redirectToLogin', state: {} }]);
  });

  it('000 §4: "If the token … fails … the user is logged out" (TOKEN_FAILED while active)', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    actor.send({ type: 'TOKEN_FAILED', error: 'refresh failed' });
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'loggedOut',
      reason: 'tokenFailed',
      cause: 'refresh failed',
    });
    expect(io.logout).toHaveBeenCalledWith({ user, profile: orgProfile });
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: {} });
  });

  it('000 §4: "If … the profile list … fails … the user is logged out" (at start)', async () => {
    // Arrange
    const io = stubs({ loadProfiles: () => Promise.reject(new Error('500')) });

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'loggedOut',
      reason: 'profileListFailed',
    });
    expect(io.logout).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([{ type: 'redirectToLogin', state: {} }]);
  });

  it('000 §4: a failed initialisation logs the user out', async () => {
    // Arrange
    const io = stubs({ initialise: () => Promise.reject(new Error('organizations 500')) });

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'loggedOut',
      reason: 'initialisationFailed',
    });
    expect(emitted).toEqual([{ type: 'redirectToLogin', state: {} }]);
  });

  it('000 §4: "If … the profile list … fails" after a token change, the user is logged out', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();
    io.loadProfiles.mockImplementationOnce(() => Promise.reject(new Error('503')));

    // Act
    actor.send({ type: 'TOKEN_CHANGED' });
    await settle();

    // Assert
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'loggedOut',
      reason: 'profileListFailed',
    });
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: {} });
  });

  it('000 §4: "or the profile is not found, the user is logged out" (after a token change)', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();
    io.loadProfiles.mockImplementationOnce(() => Promise.resolve([splProfile]));

    // Act
    actor.send({ type: 'TOKEN_CHANGED' });
    await settle();

    // Assert
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'loggedOut',
      reason: 'profileNotFound',
      cause: undefined,
    });
    expect(io.logout).toHaveBeenCalledWith({ user, profile: orgProfile });
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: {} });
  });

  it('000 §8: a failed logout call still redirects to the login service, and is logged', async () => {
    // Arrange
    const failure = new Error('logout 500');
    const io = stubs({
      loadUser: () => Promise.reject(new Error('token')),
      logout: () => Promise.reject(failure),
    });

    // Act
    const { actor, emitted } = startSession({}, io);
    await settle();

    // Assert
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(emitted).toEqual([
      { type: 'log', level: 'error', code: 'logoutFailed', cause: failure },
      { type: 'redirectToLogin', state: {} },
    ]);
  });

  it('DECISIONS.md: an actor the app forgot to provide fails loudly — the session logs out with the cause', async () => {
    // Arrange
    const actor = createActor(sessionMachine, { input: { product: PRODUCT } });
    const emitted: SessionEmitted[] = [];
    actor.on('*', (event) => {
      emitted.push(event);
    });

    // Act
    actor.start();
    await settle();

    // Assert
    const { error } = actor.getSnapshot().context;
    expect(error).toMatchObject({ kind: 'loggedOut', reason: 'tokenFailed' });
    expect(error?.kind === 'loggedOut' && String(error.cause)).toContain("'loadUser'");
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: {} });
  });
});

describe('token change (000 §4 "A change of token triggers a reload of profiles")', () => {
  it('000 §4: "A change of token triggers a reload of profiles" and keeps the active profile up to date', async () => {
    // Arrange
    const io = stubs();
    const { actor } = startSession({ query: { skip: true } }, io);
    await settle();
    const updated = profile({
      permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: [] }],
    });
    io.loadProfiles.mockImplementationOnce(() => Promise.resolve([updated, splProfile]));

    // Act
    actor.send({ type: 'TOKEN_CHANGED' });
    const reloading = actor.getSnapshot();
    await settle();

    // Assert
    expect(reloading.matches({ active: { profiles: 'reloading' } })).toBe(true);
    expect(io.loadProfiles).toHaveBeenCalledTimes(2);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ active: { profiles: 'current' } })).toBe(true);
    expect(snapshot.context.activeProfile).toBe(updated);
    expect(snapshot.context.profiles).toEqual([updated, splProfile]);
    expect(snapshot.context.error).toBeUndefined();
  });

  it('000 §4: a second token change during a reload starts the reload again', async () => {
    // Arrange
    const io = stubs();
    const { actor } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    actor.send({ type: 'TOKEN_CHANGED' });
    actor.send({ type: 'TOKEN_CHANGED' });
    await settle();

    // Assert
    expect(io.loadProfiles).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ active: { profiles: 'current' } })).toBe(true);
  });
});

describe('health check and lost user (000 §4, §9)', () => {
  it('000 §4: "A health check of the session runs every 60 s"', async () => {
    // Arrange
    const io = stubs();
    const { actor } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    await vi.advanceTimersByTimeAsync(SESSION_HEALTH_CHECK_MS - 1);
    const callsBefore = io.healthCheck.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    const callsAfterOneMinute = io.healthCheck.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SESSION_HEALTH_CHECK_MS);

    // Assert
    expect(callsBefore).toBe(0);
    expect(callsAfterOneMinute).toBe(1);
    expect(io.healthCheck).toHaveBeenCalledTimes(2);
    expect(io.healthCheck).toHaveBeenCalledWith({ user, profile: orgProfile });
    expect(actor.getSnapshot().matches({ active: { health: 'waiting' } })).toBe(true);
  });

  it('000 §4: "Loss of the user redirects to the login service, remembering profile and route" (health check)', async () => {
    // Arrange
    const io = stubs({ healthCheck: () => Promise.resolve('userLost') });
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();
    actor.send({ type: 'CURRENT_ROUTE', route: '/ORG/orders' });

    // Act
    await vi.advanceTimersByTimeAsync(SESSION_HEALTH_CHECK_MS);

    // Assert
    expect(actor.getSnapshot().matches('userLost')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'userLost' });
    expect(emitted.at(-1)).toEqual({
      type: 'redirectToLogin',
      state: { profileId: '101', route: '/ORG/orders' },
    });
    expect(io.logout).not.toHaveBeenCalled();
  });

  it('000 §4: "Loss of the user redirects to the login service, remembering profile and route" (LOST_USER)', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession(
      { requestedProfileId: '202', query: { skip: true } },
      io,
    );
    await settle();
    actor.send({ type: 'CURRENT_ROUTE', route: '/SPL/orders' });

    // Act
    actor.send({ type: 'LOST_USER', route: '/SPL/activities' });

    // Assert
    expect(actor.getSnapshot().matches('userLost')).toBe(true);
    expect(emitted.at(-1)).toEqual({
      type: 'redirectToLogin',
      state: { profileId: '202', route: '/SPL/activities' },
    });
  });

  it('000 §4: "Redirect to the login address also happens when no route is known"', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    actor.send({ type: 'LOST_USER' });

    // Assert
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: { profileId: '101' } });
  });

  it('000 §4: a failed health check call is logged and the check runs again 60 s later', async () => {
    // Arrange
    const failure = new Error('network');
    const io = stubs({ healthCheck: () => Promise.reject(failure) });
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    await vi.advanceTimersByTimeAsync(SESSION_HEALTH_CHECK_MS * 2);

    // Assert
    expect(io.healthCheck).toHaveBeenCalledTimes(2);
    expect(emitted).toContainEqual({
      type: 'log',
      level: 'warn',
      code: 'healthCheckFailed',
      cause: failure,
    });
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });
});

describe('blocking dialogs (000 §4)', () => {
  it("000 §4: \"Events 'missing-permissions' … show a blocking dialog, then return to the login page: 'Permessi insufficienti'\"", async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    actor.send({ type: 'MISSING_PERMISSIONS' });
    const blocked = actor.getSnapshot();
    await vi.advanceTimersByTimeAsync(SESSION_HEALTH_CHECK_MS);
    actor.send({ type: 'DIALOG_CONFIRMED' });
    await settle();

    // Assert
    expect(blocked.matches('blockingDialog')).toBe(true);
    expect(blocked.context.dialog).toEqual({
      kind: 'missingPermissions',
      titleKey: 'session.dialog.missingPermissions.title',
      textKey: 'session.dialog.missingPermissions.text',
      confirmKey: 'session.dialog.confirm',
    });
    expect(io.healthCheck).not.toHaveBeenCalled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loggedOut')).toBe(true);
    expect(snapshot.context.dialog).toBeUndefined();
    expect(snapshot.context.error).toMatchObject({
      kind: 'loggedOut',
      reason: 'missingPermissions',
    });
    expect(io.logout).toHaveBeenCalledTimes(1);
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: {} });
  });

  it("000 §4: \"Events … 'invalid-profile' show a blocking dialog, then return to the login page: 'Profilo invalido'\"", async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    actor.send({ type: 'INVALID_PROFILE' });
    const blocked = actor.getSnapshot();
    actor.send({ type: 'LOST_USER' });
    const stillBlocked = actor.getSnapshot();
    actor.send({ type: 'DIALOG_CONFIRMED' });
    await settle();

    // Assert
    expect(blocked.context.dialog).toEqual({
      kind: 'invalidProfile',
      titleKey: 'session.dialog.invalidProfile.title',
      textKey: 'session.dialog.invalidProfile.text',
      confirmKey: 'session.dialog.confirm',
    });
    expect(stillBlocked.matches('blockingDialog')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'loggedOut',
      reason: 'invalidProfile',
    });
    expect(emitted.at(-1)).toEqual({ type: 'redirectToLogin', state: {} });
  });
});

describe('profile switch (002 §2.9 "/changeProfile is the route used after switching profile")', () => {
  it('002 §2.9: "/changeProfile is the route used after switching profile" — then the checks run again', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession(
      { lastRoute: '/ORG/claims', query: { skip: true } },
      io,
    );
    await settle();

    // Act
    actor.send({ type: 'SWITCH_PROFILE', profileId: '202' });
    const switching = actor.getSnapshot();
    await settle();
    const loading = actor.getSnapshot();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(switching.matches('starting')).toBe(true);
    expect(switching.context.activeProfile).toBeUndefined();
    expect(loading.matches({ starting: 'redirecting' })).toBe(true);
    expect(loading.context.companyName).toBe('Idraulica Bianchi');
    expect(io.loadUser).toHaveBeenCalledTimes(2);
    expect(io.loadProfiles).toHaveBeenCalledTimes(2);
    expect(io.initialise).toHaveBeenLastCalledWith({ user, profile: splProfile });
    expect(navigations(emitted)).toEqual([
      { type: 'navigate', path: '/ORG/claims', reason: 'lastRoute' },
      { type: 'navigate', path: '/changeProfile', reason: 'changeProfile' },
      { type: 'navigate', path: '/SPL/dashboard', reason: 'dashboard' },
    ]);
    expect(actor.getSnapshot().context.activeProfile).toBe(splProfile);
    expect(actor.getSnapshot().context.roleType).toBe('SPL');
  });

  it('002 §2.9: switching to a profile that is not found shows the 403 page; a switch from there recovers', async () => {
    // Arrange
    const io = stubs();
    const { actor, emitted } = startSession({ query: { skip: true } }, io);
    await settle();

    // Act
    actor.send({ type: 'SWITCH_PROFILE', profileId: 'gone' });
    await settle();
    const forbidden = actor.getSnapshot();
    actor.send({ type: 'SWITCH_PROFILE', profileId: '303' });
    await settle();
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);

    // Assert
    expect(forbidden.matches('forbidden')).toBe(true);
    expect(forbidden.context.error).toMatchObject({ reason: 'profileNotFound' });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.activeProfile).toBe(usrProfile);
    expect(emitted.at(-1)).toEqual({
      type: 'navigate',
      path: '/USR/dashboard',
      reason: 'dashboard',
    });
  });
});
