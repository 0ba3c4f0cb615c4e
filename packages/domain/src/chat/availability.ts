import { chatMessage } from '../messages/it-IT/chat.ts';
import type { ChatCategory, ChatInfo } from './types.ts';

/** Input of {@link chatAvailability}. */
export interface ChatAvailabilityInput {
  /** The chat info status; false disables the chat. Undefined while the info loads. */
  status: boolean | undefined;
  /** Whether the chat failed to start or lost access. */
  error: boolean;
  /** Whether sending is disabled for this chat by its host screen. */
  sendingDisabled: boolean;
  category: ChatCategory;
}

/** Whether the send box is disabled, and its placeholder when it is. */
export interface ChatAvailability {
  disabled: boolean;
  /** 'Non è possibile inviare nuovi messaggi.' when disabled. */
  placeholder: string | undefined;
}

/**
 * Whether the chat is disabled (002 §4.4 "The chat is disabled when the status is false, on error,
 * or when sending is disabled. FOLDER chats are the exception to the sending-disabled rule").
 * A status still loading (undefined) does not disable the chat: only an explicit false does.
 */
export function chatAvailability({
  status,
  error,
  sendingDisabled,
  category,
}: ChatAvailabilityInput): ChatAvailability {
  const disabled = status === false || error || (sendingDisabled && category !== 'FOLDER');
  return { disabled, placeholder: disabled ? chatMessage('chat.sendingDisabled') : undefined };
}

/** When a chat error happened: starting the chat, or reading messages afterwards. */
export type ChatErrorStage = 'start' | 'read';

/** How a chat error is shown (002 §8). */
export interface ChatErrorOutcome {
  kind: 'lostAccess' | 'startFailed' | 'readFailed';
  message: string;
  /** 'panel': shown in place of the chat, which is disabled; 'snackbar': an error snackbar. */
  display: 'panel' | 'snackbar';
  /** Whether the chat becomes disabled (002 §4.4 "on error"). */
  disablesChat: boolean;
  /** The snackbar's close button ('Chiudi'), for read errors. */
  closeLabel: string | undefined;
}

/**
 * Whether an error code is a permission denial. Realtime databases spell it
 * 'permission-denied', 'PERMISSION_DENIED' or with a service prefix ('database/permission-denied').
 */
export function isPermissionDenied(errorCode: string | null | undefined): boolean {
  const normalised = (errorCode ?? '').toLowerCase().replace(/_/g, '-');
  return normalised === 'permission-denied' || normalised.endsWith('/permission-denied');
}

/**
 * How a chat error is shown (002 §8, §6):
 * - permission denied, at any stage: 'Non hai più accesso a questa chat' ("a permission-denied
 *   error means the user has lost access");
 * - a failure to start: 'Si è verificato un errore, riprovare più tardi', the chat disabled;
 * - other read errors: 'Errore di lettura, riprovare più tardi' in a snackbar with 'Chiudi'. The
 *   chat stays usable: a later read may succeed, and 002 §8 shows it as a transient snackbar.
 */
export function chatErrorOutcome(
  errorCode: string | null | undefined,
  stage: ChatErrorStage = 'read',
): ChatErrorOutcome {
  if (isPermissionDenied(errorCode)) {
    return {
      kind: 'lostAccess',
      message: chatMessage('chat.error.lostAccess'),
      display: 'panel',
      disablesChat: true,
      closeLabel: undefined,
    };
  }
  if (stage === 'start') {
    return {
      kind: 'startFailed',
      message: chatMessage('chat.error.startFailed'),
      display: 'panel',
      disablesChat: true,
      closeLabel: undefined,
    };
  }
  return {
    kind: 'readFailed',
    message: chatMessage('chat.error.read'),
    display: 'snackbar',
    disablesChat: false,
    closeLabel: chatMessage('chat.error.close'),
  };
}

/**
 * Whether the author of a message no longer belongs to the chat: not among the chat info users
 * (002 §8 'Questo utente non appartiene più alla chat'). Unknown while the info has not loaded.
 */
export function isFormerMember(
  chatInfo: Pick<ChatInfo, 'users'> | null | undefined,
  userId: string,
): boolean {
  if (!chatInfo) return false;
  return !chatInfo.users.some((user) => user._user === userId);
}

/** The tooltip on a former member's name; undefined for current members (002 §8). */
export function formerMemberTooltip(
  chatInfo: Pick<ChatInfo, 'users'> | null | undefined,
  userId: string,
): string | undefined {
  return isFormerMember(chatInfo, userId) ? chatMessage('chat.formerMember') : undefined;
}

/** The host of a URL, lower-cased, or undefined when it has none. */
export function linkHost(url: string | null | undefined): string | undefined {
  const text = (url ?? '').trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) || text.startsWith('//');
  // 'mailto:', 'tel:' and other schemes without '//' have no host.
  if (!withScheme && /^[a-z][a-z\d+.-]*:/i.test(text)) return undefined;
  // A bare 'www.example.com/path' has a host too; 'mailto:' or a relative path has none.
  const candidate = withScheme ? text.replace(/^[a-z][a-z\d+.-]*:/i, '') : `//${text}`;
  const match = /^\/\/(?:[^@/?#]*@)?([^/?#:]+)/.exec(candidate);
  const host = match?.[1]?.toLowerCase();
  if (!host) return undefined;
  if (!withScheme && !host.includes('.')) return undefined;
  return host;
}
