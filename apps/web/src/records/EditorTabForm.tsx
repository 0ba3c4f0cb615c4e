/**
 * What the tabs of the avatar menu's editors share ('Il mio profilo', the supplier company editor):
 * the save of a tab's form ({@link useEditorTabSubmit}) and its frame ({@link EditorTabForm}), a
 * named `<form>` (no browser validation: the form's resolver runs domain's rules) with its fields
 * and SALVA, which spins while the save runs and is off with its reason when the tab may not save.
 */
import { message } from '@portineria/domain';
import { Button, useSnackbar } from '@portineria/ui';
import { useId, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useAppForm } from '../lib/appForm.ts';
import * as formStyles from '../lib/form.css.ts';
import { showServerFieldErrors } from '../lib/formFields.tsx';
import { webMessage } from '../messages/it-IT.ts';
import { saveErrorMessage } from './NoteEditor.tsx';
import {
  domainResolverResult,
  type DomainFieldErrors,
  type FormFieldMap,
} from './recordCreateForm.ts';

/** A tab's form (the app's `useAppForm`) whose only rule book is domain's `validate`. */
export function useDomainValidatedForm<State extends FieldValues>(
  defaultValues: State,
  validate: (state: State) => DomainFieldErrors,
  fields: FormFieldMap<State>,
): UseFormReturn<State> {
  return useAppForm<State>({
    defaultValues: defaultValues as DefaultValues<State>,
    resolver: async (state) => domainResolverResult(state, validate(state), fields),
  });
}

/** How a tab saves its form. */
export interface EditorTabSave<State extends FieldValues> {
  /** Sends the form's values; answers the values the form shows afterwards. */
  save: (state: State) => Promise<State>;
  /** The success snackbar's text. */
  saved: string;
  /** Where the gateway's field errors go (400 VALIDATION_FAILED); none for a form without. */
  fields?: FormFieldMap<State>;
}

/**
 * The submit of a tab's form. Valid: saves, shows the answered values and says `saved`. Refused by
 * the gateway: every field stays as typed, its field errors go beside their fields and its message
 * (a stale save's 'Il record è stato modificato da un altro utente…') in the snackbar. Invalid:
 * nothing is sent and the snackbar says 'Salvataggio non consentito. Controlla i dati inseriti'
 * (002 §5.5), each message beside its field.
 */
export function useEditorTabSubmit<State extends FieldValues>(
  form: UseFormReturn<State>,
  { save, saved, fields }: EditorTabSave<State>,
): () => Promise<void> {
  const { show } = useSnackbar();
  return form.handleSubmit(
    async (state) => {
      try {
        form.reset(await save(state));
        show({ message: saved, tone: 'success' });
      } catch (error) {
        if (fields) showServerFieldErrors(error, form.setError, fields);
        show({ message: saveErrorMessage(error), tone: 'error' });
      }
    },
    () => show({ message: message('validation.saveRefused'), tone: 'error' }),
  );
}

/** Props of {@link EditorTabForm}. */
export interface EditorTabFormProps {
  /** The form's accessible name ('Dati anagrafici'). */
  label: string;
  /** React Hook Form's `handleSubmit(…)`, called without the event. */
  onSubmit: () => Promise<void>;
  /** Whether the save runs. */
  pending: boolean;
  /**
   * Why SALVA is off, shown beside it (a level that may not save: domain's reason; 002 §5.7 "Save
   * buttons are disabled while form errors exist": the form's own words). Undefined: it is on.
   */
  saveDisabledReason?: string | undefined;
  children: ReactNode;
}

export function EditorTabForm({
  label,
  onSubmit,
  pending,
  saveDisabledReason,
  children,
}: EditorTabFormProps) {
  const reasonId = useId();
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <div className={formStyles.actions}>
        {saveDisabledReason === undefined ? null : (
          <p id={reasonId} className={formStyles.hint} data-save-disabled-reason>
            {saveDisabledReason}
          </p>
        )}
        <Button
          type="submit"
          pending={pending}
          disabled={saveDisabledReason !== undefined}
          {...(saveDisabledReason === undefined ? {} : { 'aria-describedby': reasonId })}
        >
          {webMessage('profile.save')}
        </Button>
      </div>
    </form>
  );
}
