/**
 * 'Il mio profilo' → Preferenze (002 §2.9 "Preferenze (notifications)"): for each notification
 * a user receives (domain's `NOTIFICATION_PREFERENCE_TYPES`, 001 §4.8), whether it comes by the
 * bell and by e-mail, saved per user. Each notification is a group named after it, with its two
 * checkboxes.
 */
import {
  saveOwnNotificationPreferencesMutationOptions,
  type OwnNotificationPreferences,
} from '@portineria/api-client';
import {
  message,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCE_TYPES,
  notificationPreferenceLabel,
} from '@portineria/domain';
import { Checkbox } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import * as formStyles from '../../lib/form.css.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { EditorTabForm, useEditorTabSubmit } from '../../records/EditorTabForm.tsx';
import * as styles from './profile.css.ts';
import { NOTIFICATION_CHANNEL_LABEL } from './profileHistory.ts';

/** Props of {@link ProfilePreferencesForm}. */
export interface ProfilePreferencesFormProps {
  uid: string;
  preferences: OwnNotificationPreferences;
}

export function ProfilePreferencesForm({ uid, preferences }: ProfilePreferencesFormProps) {
  const mutation = useMutation(saveOwnNotificationPreferencesMutationOptions(apiClient));
  const form = useAppForm<OwnNotificationPreferences>({ defaultValues: preferences });
  const submit = useEditorTabSubmit(form, {
    save: (state) => mutation.mutateAsync({ uid, preferences: state }),
    saved: message('common.saveSuccess'),
  });
  return (
    <EditorTabForm
      label={webMessage('profile.preferences.form')}
      onSubmit={submit}
      pending={form.formState.isSubmitting}
    >
      <p className={formStyles.hint}>{webMessage('profile.preferences.intro')}</p>
      <div className={styles.preferences}>
        {NOTIFICATION_PREFERENCE_TYPES.map((type) => (
          <fieldset key={type} className={styles.preference}>
            <legend className={styles.preferenceName}>{notificationPreferenceLabel(type)}</legend>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Controller
                key={channel}
                control={form.control}
                name={`${type}.${channel}`}
                render={({ field }) => (
                  <Checkbox
                    label={webMessage(NOTIFICATION_CHANNEL_LABEL[channel])}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    buttonRef={field.ref}
                  />
                )}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </EditorTabForm>
  );
}
