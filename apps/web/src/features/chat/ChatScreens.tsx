/**
 * The chats page (002 §2.6; 001 §2 /ORG/COM/chats, /USR/COM/chats/{idElement?}/{idChat?}): the
 * user's chats beside the open chat's panel. The open chat is in the address (domain's
 * `chatsHref`), so a reload or a shared link reopens it; on a narrow screen the panel replaces the
 * list and its back button returns to it.
 */
import { getChatsPageQueryOptions, type ChatListItem } from '@portineria/api-client';
import { chatsHref } from '@portineria/domain';
import { ChatList, EmptyState, ProgressBar, Button } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { ChatPanelContainer } from './ChatPanelContainer.tsx';
import { chatListEntries, chatTitle } from './chatListEntries.ts';
import * as styles from './chats.css.ts';

/** How many chats the page lists; the newest first. */
export const CHATS_PAGE_LIMIT = 50;

export function ChatsScreen() {
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  const params = useParams();
  const [search] = useSearchParams();
  const idElement = params.idElement;
  const openId = params.idChat ?? search.get('idChat') ?? undefined;
  const chats = useQuery(
    getChatsPageQueryOptions(apiClient, { limit: CHATS_PAGE_LIMIT, offset: 0 }),
  );
  const entries = chatListEntries(chats.data?.rows ?? [], roleType, idElement);
  const openChat: ChatListItem | undefined = chats.data?.rows.find(
    (chat) => String(chat.id) === openId,
  );
  const listHref = chatsHref(roleType, { idElement }) ?? '';
  return (
    <div className={styles.screen} data-open={openId ? true : undefined}>
      <div className={styles.listPane}>
        <h2 className={styles.listTitle}>{webMessage('chats.title')}</h2>
        {chats.isPending ? (
          <div className={styles.state}>
            <ProgressBar value={null} label={webMessage('chats.loading')} />
          </div>
        ) : chats.isError ? (
          <EmptyState
            title={webMessage('chats.error')}
            action={
              <Button variant="outlined" onClick={() => void chats.refetch()}>
                {webMessage('chats.retry')}
              </Button>
            }
          />
        ) : entries.length === 0 ? (
          <EmptyState title={webMessage('chats.empty')} />
        ) : (
          <ChatList chats={entries} selectedId={openId} />
        )}
      </div>
      <div className={styles.panelPane}>
        {openId ? (
          <ChatPanelContainer
            key={openId}
            chatId={openId}
            category={openChat?.category}
            backHref={listHref}
            fallbackTitle={chatTitle(openChat ?? { id: openId, object: null })}
          />
        ) : (
          <EmptyState
            title={webMessage('chats.choose')}
            description={webMessage('chats.chooseHint')}
          />
        )}
      </div>
    </div>
  );
}
