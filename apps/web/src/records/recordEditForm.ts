/**
 * The edit form a record kind shares with its create form (notices and polls; the registries keep
 * their own frame around the same steps): the create form's values, domain's validator its only
 * rule book, the typed changes kept in this browser per profile and record until saved or
 * discarded (formDraftStore) together with the version the form was loaded at, so that a save
 * after a reload is still judged against what the user read. A save sends that version: a record
 * changed meanwhile is the gateway's 409 STALE_RECORD, said in the snackbar with every field kept
 * as typed — never a silent overwrite; the gateway's field errors go beside their fields. The
 * steps are plain functions below the hook so they are tested without a DOM.
 */
import type { EntityId } from '@portineria/api-client';
import type { RecordVersion } from '@portineria/domain';
import { useSnackbar } from '@portineria/ui';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  useWatch,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useAppForm } from '../lib/appForm.ts';
import { showServerFieldErrors } from '../lib/formFields.tsx';
import { saveErrorMessage } from './NoteEditor.tsx';
import { clearFormDraft, readFormDraft, writeFormDraft } from './formDraftStore.ts';
import {
  domainResolverResult,
  type DomainFieldErrors,
  type FormFieldMap,
} from './recordCreateForm.ts';

/** The form's values with the version of the record they were loaded from. */
export type EditFormState<State extends FieldValues> = State & { version: RecordVersion };

/** The form's first values: the stored record's, with the profile's kept edit over them. */
export function editFormStartValues<State extends FieldValues>(
  draftKey: string,
  stored: EditFormState<State>,
): EditFormState<State> {
  return { ...stored, ...readFormDraft<EditFormState<State>>(draftKey) };
}

/** The variables of an api-client update mutation: the record's id and its versioned changes. */
export interface RecordUpdateVariables<Changes> {
  id: EntityId;
  changes: Changes & { version: RecordVersion };
}

/** The end of an edit's save: saved, or the general message of a refusal. */
export type RecordEditOutcome = { ok: true } | { ok: false; message: string };

/** What {@link saveRecordEditForm} needs. */
export interface SaveRecordEditFormRequest<State extends FieldValues, Changes> {
  draftKey: string;
  fields: FormFieldMap<EditFormState<State>>;
  /** The update call (the mutation's `mutateAsync`). */
  update: (variables: RecordUpdateVariables<Changes>) => Promise<unknown>;
  id: EntityId;
  state: EditFormState<State>;
  toChanges: (state: State) => Changes;
  setError: UseFormSetError<EditFormState<State>>;
}

/**
 * Sends the edit with the version the form was loaded at. Saved: the kept edit is forgotten.
 * Refused (409 STALE_RECORD, 409 CONFLICT, 400): the form and its kept edit stay as typed, the
 * gateway's field errors go beside their fields, and its message is returned.
 */
export async function saveRecordEditForm<State extends FieldValues, Changes>({
  draftKey,
  fields,
  update,
  id,
  state,
  toChanges,
  setError,
}: SaveRecordEditFormRequest<State, Changes>): Promise<RecordEditOutcome> {
  try {
    await update({ id, changes: { ...toChanges(state), version: state.version } });
  } catch (error) {
    showServerFieldErrors(error, setError, fields);
    return { ok: false, message: saveErrorMessage(error) };
  }
  clearFormDraft(draftKey);
  return { ok: true };
}

/** Options of {@link useRecordEditForm}. */
export interface RecordEditFormOptions<State extends FieldValues, Changes, Saved> {
  /** The kept edit's storage key: `formDraftKey('noticeEdit:12', profile, variant)`. */
  draftKey: string;
  id: EntityId;
  /** The stored record as the form holds it, with its version. */
  stored: EditFormState<State>;
  /** Domain's validator on the form's values (the create form's). */
  validate: (state: State) => DomainFieldErrors;
  /** Where each wire field is on the form. */
  fields: FormFieldMap<EditFormState<State>>;
  /** The api-client's update mutation options (`updateNoticeMutationOptions(apiClient)`). */
  mutation: UseMutationOptions<Saved, Error, RecordUpdateVariables<Changes>>;
  /** The wire changes of the form's values (the create form's values function). */
  toChanges: (state: State) => Changes;
  /** The success snackbar's text. */
  savedMessage: string;
}

/** What {@link useRecordEditForm} gives the screen. */
export interface RecordEditForm<State extends FieldValues> {
  form: UseFormReturn<EditFormState<State>>;
  /** Validates with domain's validator and, when it passes, saves. */
  submit: () => Promise<void>;
  /** Forgets the kept edit and shows the stored record again. */
  discard: () => void;
  saving: boolean;
}

/** The edit form of a record kind: see the module's comment. Key it by the stored version. */
export function useRecordEditForm<State extends FieldValues, Changes, Saved>({
  draftKey,
  id,
  stored,
  validate,
  fields,
  mutation: mutationOptions,
  toChanges,
  savedMessage,
}: RecordEditFormOptions<State, Changes, Saved>): RecordEditForm<State> {
  const { show } = useSnackbar();
  const mutation = useMutation(mutationOptions);
  const [startValues] = useState(() => editFormStartValues(draftKey, stored));
  const form = useAppForm<EditFormState<State>>({
    defaultValues: startValues as DefaultValues<EditFormState<State>>,
    resolver: async (state) => domainResolverResult(state, validate(state), fields),
  });
  const watched = useWatch({ control: form.control });
  const changed = form.formState.isDirty;
  useEffect(() => {
    if (changed) writeFormDraft(draftKey, watched);
  }, [watched, changed, draftKey]);

  const submit = () =>
    form.handleSubmit(async (state) => {
      const outcome = await saveRecordEditForm({
        draftKey,
        fields,
        update: (variables: RecordUpdateVariables<Changes>) => mutation.mutateAsync(variables),
        id,
        state,
        toChanges,
        setError: form.setError,
      });
      show(
        outcome.ok
          ? { message: savedMessage, tone: 'success' }
          : { message: outcome.message, tone: 'error' },
      );
    })();

  return {
    form,
    submit,
    discard: () => {
      clearFormDraft(draftKey);
      form.reset(stored);
    },
    saving: mutation.isPending,
  };
}
