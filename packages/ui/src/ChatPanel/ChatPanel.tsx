import {
  CHAT_ATTACHMENT_ACCEPTED_TYPES,
  canSendMessage,
  chatAttachmentDisplay,
  chatDaySections,
  checkUploadDeclaration,
  chatKeyAction,
  formatDateTime,
  formerMemberTooltip,
  isAtBottom,
  shouldLoadOlderMessages,
  unreadAfterIncoming,
  unreadAfterScroll,
  type ChatFile,
  type ChatMessage,
  type ChatUser,
} from '@portineria/domain';
import { ArrowDown, ArrowLeft, Download, Info, Paperclip, SendHorizontal, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { FileSize } from '../FileSize/FileSize.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { chatMessages } from '../messages/it-IT/chat.ts';
import { formatLabel } from '../private/formatLabel.ts';
import { useScrollableFocus } from '../private/overlaysScrollable.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { SideDrawer } from '../SideDrawer/SideDrawer.tsx';
import * as styles from './ChatPanel.css.ts';

/** Every visible text of the panel, each replaceable. */
export interface ChatPanelLabels {
  /** 'Indietro': the header's back button. */
  back: string;
  /** 'Informazioni sulla chat': the info button, and the info drawer's title. */
  info: string;
  /** 'Partecipanti': the heading of the participants in the info drawer. */
  participants: string;
  /** 'Nessun partecipante'. */
  noParticipants: string;
  /** 'Messaggi': the message list's accessible name. */
  messages: string;
  /** 'Nessun messaggio': the empty chat (002 §4.4 "no messages"). */
  noMessages: string;
  /** 'Caricamento dei messaggi…'. */
  loading: string;
  /** 'Caricamento dei messaggi precedenti…'. */
  loadingOlder: string;
  /** 'Tu': the author of the user's own messages. */
  you: string;
  /** 'Utente': an author the chat info does not name. */
  unknownUser: string;
  /** '1 nuovo messaggio'. */
  unreadOne: string;
  /** '{count} nuovi messaggi'. */
  unreadMany: string;
  /** 'Allegato: {name}'. */
  attachment: string;
  /** 'Messaggio': the send box's accessible name. */
  messageField: string;
  /** 'Scrivi un messaggio': the send box's placeholder. */
  placeholder: string;
  /** 'Invio per inviare, Ctrl+Invio per andare a capo' (002 §5.3). */
  keyboardHint: string;
  /** 'Invia'. */
  send: string;
  /** 'Allega file'. */
  attach: string;
  /** '{name}: {reason}': a file refused, with domain's reason (type or size, 002 §5.3). */
  attachmentRefused: string;
  /** 'File da inviare': the list of the files picked for the next message. */
  pendingFiles: string;
  /** 'Rimuovi {name}': the button that drops a picked file. */
  removeFile: string;
  /** 'Caricamento di {name}': a file's upload progress. */
  uploading: string;
  /** 'Scarica': said before a file's name on its download button. */
  download: string;
  /** 'Anteprima di {name} in caricamento': an image whose preview is not there yet. */
  imageLoading: string;
  /** 002 §8 'Non è possibile inviare nuovi messaggi.': the reason shown when sending is disabled. */
  sendingDisabled: string;
}

/** One file's upload progress while a message is sent. */
export interface ChatPanelUpload {
  /** The file's name, as picked. */
  name: string;
  /** How much is sent, 0…1. */
  fraction: number;
}

/** A picked file refused, with why. */
interface RefusedFile {
  name: string;
  reason: string;
}

/** What the panel shows in its message area. */
export type ChatPanelState = 'loading' | 'ready' | 'error';

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  /** The chat's object (002 §3.6 chat info), the header's title. */
  title: string;
  /** The messages loaded so far, in any order: the panel orders them by timestamp (002 §4.4). */
  messages: readonly ChatMessage[];
  /** The user's own id: their messages sit on the right and never count as unread. */
  ownUserId: string;
  /** The chat's members (002 §3.6 users[]): authors' names and the info drawer. */
  users?: readonly ChatUser[];
  /** 'loading' before the first page, 'error' when the chat could not start. Default 'ready'. */
  state?: ChatPanelState;
  /** The reason shown in the message area in the 'error' state (002 §8). */
  error?: string;
  /** The send box is disabled (domain's `chatAvailability`): status false, error, sending disabled. */
  disabled?: boolean;
  /** Why it is disabled, shown under it; 'Non è possibile inviare nuovi messaggi.' by default. */
  disabledReason?: string;
  /** A send is running: the send button waits. */
  sending?: boolean;
  /** Why the last send failed; the typed text stays in the box. */
  sendError?: string;
  /**
   * Sends a message (text not empty, or at least one file) with the files picked, each already
   * checked against domain's type and size rules. The box and the picked files are emptied when
   * it resolves, and kept when it rejects.
   */
  onSend: (text: string, files: readonly File[]) => Promise<unknown> | void;
  /** The header's back button (on a narrow screen, back to the list); no button without it. */
  onBack?: () => void;
  /**
   * Shows the attachment button: files of the allowed MIME types and size, several at once
   * (002 §5.3), go with the next message.
   */
  allowAttachments?: boolean;
  /** The upload progress of the files being sent (0…1 each), shown while `sending`. */
  uploads?: readonly ChatPanelUpload[];
  /**
   * The address an image attachment is previewed from (e.g. an object URL of its bytes, fetched
   * with the member's token); undefined while it loads.
   */
  attachmentPreviewUrl?: (file: ChatFile) => string | undefined;
  /** Downloads a message's attachment; without it a file is shown, not offered. */
  onDownloadAttachment?: (file: ChatFile) => void;
  /** Older messages exist: scrolling near the top asks for them. */
  hasOlder?: boolean;
  /** An older page is loading. */
  loadingOlder?: boolean;
  /** Asks for the 12 messages before the oldest shown (002 §7.3, §9). */
  onLoadOlder?: () => void;
  /** Buttons in the header, before the info button (e.g. a link to the chat's record). */
  headerActions?: ReactNode;
  /** The heading level of the title; 2 by default (4 inside a record detail's own section). */
  headingLevel?: 2 | 3 | 4;
  /** Overrides of the labels. */
  labels?: Partial<ChatPanelLabels>;
  /**
   * What a message shows under its text for its link, e.g. a {@link ChatLinkPreview} the app
   * fills from the gateway (002 §3.6 `external`); nothing without it.
   */
  renderLinkPreview?: (message: ChatMessage) => ReactNode;
}

