import { formatDateTime } from '@portineria/domain';
import { chatMessages } from '../messages/it-IT/chat.ts';
import { formatLabel } from '../private/formatLabel.ts';
import { RouterLink } from '../private/routerLink.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './ChatList.css.ts';

/** One chat of the list. */
export interface ChatListEntry {
  /** A stable id. */
  id: string;
  /** The chat's object; 'Chat senza titolo' when empty. */
  title: string | null;
  /** Where the chat opens. */
  href: string;
  /** The newest message's text (shown as text). */
  lastMessage?: string | null;
  /** When the newest message was sent (ms since the epoch). */
  lastMessageAt?: number | null;
  /** Messages of others the user has not seen. */
  unread?: number;
  /** False: the chat is closed (read-only). */
  status?: boolean;
}

/** Every visible text of the list, each replaceable. */
export interface ChatListLabels {
  /** 'Chat': the list's accessible name. */
  list: string;
  /** 'Nessuna chat'. */
  noChats: string;
  /** 'Chat senza titolo'. */
  untitled: string;
  /** '{count} non letti'. */
  unread: string;
  /** 'Chiusa': a chat whose status is false. */
  closed: string;
}

/** Props of {@link ChatList}. */
export interface ChatListProps {
  chats: readonly ChatListEntry[];
  /** The id of the chat open beside the list: marked as the current page. */
  selectedId?: string;
  /**
   * Opens a chat in place instead of following its link (the chat drawer: list → one chat →
   * back). Only a plain click or Enter: Ctrl/Cmd/Shift clicks still open the link's page.
   */
  onSelect?: (id: string) => void;
  /** Overrides of the labels. */
  labels?: Partial<ChatListLabels>;
}

const DEFAULT_LABELS: ChatListLabels = {
  list: chatMessages['chat.list'],
  noChats: chatMessages['chat.noChats'],
  untitled: chatMessages['chat.untitled'],
  unread: chatMessages['chat.listUnread'],
  closed: chatMessages['chat.closed'],
};

/**
 * The user's chats (002 §2.6), each a link that opens it in the chat panel: its object, the
 * newest message and when it was sent, the unread count, and 'Chiusa' for a closed chat. The
 * chat open beside the list is the current page. With `onSelect` a plain click opens the chat in
 * place (the chat drawer) and the link's page stays reachable with a modifier click.
 */
export function ChatList({ chats, selectedId, onSelect, labels: labelOverrides }: ChatListProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  if (chats.length === 0) return <p className={styles.state}>{labels.noChats}</p>;
  return (
    <nav className={styles.root} aria-label={labels.list}>
      <ul className={styles.list}>
        {chats.map((chat) => (
          <li key={chat.id}>
            <RouterLink
              className={styles.link}
              href={chat.href}
              aria-current={chat.id === selectedId ? 'page' : undefined}
              onClick={
                onSelect
                  ? (event) => {
                      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      onSelect(chat.id);
                    }
                  : undefined
              }
            >
              <span className={styles.text}>
                <span className={styles.title}>{chat.title || labels.untitled}</span>
                {chat.lastMessage ? (
                  <span className={styles.preview}>{chat.lastMessage}</span>
                ) : null}
              </span>
              <span className={styles.side}>
                {chat.lastMessageAt ? <span>{formatDateTime(chat.lastMessageAt)}</span> : null}
                {chat.status === false ? <span>{labels.closed}</span> : null}
                {chat.unread ? (
                  <>
                    <span className={styles.unread} aria-hidden>
                      {chat.unread}
                    </span>
                    <span className={visuallyHidden}>
                      {formatLabel(labels.unread, { count: chat.unread })}
                    </span>
                  </>
                ) : null}
              </span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
