/**
 * The caller's chats as ui's ChatList shows them (002 §2.6): title, newest message, its time, the
 * unread count and the closed mark, each opening the role's chats page with the chat
 * (domain's `chatsHref`). One mapping for the chats page and the chat drawer.
 */
import type { ChatListItem } from '@portineria/api-client';
import { chatsHref, type RoleType } from '@portineria/domain';
import type { ChatListEntry } from '@portineria/ui';
import { webMessage } from '../../messages/it-IT.ts';

/** The list entries of `rows`; `idElement` is the USR route's building (002 §2.6). */
export function chatListEntries(
  rows: readonly ChatListItem[],
  roleType: RoleType | undefined,
  idElement?: string,
): ChatListEntry[] {
  return rows.map((chat) => ({
    id: String(chat.id),
    title: chatTitle(chat),
    // SPL and SYS have no chats page: the entry opens in place only (the chat drawer).
    href: chatsHref(roleType, { idElement, idChat: chat.id }) ?? '',
    lastMessage: chat.lastMessage?.message ?? null,
    lastMessageAt: chat.lastMessage?.timestamp ?? null,
    unread: chat.unread,
    status: chat.status,
  }));
}

/** The chat's object, or 'Chat {id}' for a chat without one. */
export function chatTitle(chat: { id: number | string; object: string | null }): string {
  return chat.object || webMessage('chats.untitled', { id: chat.id });
}