const DEFAULT_LABELS: ChatPanelLabels = {
  back: chatMessages['chat.back'],
  info: chatMessages['chat.info'],
  participants: chatMessages['chat.participants'],
  noParticipants: chatMessages['chat.noParticipants'],
  messages: chatMessages['chat.messages'],
  noMessages: chatMessages['chat.noMessages'],
  loading: chatMessages['chat.loading'],
  loadingOlder: chatMessages['chat.loadingOlder'],
  you: chatMessages['chat.you'],
  unknownUser: chatMessages['chat.unknownUser'],
  unreadOne: chatMessages['chat.unreadOne'],
  unreadMany: chatMessages['chat.unreadMany'],
  attachment: chatMessages['chat.attachment'],
  messageField: chatMessages['chat.messageField'],
  placeholder: chatMessages['chat.placeholder'],
  keyboardHint: chatMessages['chat.keyboardHint'],
  send: chatMessages['chat.send'],
  attach: chatMessages['chat.attach'],
  attachmentRefused: chatMessages['chat.attachmentRefused'],
  pendingFiles: chatMessages['chat.pendingFiles'],
  removeFile: chatMessages['chat.removeFile'],
  uploading: chatMessages['chat.uploading'],
  download: chatMessages['chat.download'],
  imageLoading: chatMessages['chat.imageLoading'],
  sendingDisabled: chatMessages['chat.sendingDisabled'],
};

