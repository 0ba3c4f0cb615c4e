/**
 * Runs domain's session machine for the whole app (000 §2, §4): reads its input from the address
 * and local storage, performs the side effects it emits (navigate, 403 page, login service,
 * notification, log), tells it the route on screen and the token's changes, and stores the last
 * visited route (000 §2 Shell, 5 minutes, app paths only).
 */
import { isApiError } from '@portineria/api-client';
import {
  forbiddenPath,
  PERMISSIONS_CHANGED_CODE,
  profileGrantsFingerprint,
  restorableRoute,
  safeReturnPath,
  sessionEventForAppEvent,
  sessionProfileId,
  storedRoute,
  type SessionInput,
  type SessionNotification,
  type SessionQuery,
} from '@portineria/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { apiClient, onUnauthorized, setActiveProfile } from '../lib/apiClient.ts';
import { chatCacheOwner, chatCacheOwnership } from '../lib/chatCacheOwner.ts';
import { setActiveSession } from './activeSession.ts';
import { queryClient } from '../lib/queryClient.ts';
import { loginUrl } from '../lib/loginService.ts';
import type * as NotificationRules from './openNotification.ts';
import { provideSessionMachine } from './sessionActors.ts';
import type { MeAnswer, ProfilesAnswer } from './sessionReads.ts';
import { takeSessionStartReads } from './startReads.ts';
import { onTokenEvent } from '../lib/tokenStore.ts';
import {
  APP_EVENT_NAME,
  LAST_ROUTE_STORAGE_KEY,
  PRODUCT,
  PROFILE_STORAGE_KEY,
  readStorage,
  writeStorage,
} from './sessionStorage.ts';

type SessionMachine = ReturnType<typeof provideSessionMachine>;
/** The running session actor. */
export type SessionActor = ActorRefFrom<SessionMachine>;
/** A snapshot of the session. */
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** What the session needs from the router: navigation and the current location. */
export interface SessionRouter {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  subscribe(
    listener: (state: { location: { pathname: string; search: string } }) => void,
  ): () => void;
  readonly state: { location: { pathname: string; search: string } };
}

const SessionActorContext = createContext<SessionActor | null>(null);

/** Paths that belong to the session start: arriving there is not a deep link to honour. */
const START_PATHS = new Set(['/', '/loading', '/changeProfile']);

function isSafe(path: string): boolean {
  return safeReturnPath(path, { requireKnownRoute: true }) !== undefined;
}

function parseNotification(raw: string | null): SessionNotification | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SessionNotification)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The machine input from the address bar and storage (000 §4): `profile` asks for a profile,
 * `skip` redirects at once, `redirect` is a forced redirect (checked by the guard), `notification`
 * a notification to open. A deep link into the app is honoured like the last route; otherwise the
 * stored last route if it is younger than 5 minutes and a path of this app.
 */
export function sessionInputFromLocation(
  location: { pathname: string; search: string },
  now: Date,
): SessionInput {
  const params = new URLSearchParams(location.search);
  const query: SessionQuery = {};
  if (params.has('skip')) query.skip = true;
  const redirect = params.get('redirect');
  if (redirect) query.redirect = redirect;
  const notification = parseNotification(params.get('notification'));
  if (notification) query.notification = notification;
  // An unknown but safe path is honoured too, so that the guard shows its 404 page.
  const deepLink = START_PATHS.has(location.pathname)
    ? undefined
    : safeReturnPath(`${location.pathname}${location.search}`);
  const lastRoute = deepLink ?? restorableRoute(readStorage(LAST_ROUTE_STORAGE_KEY), now);
  const requested = params.get('profile') ?? undefined;
  const stored = readStorage(PROFILE_STORAGE_KEY);
  return {
    product: PRODUCT,
    query,
    ...(requested ? { requestedProfileId: requested } : {}),
    ...(typeof stored === 'string' ? { storedProfileId: stored } : {}),
    ...(lastRoute ? { lastRoute } : {}),
  };
}

/**
 * The session event of a failed call (000 §4): 'invalid-profile' for PROFILE_INVALID,
 * 'missing-permissions' for PERMISSIONS_CHANGED (a refusal after the profile's permissions or
 * modules changed during the session); any other failure is the screen's own to show.
 */
export function sessionEventForCallError(error: unknown) {
  if (!isApiError(error)) return undefined;
  if (error.code === 'PROFILE_INVALID') return sessionEventForAppEvent('invalid-profile');
  if (error.code === PERMISSIONS_CHANGED_CODE)
    return sessionEventForAppEvent('missing-permissions');
  return undefined;
}

/**
 * The rules that route a notification (./openNotification.ts), off the first screen's code: loaded
 * at the start when the address carries a notification, so it opens as soon as the session
 * redirects, and otherwise when one arrives. A failed download is tried again next time.
 */
let notificationRules: Promise<typeof NotificationRules> | undefined;
function loadNotificationRules() {
  notificationRules ??= import('./openNotification.ts').catch((error: unknown) => {
    notificationRules = undefined;
    throw error;
  });
  return notificationRules;
}

