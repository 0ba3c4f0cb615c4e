/**
 * The session machine (000 §2 Loading screen and 403 page, §4 Session, §7, §8, §9; 001 §2.1,
 * §2.5; 002 §2.9). It runs the start checks in order — user, profile, product, initialisation,
 * (USR) buildings — shows the Loading screen for 2 s, redirects, then watches the session: a
 * health check every 60 s, token changes, lost users, the two blocking dialogs and profile switches.
 *
 * Every I/O is a named actor the app supplies with `.provide({ actors })`; the defaults reject so
 * that a forgotten one fails loudly. Every side effect the app performs (navigate, go to the login
 * service, show the 403 page, handle a notification, log) is an emitted event; what the screens
 * render (Loading screen, 403 page, blocking dialog) is read from the state and the context.
 */
import { assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import { SESSION_HEALTH_CHECK_MS, SESSION_REDIRECT_DELAY_MS } from '../constants/constants.ts';
import { dashboardPathFor, roleTypeOf } from '../profiles/roles.ts';
import type { OrganizationDetail, Profile, RoleType } from '../profiles/types.ts';
import { CHANGE_PROFILE_PATH } from './constants.ts';
import {
  forbiddenPage,
  isProductMatching,
  loginRedirectState,
  redirectTarget,
  selectProfile,
  sessionDialog,
  sessionProfileId,
} from './sessionRules.ts';
import type {
  LoginRedirectState,
  SessionBuilding,
  SessionDialog,
  SessionDialogKind,
  SessionError,
  SessionForbiddenPage,
  SessionForbiddenReason,
  SessionHealth,
  SessionInitialisation,
  SessionInput,
  SessionLogoutReason,
  SessionNotification,
  SessionQuery,
  SessionRedirectTarget,
  SessionUser,
} from './types.ts';

/** What the session machine holds; the screens read it from the snapshot. */
export interface SessionContext {
  /** The current product identifier (input). */
  product: string;
  /** The profile id asked for by the route, the query or a profile switch. */
  requestedProfileId: string | undefined;
  /** The profile id remembered from the last session (input). */
  storedProfileId: string | undefined;
  /** The query parameters still to honour; emptied once the redirect is done. */
  query: SessionQuery;
  /** The restored last route still to honour; cleared once the redirect is done. */
  lastRoute: string | undefined;
  /** The route the app is showing, from CURRENT_ROUTE or LOST_USER; remembered for the login. */
  currentRoute: string | undefined;
  /** The signed-in user; null until loaded, or when there is none. */
  user: SessionUser | null;
  /** The profiles of the user (GET users/auth/profiles). */
  profiles: Profile[];
  /** The profile the session works with. */
  activeProfile: Profile | undefined;
  /** The role type of the active profile. */
  roleType: RoleType | undefined;
  /** `/{ROLE}/dashboard` of the active profile. */
  dashboardPath: string | undefined;
  /** The buildings of a USR profile (empty for other roles, or when loading them failed). */
  buildings: SessionBuilding[];
  /** The company name the Loading screen shows under 'Stai per accedere con il profilo'. */
  companyName: string | undefined;
  /** The organisation detail from the initialisation. */
  organization: OrganizationDetail | undefined;
  /** Why the session stopped (403 page, logout, lost user). */
  error: SessionError | undefined;
  /** The blocking dialog on screen, while in the `blockingDialog` state. */
  dialog: SessionDialog | undefined;
}

/** The events the app sends to the session machine. */
export type SessionEvent =
  /** The route now on screen, remembered for the login service if the user is lost. */
  | { type: 'CURRENT_ROUTE'; route: string }
  /** The login service issued a new token: reload the profiles (000 §4). */
  | { type: 'TOKEN_CHANGED' }
  /** The token could not be read or refreshed: log out (000 §4). */
  | { type: 'TOKEN_FAILED'; error?: unknown }
  /** The login service reports the user signed out; `route` is the route on screen, if known. */
  | { type: 'LOST_USER'; route?: string }
  /** The 'missing-permissions' application event (000 §4). */
  | { type: 'MISSING_PERMISSIONS' }
  /** The 'invalid-profile' application event (000 §4). */
  | { type: 'INVALID_PROFILE' }
  /** The user confirmed the blocking dialog. */
  | { type: 'DIALOG_CONFIRMED' }
  /** The user switched to another of their profiles (002 §2.9, 002 §2.11 linked-profile switch). */
  | { type: 'SWITCH_PROFILE'; profileId: string };

/** What the machine logs without bothering the user (000 §8 "logged only"). */
export type SessionLogCode =
  | 'buildingsLoadFailed'
  | 'organizationLoadFailed'
  | 'unsafeRedirectIgnored'
  | 'healthCheckFailed'
  | 'logoutFailed';

/** Why the app navigates. */
export type SessionNavigationReason = SessionRedirectTarget['kind'] | 'changeProfile';

/** The side effects the app performs, emitted by the machine (listen with `actor.on(type, …)`). */
export type SessionEmitted =
  /** Go to a path of the app. */
  | { type: 'navigate'; path: string; reason: SessionNavigationReason }
  /** Handle the notification of the query string (001 §4.8), after the dashboard navigation. */
  | { type: 'notification'; notification: SessionNotification }
  /** Open the 403 page. */
  | { type: 'forbidden'; page: SessionForbiddenPage }
  /** Leave for the login service, which remembers `state` (000 §4). */
  | { type: 'redirectToLogin'; state: LoginRedirectState }
  /** Write to the log only. */
  | { type: 'log'; level: 'warn' | 'error'; code: SessionLogCode; cause?: unknown };

/** Input of `loadProfiles` (GET users/auth/profiles). */
export interface LoadProfilesInput {
  user: SessionUser;
}

/** Input of `initialise`, `loadBuildings` and `healthCheck`. */
export interface ActiveSessionInput {
  user: SessionUser;
  profile: Profile;
}

/** Input of `logout`. */
export interface LogoutInput {
  user: SessionUser | null;
  profile: Profile | undefined;
}

/** A default actor that rejects: the app must provide every I/O. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The session actor '${name}' must be provided by the app.`)),
  );
}

/** The context at start, and the values a profile switch resets. */
function initialContext(input: SessionInput): SessionContext {
  return {
    product: input.product,
    requestedProfileId: input.requestedProfileId,
    storedProfileId: input.storedProfileId,
    query: input.query ?? {},
    lastRoute: input.lastRoute,
    currentRoute: undefined,
    user: null,
    profiles: [],
    activeProfile: undefined,
    roleType: undefined,
    dashboardPath: undefined,
    buildings: [],
    companyName: undefined,
    organization: undefined,
    error: undefined,
    dialog: undefined,
  };
}

/**
 * The session machine. Provide the actors `loadUser`, `loadProfiles`, `initialise`,
 * `loadBuildings`, `healthCheck`, `logout` and the guard `isSafeReturnPath` (which returns false
 * until provided, so a forced redirect is ignored unless the app vouches for it).
 *
 * The `!` assertions below read the user and the active profile in states that the checking
 * states only enter once both are set; XState 5 has no typestates to say so in the types.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** The signed-in user from the login service token; null when there is none. */
    loadUser: notProvided<SessionUser | null, void>('loadUser'),
    /** GET users/auth/profiles (000 §7). */
    loadProfiles: notProvided<Profile[], LoadProfilesInput>('loadProfiles'),
    /** Organisation detail (organizations/{company_id}), permissions and the like (000 §4, §7). */
    initialise: notProvided<SessionInitialisation, ActiveSessionInput>('initialise'),
    /** POST buildings/search, USR only (000 §7). */
    loadBuildings: notProvided<SessionBuilding[], ActiveSessionInput>('loadBuildings'),
    /** The session health check, every 60 s (000 §4, §9). */
    healthCheck: notProvided<SessionHealth, ActiveSessionInput>('healthCheck'),
    /** Sign out of the login service. */
    logout: notProvided<void, LogoutInput>('logout'),
  },
  delays: {
    /** 000 §9 "session redirect delay 2000 ms". */
    redirectDelay: SESSION_REDIRECT_DELAY_MS,
    /** 000 §9 "Session health check 60 s". */
    healthCheckInterval: SESSION_HEALTH_CHECK_MS,
  },
  guards: {
    hasNoUser: ({ context }) => context.user === null,
    hasNoActiveProfile: ({ context }) => context.activeProfile === undefined,
    isProductMatching: ({ context }) => isProductMatching(context.activeProfile!, context.product),
    hasUnknownRole: ({ context }) => context.roleType === undefined,
    isResident: ({ context }) => context.roleType === 'USR',
    hasForcedRedirect: ({ context }) => Boolean(context.query.redirect),
    /** Provided by the app (routing's safe-return-path rule); unsafe until then. */
    isSafeReturnPath: (_, _params: { path: string }) => false,
    hasSkipQuery: ({ context }) => context.query.skip === true,
    isUserLost: (_, params: { health: SessionHealth }) => params.health === 'userLost',
    isProfileMissingFrom: (_, params: { profiles: readonly Profile[]; profileId: string }) =>
      selectProfile(params.profiles, params.profileId) === undefined,
  },
  actions: {
    assignUser: assign((_, params: { user: SessionUser | null }) => ({ user: params.user })),
    assignProfiles: assign(
      (
        _,
        params: {
          profiles: Profile[];
          requestedId: string | undefined;
          fallbackId?: string | undefined;
        },
      ) => {
        const activeProfile = selectProfile(params.profiles, params.requestedId, params.fallbackId);
        return {
          profiles: params.profiles,
          activeProfile,
          roleType: roleTypeOf(activeProfile?.role),
          dashboardPath: dashboardPathFor(activeProfile?.role),
          companyName: activeProfile?.company_name,
        };
      },
    ),
    assignInitialisation: assign((_, params: { initialisation: SessionInitialisation }) => ({
      organization: params.initialisation.organization,
    })),
    assignBuildings: assign((_, params: { buildings: SessionBuilding[] }) => ({
      buildings: params.buildings,
    })),
    showForbiddenPage: enqueueActions(({ enqueue }, params: { reason: SessionForbiddenReason }) => {
      const page = forbiddenPage(params.reason);
      enqueue.assign({ error: { kind: 'forbidden', ...page } });
      enqueue.emit({ type: 'forbidden', page });
    }),
    recordLogout: assign((_, params: { reason: SessionLogoutReason; cause?: unknown }) => ({
      error: {
        kind: 'loggedOut',
        reason: params.reason,
        cause: params.cause,
      } satisfies SessionError,
    })),
    recordUserLost: assign({ error: { kind: 'userLost' } satisfies SessionError }),
    rememberRoute: assign((_, params: { route: string | undefined }) =>
      params.route ? { currentRoute: params.route } : {},
    ),
    log: emit((_, params: { level: 'warn' | 'error'; code: SessionLogCode; cause?: unknown }) => ({
      type: 'log' as const,
      ...params,
    })),
    dropForcedRedirect: assign(({ context }) => ({
      query: { ...context.query, redirect: undefined },
    })),
    redirectToTarget: enqueueActions(({ context, enqueue }) => {
      const target = redirectTarget({
        profile: context.activeProfile!,
        query: context.query,
        lastRoute: context.lastRoute,
      });
      enqueue.emit({ type: 'navigate', path: target.path, reason: target.kind });
      // After the dashboard navigation, so that the notification handler may navigate further.
      if (target.kind === 'notification') {
        enqueue.emit({ type: 'notification', notification: target.notification });
      }
      // Consumed: a later profile switch must not honour them again.
      enqueue.assign({ query: {}, lastRoute: undefined });
    }),
    openDialog: assign((_, params: { kind: SessionDialogKind }) => ({
      dialog: sessionDialog(params.kind),
    })),
    closeDialog: assign({ dialog: undefined }),
    redirectToLoginRemembering: emit(({ context }) => ({
      type: 'redirectToLogin' as const,
      state: loginRedirectState(sessionProfileId(context.activeProfile!), context.currentRoute),
    })),
    redirectToLogin: emit({
      type: 'redirectToLogin',
      state: loginRedirectState(undefined, undefined),
    }),
    switchProfile: enqueueActions(({ context, enqueue }, params: { profileId: string }) => {
      enqueue.assign({
        ...initialContext({ product: context.product, requestedProfileId: params.profileId }),
        storedProfileId: context.storedProfileId,
        user: context.user,
        profiles: context.profiles,
      });
      enqueue.emit({ type: 'navigate', path: CHANGE_PROFILE_PATH, reason: 'changeProfile' });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  on: {
    CURRENT_ROUTE: {
      actions: { type: 'rememberRoute', params: ({ event }) => ({ route: event.route }) },
    },
  },
  states: {
    /** The Loading screen (000 §2): the start checks of 000 §4, in order. */
    starting: {
      initial: 'loadingUser',
      states: {
        loadingUser: {
          invoke: {
            src: 'loadUser',
            onDone: {
              target: 'checkingUser',
              actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: {
              target: '#session.loggingOut',
              actions: {
                type: 'recordLogout',
                params: ({ event }) => ({ reason: 'tokenFailed', cause: event.error }),
              },
            },
          },
        },
        /**
         * No user at start → 403 (000 §2, §4 "A missing user … leads to the 403 page"). A user
         * lost later goes to the login service instead (see `userLost`).
         */
        checkingUser: {
          always: [
            {
              guard: 'hasNoUser',
              target: '#session.forbidden',
              actions: { type: 'showForbiddenPage', params: { reason: 'noUser' } },
            },
            { target: 'loadingProfiles' },
          ],
        },
        loadingProfiles: {
          invoke: {
            src: 'loadProfiles',
            input: ({ context }) => ({ user: context.user! }),
            onDone: {
              target: 'checkingProfile',
              actions: {
                type: 'assignProfiles',
                params: ({ context, event }) => ({
                  profiles: event.output,
                  requestedId: context.requestedProfileId,
                  fallbackId: context.storedProfileId,
                }),
              },
            },
            onError: {
              target: '#session.loggingOut',
              actions: {
                type: 'recordLogout',
                params: ({ event }) => ({ reason: 'profileListFailed', cause: event.error }),
              },
            },
          },
        },
        checkingProfile: {
          always: [
            {
              guard: 'hasNoActiveProfile',
              target: '#session.forbidden',
              actions: { type: 'showForbiddenPage', params: { reason: 'profileNotFound' } },
            },
            {
              guard: not('isProductMatching'),
              target: '#session.forbidden',
              actions: { type: 'showForbiddenPage', params: { reason: 'productMismatch' } },
            },
            {
              guard: 'hasUnknownRole',
              target: '#session.forbidden',
              actions: { type: 'showForbiddenPage', params: { reason: 'unknownRole' } },
            },
            { target: 'initialising' },
          ],
        },
        initialising: {
          invoke: {
            src: 'initialise',
            input: ({ context }) => ({ user: context.user!, profile: context.activeProfile! }),
            onDone: [
              {
                guard: 'isResident',
                target: 'loadingBuildings',
                actions: {
                  type: 'assignInitialisation',
                  params: ({ event }) => ({ initialisation: event.output }),
                },
              },
              {
                target: 'redirecting',
                actions: {
                  type: 'assignInitialisation',
                  params: ({ event }) => ({ initialisation: event.output }),
                },
              },
            ],
            onError: [
              // A resident's organisation detail is read for its dashboard (000 §7 "also for USR
              // dashboard; reads result"): like its buildings (000 §8), a failure is logged only.
              {
                guard: 'isResident',
                target: 'loadingBuildings',
                actions: {
                  type: 'log',
                  params: ({ event }) => ({
                    level: 'error',
                    code: 'organizationLoadFailed',
                    cause: event.error,
                  }),
                },
              },
              {
                target: '#session.loggingOut',
                actions: {
                  type: 'recordLogout',
                  params: ({ event }) => ({ reason: 'initialisationFailed', cause: event.error }),
                },
              },
            ],
          },
        },
        /** USR only; a failure is logged only and the start goes on (000 §8). */
        loadingBuildings: {
          invoke: {
            src: 'loadBuildings',
            input: ({ context }) => ({ user: context.user!, profile: context.activeProfile! }),
            onDone: {
              target: 'redirecting',
              actions: {
                type: 'assignBuildings',
                params: ({ event }) => ({ buildings: event.output }),
              },
            },
            onError: {
              target: 'redirecting',
              actions: {
                type: 'log',
                params: ({ event }) => ({
                  level: 'error',
                  code: 'buildingsLoadFailed',
                  cause: event.error,
                }),
              },
            },
          },
        },
        /** 'Stai per accedere con il profilo' + company name, then the redirect (000 §2, §4). */
        redirecting: {
          initial: 'checkingForcedRedirect',
          states: {
            /** An unsafe forced redirect is ignored (logged) and the normal order applies. */
            checkingForcedRedirect: {
              always: [
                { guard: not('hasForcedRedirect'), target: 'waiting' },
                {
                  guard: {
                    type: 'isSafeReturnPath',
                    params: ({ context }) => ({ path: context.query.redirect! }),
                  },
                  target: 'waiting',
                },
                {
                  target: 'waiting',
                  actions: [
                    {
                      type: 'log',
                      params: ({ context }) => ({
                        level: 'warn',
                        code: 'unsafeRedirectIgnored',
                        cause: context.query.redirect,
                      }),
                    },
                    'dropForcedRedirect',
                  ],
                },
              ],
            },
            /** 2 s on the Loading screen, or none with the skip query (000 §4, §9). */
            waiting: {
              always: {
                guard: 'hasSkipQuery',
                target: '#session.active',
                actions: 'redirectToTarget',
              },
              after: {
                redirectDelay: { target: '#session.active', actions: 'redirectToTarget' },
              },
            },
          },
        },
      },
    },
    /**
     * The session runs: health check and profile reloads side by side. Token changes are heard
     * only here: during the start the profiles are being loaded anyway (DECISIONS.md).
     */
    active: {
      type: 'parallel',
      on: {
        LOST_USER: {
          target: 'userLost',
          actions: { type: 'rememberRoute', params: ({ event }) => ({ route: event.route }) },
        },
        TOKEN_FAILED: {
          target: 'loggingOut',
          actions: {
            type: 'recordLogout',
            params: ({ event }) => ({ reason: 'tokenFailed', cause: event.error }),
          },
        },
        MISSING_PERMISSIONS: {
          target: 'blockingDialog',
          actions: { type: 'openDialog', params: { kind: 'missingPermissions' } },
        },
        INVALID_PROFILE: {
          target: 'blockingDialog',
          actions: { type: 'openDialog', params: { kind: 'invalidProfile' } },
        },
        SWITCH_PROFILE: {
          target: 'starting',
          actions: {
            type: 'switchProfile',
            params: ({ event }) => ({ profileId: event.profileId }),
          },
        },
      },
      states: {
        health: {
          initial: 'waiting',
          states: {
            waiting: { after: { healthCheckInterval: 'checking' } },
            checking: {
              invoke: {
                src: 'healthCheck',
                input: ({ context }) => ({ user: context.user!, profile: context.activeProfile! }),
                onDone: [
                  {
                    guard: {
                      type: 'isUserLost',
                      params: ({ event }) => ({ health: event.output }),
                    },
                    target: '#session.userLost',
                  },
                  { target: 'waiting' },
                ],
                // A failed check (network) proves nothing about the user: log and try again
                // in 60 s rather than sign out (DECISIONS.md).
                onError: {
                  target: 'waiting',
                  actions: {
                    type: 'log',
                    params: ({ event }) => ({
                      level: 'warn',
                      code: 'healthCheckFailed',
                      cause: event.error,
                    }),
                  },
                },
              },
            },
          },
        },
        profiles: {
          initial: 'current',
          states: {
            current: { on: { TOKEN_CHANGED: 'reloading' } },
            /** 000 §4 "A change of token triggers a reload of profiles." */
            reloading: {
              on: { TOKEN_CHANGED: { target: 'reloading', reenter: true } },
              invoke: {
                src: 'loadProfiles',
                input: ({ context }) => ({ user: context.user! }),
                onDone: [
                  {
                    guard: {
                      type: 'isProfileMissingFrom',
                      params: ({ context, event }) => ({
                        profiles: event.output,
                        profileId: sessionProfileId(context.activeProfile!),
                      }),
                    },
                    target: '#session.loggingOut',
                    actions: { type: 'recordLogout', params: { reason: 'profileNotFound' } },
                  },
                  {
                    target: 'current',
                    actions: {
                      type: 'assignProfiles',
                      params: ({ context, event }) => ({
                        profiles: event.output,
                        requestedId: sessionProfileId(context.activeProfile!),
                      }),
                    },
                  },
                ],
                onError: {
                  target: '#session.loggingOut',
                  actions: {
                    type: 'recordLogout',
                    params: ({ event }) => ({ reason: 'profileListFailed', cause: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
    /** 'Permessi insufficienti' or 'Profilo invalido' until confirmed (000 §4). */
    blockingDialog: {
      on: {
        DIALOG_CONFIRMED: {
          target: 'loggingOut',
          actions: [
            { type: 'recordLogout', params: ({ context }) => ({ reason: context.dialog!.kind }) },
            'closeDialog',
          ],
        },
      },
    },
    /** The 403 page (000 §2). A profile switch from there runs the checks again. */
    forbidden: {
      on: {
        SWITCH_PROFILE: {
          target: 'starting',
          actions: {
            type: 'switchProfile',
            params: ({ event }) => ({ profileId: event.profileId }),
          },
        },
      },
    },
    /** Logout, then the login address with nothing remembered (000 §4, §8). */
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ user: context.user, profile: context.activeProfile }),
        onDone: { target: 'loggedOut' },
        // The user leaves for the login service either way.
        onError: {
          target: 'loggedOut',
          actions: {
            type: 'log',
            params: ({ event }) => ({ level: 'error', code: 'logoutFailed', cause: event.error }),
          },
        },
      },
    },
    loggedOut: {
      type: 'final',
      entry: 'redirectToLogin',
    },
    /** The user vanished mid-session: back to the login service with profile and route (000 §4). */
    userLost: {
      type: 'final',
      entry: ['recordUserLost', 'redirectToLoginRemembering'],
    },
  },
});