/** The full name of a member, or undefined when the chat info does not name them. */
function memberName(user: ChatUser | undefined): string | undefined {
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/gi;

/**
 * A message's text with its web addresses as links. Everything is rendered as text nodes, never
 * as HTML; only http(s) addresses become links, opened in a new tab without access to this page.
 */
function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    // A sentence's closing punctuation is not part of the address.
    const address = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        className={styles.link}
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        title={address}
      >
        {address}
      </a>,
    );
    last = start + address.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className={styles.text}>{parts}</p>;
}

/** A message's attachment: an image previewed, or the file's name and size to download. */
function MessageAttachment({
  file,
  labels,
  previewUrl,
  onDownload,
}: {
  file: ChatFile;
  labels: ChatPanelLabels;
  previewUrl: ((file: ChatFile) => string | undefined) | undefined;
  onDownload: ((file: ChatFile) => void) | undefined;
}) {
  const name = file.name ?? '';
  const image = chatAttachmentDisplay(file) === 'image' && previewUrl !== undefined;
  const url = image ? previewUrl(file) : undefined;
  return (
    <div data-attachment={chatAttachmentDisplay(file)}>
      {image ? (
        url ? (
          <img className={styles.attachmentImage} src={url} alt={name} />
        ) : (
          <div
            className={styles.attachmentImagePlaceholder}
            role="img"
            aria-label={formatLabel(labels.imageLoading, { name })}
          />
        )
      ) : null}
      {onDownload ? (
        <button type="button" className={styles.attachmentFile} onClick={() => onDownload(file)}>
          <Download size={16} aria-hidden />
          <span className={visuallyHidden}>{labels.download} </span>
          <span className={styles.attachmentName} title={name}>
            {name}
          </span>
          <FileSize bytes={file.size} />
        </button>
      ) : (
        <p className={styles.text}>
          {formatLabel(labels.attachment, { name })} <FileSize bytes={file.size} />
        </p>
      )}
    </div>
  );
}

/**
 * The chat panel (002 §2.6): a header with a back button, the title and an info button; the
 * messages ordered by timestamp under a separator per day, the user's own on the right; 'no
 * messages', loading and error states; an unread counter that grows for others' messages while
 * the list is not at the bottom and jumps down when pressed (002 §4.4); older messages asked for
 * near the top, the scroll position kept as they arrive (002 §7.3, §9); a send box where Enter
 * sends, Ctrl+Enter (or Shift+Enter) adds a line and an empty message is not sent (002 §5.3);
 * disabled with its reason; an attachment button restricted to the allowed MIME types, several
 * files at once; an info drawer with the participants.
 */
