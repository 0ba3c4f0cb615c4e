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

  // 'Il mio profilo' → Preferenze (002 §2.9): one line per notification a user receives (001 §4.8
  // targets). The spec names the targets, not their labels: ours.
  'notifications.preference.TICKET_NEW': 'Nuovo ticket',
  'notifications.preference.TICKET_UPDATE': 'Aggiornamento di un ticket',
  'notifications.preference.ORDER_NEW': 'Nuovo ordine',
  'notifications.preference.ORDER_UPDATE': 'Aggiornamento di un ordine',
  'notifications.preference.QUOTE_NEW': 'Nuova richiesta di preventivo',
  'notifications.preference.QUOTE_UPDATE': 'Aggiornamento di un preventivo',
  'notifications.preference.PROCUREMENT_NEW': 'Nuovo approvvigionamento',
  'notifications.preference.CORRESPONDENCE_NEW': 'Nuova corrispondenza',
  'notifications.preference.NOTICE_NEW': 'Nuovo avviso',
  'notifications.preference.POLL_NEW': 'Nuovo sondaggio',
  'notifications.preference.CHAT_CUSTOM_MESSAGE': 'Messaggio in chat',
  'notifications.preference.CHAT_TOKEN_MESSAGE': 'Messaggio nella chat di un token',
  'notifications.preference.CHAT_CLAIM_MESSAGE': 'Messaggio nella chat di un sinistro',
  'notifications.preference.FOLDER_QUALIFICATION_UPDATE':
    'Aggiornamento di una cartella di qualifica',
  'notifications.preference.CONSULTANCY_FOLDER_TYPE_MESSAGE': 'Messaggio in una consulenza',
} as const;

/** A message of the notifications area, its `{name}` placeholders filled. */
export const notificationsMessage = /* @__PURE__ */ areaMessage(notificationsMessages);
