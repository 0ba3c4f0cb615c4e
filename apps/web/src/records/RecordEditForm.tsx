/**
 * The frame of an edit form on a record's detail (notices and polls): a titled form with the
 * feature's fields — the same ones its create screen shows — then 'Annulla modifiche' and SALVA.
 * The form's state is {@link useRecordEditForm}'s.
 */
import { Button } from '@portineria/ui';
import { useId, type ReactNode } from 'react';
import * as formStyles from '../lib/form.css.ts';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from './records.css.ts';

/** Props of {@link RecordEditForm}. */
export interface RecordEditFormProps {
  /** The form's `data-testid` ('notice-edit-form'). */
  testId: string;
  /** The form's heading; 'Modifica' by default. */
  title?: string;
  /** A hint above the fields (why some cannot change). */
  hint?: string;
  onSubmit: () => void;
  onDiscard: () => void;
  saving: boolean;
  /** The feature's fields, bound to the form's `control`. */
  children: ReactNode;
}

/** An edit form's frame: see the module's comment. */
export function RecordEditForm({
  testId,
  title = webMessage('record.edit.title'),
  hint,
  onSubmit,
  onDiscard,
  saving,
  children,
}: RecordEditFormProps) {
  const titleId = useId();
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-labelledby={titleId}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {hint ? <p className={formStyles.hint}>{hint}</p> : null}
      {children}
      <div className={formStyles.actions}>
        <Button variant="text" onClick={onDiscard}>
          {webMessage('record.edit.discard')}
        </Button>
        <Button type="submit" pending={saving}>
          {webMessage('record.edit.save')}
        </Button>
      </div>
    </form>
  );
}
