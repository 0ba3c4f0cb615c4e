import { areaMessage } from '../placeholders.ts';

/** Italian strings of the notifications area, worded exactly as the spec. Keys are prefixed with 'notifications.'. */
export const notificationsMessages = {
  /**
   * Not in the spec: the toast title comes from data.notificationTitle (002 §3.10); this is shown
   * only when a message arrives without one (see DECISIONS.md).
   */
  'notifications.toast.defaultTitle': 'Nuova notifica',

  // The titles and bodies of the notifications the platform sends (001 §3 Notification: title;
  // 002 §3.10 data.notificationTitle). The spec gives no wording: ours.
  'notifications.title.orderSent': 'Nuovo ordine: {object}',
  'notifications.title.ticketOpened': 'Nuovo ticket: {object}',
  'notifications.title.ticketUpdated': 'Ticket aggiornato: {object}',
  'notifications.body.ticketStatus': 'Stato: {status}',
  'notifications.body.ticketAssigned': 'Assegnato a {assignee}',
  'notifications.body.ticketUnassigned': 'Non più assegnato',
  'notifications.title.quoteAccepted': 'Preventivo accettato: {object}',
  'notifications.title.quoteNotChosen': 'Preventivo non scelto: {object}',
  'notifications.title.chatMessage': 'Nuovo messaggio in «{chat}»',
  'notifications.title.chatMessageUntitled': 'Nuovo messaggio in chat',
  'notifications.body.chatMessage': '{sender}: {text}',
  'notifications.body.chatAttachment': 'ha inviato un allegato',
} as const;

/** A message of the notifications area, its `{name}` placeholders filled. */
export const notificationsMessage = /* @__PURE__ */ areaMessage(notificationsMessages);
