/**
 * An internal note the user may edit (002 §6 Order notes: the supplier edits noteSpl, the
 * organisation noteOrg; 001 §4.2 activity notes): a text area and SALVA, disabled while the text
 * is unchanged. The save is the feature's api-client mutation, whose invalidation refreshes the
 * record and its lists. Success says 'Salvataggio avvenuto con successo' (001 §8); a failure
 * keeps the text and shows the error snack with the server's message (000 §8).
 */
import { isApiClientError } from '@portineria/api-client';
import { message } from '@portineria/domain';
import { Button, TextArea, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { webMessage } from '../messages/it-IT.ts';
import type { NoteSaving } from './fields.ts';
import * as styles from './records.css.ts';

/** Props of {@link NoteEditor}. */
export interface NoteEditorProps<Row> {
  /** The record the note belongs to. */
  row: Row;
  /** The visible label, also the text area's accessible name. */
  label: string;
  /** The saved text ('' when there is none). */
  saved: string;
  /** How the note is saved. */
  saving: NoteSaving<Row>;
}

/** The message of a failed save: the server's when it has one (000 §8), else the generic one. */
export function saveErrorMessage(error: unknown): string {
  return isApiClientError(error) ? error.message : message('common.genericError');
}

/** An editable note with its SALVA. Give it a `key` of the saved text to start over after a save. */
export function NoteEditor<Row>({ row, label, saved, saving }: NoteEditorProps<Row>) {
  const [draft, setDraft] = useState(saved);
  // The text last saved from here: SALVA turns off as soon as the save succeeds.
  const [baseline, setBaseline] = useState(saved);
  const { show } = useSnackbar();
  // The outcome is told from the mutation's own callbacks, which run even when a refetch of the
  // saved record has remounted this editor meanwhile (a mutate() callback would then be dropped).
  const options = saving.options();
  const mutation = useMutation({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      show({ message: message('common.saveSuccess'), tone: 'success' });
    },
    onError: async (...args) => {
      await options.onError?.(...args);
      show({ message: saveErrorMessage(args[0]), tone: 'error' });
    },
  });
  const unchanged = draft === baseline;

  return (
    <form
      className={styles.noteForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged || mutation.isPending) return;
        const text = draft;
        // An emptied note is cleared, not saved as blank text.
        mutation.mutate(saving.variables(row, text.trim() === '' ? null : text), {
          onSuccess: () => setBaseline(text),
        });
      }}
    >
      <TextArea label={label} value={draft} onChange={setDraft} rows={4} />
      <div className={styles.noteActions}>
        <Button type="submit" disabled={unchanged} pending={mutation.isPending}>
          {webMessage('detail.save')}
        </Button>
      </div>
    </form>
  );
}
