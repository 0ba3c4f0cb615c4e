import type { ChatFile, OutgoingChatMessage } from './types.ts';

/** The keyboard state of a key press in the send box. */
export interface ChatKeyPress {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  /** True while an input method (IME) is composing text. */
  isComposing?: boolean;
}

/** What a key press in the send box does. */
export type ChatKeyAction = 'send' | 'newline' | 'none';

/**
 * What a key press does (002 §5.3 "Enter sends; Ctrl+Enter inserts a newline"). Shift+Enter also
 * inserts a newline: the spec is silent, and it is what every mainstream chat does. Enter while an
 * input method is composing confirms the composition and sends nothing.
 */
export function chatKeyAction({
  key,
  ctrlKey,
  shiftKey,
  isComposing,
}: ChatKeyPress): ChatKeyAction {
  if (key !== 'Enter' || isComposing === true) return 'none';
  return ctrlKey || shiftKey ? 'newline' : 'send';
}

/** Whether a text can be sent: an empty or whitespace-only message is not sent (002 §5.3). */
export function canSendMessage(text: string | null | undefined): boolean {
  return (text ?? '').trim() !== '';
}

/**
 * The message to push (002 §7.3 "push of {_user, timestamp, message}"), or null when the text is
 * empty and no file is attached (002 §5.3). Leading and trailing whitespace — typically newlines
 * left by Ctrl+Enter — is trimmed; inner newlines stay. A message carrying an uploaded file
 * (002 §3.6 "file") may have no text.
 */
export function buildOutgoingMessage(
  userId: string,
  text: string,
  now: Date,
  file?: ChatFile,
): OutgoingChatMessage | null {
  if (!canSendMessage(text) && file === undefined) return null;
  return {
    _user: userId,
    timestamp: now.getTime(),
    message: text.trim(),
    ...(file === undefined ? {} : { file }),
  };
}

/**
 * The messages a send with attachments makes (DECISIONS.md "Chat attachments"): a message carries
 * one file (002 §3.6 "file"), so each file is a message of its own, in the order picked; the text
 * goes with the first one. Without files, the text alone (null when it is empty, 002 §5.3).
 */
export function outgoingMessagesWithFiles(
  userId: string,
  text: string,
  files: readonly ChatFile[],
  now: Date,
): OutgoingChatMessage[] {
  if (files.length === 0) {
    const alone = buildOutgoingMessage(userId, text, now);
    return alone ? [alone] : [];
  }
  // One millisecond apart, so the order picked is the order shown (messages sort by timestamp).
  return files.flatMap((file, index) => {
    const built = buildOutgoingMessage(
      userId,
      index === 0 ? text : '',
      new Date(now.getTime() + index),
      file,
    );
    return built ? [built] : [];
  });
}

/** What an earlier attempt at a send already delivered: the text (as it was) and its files. */
export interface ChatSendDelivered<File> {
  text: string | null;
  files: ReadonlySet<File>;
}

/**
 * What is left to send when a send is tried again after it failed half-way (DECISIONS.md "Chat
 * attachments"): the files whose messages were not delivered, and the text unless it already
 * went with one of them. Sending again never repeats a delivered message.
 */
export function unsentChatPart<File>(
  text: string,
  files: readonly File[],
  delivered: ChatSendDelivered<File>,
): { text: string; files: File[] } {
  return {
    text: delivered.text !== null && delivered.text === text ? '' : text,
    files: files.filter((file) => !delivered.files.has(file)),
  };
}
