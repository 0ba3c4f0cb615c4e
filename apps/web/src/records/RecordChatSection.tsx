/**
 * The chat section of a record detail (001 §2 `/mod/{idElement}/{idChat?}`): the heading 'Chat'
 * and the chat slot the route composes in (the chat feature's panel; features never import each
 * other). A detail without a slot shows no section.
 */
import { useId, type ComponentType } from 'react';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from './records.css.ts';

/** What a record detail's chat slot receives: the record and the route's chat. */
export interface RecordChatSlotProps {
  /** The record's id (the route's `{idElement}`). */
  recordId: string;
  /** The route's `{idChat?}`. */
  idChat: string | undefined;
}

/** The chat slot of a record detail, composed in by its route. */
export type RecordChatSlot = ComponentType<RecordChatSlotProps>;

/** Props of {@link RecordChatSection}. */
export interface RecordChatSectionProps extends RecordChatSlotProps {
  slot: RecordChatSlot | undefined;
}

export function RecordChatSection({ slot: Slot, recordId, idChat }: RecordChatSectionProps) {
  const titleId = useId();
  if (!Slot) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="chat">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('detail.chat')}
      </h3>
      <Slot recordId={recordId} idChat={idChat} />
    </section>
  );
}