export function ChatPanel({
  title,
  messages,
  ownUserId,
  users = [],
  state = 'ready',
  error,
  disabled = false,
  disabledReason,
  sending = false,
  sendError,
  onSend,
  onBack,
  allowAttachments = false,
  uploads = [],
  attachmentPreviewUrl,
  onDownloadAttachment,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  headerActions,
  headingLevel = 2,
  labels: labelOverrides,
  renderLinkPreview,
}: ChatPanelProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  const hintId = useId();
  const feedbackId = useId();
  const [draft, setDraft] = useState('');
  const [unread, setUnread] = useState(0);
  const [infoOpen, setInfoOpen] = useState(false);
  const [refusedFiles, setRefusedFiles] = useState<RefusedFile[]>([]);
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const logRef = useRef<HTMLDivElement | null>(null);
  // The list is a keyboard stop only when it has something to scroll (WCAG 2.1.1).
  const { ref: measureLog, scrollable } = useScrollableFocus<HTMLDivElement>();
  const setLog = useCallback(
    (node: HTMLDivElement | null) => {
      logRef.current = node;
      measureLog(node);
    },
    [measureLog],
  );
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const atBottomRef = useRef(true);
  const scrollTopRef = useRef(0);
  const shownRef = useRef<{ first?: string; last?: string; ids: Set<string>; height: number }>({
    ids: new Set(),
    height: 0,
  });

  const sections = useMemo(() => chatDaySections(messages), [messages]);
  const ordered = useMemo(() => sections.flatMap((section) => section.messages), [sections]);
  const usersById = useMemo(() => new Map(users.map((user) => [user._user, user])), [users]);
  // Former members can be told apart only once the chat info has named the current ones.
  const members = useMemo(() => (users.length > 0 ? { users: [...users] } : undefined), [users]);

  // After the messages change: keep the reader's place when older ones arrive above, follow new
  // ones when at the bottom (or when they are the user's own), else count them as unread.
  useLayoutEffect(() => {
    const log = logRef.current;
    const shown = shownRef.current;
    const first = ordered[0]?.idMessage;
    const last = ordered.at(-1)?.idMessage;
    if (log) {
      if (shown.last === undefined) {
        log.scrollTop = log.scrollHeight;
      } else if (first !== shown.first && last === shown.last) {
        log.scrollTop += log.scrollHeight - shown.height;
      } else if (last !== shown.last) {
        const incoming = ordered.filter((entry) => !shown.ids.has(entry.idMessage));
        const ownLast = ordered.at(-1)?._user === ownUserId;
        if (atBottomRef.current || ownLast) {
          log.scrollTop = log.scrollHeight;
          atBottomRef.current = true;
          setUnread(0);
        } else {
          setUnread((count) =>
            incoming.reduce(
              (total, entry) => unreadAfterIncoming(total, entry, { atBottom: false, ownUserId }),
              count,
            ),
          );
        }
      }
      shown.height = log.scrollHeight;
      scrollTopRef.current = log.scrollTop;
    }
    shown.first = first;
    shown.last = last;
    shown.ids = new Set(ordered.map((entry) => entry.idMessage));
  }, [ordered, ownUserId]);

  // A log drawn without a box (a hidden panel, Storybook's preparing root) drops the scroll to the
  // latest message; when it gets a box, or its size or content changes, a reader who was at the
  // bottom stays there, and the height older messages are measured against is kept current.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const follow = () => {
      if (atBottomRef.current) log.scrollTop = log.scrollHeight;
      shownRef.current.height = log.scrollHeight;
      scrollTopRef.current = log.scrollTop;
    };
    const observer = new ResizeObserver(follow);
    observer.observe(log);
    for (const child of log.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ordered, state, loadingOlder]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    const position = {
      scrollTop: log.scrollTop,
      scrollHeight: log.scrollHeight,
      clientHeight: log.clientHeight,
    };
    // Only the reader leaves the bottom, by scrolling up from where the panel last put or saw the
    // log. A scroll event that finds the log's box just shrunk (the composer grew with files) or
    // its content just grown, before the resize observer has followed, has not moved scrollTop:
    // the reader is still at the bottom.
    const movedUp = log.scrollTop < scrollTopRef.current;
    scrollTopRef.current = log.scrollTop;
    const atBottom = isAtBottom(position, 4) || (atBottomRef.current && !movedUp);
    atBottomRef.current = atBottom;
    setUnread((count) => unreadAfterScroll(count, atBottom));
    if (
      onLoadOlder &&
      shouldLoadOlderMessages({ position, loading: loadingOlder, hasMore: hasOlder })
    ) {
      onLoadOlder();
    }
  };

  const jumpToBottom = () => {
    const log = logRef.current;
    if (log) {
      log.scrollTop = log.scrollHeight;
      scrollTopRef.current = log.scrollTop;
    }
    atBottomRef.current = true;
    setUnread(0);
    // The counter disappears: the list, where the new messages are, takes the focus.
    log?.focus();
  };

  const canSend = !disabled && !sending && (canSendMessage(draft) || pendingFiles.length > 0);

  const send = async () => {
    if (!canSend) return;
    const text = draft;
    const files = pendingFiles;
    try {
      await onSend(text, files);
      setDraft((current) => (current === text ? '' : current));
      setPendingFiles((current) => current.filter((file) => !files.includes(file)));
      // What was refused before this message is no longer news once it is sent.
      setRefusedFiles([]);
    } catch {
      // The host shows why (sendError); the text stays to be sent again.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = chatKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey || event.metaKey,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (action === 'send') {
      event.preventDefault();
      void send();
    } else if (action === 'newline' && !event.shiftKey) {
      // The browser adds a line for Shift+Enter itself, never for Ctrl+Enter.
      event.preventDefault();
      const field = event.currentTarget;
      const start = field.selectionStart;
      const end = field.selectionEnd;
      const next = `${draft.slice(0, start)}\n${draft.slice(end)}`;
      // The new value is written at once and the caret put after the new line in the same turn:
      // a caret placed a frame later would land behind what the user typed meanwhile.
      flushSync(() => setDraft(next));
      field.setSelectionRange(start + 1, start + 1);
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const refused: RefusedFile[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      // The chat's allow-list and size cap, domain's (002 §5.3); the content is the server's.
      const check = checkUploadDeclaration('chatData', file);
      if (check.ok) accepted.push(file);
      else refused.push({ name: file.name, reason: check.message });
    }
    setRefusedFiles(refused);
    if (accepted.length > 0) setPendingFiles((current) => [...current, ...accepted]);
  };

  const removePending = (file: File) => {
    setPendingFiles((current) => current.filter((entry) => entry !== file));
    fieldRef.current?.focus();
  };

  const unreadLabel =
    unread === 1 ? labels.unreadOne : formatLabel(labels.unreadMany, { count: unread });
  const reason = disabled ? (disabledReason ?? labels.sendingDisabled) : undefined;
  const describedBy = [hintId, reason || sendError || refusedFiles.length ? feedbackId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={styles.root} aria-label={title} data-state={state}>
      <header className={styles.header}>
        {onBack ? (
          <IconButton label={labels.back} icon={<ArrowLeft size={20} />} onClick={onBack} />
        ) : null}
        <Heading className={styles.title} title={title}>
          {title}
        </Heading>
        <div className={styles.headerEnd}>
          {headerActions}
          <IconButton
            label={labels.info}
            icon={<Info size={20} />}
            aria-haspopup="dialog"
            onClick={() => setInfoOpen(true)}
          />
          <SideDrawer title={labels.info} open={infoOpen} onOpenChange={setInfoOpen}>
            <h3 className={styles.participantsTitle}>{labels.participants}</h3>
            {users.length === 0 ? (
              <p className={styles.hint}>{labels.noParticipants}</p>
            ) : (
              <ul className={styles.participants} aria-label={labels.participants}>
                {users.map((user) => (
                  <li key={user._user}>
                    {memberName(user) ?? labels.unknownUser}
                    {user._user === ownUserId ? ` (${labels.you})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </SideDrawer>
        </div>
      </header>
      <div className={styles.body}>
        <div
          ref={setLog}
          className={styles.log}
          role="log"
          aria-label={labels.messages}
          aria-busy={state === 'loading' || loadingOlder || undefined}
          // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe
          // scrollable-region-focusable); the stop exists only while the messages overflow.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrollable ? 0 : undefined}
          onScroll={onScroll}
        >
          {state === 'loading' ? (
            <p className={styles.state} role="status">
              {labels.loading}
            </p>
          ) : state === 'error' ? (
            <p className={styles.errorState} role="alert">
              {error}
            </p>
          ) : sections.length === 0 ? (
            <p className={styles.state}>{labels.noMessages}</p>
          ) : (
            <>
              {loadingOlder ? (
                <p className={styles.older} role="status">
                  {labels.loadingOlder}
                </p>
              ) : null}
              {sections.map((section) => (
                <div key={section.day} className={styles.day} data-day={section.day}>
                  <p className={styles.daySeparator}>{section.label}</p>
                  <ol className={styles.dayMessages}>
                    {section.messages.map((entry) => {
                      const own = entry._user === ownUserId;
                      const formerTooltip = members
                        ? formerMemberTooltip(members, entry._user)
                        : undefined;
                      const author = own
                        ? labels.you
                        : (memberName(usersById.get(entry._user)) ?? labels.unknownUser);
                      return (
                        <li
                          key={entry.idMessage}
                          className={styles.message}
                          data-own={own || undefined}
                          data-message-id={entry.idMessage}
                        >
                          <span
                            className={styles.author}
                            title={formerTooltip}
                            data-former={formerTooltip ? true : undefined}
                          >
                            {author}
                          </span>
                          {entry.message ? <MessageText text={entry.message} /> : null}
                          {renderLinkPreview?.(entry)}
                          {entry.file?.name ? (
                            <MessageAttachment
                              file={entry.file}
                              labels={labels}
                              previewUrl={attachmentPreviewUrl}
                              onDownload={onDownloadAttachment}
                            />
                          ) : null}
                          <time
                            className={styles.time}
                            dateTime={new Date(entry.timestamp).toISOString()}
                          >
                            {formatDateTime(entry.timestamp)}
                          </time>
                        </li>
                      );
                    })}
                  </ol>
                </div>
              ))}
            </>
          )}
        </div>
        {unread > 0 ? (
          <button type="button" className={styles.unread} onClick={jumpToBottom}>
            <ArrowDown size={16} aria-hidden /> {unreadLabel}
          </button>
        ) : null}
      </div>
      <div className={styles.composer}>
        {pendingFiles.length > 0 ? (
          <ul className={styles.pendingFiles} aria-label={labels.pendingFiles}>
            {pendingFiles.map((file, index) => {
              const upload = sending ? uploads[index] : undefined;
              return (
                <li key={`${index}-${file.name}`} className={styles.pendingFile}>
                  <Paperclip size={16} aria-hidden />
                  <span className={styles.attachmentName} title={file.name}>
                    {file.name}
                  </span>
                  <FileSize bytes={file.size} />
                  {upload ? (
                    <span className={styles.pendingProgress}>
                      <ProgressBar
                        value={Math.round(upload.fraction * 100)}
                        label={formatLabel(labels.uploading, { name: file.name })}
                        hideLabel
                        size="small"
                      />
                    </span>
                  ) : (
                    <IconButton
                      label={formatLabel(labels.removeFile, { name: file.name })}
                      icon={<X size={16} />}
                      size="small"
                      disabled={sending}
                      onClick={() => removePending(file)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className={styles.composerRow}>
          {allowAttachments ? (
            <>
              <IconButton
                label={labels.attach}
                icon={<Paperclip size={20} />}
                disabled={disabled || sending}
                onClick={() => fileRef.current?.click()}
              />
              <input
                ref={fileRef}
                className={styles.hiddenInput}
                type="file"
                multiple
                accept={CHAT_ATTACHMENT_ACCEPTED_TYPES.join(',')}
                tabIndex={-1}
                aria-hidden
                onChange={onFiles}
              />
            </>
          ) : null}
          <textarea
            ref={fieldRef}
            className={styles.field}
            rows={2}
            aria-label={labels.messageField}
            aria-describedby={describedBy}
            placeholder={reason ?? labels.placeholder}
            disabled={disabled}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <IconButton
            label={labels.send}
            icon={<SendHorizontal size={20} />}
            disabled={!canSend}
            aria-busy={sending || undefined}
            onClick={() => void send()}
          />
        </div>
        <p id={hintId} className={styles.hint}>
          {labels.keyboardHint}
        </p>
        <div id={feedbackId} aria-live="polite">
          {reason ? <p className={styles.hint}>{reason}</p> : null}
          {sendError ? <p className={styles.feedback}>{sendError}</p> : null}
          {refusedFiles.map((file, index) => (
            <p key={`${index}-${file.name}`} className={styles.feedback}>
              {formatLabel(labels.attachmentRefused, { name: file.name, reason: file.reason })}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
