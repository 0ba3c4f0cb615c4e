/**
 * The form of a qualification folder of kind FORM (001 §3 "Folder kind: FORM or FINAL_DOC";
 * domain DECISIONS.md "Qualification folder forms"): the supplier fills in domain's
 * `FOLDER_FORM_FIELDS` instead of uploading documents. What it types is its draft, kept per
 * profile and folder in this browser by the one draft store (a reload loses nothing; 'Salva
 * bozza' says so); 'Invia in revisione' checks the form with domain's `applyFolderTransition`,
 * each error beside its field, then sends SUBMIT with the form and the expiry date and the version
 * read — a refusal of the gateway keeps every value, its field errors beside their fields. While
 * the folder is under review, approved or the organisation's to read, the form is shown as it was
 * sent, read only; the organisation approves it or sends it back through the action bar.
 */
import { folderTransitionMutationOptions, type FolderRecord } from '@portineria/api-client';
import {
  FOLDER_FORM_FIELDS,
  applyFolderTransition,
  folderActions,
  folderFormErrorField,
  formatDate,
  message,
  type FolderFormField,
  type FolderFormValues,
  type FolderLifecycleRecord,
  type FolderTransitionEvent,
  type TransitionActor,
} from '@portineria/domain';
import { Button, Checkbox, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import {
  FormDateField,
  FormTextArea,
  FormTextField,
  showServerFieldErrors,
} from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import {
  clearFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
} from '../../records/formDraftStore.ts';
import { lifecycleFailure } from '../../records/recordLifecycle.ts';
import * as styles from '../../records/records.css.ts';
import { folderToday } from './FolderLifecycleActions.tsx';

/** The form as React Hook Form holds it: texts as typed, the confirmation a boolean, the expiry. */
export type FolderFormState = Record<string, string | boolean> & { expiresOn: string };

/** The empty form: every field blank, the declaration unconfirmed, no expiry. */
export function emptyFolderFormState(): FolderFormState {
  const state: Record<string, string | boolean> = { expiresOn: '' };
  for (const field of FOLDER_FORM_FIELDS) {
    state[field.name] = field.kind === 'confirmation' ? false : '';
  }
  return state as FolderFormState;
}

/**
 * The form's first values: the form as last sent (a folder sent back is corrected, not retyped)
 * and the expiry, with the profile's kept draft over them.
 */
export function folderFormStartValues(
  sent: FolderFormValues | null | undefined,
  expiresOn: string | null | undefined,
  draft: Partial<FolderFormState> | undefined,
): FolderFormState {
  const state = emptyFolderFormState() as Record<string, string | boolean>;
  for (const field of FOLDER_FORM_FIELDS) {
    const value = sent?.[field.name];
    if (value === null || value === undefined) continue;
    state[field.name] = field.kind === 'confirmation' ? value === true : String(value);
  }
  state.expiresOn = expiresOn ?? '';
  return { ...state, ...draft } as FolderFormState;
}

/** The SUBMIT event of the form's values (the expiry apart, the form as the gateway takes it). */
export function folderFormEvent(state: FolderFormState): FolderTransitionEvent {
  const form: Record<string, string | boolean> = {};
  for (const field of FOLDER_FORM_FIELDS) form[field.name] = state[field.name] ?? '';
  return { type: 'SUBMIT', expiresOn: state.expiresOn, form };
}

/** Where each wire field of a refused SUBMIT is on the form (`form.<name>` → `<name>`). */
export const FOLDER_FORM_FIELD_MAP: Readonly<Record<string, FieldPath<FolderFormState>>> =
  Object.fromEntries([
    ['expiresOn', 'expiresOn'],
    ...FOLDER_FORM_FIELDS.map((field) => [folderFormErrorField(field.name), field.name]),
  ]);

/** The storage key of the profile's draft of this folder's form (the one draft store's key). */
export function folderFormDraftKey(folderId: string, profileId: string | number): string {
  return formDraftKey('folderForm', profileId, folderId);
}

/** A sent value as the read-only form shows it. */
function shownValue(field: FolderFormField, value: FolderFormValues[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (field.kind === 'confirmation') return value === true ? webMessage('folder.form.yes') : '-';
  if (field.kind === 'date' && typeof value === 'string') return formatDate(value);
  return String(value);
}

/** The label of a field, '(*)' after a required one. */
const labelOf = (field: FolderFormField) => (field.required ? `${field.label} (*)` : field.label);

/** Props of {@link FolderForm}. */
export interface FolderFormProps {
  folderId: string;
  folder: FolderRecord;
  lifecycle: FolderLifecycleRecord;
  actor: TransitionActor;
  /** The active profile's id: whose draft the form is. */
  profileId: string;
  /**
   * Shown inside a card of several folders (the supplier's page): a group under an h5, not a
   * page region, so that the forms of two FORM folders are not two regions of one name.
   */
  embedded?: boolean;
}

/** The form as sent, read only. */
function SentForm({ formData }: { formData: FolderFormValues | null }) {
  if (formData === null) return <p className={styles.muted}>{webMessage('folder.form.notSent')}</p>;
  return (
    <dl>
      {FOLDER_FORM_FIELDS.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd>{shownValue(field, formData[field.name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The supplier's form: its fields, 'Salva bozza' and 'Invia in revisione'. */
function EditableForm({ folderId, folder, lifecycle, actor, profileId }: FolderFormProps) {
  const { show } = useSnackbar();
  const draftKey = folderFormDraftKey(folderId, profileId);
  const form = useAppForm<FolderFormState>({
    defaultValues: folderFormStartValues(
      folder.formData,
      folder.expiresOn,
      readFormDraft<FolderFormState>(draftKey),
    ),
  });
  const { control, handleSubmit, setError, formState } = form;
  const watched = useWatch({ control });
  const changed = formState.isDirty;
  useEffect(() => {
    if (changed) writeFormDraft(draftKey, watched);
  }, [watched, changed, draftKey]);
  const mutation = useMutation(folderTransitionMutationOptions(apiClient));

  const submit = handleSubmit(async (state) => {
    const event = folderFormEvent(state);
    const checked = applyFolderTransition(lifecycle, event, actor, folderToday());
    if (!checked.ok) {
      const fieldErrors = Object.entries(checked.fieldErrors ?? {}).filter(
        ([field]) => FOLDER_FORM_FIELD_MAP[field] !== undefined,
      );
      for (const [field, text] of fieldErrors) {
        setError(FOLDER_FORM_FIELD_MAP[field] as FieldPath<FolderFormState>, { message: text });
      }
      if (fieldErrors.length === 0) show({ message: checked.message, tone: 'error' });
      return;
    }
    try {
      await mutation.mutateAsync({ id: folderId, event, version: folder.updatedAt });
      clearFormDraft(draftKey);
      show({ message: webMessage('folder.form.sent'), tone: 'success' });
    } catch (error) {
      showServerFieldErrors(error, setError, FOLDER_FORM_FIELD_MAP);
      show({
        message: lifecycleFailure(error, webMessage('folder.action.stale')).message,
        tone: 'error',
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={webMessage('folder.form.title')}
    >
      {FOLDER_FORM_FIELDS.map((field) => {
        const name = field.name as FieldPath<FolderFormState>;
        switch (field.kind) {
          case 'text':
            return (
              <FormTextField key={name} control={control} name={name} label={labelOf(field)} />
            );
          case 'multiline':
            return (
              <FormTextArea
                key={name}
                control={control}
                name={name}
                label={labelOf(field)}
                rows={3}
              />
            );
          case 'date':
            return (
              <FormDateField key={name} control={control} name={name} label={labelOf(field)} />
            );
          case 'integer':
            return (
              <FormTextField
                key={name}
                control={control}
                name={name}
                label={labelOf(field)}
                inputMode="numeric"
              />
            );
          case 'confirmation':
            return (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field: bound, fieldState }) => (
                  <Checkbox
                    label={labelOf(field)}
                    checked={bound.value === true}
                    onCheckedChange={bound.onChange}
                    buttonRef={bound.ref}
                    error={fieldState.error?.message ?? null}
                  />
                )}
              />
            );
          default:
            return field.kind satisfies never;
        }
      })}
      <FormDateField
        control={control}
        name="expiresOn"
        label={`${message('folders.form.label.expiresOn')} (*)`}
        min={folderToday()}
      />
      <Button
        type="button"
        variant="outlined"
        onClick={() => {
          writeFormDraft(draftKey, form.getValues());
          show({ message: webMessage('folder.form.draftSaved'), tone: 'success' });
        }}
      >
        {webMessage('folder.form.saveDraft')}
      </Button>{' '}
      <Button type="submit" variant="contained" disabled={mutation.isPending}>
        {message('folders.action.submit')}
      </Button>
    </form>
  );
}

/**
 * Whether the active profile fills the form in now: the supplier, in a state its 'Invia in
 * revisione' is offered (to do, sent back, approved for a renewal).
 */
export function mayFillFolderForm(
  lifecycle: FolderLifecycleRecord,
  actor: TransitionActor,
  today: string,
): boolean {
  const submit = folderActions(lifecycle, actor, today).find((action) => action.id === 'submit');
  return submit !== undefined && submit.hidden !== true && submit.enabled;
}

/** The FORM folder's form section: editable for the supplier, else as sent. */
export function FolderForm({ embedded = false, ...props }: FolderFormProps) {
  const titleId = useId();
  const editable = mayFillFolderForm(props.lifecycle, props.actor, folderToday());
  const Container = embedded ? 'div' : 'section';
  const Heading = embedded ? 'h5' : 'h3';
  return (
    <Container
      className={styles.section}
      aria-labelledby={titleId}
      data-section="folder-form"
      {...(embedded ? { role: 'group' } : {})}
    >
      <Heading id={titleId} className={styles.sectionTitle}>
        {webMessage('folder.form.title')}
      </Heading>
      {editable ? (
        <EditableForm key={props.folder.updatedAt} {...props} />
      ) : (
        <SentForm formData={props.folder.formData} />
      )}
    </Container>
  );
}
