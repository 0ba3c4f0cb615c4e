/**
 * 'Il mio profilo' → Anagrafica (002 §3.9, §5.5, §7.5): the own profile's fields with domain's
 * rules (the read-only email shown disabled), saved with the changed fields and the version it
 * was loaded at. An invalid save is refused with 'Salvataggio non consentito. Controlla i dati
 * inseriti' and keeps every field; a saved one says 'Salvataggio avvenuto con successo', and the
 * api-client's invalidation refreshes the signed-in user, so the top bar's name follows at once.
 * What is typed is kept in this browser per profile until saved (formDraftStore), like every form.
 */
import { updateOwnProfileMutationOptions, type OwnProfile } from '@portineria/api-client';
import { message, PROFILE_EDITABLE_FIELDS, PROFILE_FORM_SCHEMA } from '@portineria/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormTextField } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { clearFormDraft, readFormDraft, writeFormDraft } from '../../records/formDraftStore.ts';
import {
  EditorTabForm,
  useDomainValidatedForm,
  useEditorTabSubmit,
} from '../../records/EditorTabForm.tsx';
import {
  PROFILE_FORM_FIELD,
  profileChanges,
  profileFormState,
  validateProfileFormState,
  type ProfileFormState,
} from './profileFormState.ts';

/** How each field is typed (the phone numbers as telephone numbers on a phone's keyboard). */
const INPUT_TYPES: Partial<Record<keyof ProfileFormState, 'tel'>> = {
  landline: 'tel',
  mobile: 'tel',
  fax: 'tel',
};

/** Props of {@link ProfileRegistryForm}. */
export interface ProfileRegistryFormProps {
  profile: OwnProfile;
  /** Where the half-typed form is kept (formDraftStore's key, per profile). */
  draftKey: string;
}

export function ProfileRegistryForm({ profile, draftKey }: ProfileRegistryFormProps) {
  const mutation = useMutation(updateOwnProfileMutationOptions(apiClient));
  const form = useDomainValidatedForm(
    { ...profileFormState(profile), ...readFormDraft<ProfileFormState>(draftKey) },
    validateProfileFormState,
    PROFILE_FORM_FIELD,
  );
  const { control, formState } = form;
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeFormDraft(draftKey, watched);
  }, [watched, formState.isDirty, draftKey]);

  const submit = useEditorTabSubmit(form, {
    save: async (state) => {
      const stored = await mutation.mutateAsync({
        uid: profile.uid,
        changes: profileChanges(state, profile),
      });
      clearFormDraft(draftKey);
      return profileFormState(stored);
    },
    saved: message('common.saveSuccess'),
    fields: PROFILE_FORM_FIELD,
  });

  return (
    <EditorTabForm
      label={webMessage('profile.registry.form')}
      onSubmit={submit}
      pending={formState.isSubmitting}
    >
      <div className={formStyles.grid}>
        {PROFILE_EDITABLE_FIELDS.map((field) => (
          <FormTextField
            key={field}
            control={control}
            name={field}
            label={PROFILE_FORM_SCHEMA[field].label}
            required={field === 'firstname' || field === 'lastname'}
            {...(INPUT_TYPES[field] ? { type: INPUT_TYPES[field] } : {})}
          />
        ))}
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={PROFILE_FORM_SCHEMA.email.label}
          disabled
        />
      </div>
    </EditorTabForm>
  );
}
