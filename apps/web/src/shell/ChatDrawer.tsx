/**
 * The chat drawer (000 §2 Shell; 002 §2.6, §2.11): a 500 px side drawer titled 'Chat tra
 * condòmini' (USR) or 'Chat aziendale', listing the caller's chats. Choosing one opens it in the
 * chat panel of the role's chats page (domain's `chatsHref`).
 */

/** How many chats the drawer shows; the rest are on the chats page. */
const CHAT_DRAWER_LIMIT = 50;
import { getChatsPageQueryOptions } from '@portineria/api-client';
import { chatsHref, type RoleType } from '@portineria/domain';
import { EmptyState, ProgressBar, SideDrawer } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { apiClient } from '../lib/apiClient.ts';
import { webMessage } from '../messages/startMessages.ts';
import * as styles from './shell.css.ts';

export function ChatDrawer({
  open,
  onOpenChange,
  title,
  roleType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Chat tra condòmini' or 'Chat aziendale' (domain's chatButtonLabel). */
  title: string;
  roleType: RoleType | undefined;
}) {
  const chats = useQuery({
    ...getChatsPageQueryOptions(apiClient, { limit: CHAT_DRAWER_LIMIT, offset: 0 }),
    enabled: open && apiClient.profileId() !== null,
    retry: false,
  });
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} title={title} width={500}>
      {chats.isPending ? (
        <ProgressBar value={null} label={webMessage('chat.loading')} />
      ) : chats.isError ? (
        <EmptyState title={webMessage('chat.error')} />
      ) : chats.data.rows.length === 0 ? (
        <EmptyState title={webMessage('chat.empty')} />
      ) : (
        <ul className={styles.chatList} aria-label={title}>
          {chats.data.rows.map((chat) => (
            <li key={chat.id}>
              {chatsHref(roleType) ? (
                <Link
                  className={styles.chatLink}
                  to={chatsHref(roleType, { idChat: chat.id }) ?? ''}
                  onClick={() => onOpenChange(false)}
                >
                  {chat.object ?? webMessage('chat.untitled', { id: chat.id })}
                </Link>
              ) : (
                <span className={styles.chatLink}>
                  {chat.object ?? webMessage('chat.untitled', { id: chat.id })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </SideDrawer>
  );
}
