/**
 * 'Il mio profilo' → Password (002 §2.9, §5.5): the new password and its confirmation, checked
 * with domain's `PASSWORD_FORM_SCHEMA` ('Le due password non coincidono'); the stand-in login then
 * takes only the new one. Nothing typed here is ever kept in the browser.
 */
import { changeOwnPasswordMutationOptions } from '@portineria/api-client';
import { PASSWORD_FORM_SCHEMA, validateForm, type PasswordFormField } from '@portineria/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormTextField } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import {
  EditorTabForm,
  useDomainValidatedForm,
  useEditorTabSubmit,
} from '../../records/EditorTabForm.tsx';
import type { FormFieldMap } from '../../records/recordCreateForm.ts';

type PasswordFormState = Record<PasswordFormField, string>;

const EMPTY: PasswordFormState = { password: '', passwordConfirmation: '' };
const FIELDS: FormFieldMap<PasswordFormState> = {
  password: 'password',
  passwordConfirmation: 'passwordConfirmation',
};

export function ProfilePasswordForm({ uid }: { uid: string }) {
  const mutation = useMutation(changeOwnPasswordMutationOptions(apiClient));
  const form = useDomainValidatedForm(
    EMPTY,
    (state) => validateForm(state, PASSWORD_FORM_SCHEMA),
    FIELDS,
  );
  const submit = useEditorTabSubmit(form, {
    save: async (state) => {
      await mutation.mutateAsync({ uid, change: state });
      return EMPTY;
    },
    saved: webMessage('profile.password.saved'),
    fields: FIELDS,
  });
  return (
    <EditorTabForm
      label={webMessage('profile.password.form')}
      onSubmit={submit}
      pending={form.formState.isSubmitting}
    >
      <div className={formStyles.grid}>
        {(Object.keys(FIELDS) as PasswordFormField[]).map((field) => (
          <FormTextField
            key={field}
            control={form.control}
            name={field}
            type="password"
            autoComplete="new-password"
            label={PASSWORD_FORM_SCHEMA[field].label}
            required
          />
        ))}
      </div>
    </EditorTabForm>
  );
}
