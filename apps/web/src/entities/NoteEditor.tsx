/**
 * An internal note the user may edit (002 §6 Order notes: the supplier edits noteSpl, the
 * organisation noteOrg; 001 §4.2 activity notes): a text area and SALVA, disabled while the text
 * is unchanged. Success says 'Salvataggio avvenuto con successo' (001 §8) and keeps the saved
 * record; a failure shows the error snack with the server's message (000 §8).
 */
import { isApiClientError } from '@portineria/api-client';
import { message } from '@portineria/domain';
import { Button, TextArea, useSnackbar } from '@portineria/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { webMessage } from '../messages/it-IT.ts';
import type { EntityRecord } from './entitySources.ts';
import * as styles from './entityScreens.css.ts';

/** Props of {@link NoteEditor}. */
export interface NoteEditorProps {
  /** The note's field name in the record ('noteOrg'). */
  fieldKey: string;
  /** The visible label, also the text area's accessible name. */
  label: string;
  /** The saved text ('' when there is none). */
  saved: string;
  /** Saves the note and answers the saved record. */
  save: (changes: Readonly<Record<string, unknown>>) => Promise<EntityRecord>;
  /** The query that holds the record, updated with the saved one. */
  detailQueryKey: QueryKey;
  /** The queries of the entity's lists, marked stale after a save. */
  listQueryKey: QueryKey;
}

/** The message of a failed save: the server's when it has one (000 §8), else the generic one. */
export function saveErrorMessage(error: unknown): string {
  return isApiClientError(error) ? error.message : message('common.genericError');
}

/** An editable note with its SALVA. Give it a `key` of the saved text to start over after a save. */
export function NoteEditor({
  fieldKey,
  label,
  saved,
  save,
  detailQueryKey,
  listQueryKey,
}: NoteEditorProps) {
  const [draft, setDraft] = useState(saved);
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const mutation = useMutation({
    // An emptied note is cleared, not saved as blank text.
    mutationFn: (text: string) => save({ [fieldKey]: text.trim() === '' ? null : text }),
    onSuccess: (record) => {
      queryClient.setQueryData(detailQueryKey, record);
      void queryClient.invalidateQueries({ queryKey: listQueryKey, refetchType: 'none' });
      show({ message: message('common.saveSuccess'), tone: 'success' });
    },
    onError: (error) => show({ message: saveErrorMessage(error), tone: 'error' }),
  });
  const unchanged = draft === saved;

  return (
    <form
      className={styles.noteForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged && !mutation.isPending) mutation.mutate(draft);
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
