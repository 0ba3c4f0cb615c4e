/**
 * The pure rules of session start (000 §4): which profile to use, whether it belongs to this
 * product, where to go once the checks pass, and what the login service must remember. The
 * session machine uses them as its guards and actions.
 */
import { isOrganizationProfile, isUserProfile } from '../profiles/companyTypes.ts';
import { dashboardPathFor, profileIdFromUid } from '../profiles/roles.ts';
import type { Profile } from '../profiles/types.ts';
import { ROOT_PATH } from './constants.ts';
import type {
  LoginRedirectState,
  SessionDialog,
  SessionDialogKind,
  SessionForbiddenPage,
  SessionForbiddenReason,
  SessionMessageKey,
  SessionQuery,
  SessionRedirectTarget,
} from './types.ts';

/**
 * The id of a profile: the third colon-separated part of its uid (000 §3), else its `profile_id`.
 * The spec names both fields; the uid part is the one it calls "the profile id".
 */
export function sessionProfileId(profile: Profile): string {
  return profileIdFromUid(profile.uid) ?? profile.profile_id;
}

/**
 * The organisation whose detail the start's initialisation reads, organizations/{id} (000 §7:
 * "organizations/{company_id} — organisation detail (also for USR dashboard; reads result)"), or
 * undefined when it reads none. An ORG profile's company is its organisation: its company_id. A
 * USR profile's company is its contact record (company_type org_contacts), so its company_id names
 * the contact, not an organisation: it reads the organisation that keeps the contact, which its
 * profile names in `organization` (DECISIONS.md, 'The resident's organisation at start'). SPL and
 * SYS profiles read none.
 */
export function organizationReadAtStart(
  profile: Pick<Profile, 'role' | 'company_id' | 'organization'>,
): string | undefined {
  if (isOrganizationProfile(profile)) return profile.company_id;
  if (isUserProfile(profile)) return profile.organization?.id;
  return undefined;
}

/**
 * Whether a profile answers to an id. The route, the query and the profile switch may carry the
 * id part of the uid or the whole uid, so both are accepted (DECISIONS.md).
 */
function isProfileWithId(profile: Profile, id: string): boolean {
  return sessionProfileId(profile) === id || profile.uid === id;
}

/**
 * The profile the session works with (000 §4 "user, profile…"):
 * - a requested id picks that profile or nothing, so that a missing requested profile leads to
 *   the 403 page instead of silently opening another one;
 * - without a requested id, the stored (fallback) profile when it is still in the list, else the
 *   first profile — a stale stored id is not an error, the user did not ask for it this time.
 * An empty list gives undefined.
 */
export function selectProfile(
  profiles: readonly Profile[],
  requestedId: string | undefined,
  fallbackId?: string,
): Profile | undefined {
  if (requestedId) return profiles.find((profile) => isProfileWithId(profile, requestedId));
  const stored = fallbackId
    ? profiles.find((profile) => isProfileWithId(profile, fallbackId))
    : undefined;
  return stored ?? profiles[0];
}

/**
 * Whether a profile belongs to the current product (000 §4 "a profile whose product identifier
 * differs from the current product leads to the 403 page"; 000 §2 calls it "the product module").
 */
export function isProductMatching(profile: Pick<Profile, 'product'>, product: string): boolean {
  return profile.product === product;
}

/**
 * Where to go once the start checks pass (000 §4), first match wins:
 * 1. the forced redirect payload of the query — pass it only after the app's `isSafeReturnPath`
 *    guard accepted it; the session machine drops an unsafe one before calling this;
 * 2. a notification in the query: go to the role dashboard and let the app handle the
 *    notification from there (it may navigate further, 001 §4.8);
 * 3. the last route the app restored;
 * 4. the role dashboard `/{ROLE}/dashboard` (000 §2 Dashboards).
 * "A forced redirect payload or a notification in the query string is handled instead of a normal
 * redirect": both win over the last route and the dashboard.
 */
export function redirectTarget({
  profile,
  query,
  lastRoute,
}: {
  profile: Pick<Profile, 'role'>;
  query: SessionQuery;
  lastRoute?: string | undefined;
}): SessionRedirectTarget {
  // The machine refuses a profile with an unreadable role (403 'unknownRole') before redirecting;
  // the root path only keeps this rule total.
  const dashboard = dashboardPathFor(profile.role) ?? ROOT_PATH;
  if (query.redirect) return { kind: 'forcedRedirect', path: query.redirect };
  if (query.notification) {
    return { kind: 'notification', path: dashboard, notification: query.notification };
  }
  if (lastRoute) return { kind: 'lastRoute', path: lastRoute };
  return { kind: 'dashboard', path: dashboard };
}

