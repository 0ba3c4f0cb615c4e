/**
 * The chat slot of a record detail (001 §2 `/mod/{idElement}/{idChat?}`; 000 §2 "chat … on every
 * record"): the chat named in the address, or else the record's own chat found by its category
 * and id among the caller's chats, in the chat panel. A record without a chat the caller belongs
 * to says so.
 */
import { getChatsPageQueryOptions } from '@portineria/api-client';
import type { ChatCategory } from '@portineria/domain';
import { EmptyState, ProgressBar } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { ChatPanelContainer } from './ChatPanelContainer.tsx';
import { chatTitle } from './chatListEntries.ts';
import * as styles from './chats.css.ts';

/** Props of {@link RecordChat}. */
export interface RecordChatProps {
  /** The record's chat category (002 §3.6): ORDER for an order, CLAIM for a claim… */
  category: ChatCategory;
  /** The record's id (the route's `{idElement}`). */
  entityId: string;
  /** The route's `{idChat?}`: when given, that chat opens. */
  idChat?: string | undefined;
}

export function RecordChat({ category, entityId, idChat }: RecordChatProps) {
  const recordId = Number(entityId);
  const found = useQuery({
    ...getChatsPageQueryOptions(apiClient, { category, entityId: recordId, limit: 1, offset: 0 }),
    enabled: idChat === undefined && Number.isSafeInteger(recordId) && recordId > 0,
    retry: false,
  });
  const chat = found.data?.rows[0];
  const chatId = idChat ?? (chat ? String(chat.id) : undefined);
  if (chatId !== undefined) {
    return (
      <div className={styles.recordPanel}>
        <ChatPanelContainer
          key={chatId}
          chatId={chatId}
          category={category}
          fallbackTitle={chatTitle(chat ?? { id: chatId, object: null })}
          // Under the detail's own 'Chat' heading (h3, RecordChatSection).
          headingLevel={4}
        />
      </div>
    );
  }
  if (found.isPending && found.fetchStatus !== 'idle') {
    return <ProgressBar value={null} label={webMessage('chats.loading')} />;
  }
  if (found.isError) return <EmptyState title={webMessage('chats.error')} />;
  return <EmptyState title={webMessage('chats.recordNone')} />;
}
