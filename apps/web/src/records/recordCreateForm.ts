/**
 * The create form every record kind shares (orders, tickets, and the claims, quotes, tokens and
 * folders to come): React Hook Form through `useAppForm`, domain's validator its only rule book,
 * the half-filled form kept in this browser per profile until it is created or discarded
 * (formDraftStore), a failed save keeping every field and putting the gateway's field errors
 * beside their fields with its general message in the snackbar, and the created record's screen
 * opened on success. A feature gives its fields, its validator, its mutation and where a created
 * record goes; what only one kind does (the order's draft/send buttons) stays in its feature.
 * The steps are plain functions below the hook so they are tested without a DOM.
 */
import type { EntityId } from '@portineria/api-client';
import { useSnackbar } from '@portineria/ui';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type ResolverResult,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useAppForm } from '../lib/appForm.ts';
import { showServerFieldErrors } from '../lib/formFields.tsx';
import { saveErrorMessage } from './NoteEditor.tsx';
import { clearFormDraft, readFormDraft, writeFormDraft } from './formDraftStore.ts';

/** Where each wire field (as domain's validator and the gateway name it) is on the form. */
export type FormFieldMap<State extends FieldValues> = Readonly<Record<string, FieldPath<State>>>;

/** Domain's validator's answer: a message per wire field it refuses. */
export type DomainFieldErrors = Readonly<Partial<Record<string, string>>>;

/**
 * React Hook Form's resolver answer for domain's field errors: each message on the form field
 * the wire field is held in; the values as they are when nothing is refused.
 */
export function domainResolverResult<State extends FieldValues>(
  state: State,
  errors: DomainFieldErrors,
  fields: FormFieldMap<State>,
): ResolverResult<State> {
  const formErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([field, text]) => text !== undefined && fields[field] !== undefined)
      .map(([field, text]) => [fields[field], { type: 'validate', message: text }]),
  );
  return Object.keys(formErrors).length > 0
    ? { values: {}, errors: formErrors }
    : { values: state, errors: {} };
}

/** The form's first values: the empty form with the profile's kept draft over it. */
export function createFormStartValues<State extends FieldValues>(
  draftKey: string,
  defaults: State,
): State {
  return { ...defaults, ...readFormDraft<State>(draftKey) };
}

/** Keeps the draft once the user has changed something (an untouched form keeps nothing). */
export function keepCreateFormDraft(draftKey: string, values: unknown, changed: boolean): void {
  if (changed) writeFormDraft(draftKey, values);
}

/** What a created record says and where the screen goes next. */
export interface RecordCreatedNotice {
  /** The success snackbar's text ('Ticket inviato'). */
  message: string;
  /** The created record's screen; without one the screen stays where it is. */
  href: string | undefined;
}

/** The end of a save: the success notice, or the general message of a refusal. */
export type RecordCreateOutcome =
  ({ ok: true } & RecordCreatedNotice) | { ok: false; message: string };

/** What {@link saveRecordCreateForm} needs. */
export interface SaveRecordCreateFormRequest<State extends FieldValues, Input, Created> {
  draftKey: string;
  fields: FormFieldMap<State>;
  /** The create call (the mutation's `mutateAsync`). */
  create: (input: Input) => Promise<Created>;
  input: Input;
  setError: UseFormSetError<State>;
  onCreated: (created: Created, input: Input) => RecordCreatedNotice;
}

/**
 * Sends the create request. Created: the draft is forgotten and the notice returned. Refused:
 * the form and its draft stay as typed, the gateway's field errors (400 VALIDATION_FAILED) go
 * beside their fields, and the general message is returned (the gateway's, or the generic one).
 */