/**
 * Whose chat session cache (002 §9) the session holds: the signed-in user's active profile, none
 * while signing out or once the session ended (signed out, user lost).
 */
export function sessionChatCacheOwner(
  snapshot: Pick<SessionSnapshot, 'status' | 'matches' | 'context'>,
): string | null {
  if (snapshot.status !== 'active' || snapshot.matches('loggingOut')) return null;
  const { activeProfile, user } = snapshot.context;
  return chatCacheOwner(user?.id, activeProfile?.uid);
}

export function SessionProvider({
  router,
  children,
}: {
  router: SessionRouter;
  children: ReactNode;
}) {
  const [machine] = useState(() =>
    provideSessionMachine(
      apiClient,
      queryClient,
      isSafe,
      takeSessionStartReads<MeAnswer, ProfilesAnswer>(),
    ),
  );
  const [input] = useState(() => {
    const fromLocation = sessionInputFromLocation(router.state.location, new Date());
    if (fromLocation.query?.notification) void loadNotificationRules();
    return fromLocation;
  });
  const actor = useActorRef(machine, { input });

  useEffect(() => {
    const subscriptions = [
      actor.on('navigate', (event) => {
        void router.navigate(event.path, { replace: true });
      }),
      // The reason travels in the address, so that a reload of the 403 page still says it.
      actor.on('forbidden', (event) => {
        void router.navigate(forbiddenPath(event.page.reason), { replace: true });
      }),
      actor.on('redirectToLogin', (event) => {
        window.location.assign(loginUrl(event.state));
      }),
      actor.on('notification', (event) => {
        const { activeProfile, roleType } = actor.getSnapshot().context;
        if (!activeProfile || !roleType) return;
        const scene = {
          activeProfileId: activeProfile.uid,
          roleType,
          currentPathname: router.state.location.pathname,
        };
        loadNotificationRules().then(
          ({ notificationPath, notificationRouting }) => {
            const path = notificationPath(notificationRouting(event.notification, scene));
            if (path) void router.navigate(path);
          },
          (error: unknown) => console.warn('[sessione] notification', error),
        );
      }),
      actor.on('log', (event) => {
        console.warn(`[sessione] ${event.code}`, event.cause ?? '');
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, router]);

  // The active profile for the api-client's header, remembered for the next visit; the chat
  // session cache (002 §9) belongs to it, emptied by a sign-out or a profile switch.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { activeProfile, roleType, user } = snapshot.context;
      chatCacheOwnership.follow(sessionChatCacheOwner(snapshot));
      setActiveProfile(
        activeProfile?.uid ?? null,
        user ? Number(user.id) : null,
        activeProfile ? profileGrantsFingerprint(activeProfile) : null,
      );
      setActiveSession(
        activeProfile && roleType ? { profile: activeProfile, roleType, user } : null,
      );
      if (activeProfile) writeStorage(PROFILE_STORAGE_KEY, sessionProfileId(activeProfile));
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The route on screen, and the last route stored for 5 minutes (000 §2 Shell).
  useEffect(() => {
    const remember = (location: { pathname: string; search: string }) => {
      actor.send({ type: 'CURRENT_ROUTE', route: `${location.pathname}${location.search}` });
      const record = storedRoute(location.pathname, location.search, new Date());
      if (record && actor.getSnapshot().matches('active')) {
        writeStorage(LAST_ROUTE_STORAGE_KEY, record);
      }
    };
    remember(router.state.location);
    return router.subscribe((state) => remember(state.location));
  }, [actor, router]);

  // Token renewals reload the profiles; a failed renewal or a 401 from the API logs out (000 §4).
  useEffect(() => {
    onUnauthorized(() => actor.send({ type: 'TOKEN_FAILED' }));
    const unsubscribe = onTokenEvent((event, error) => {
      if (event === 'changed') actor.send({ type: 'TOKEN_CHANGED' });
      else actor.send({ type: 'TOKEN_FAILED', error });
    });
    // The application events 'missing-permissions' and 'invalid-profile' (000 §4).
    const onAppEvent = (event: Event) => {
      const name = (event as CustomEvent<string>).detail;
      const sessionEvent = typeof name === 'string' ? sessionEventForAppEvent(name) : undefined;
      if (sessionEvent) actor.send(sessionEvent);
    };
    window.addEventListener(APP_EVENT_NAME, onAppEvent);
    // A read or a write the server refuses because the profile is gone, or because its
    // permissions or modules changed during the session, ends the session with its dialog.
    const onCallError = (error: unknown) => {
      const sessionEvent = sessionEventForCallError(error);
      if (sessionEvent) actor.send(sessionEvent);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') onCallError(event.query.state.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') onCallError(event.mutation?.state.error);
    });
    return () => {
      unsubscribe();
      unsubscribeQueries();
      unsubscribeMutations();
      window.removeEventListener(APP_EVENT_NAME, onAppEvent);
    };
  }, [actor]);

  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

/** The session actor (for sending events). */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

/** A value read from the session snapshot, re-rendering only when it changes. */
export function useSession<Selected>(selector: (snapshot: SessionSnapshot) => Selected): Selected {
  return useSelector(useSessionActor(), selector);
}
