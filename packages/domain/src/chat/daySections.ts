import dayjs from 'dayjs';
import { formatDate } from '../format/dates.ts';
import { sortMessages } from './messageOrder.ts';
import type { ChatMessage } from './types.ts';

/** The messages of one calendar day, under their day separator. */
export interface ChatDaySection<Message extends ChatMessage = ChatMessage> {
  /** The local day, 'YYYY-MM-DD': a stable key for the separator. */
  day: string;
  /** The separator's text, 'DD/MM/YYYY' (002 §9 dates in Italian, DD/MM/YYYY). */
  label: string;
  /** The day's messages, oldest first. */
  messages: Message[];
}

/**
 * The message list split by local calendar day, oldest day first, for the day separators of the
 * chat panel (002 §4.4 "Messages are ordered by timestamp"). The spec shows no separator: we add
 * one per day, labelled as every date of the product (DD/MM/YYYY), because a list of times alone
 * hides when a conversation moved to another day. Days are those of the runtime's time zone, the
 * one `formatDateTime` shows the message times in.
 */
export function chatDaySections<Message extends ChatMessage>(
  messages: readonly Message[],
): ChatDaySection<Message>[] {
  const sections: ChatDaySection<Message>[] = [];
  for (const message of sortMessages(messages)) {
    const day = dayjs(message.timestamp).format('YYYY-MM-DD');
    const last = sections.at(-1);
    if (last?.day === day) last.messages.push(message);
    else sections.push({ day, label: formatDate(message.timestamp), messages: [message] });
  }
  return sections;
}