/**
 * What the login service must remember when the session sends the user back to it (000 §4
 * "remembering profile and route"). Unknown or empty values are left out: "Redirect to the login
 * address also happens when no route is known".
 */
export function loginRedirectState(
  profileId: string | undefined,
  route: string | undefined,
): LoginRedirectState {
  return {
    ...(profileId ? { profileId } : {}),
    ...(route ? { route } : {}),
  };
}

/** The 403 page text of each reason; a Record so that a new reason cannot be forgotten. */
const FORBIDDEN_TEXT_KEYS = {
  noUser: 'session.forbidden.noUser',
  profileNotFound: 'session.forbidden.profileNotFound',
  productMismatch: 'session.forbidden.productMismatch',
  unknownRole: 'session.forbidden.unknownRole',
  notRefused: 'session.forbidden.notRefused',
} as const satisfies Record<SessionForbiddenReason, SessionMessageKey>;

function isForbiddenReason(value: unknown): value is SessionForbiddenReason {
  return typeof value === 'string' && Object.hasOwn(FORBIDDEN_TEXT_KEYS, value);
}

/**
 * The address of the 403 page for a reason (`/403?reason=profileNotFound`): the reason travels in
 * the address so that a reload of the page still says why access was refused.
 */
export function forbiddenPath(reason: SessionForbiddenReason): string {
  return `/403?reason=${encodeURIComponent(reason)}`;
}

/**
 * What the 403 page says (000 §2 "shown when there is no user, the requested profile is not found
 * or the product module is missing"), in this order:
 * 1. the refusal of this session's start (its `forbidden` state);
 * 2. the reason in the address (`?reason=`, see {@link forbiddenPath}), after a reload; 'noUser'
 *    only while nobody is signed in, since a reload after signing in would contradict it;
 * 3. nobody signed in: 'noUser';
 * 4. a signed-in user whose session started cleanly and who opened /403 by hand: nothing was
 *    refused, and the page says so and leads to the dashboard ('notRefused'; not in the spec, ours).
 */
export function forbiddenPageFor(input: {
  /** The session's refusal, when its start ended on the 403 page. */
  refusal: SessionForbiddenReason | undefined;
  /** The `reason` query parameter of the address, as typed (anything: it is checked here). */
  addressReason: string | null | undefined;
  /** Whether a user is signed in (the session knows its user). */
  signedIn: boolean;
}): SessionForbiddenPage {
  if (input.refusal) return forbiddenPage(input.refusal);
  const fromAddress = input.addressReason;
  if (
    isForbiddenReason(fromAddress) &&
    fromAddress !== 'notRefused' &&
    (fromAddress !== 'noUser' || !input.signedIn)
  ) {
    return forbiddenPage(fromAddress);
  }
  return forbiddenPage(input.signedIn ? 'notRefused' : 'noUser');
}

/** The 403 page title and text for a reason (000 §2 Error 403 page; the wording is ours). */
export function forbiddenPage(reason: SessionForbiddenReason): SessionForbiddenPage {
  return { reason, titleKey: 'session.forbidden.title', textKey: FORBIDDEN_TEXT_KEYS[reason] };
}

/** The title and text of each blocking dialog (000 §4). */
const DIALOG_KEYS = {
  missingPermissions: {
    titleKey: 'session.dialog.missingPermissions.title',
    textKey: 'session.dialog.missingPermissions.text',
  },
  invalidProfile: {
    titleKey: 'session.dialog.invalidProfile.title',
    textKey: 'session.dialog.invalidProfile.text',
  },
} as const satisfies Record<SessionDialogKind, Pick<SessionDialog, 'titleKey' | 'textKey'>>;

/** The blocking dialog of a kind (000 §4 'Permessi insufficienti', 'Profilo invalido'). */
export function sessionDialog(kind: SessionDialogKind): SessionDialog {
  return { kind, ...DIALOG_KEYS[kind], confirmKey: 'session.dialog.confirm' };
}

/** The session event for an application event name of 000 §4, or undefined for any other name. */
export function sessionEventForAppEvent(
  name: string,
): { type: 'MISSING_PERMISSIONS' } | { type: 'INVALID_PROFILE' } | undefined {
  if (name === 'missing-permissions') return { type: 'MISSING_PERMISSIONS' };
  if (name === 'invalid-profile') return { type: 'INVALID_PROFILE' };
  return undefined;
}
