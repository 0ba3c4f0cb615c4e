/**
 * Where each notification type leads, per role, as data (001 §4.8 "the application navigates to
 * the right screen for the role ... Targets: a correspondence, notice, poll, ticket, order
 * (service when a single order, contracts when repeated), quote, procurement, custom chat, token
 * chat, claim chat, qualification folder, and consultancy folder type (with openChat)";
 * "Some types emit internal events for a chat panel instead of navigating").
 *
 * A role lists alternatives tried in order; the first whose required entities are present wins.
 * That is how one type reaches different screens: ORDER_NEW with an `order` id opens
 * orders/service, with a `contract` id orders/contracts; CORRESPONDENCE_NEW opens the screen of
 * the kind of correspondence it carries. A role without an entry has no target (logged).
 */
import type { RoleType } from '../profiles/types.ts';
import type { RouteQuery } from '../routing/href.ts';
import type { RouteName } from '../routing/routes.ts';
import {
  CHAT_PANEL_EVENTS,
  NOTIFICATION_ENTITY_NAMES,
  NOTIFICATION_TYPES,
} from './notificationTypes.ts';
import type {
  ChatPanelEventName,
  NotificationEntityName,
  NotificationType,
} from './notificationTypes.ts';

/** Navigate to a route whose parameters are filled from the notification's entity ids. */
export interface NotificationRouteTarget {
  readonly kind: 'route';
  readonly route: RouteName;
  /** Route parameter → entity name; all must be present for this alternative to apply. */
  readonly params: Readonly<Record<string, NotificationEntityName>>;
  /** Route parameter → entity name, filled when present (the chat id of a record's chat). */
  readonly optionalParams?: Readonly<Record<string, NotificationEntityName>>;
  /** Route parameters with a fixed value (the orderType of an order or a contract). */
  readonly fixedParams?: Readonly<Record<string, string>>;
  /** Query added to the path. */
  readonly query?: RouteQuery;
}

/** Emit an internal chat-panel event about the notification's chat. */
export interface NotificationEventTarget {
  readonly kind: 'event';
  readonly event: ChatPanelEventName;
}

/** One alternative target. */
export type NotificationTarget = NotificationRouteTarget | NotificationEventTarget;

const entity = NOTIFICATION_ENTITY_NAMES;

function orderTargets(
  route: 'orgOrderMod' | 'splOrderMod' | 'usrOrderMod',
  withChat: boolean,
): NotificationTarget[] {
  const optionalParams = withChat ? { idChat: entity.chat } : undefined;
  return [
    {
      kind: 'route',
      route,
      params: { idElement: entity.order },
      fixedParams: { orderType: 'service' },
      optionalParams,
    },
    {
      kind: 'route',
      route,
      params: { idElement: entity.contract },
      fixedParams: { orderType: 'contracts' },
      optionalParams,
    },
  ];
}

function recordTarget(
  route: RouteName,
  idEntity: NotificationEntityName,
  withChat = false,
): NotificationTarget[] {
  return [
    {
      kind: 'route',
      route,
      params: { idElement: idEntity },
      optionalParams: withChat ? { idChat: entity.chat } : undefined,
    },
  ];
}

function chatRecordTarget(
  route: RouteName,
  idEntity: NotificationEntityName,
): NotificationTarget[] {
  return [{ kind: 'route', route, params: { idElement: idEntity, idChat: entity.chat } }];
}

function eventTarget(event: ChatPanelEventName): NotificationTarget[] {
  return [{ kind: 'event', event }];
}

const ticketTargets = {
  ORG: recordTarget('orgTicketMod', entity.ticket, true),
  USR: recordTarget('usrTicketMod', entity.ticket, true),
};

const orderTargetsByRole = {
  ORG: orderTargets('orgOrderMod', true),
  SPL: orderTargets('splOrderMod', true),
  USR: orderTargets('usrOrderMod', false),
};

const quoteTargets = {
  ORG: recordTarget('orgQuoteMod', entity.quote, true),
  SPL: recordTarget('splQuoteMod', entity.quote, true),
};

const everyRole = (event: ChatPanelEventName) => ({
  ORG: eventTarget(event),
  SPL: eventTarget(event),
  USR: eventTarget(event),
});

