import { notificationsMessage } from '../messages/it-IT/notifications.ts';

/** The title of the notification a supplier gets when an order reaches it (001 §3, §7 ORDER_NEW). */
export function orderSentNotificationTitle(object: string): string {
  return notificationsMessage('notifications.title.orderSent', { object });
}

/** The title of the notification an organisation gets when a resident opens a ticket (TICKET_NEW). */
export function ticketOpenedNotificationTitle(object: string): string {
  return notificationsMessage('notifications.title.ticketOpened', { object });
}

/**
 * The title of the notification each supplier asked for a quote gets once the organisation chose
 * (DECISIONS.md 'Quote lifecycle' 8): the chosen one's 'Preventivo accettato', the others'
 * 'Preventivo non scelto' (their offer reads 'Non scelto').
 */
export function quoteDecidedNotificationTitle(object: string, chosen: boolean): string {
  return notificationsMessage(
    chosen ? 'notifications.title.quoteAccepted' : 'notifications.title.quoteNotChosen',
    { object },
  );
}

/** The title of a new chat message's notification, naming the chat when it has an object. */
export function chatMessageNotificationTitle(chatObject: string | null): string {
  return chatObject
    ? notificationsMessage('notifications.title.chatMessage', { chat: chatObject })
    : notificationsMessage('notifications.title.chatMessageUntitled');
}

/**
 * The body of a new chat message's notification: the sender and the beginning of the text, or
 * that an attachment was sent when there is no text.
 */
export function chatMessageNotificationBody(sender: string, text: string | null): string {
  return notificationsMessage('notifications.body.chatMessage', {
    sender,
    text: text ?? notificationsMessage('notifications.body.chatAttachment'),
  });
}
