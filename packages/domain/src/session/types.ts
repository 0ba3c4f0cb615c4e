/**
 * Types of the session area: what the app hands to the session machine, what its actors return,
 * and what the machine exposes or emits (000 §2, §4, §7, §8).
 */
import type { sessionMessages } from '../messages/it-IT/session.ts';
import type { OrganizationDetail } from '../profiles/types.ts';

/** A key of the session area's Italian messages. */
export type SessionMessageKey = keyof typeof sessionMessages;

/** The signed-in user as the login service's token describes it. */
export interface SessionUser {
  /** The user id; also replaces '@activeUser' in counter criteria (000 §7). */
  id: string;
  email?: string;
  displayName?: string;
}

/**
 * A notification object carried by the query string (000 §4, 000 §7 "a window message carries
 * notification objects"). Its shape belongs to the notifications area; the session only hands it on.
 */
export type SessionNotification = Readonly<Record<string, unknown>>;

/** The session-relevant query parameters, already parsed by the app (000 §4). */
export interface SessionQuery {
  /** The skip query: redirect at once instead of after 2 s. */
  skip?: boolean;
  /** A forced redirect payload: a path, honoured only if the app's `isSafeReturnPath` guard accepts it. */
  redirect?: string;
  /** A notification to handle instead of a normal redirect. */
  notification?: SessionNotification;
}

/** What the app gives the session machine when it starts (000 §4). */
export interface SessionInput {
  /** The current product identifier; the active profile's `product` must equal it. */
  product: string;
  /** The profile id asked for by the route or the query. */
  requestedProfileId?: string;
  /** The profile id the app remembered from the last session, used when none is requested. */
  storedProfileId?: string;
  /** The session-relevant query parameters. */
  query?: SessionQuery;
  /** The last visited route, already restored and validated by the app (000 §2 Shell). */
  lastRoute?: string;
}

/** A building of a USR profile, loaded at session start (000 §3 Building, §7 buildings/search). */
export interface SessionBuilding {
  id: string;
  name: string;
  city?: string;
  street?: string;
  province?: string;
  isPrivate?: boolean;
}

/** What the `initialise` actor resolves with (000 §4 "initialisation", §7 organizations/{company_id}). */
export interface SessionInitialisation {
  /** The organisation detail read from organizations/{company_id}. */
  organization?: OrganizationDetail;
}

/** What the `healthCheck` actor resolves with every 60 s (000 §4). */
export type SessionHealth = 'healthy' | 'userLost';

/** Why the 403 page is shown (000 §2 Error 403 page, §4, §8). */
export type SessionForbiddenReason =
  'noUser' | 'profileNotFound' | 'productMismatch' | 'unknownRole' | 'notRefused';

/** Why the session logged the user out (000 §4, §8 "Failed auth call: logout"). */
export type SessionLogoutReason =
  | 'tokenFailed'
  | 'profileListFailed'
  | 'profileNotFound'
  | 'initialisationFailed'
  | 'missingPermissions'
  | 'invalidProfile';

/** The two blocking dialogs of 000 §4. */
export type SessionDialogKind = 'missingPermissions' | 'invalidProfile';

/** A blocking dialog the app shows until DIALOG_CONFIRMED (000 §4). */
export interface SessionDialog {
  kind: SessionDialogKind;
  titleKey: SessionMessageKey;
  textKey: SessionMessageKey;
  confirmKey: SessionMessageKey;
}

/** The 403 page content for a reason. */
export interface SessionForbiddenPage {
  reason: SessionForbiddenReason;
  titleKey: SessionMessageKey;
  textKey: SessionMessageKey;
}

/** Why the session stopped: the 403 page, a logout, or the loss of the user. */
export type SessionError =
  | ({ kind: 'forbidden' } & SessionForbiddenPage)
  | { kind: 'loggedOut'; reason: SessionLogoutReason; cause?: unknown }
  | { kind: 'userLost' };

/** Where the session sends the user once the start checks pass (000 §4), in priority order. */
export type SessionRedirectTarget =
  | { kind: 'forcedRedirect'; path: string }
  | { kind: 'notification'; path: string; notification: SessionNotification }
  | { kind: 'lastRoute'; path: string }
  | { kind: 'dashboard'; path: string };

/** What the login service is told to remember (000 §4 "remembering profile and route"). */
export interface LoginRedirectState {
  profileId?: string;
  route?: string;
}
