/**
 * 'Il mio profilo' → Password (002 §2.9, §5.5): the new password and its confirmation, checked
 * with domain's `PASSWORD_FORM_SCHEMA` ('Le due password non coincidono'); the stand-in login then
 * takes only the new one. Nothing typed here is ever kept in the browser.
 */
import { changeOwnPasswordMutationOptions } from '@portineria/api-client';
import {
  message,
  PASSWORD_FORM_SCHEMA,
  validateForm,
  type PasswordFormField,
} from '@portineria/domain';
import { Button, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormTextField, showServerFieldErrors } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { domainResolverResult, type FormFieldMap } from '../../records/recordCreateForm.ts';

type PasswordFormState = Record<PasswordFormField, string>;

const EMPTY: PasswordFormState = { password: '', passwordConfirmation: '' };
const FIELDS: FormFieldMap<PasswordFormState> = {
  password: 'password',
  passwordConfirmation: 'passwordConfirmation',
};

export function ProfilePasswordForm({ uid }: { uid: string }) {
  const { show } = useSnackbar();
  const mutation = useMutation(changeOwnPasswordMutationOptions(apiClient));
  const form = useAppForm<PasswordFormState>({
    defaultValues: EMPTY,
    resolver: async (state) =>
      domainResolverResult(state, validateForm(state, PASSWORD_FORM_SCHEMA), FIELDS),
  });
  const submit = form.handleSubmit(
    async (state) => {
      try {
        await mutation.mutateAsync({ uid, change: state });
        form.reset(EMPTY);
        show({ message: webMessage('profile.password.saved'), tone: 'success' });
      } catch (error) {
        showServerFieldErrors(error, form.setError, FIELDS);
        show({ message: saveErrorMessage(error), tone: 'error' });
      }
    },
    () => show({ message: message('validation.saveRefused'), tone: 'error' }),
  );
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={webMessage('profile.password.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={formStyles.grid}>
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          autoComplete="new-password"
          label={PASSWORD_FORM_SCHEMA.password.label}
          required
        />
        <FormTextField
          control={form.control}
          name="passwordConfirmation"
          type="password"
          autoComplete="new-password"
          label={PASSWORD_FORM_SCHEMA.passwordConfirmation.label}
          required
        />
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" pending={form.formState.isSubmitting}>
          {webMessage('profile.save')}
        </Button>
      </div>
    </form>
  );
}
