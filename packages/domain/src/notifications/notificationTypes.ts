/**
 * The notification types and the entity names their `entityIDs` carry (001 §3 Notification:
 * "notificationType, entityIDs (list of entity-name/id pairs ...), profileID"; 001 §4.8).
 * The spec names the targets but not the type strings nor the entity names: these are ours,
 * chosen to read as what happened (see DECISIONS.md).
 */

/**
 * A notification's status: unread until its profile reads it (002 §7.6 "Notification counter by
 * status … unread"; the status words are ours); 'Segna come lette' makes them read.
 */
export const NOTIFICATION_STATUS = { READ: 'read', UNREAD: 'unread' } as const;

/** One of {@link NOTIFICATION_STATUS}. */
export type NotificationStatus = (typeof NOTIFICATION_STATUS)[keyof typeof NOTIFICATION_STATUS];

/** Every notification type the platform routes (001 §4.8 "Targets: ..."). */
export const NOTIFICATION_TYPES = {
  /** A correspondence, condominium correspondence, delivery or tracked delivery arrived (USR). */
  CORRESPONDENCE_NEW: 'CORRESPONDENCE_NEW',
  /** A notice was published. */
  NOTICE_NEW: 'NOTICE_NEW',
  /** A poll was opened. */
  POLL_NEW: 'POLL_NEW',
  /** A ticket was opened. */
  TICKET_NEW: 'TICKET_NEW',
  /** A ticket changed (status, assignee, reply). */
  TICKET_UPDATE: 'TICKET_UPDATE',
  /** An order was sent: a service order (ODS) or a contract (ODP). */
  ORDER_NEW: 'ORDER_NEW',
  /** An order changed. */
  ORDER_UPDATE: 'ORDER_UPDATE',
  /** A quote was requested. */
  QUOTE_NEW: 'QUOTE_NEW',
  /** A quote changed (submitted, accepted, refused). */
  QUOTE_UPDATE: 'QUOTE_UPDATE',
  /** A procurement was opened to the supplier. */
  PROCUREMENT_NEW: 'PROCUREMENT_NEW',
  /** A message in a custom chat (building or company chat). */
  CHAT_CUSTOM_MESSAGE: 'CHAT_CUSTOM_MESSAGE',
  /** A message in the chat of a billing token. */
  CHAT_TOKEN_MESSAGE: 'CHAT_TOKEN_MESSAGE',
  /** A message in the chat of a claim. */
  CHAT_CLAIM_MESSAGE: 'CHAT_CLAIM_MESSAGE',
  /** A qualification folder changed (SPL). */
  FOLDER_QUALIFICATION_UPDATE: 'FOLDER_QUALIFICATION_UPDATE',
  /** A message in the chat of a consultancy folder type (ORG; opens with openChat). */
  CONSULTANCY_FOLDER_TYPE_MESSAGE: 'CONSULTANCY_FOLDER_TYPE_MESSAGE',
  /** The members of a chat changed: an internal event for the chat panel. */
  CHAT_MEMBERS_UPDATE: 'CHAT_MEMBERS_UPDATE',
  /** A chat was closed or reopened: an internal event for the chat panel. */
  CHAT_STATUS_UPDATE: 'CHAT_STATUS_UPDATE',
} as const;

/** A notification type the platform routes. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

const NOTIFICATION_TYPE_VALUES: readonly string[] = Object.values(NOTIFICATION_TYPES);

/** Whether a string is a known notification type. */
export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && NOTIFICATION_TYPE_VALUES.includes(value);
}

/** The entity names the `entityIDs` of a notification carry. */
export const NOTIFICATION_ENTITY_NAMES = {
  correspondence: 'correspondence',
  condoCorrespondence: 'condoCorrespondence',
  delivery: 'delivery',
  trackedDelivery: 'trackedDelivery',
  notice: 'notice',
  poll: 'poll',
  ticket: 'ticket',
  /** A single service order (ODS): routed to orders/service. */
  order: 'order',
  /** A repeated order or contract (ODP): routed to orders/contracts. */
  contract: 'contract',
  quote: 'quote',
  procurement: 'procurement',
  token: 'token',
  claim: 'claim',
  building: 'building',
  chat: 'chat',
  folder: 'folder',
  consultancyType: 'consultancyType',
  folderType: 'folderType',
} as const;

/** An entity name of `entityIDs`. */
export type NotificationEntityName =
  (typeof NOTIFICATION_ENTITY_NAMES)[keyof typeof NOTIFICATION_ENTITY_NAMES];

/** The internal events some notifications emit to the chat panel instead of navigating (001 §4.8). */
export const CHAT_PANEL_EVENTS = {
  /** Open this chat in the chat drawer (000 §2 Shell: "chat (a list of chats or a single chat)"). */
  openChat: 'chat-open',
  /** Reload the members of this chat (002 §3.6 chat info users). */
  membersChanged: 'chat-members-changed',
  /** Reload the status of this chat (002 §4.4: "The chat is disabled when the status is false"). */
  statusChanged: 'chat-status-changed',
} as const;

/** The name of a chat-panel event. */
export type ChatPanelEventName = (typeof CHAT_PANEL_EVENTS)[keyof typeof CHAT_PANEL_EVENTS];

/** An internal event for the chat panel. */
export interface ChatPanelEvent {
  readonly name: ChatPanelEventName;
  readonly chatId: string;
}
