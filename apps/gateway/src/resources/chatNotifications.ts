/**
 * The notification of a chat message (a live notification made by a real event). When a
 * member posts in a chat, every *other* member's profile gets one notification: stored (so the
 * bell's unread counter counts it, 002 §7.6) and published on `notifications:<profileId>` (so each
 * connected socket of that profile receives it at once, and the bell rings, 002 §2.11). The sender
 * gets none.
 *
 * The type and the entity ids are the ones domain's routing needs to open the chat (001 §4.8,
 * domain NOTIFICATION_TARGETS): a building or company chat is a custom chat (CHAT_CUSTOM_MESSAGE,
 * with the chat, and the building the USR route needs); token and claim chats have their own
 * types; the chat of an order, a ticket or a quote opens that record's screen with its chat (the
 * *_UPDATE type, 'a reply' in domain's words); a folder chat updates the supplier's folder.
 * Chat notifications are ignored by the web while that chat is open (domain
 * CHAT_MESSAGE_NOTIFICATION_TYPES).
 */
import {
  NOTIFICATION_ENTITY_NAMES,
  NOTIFICATION_TYPES,
  chatMessageNotificationBody,
  chatMessageNotificationTitle,
} from '@portineria/domain';
import type { ChatMessage, NotificationType } from '@portineria/domain';
import type { Selectable } from 'kysely';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { ChatsTable } from '../db/schema.ts';
import type { ChatMembership } from '../realtime/chatStore.ts';
import { notifyProfile } from './notifications.ts';
import type { NewNotification } from './notifications.ts';

/** The characters of the message shown in the notification. */
export const CHAT_NOTIFICATION_PREVIEW_LENGTH = 140;

type Chat = Selectable<ChatsTable>;
type EntityIds = NewNotification['entityIDs'];

const entity = NOTIFICATION_ENTITY_NAMES;

/** The type and entity ids of a message in this chat, or undefined when no route opens it. */
async function routingOf(
  deps: GatewayDeps,
  chat: Chat,
): Promise<{ notificationType: NotificationType; entityIDs: EntityIds } | undefined> {
  const chatId = { entityName: entity.chat, id: chat.id };
  const record = (name: string) =>
    chat.entity_id === null ? [] : [{ entityName: name, id: chat.entity_id }];
  switch (chat.category) {
    case 'BUILDING':
    case 'COMPANY': {
      const building =
        chat.building_id === null ? [] : [{ entityName: entity.building, id: chat.building_id }];
      return {
        notificationType: NOTIFICATION_TYPES.CHAT_CUSTOM_MESSAGE,
        entityIDs: [chatId, ...building],
      };
    }
    case 'TOKEN':
      return {
        notificationType: NOTIFICATION_TYPES.CHAT_TOKEN_MESSAGE,
        entityIDs: [...record(entity.token), chatId],
      };
    case 'CLAIM':
      return {
        notificationType: NOTIFICATION_TYPES.CHAT_CLAIM_MESSAGE,
        entityIDs: [...record(entity.claim), chatId],
      };
    case 'TICKET':
      return {
        notificationType: NOTIFICATION_TYPES.TICKET_UPDATE,
        entityIDs: [...record(entity.ticket), chatId],
      };
    case 'QUOTE':
      return {
        notificationType: NOTIFICATION_TYPES.QUOTE_UPDATE,
        entityIDs: [...record(entity.quote), chatId],
      };
    case 'FOLDER':
      return {
        notificationType: NOTIFICATION_TYPES.FOLDER_QUALIFICATION_UPDATE,
        entityIDs: [...record(entity.folder), chatId],
      };
    case 'ORDER': {
      if (chat.entity_id === null) return undefined;
      // Domain routes an `order` id to orders/service and a `contract` id to orders/contracts.
      const order = await deps.db
        .selectFrom('orders')
        .select('category')
        .where('id', '=', chat.entity_id)
        .executeTakeFirst();
      if (!order) return undefined;
      const name = order.category === 'ODP' ? entity.contract : entity.order;
      return {
        notificationType: NOTIFICATION_TYPES.ORDER_UPDATE,
        entityIDs: [{ entityName: name, id: chat.entity_id }, chatId],
      };
    }
    default:
      return chat.category satisfies never;
  }
}

/**
 * The profiles a member is notified on: the profile of the membership; for a membership bound to
 * no profile, the user's profiles of the chat's organisation or supplier (the ones acting in it).
 * Disabled profiles get nothing.
 */
async function profilesOf(
  deps: GatewayDeps,
  chat: Chat,
  member: ChatMembership,
): Promise<number[]> {
  let query = deps.db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', member.userId)
    .where('enabled', '=', true);
  if (member.profileId !== null) {
    query = query.where('id', '=', member.profileId);
  } else {
    const organizationId = chat.organization_id;
    const supplierId = chat.supplier_id;
    if (organizationId === null && supplierId === null) return [];
    query = query.where((eb) =>
      eb.or([
        ...(organizationId === null ? [] : [eb('organization_id', '=', organizationId)]),
        ...(supplierId === null ? [] : [eb('supplier_id', '=', supplierId)]),
      ]),
    );
  }
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The beginning of a message's text; null for a message that is only an attachment. */
function preview(message: ChatMessage): string | null {
  const text = message.message.trim();
  if (text === '') return null;
  const characters = [...text];
  return characters.length <= CHAT_NOTIFICATION_PREVIEW_LENGTH
    ? text
    : `${characters.slice(0, CHAT_NOTIFICATION_PREVIEW_LENGTH - 1).join('')}…`;
}

/**
 * Notifies every member of the chat but the sender of a new message (see the module comment).
 * Returns the ids of the profiles notified.
 */
export async function notifyChatMessage(
  deps: GatewayDeps,
  chat: Chat,
  members: readonly ChatMembership[],
  sender: AppEnv['Variables']['user'],
  message: ChatMessage,
): Promise<number[]> {
  const routing = await routingOf(deps, chat);
  if (!routing) return [];
  const notification: NewNotification = {
    ...routing,
    title: chatMessageNotificationTitle(chat.object),
    body: chatMessageNotificationBody(sender.displayName, preview(message)),
  };
  const notified: number[] = [];
  for (const member of members) {
    if (member.userId === sender.id) continue;
    for (const profileId of await profilesOf(deps, chat, member)) {
      if (notified.includes(profileId)) continue;
      if (await notifyProfile(deps, profileId, notification)) notified.push(profileId);
    }
  }
  return notified;
}