export async function saveRecordCreateForm<State extends FieldValues, Input, Created>({
  draftKey,
  fields,
  create,
  input,
  setError,
  onCreated,
}: SaveRecordCreateFormRequest<State, Input, Created>): Promise<RecordCreateOutcome> {
  let created: Created;
  try {
    created = await create(input);
  } catch (error) {
    showServerFieldErrors(error, setError, fields);
    return { ok: false, message: saveErrorMessage(error) };
  }
  clearFormDraft(draftKey);
  return { ok: true, ...onCreated(created, input) };
}

/**
 * Tells a save's outcome: the snackbar says it, and a created record's screen replaces the form
 * (a create screen with more than one form, the order wizard, saves with `saveRecordCreateForm`
 * and this).
 */
export function useRecordCreateOutcome(): (outcome: RecordCreateOutcome) => void {
  const navigate = useNavigate();
  const { show } = useSnackbar();
  return (outcome) => {
    show({ message: outcome.message, tone: outcome.ok ? 'success' : 'error' });
    if (outcome.ok && outcome.href) navigate(outcome.href, { replace: true });
  };
}

/** Options of {@link useRecordCreateForm}. */
export interface RecordCreateFormOptions<
  State extends FieldValues,
  Input,
  Created extends { id: EntityId },
> {
  /** The draft's storage key: `formDraftKey(form, profile, variant)` of formDraftStore. */
  draftKey: string;
  /** The empty form; a kept draft goes over it, and discarding comes back to it. */
  defaults: State;
  /** Domain's validator on the form's values (`validateTicketForm(ticketFormValues(s)).errors`). */
  validate: (state: State) => DomainFieldErrors;
  /** Where each wire field is on the form: domain's and the gateway's messages go there. */
  fields: FormFieldMap<State>;
  /** The api-client's create mutation options (`createTicketMutationOptions(apiClient)`). */
  mutation: UseMutationOptions<Created, Error, Input>;
  /** The success snackbar's text and the created record's screen. */
  onCreated: (created: Created, input: Input) => RecordCreatedNotice;
}

/** What {@link useRecordCreateForm} gives the screen. */
export interface RecordCreateForm<State extends FieldValues, Input> {
  /** The React Hook Form of the screen (its `control` for the bound fields). */
  form: UseFormReturn<State>;
  /**
   * Validates the form with domain's validator and, when it passes, creates the record from the
   * input `toInput` makes of the values.
   */
  submit: (toInput: (state: State) => Input) => Promise<void>;
  /** Forgets the draft and empties the form ('Scarta bozza'). */
  discard: () => void;
  /** The input being sent, while a save runs (a screen with two send buttons tells them apart). */
  pendingInput: Input | undefined;
}

/** The create form of a record kind: see the module's comment. */
export function useRecordCreateForm<
  State extends FieldValues,
  Input,
  Created extends { id: EntityId },
>({
  draftKey,
  defaults,
  validate,
  fields,
  mutation: mutationOptions,
  onCreated,
}: RecordCreateFormOptions<State, Input, Created>): RecordCreateForm<State, Input> {
  const tell = useRecordCreateOutcome();
  const mutation = useMutation(mutationOptions);
  const [startValues] = useState(() => createFormStartValues(draftKey, defaults));
  const form = useAppForm<State>({
    defaultValues: startValues as DefaultValues<State>,
    resolver: async (state) => domainResolverResult(state, validate(state), fields),
  });
  const watched = useWatch({ control: form.control });
  const changed = form.formState.isDirty;
  useEffect(() => {
    keepCreateFormDraft(draftKey, watched, changed);
  }, [watched, changed, draftKey]);

  const submit = (toInput: (state: State) => Input) =>
    form.handleSubmit(async (state) => {
      const outcome = await saveRecordCreateForm({
        draftKey,
        fields,
        create: (input: Input) => mutation.mutateAsync(input),
        input: toInput(state),
        setError: form.setError,
        onCreated,
      });
      tell(outcome);
    })();

  return {
    form,
    submit,
    discard: () => {
      clearFormDraft(draftKey);
      form.reset(defaults);
    },
    pendingInput: mutation.isPending ? mutation.variables : undefined,
  };
}
