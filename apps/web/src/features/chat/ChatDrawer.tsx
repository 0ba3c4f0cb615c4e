/**
 * The chat drawer (000 §2 Shell "chat (a list of chats or a single chat)"; 002 §2.6, §2.11): a
 * 500 px side drawer titled 'Chat tra condòmini' (USR) or 'Chat aziendale' listing the caller's
 * chats with their unread counts; choosing one opens it in the drawer, and the panel's back button
 * returns to the list. A modifier click on a chat still opens the role's chats page.
 */
import { getChatsPageQueryOptions } from '@portineria/api-client';
import type { RoleType } from '@portineria/domain';
import { ChatList, EmptyState, ProgressBar, SideDrawer } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { ChatPanelContainer } from './ChatPanelContainer.tsx';
import { chatListEntries, chatTitle } from './chatListEntries.ts';
import * as styles from './chats.css.ts';

/** How many chats the drawer shows; the rest are on the chats page. */
const CHAT_DRAWER_LIMIT = 50;

/** Props of {@link ChatDrawer}. */
export interface ChatDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Chat tra condòmini' or 'Chat aziendale' (domain's chatButtonLabel). */
  title: string;
  roleType: RoleType | undefined;
}

export function ChatDrawer({ open, onOpenChange, title, roleType }: ChatDrawerProps) {
  const [openId, setOpenId] = useState<string | undefined>();
  const chats = useQuery({
    ...getChatsPageQueryOptions(apiClient, { limit: CHAT_DRAWER_LIMIT, offset: 0 }),
    enabled: open && apiClient.profileId() !== null,
    retry: false,
  });
  const rows = chats.data?.rows ?? [];
  const openChat = rows.find((chat) => String(chat.id) === openId);
  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => {
        // Closed and opened again, the drawer starts from the list.
        if (!next) setOpenId(undefined);
        onOpenChange(next);
      }}
      title={title}
      width={500}
    >
      {openId ? (
        <div className={styles.drawerPanel}>
          <ChatPanelContainer
            key={openId}
            chatId={openId}
            category={openChat?.category}
            onBack={() => setOpenId(undefined)}
            fallbackTitle={chatTitle(openChat ?? { id: openId, object: null })}
            headingLevel={3}
          />
        </div>
      ) : chats.isPending ? (
        <ProgressBar value={null} label={webMessage('chats.loading')} />
      ) : chats.isError ? (
        <EmptyState title={webMessage('chats.error')} />
      ) : rows.length === 0 ? (
        <EmptyState title={webMessage('chats.empty')} />
      ) : (
        <ChatList
          chats={chatListEntries(rows, roleType)}
          onSelect={setOpenId}
          labels={{ list: title }}
        />
      )}
    </SideDrawer>
  );
}
