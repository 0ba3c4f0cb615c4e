/**
 * Notification routing by type (001 §4.8; 002 §4.6 "a click opens the target"; 002 §7.6
 * "Window messages carry notification objects").
 */
import { profileIdFromUid } from '../profiles/roles.ts';
import type { RoleType } from '../profiles/types.ts';
import { hrefFor } from '../routing/href.ts';
import type { RouteQuery } from '../routing/href.ts';
import { matchRoute } from '../routing/matchRoute.ts';
import type { RouteName } from '../routing/routes.ts';
import { entityIdOf, parseNotificationEntityIds } from './entityIds.ts';
import type { NotificationEntityId, RawNotificationEntityIds } from './entityIds.ts';
import { CHAT_MESSAGE_NOTIFICATION_TYPES, NOTIFICATION_TARGETS } from './notificationTargets.ts';
import type { NotificationRouteTarget, NotificationTarget } from './notificationTargets.ts';
import { isNotificationType, NOTIFICATION_ENTITY_NAMES } from './notificationTypes.ts';
import type { ChatPanelEvent } from './notificationTypes.ts';

/** A notification as it arrives (001 §3 Notification). */
export interface NotificationPayload {
  readonly notificationType: string;
  readonly entityIDs?: RawNotificationEntityIds;
  /** The profile the notification is for: a profile id or a profile uid. */
  readonly profileID?: string | number | null;
}

/** Where the user is when the notification is opened. */
export interface NotificationRoutingContext {
  /** The active profile id (or uid). */
  readonly activeProfileId: string;
  readonly roleType: RoleType;
  /** The current pathname; its query is ignored. */
  readonly currentPathname: string;
  /** The chat open in the chat drawer, if any; the chat of the current route counts too. */
  readonly openChatId?: string | number | null;
}

/** Why a notification was not handled; the app logs it (001 §8 "Unknown notification type: Warning logged only"). */
export type UnhandledNotificationReason = 'unknown-type' | 'no-target-for-role' | 'missing-entity';

/** What the app does with an opened notification (001 §4.8). */
export type NotificationRouting =
  /** "When the notification is for another profile, a login handler page is opened." */
  | { readonly kind: 'other-profile'; readonly profileId: string }
  /** "If the target is the record already open, the drawer closes and a refresh is forced." */
  | { readonly kind: 'already-open'; readonly refresh: true; readonly closeDrawer: true }
  /** "Chat notifications are ignored if that chat is already open." */
  | { readonly kind: 'ignored'; readonly reason: 'chat-open' }
  /** "Otherwise the application navigates to the right screen for the role and refreshes." */
  | { readonly kind: 'navigate'; readonly to: string; readonly refresh: true }
  /** "Some types emit internal events for a chat panel instead of navigating." */
  | { readonly kind: 'event'; readonly event: ChatPanelEvent }
  /** "Unknown types are only logged as not handled." */
  | {
      readonly kind: 'unhandled';
      readonly notificationType: string;
      readonly reason: UnhandledNotificationReason;
    };

/** An id as trimmed text; undefined when absent or empty. */
function idText(reference: string | number | null | undefined): string | undefined {
  if (reference === null || reference === undefined) return undefined;
  const text = String(reference).trim();
  return text === '' ? undefined : text;
}

/** A profile reference as a profile id: the third part of a uid (000 §3), or the value itself. */
function profileIdOf(reference: string | number | null | undefined): string | undefined {
  const text = idText(reference);
  return text?.includes(':') ? profileIdFromUid(text) : text;
}

function routeHref(
  target: NotificationRouteTarget,
  entityIds: readonly NotificationEntityId[],
): string | undefined {
  const params: Record<string, string> = { ...target.fixedParams };
  for (const [parameter, entityName] of Object.entries(target.params)) {
    const id = entityIdOf(entityIds, entityName);
    if (id === undefined) return undefined;
    params[parameter] = id;
  }
  for (const [parameter, entityName] of Object.entries(target.optionalParams ?? {})) {
    const id = entityIdOf(entityIds, entityName);
    if (id !== undefined) params[parameter] = id;
  }
  // The table is typed by route name, the parameters by entity: the table test builds every
  // target, so a parameter missing from a route fails there rather than here.
  const build = hrefFor as unknown as (
    name: RouteName,
    params: object,
    query?: RouteQuery,
  ) => string;
  return build(target.route, params, target.query);
}

type ResolvedTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'event'; readonly event: ChatPanelEvent };

function resolveTarget(
  target: NotificationTarget,
  entityIds: readonly NotificationEntityId[],
): ResolvedTarget | undefined {
  if (target.kind === 'event') {
    const chatId = entityIdOf(entityIds, NOTIFICATION_ENTITY_NAMES.chat);
    return chatId === undefined
      ? undefined
      : { kind: 'event', event: { name: target.event, chatId } };
  }
  const to = routeHref(target, entityIds);
  return to === undefined ? undefined : { kind: 'route', to };
}

/** Whether the target shows the record the user is on: same route and every target parameter equal. */
function isAlreadyOpen(to: string, currentPathname: string): boolean {
  const target = matchRoute(to);
  const current = matchRoute(currentPathname);
  if (!target || !current || target.name !== current.name) return false;
  const targetParams: Readonly<Record<string, string>> = target.params;
  const currentParams: Readonly<Record<string, string>> = current.params;
  return Object.entries(targetParams).every(([name, value]) => currentParams[name] === value);
}

function openChatIdOf(context: NotificationRoutingContext): string | undefined {
  const fromDrawer = idText(context.openChatId);
  if (fromDrawer !== undefined) return fromDrawer;
  const params: Readonly<Record<string, string>> | undefined = matchRoute(
    context.currentPathname,
  )?.params;
  return params?.idChat;
}

/**
 * What to do with an opened notification (001 §4.8), in this order:
 * 1. an unknown type is unhandled (logged);
 * 2. a notification for another profile opens the login handler for that profile (a missing
 *    profileID means the active profile; uids are compared by their profile id);
 * 3. a chat message whose chat is open (in the drawer or in the current route) is ignored;
 * 4. the first target alternative of the role whose entities are present is resolved: an event
 *    is emitted as is; a route is 'already-open' when it shows the current record (drawer closed,
 *    refresh forced), otherwise navigated to with a refresh;
 * 5. no target for the role, or none with its entities present, is unhandled (logged).
 */
export function routeNotification(
  notification: NotificationPayload,
  context: NotificationRoutingContext,
): NotificationRouting {
  const { notificationType } = notification;
  if (!isNotificationType(notificationType)) {
    return {
      kind: 'unhandled',
      notificationType: String(notificationType),
      reason: 'unknown-type',
    };
  }
  const profileId = profileIdOf(notification.profileID);
  if (profileId !== undefined && profileId !== profileIdOf(context.activeProfileId)) {
    return { kind: 'other-profile', profileId };
  }
  const entityIds = parseNotificationEntityIds(notification.entityIDs);
  if (CHAT_MESSAGE_NOTIFICATION_TYPES.has(notificationType)) {
    const chatId = entityIdOf(entityIds, NOTIFICATION_ENTITY_NAMES.chat);
    if (chatId !== undefined && chatId === openChatIdOf(context)) {
      return { kind: 'ignored', reason: 'chat-open' };
    }
  }
  const targets = NOTIFICATION_TARGETS[notificationType][context.roleType];
  if (!targets) return { kind: 'unhandled', notificationType, reason: 'no-target-for-role' };
  for (const target of targets) {
    const resolved = resolveTarget(target, entityIds);
    if (!resolved) continue;
    if (resolved.kind === 'event') return { kind: 'event', event: resolved.event };
    if (isAlreadyOpen(resolved.to, context.currentPathname)) {
      return { kind: 'already-open', refresh: true, closeDrawer: true };
    }
    return { kind: 'navigate', to: resolved.to, refresh: true };
  }
  return { kind: 'unhandled', notificationType, reason: 'missing-entity' };
}
