/**
 * 'Il mio profilo' (002 §2.9; 000 §2 "Full-screen dialogs: edit profile"): a full-screen dialog
 * opened from the avatar menu by every role, with the tabs Anagrafica, Password and Preferenze.
 * The Avatar tab of the spec is not built yet. Each tab reads through the api-client's query
 * options and saves through its mutation options. Under Anagrafica, the profile's history
 * (records/RecordHistory.tsx, the timeline every record shows): the saves of every tab.
 */
import {
  getOwnNotificationPreferencesQueryOptions,
  getOwnProfileQueryOptions,
} from '@portineria/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { EditorDialog, EditorTabLoading } from '../../lib/EditorDialog.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { ProfilePasswordForm } from './ProfilePasswordForm.tsx';
import { ProfilePreferencesForm } from './ProfilePreferencesForm.tsx';
import { ProfileRegistryForm } from './ProfileRegistryForm.tsx';
import { PROFILE_HISTORY_FORMAT } from './profileHistory.ts';

/** Props of {@link ProfileEditor}. */
export interface ProfileEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The active profile's uid (`x{product}Profile`). */
  uid: string;
}

export function ProfileEditor({ open, onOpenChange, uid }: ProfileEditorProps) {
  const profile = useQuery({ ...getOwnProfileQueryOptions(apiClient, uid), enabled: open });
  const preferences = useQuery({
    ...getOwnNotificationPreferencesQueryOptions(apiClient, uid),
    enabled: open,
  });
  const loading = <EditorTabLoading label={webMessage('profile.loading')} />;
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('profile.title')}
      description={
        profile.data
          ? `${profile.data.firstname} ${profile.data.lastname} · ${profile.data.company_name}`
          : undefined
      }
      tabs={[
        {
          value: 'registry',
          label: webMessage('profile.tab.registry'),
          content: profile.data ? (
            <>
              <ProfileRegistryForm
                profile={profile.data}
                draftKey={formDraftKey('profileDraft', uid, 'registry')}
              />
              {/* Who changed the profile and how: its own saves, as every record's history. */}
              <RecordHistory kind="profile" recordId={uid} format={PROFILE_HISTORY_FORMAT} />
            </>
          ) : (
            loading
          ),
        },
        {
          value: 'password',
          label: webMessage('profile.tab.password'),
          content: <ProfilePasswordForm uid={uid} />,
        },
        {
          value: 'preferences',
          label: webMessage('profile.tab.preferences'),
          content: preferences.data ? (
            <ProfilePreferencesForm uid={uid} preferences={preferences.data} />
          ) : (
            loading
          ),
        },
      ]}
    />
  );
}