/** The targets of every notification type for every role that has one. */
export const NOTIFICATION_TARGETS: Readonly<
  Record<NotificationType, Readonly<Partial<Record<RoleType, readonly NotificationTarget[]>>>>
> = {
  [NOTIFICATION_TYPES.CORRESPONDENCE_NEW]: {
    USR: [
      ...recordTarget('usrCorrespondenceMod', entity.correspondence),
      ...recordTarget('usrCondoCorrespondenceMod', entity.condoCorrespondence),
      ...recordTarget('usrDeliveryMod', entity.delivery),
      ...recordTarget('usrTrackedDeliveryMod', entity.trackedDelivery),
    ],
  },
  [NOTIFICATION_TYPES.NOTICE_NEW]: {
    ORG: recordTarget('orgNoticeMod', entity.notice),
    USR: recordTarget('usrNoticeMod', entity.notice),
  },
  [NOTIFICATION_TYPES.POLL_NEW]: {
    ORG: recordTarget('orgPollMod', entity.poll),
    USR: recordTarget('usrPollMod', entity.poll),
  },
  [NOTIFICATION_TYPES.TICKET_NEW]: ticketTargets,
  [NOTIFICATION_TYPES.TICKET_UPDATE]: ticketTargets,
  [NOTIFICATION_TYPES.ORDER_NEW]: orderTargetsByRole,
  [NOTIFICATION_TYPES.ORDER_UPDATE]: orderTargetsByRole,
  [NOTIFICATION_TYPES.QUOTE_NEW]: quoteTargets,
  [NOTIFICATION_TYPES.QUOTE_UPDATE]: quoteTargets,
  [NOTIFICATION_TYPES.PROCUREMENT_NEW]: {
    SPL: [{ kind: 'route', route: 'splProcurementMod', params: { id: entity.procurement } }],
  },
  [NOTIFICATION_TYPES.CHAT_CUSTOM_MESSAGE]: {
    // Custom chats have a screen only for USR (/USR/COM/chats/{building}/{chat}); ORG and SPL
    // open them in the chat drawer of the shell.
    ORG: eventTarget(CHAT_PANEL_EVENTS.openChat),
    SPL: eventTarget(CHAT_PANEL_EVENTS.openChat),
    USR: [
      {
        kind: 'route',
        route: 'usrChats',
        params: { idElement: entity.building, idChat: entity.chat },
      },
    ],
  },
  [NOTIFICATION_TYPES.CHAT_TOKEN_MESSAGE]: {
    ORG: chatRecordTarget('orgTokenMod', entity.token),
    SPL: chatRecordTarget('splTokenMod', entity.token),
  },
  [NOTIFICATION_TYPES.CHAT_CLAIM_MESSAGE]: {
    ORG: chatRecordTarget('orgClaimMod', entity.claim),
    SPL: chatRecordTarget('splClaimMod', entity.claim),
  },
  [NOTIFICATION_TYPES.FOLDER_QUALIFICATION_UPDATE]: {
    SPL: recordTarget('splFolderMod', entity.folder),
  },
  [NOTIFICATION_TYPES.CONSULTANCY_FOLDER_TYPE_MESSAGE]: {
    ORG: [
      {
        kind: 'route',
        route: 'orgConsultancyFolderType',
        params: { consultancyTypeId: entity.consultancyType, folderTypeId: entity.folderType },
        query: { openChat: true },
      },
    ],
  },
  [NOTIFICATION_TYPES.CHAT_MEMBERS_UPDATE]: everyRole(CHAT_PANEL_EVENTS.membersChanged),
  [NOTIFICATION_TYPES.CHAT_STATUS_UPDATE]: everyRole(CHAT_PANEL_EVENTS.statusChanged),
};

/**
 * The chat message types: they are ignored while their chat is open (001 §4.8 "Chat
 * notifications are ignored if that chat is already open").
 */
export const CHAT_MESSAGE_NOTIFICATION_TYPES: ReadonlySet<NotificationType> = new Set([
  NOTIFICATION_TYPES.CHAT_CUSTOM_MESSAGE,
  NOTIFICATION_TYPES.CHAT_TOKEN_MESSAGE,
  NOTIFICATION_TYPES.CHAT_CLAIM_MESSAGE,
  NOTIFICATION_TYPES.CONSULTANCY_FOLDER_TYPE_MESSAGE,
]);
