/**
 * 'Il mio profilo' (002 §2.9; 000 §2 "Full-screen dialogs: edit profile"): a full-screen dialog
 * opened from the avatar menu by every role, with the tabs Anagrafica, Password and Preferenze.
 * The Avatar tab of the spec is not built yet. Each tab reads through the api-client's query
 * options and saves through its mutation options; while it reads, the tab shows a skeleton, and a
 * failed read the standard error state with 'Riprova' (editorTabContent). Under Anagrafica, the profile's history
 * (records/RecordHistory.tsx, the timeline every record shows): the saves of every tab.
 */
import {
  getOwnNotificationPreferencesQueryOptions,
  getOwnProfileQueryOptions,
  type OwnNotificationPreferences,
  type OwnProfile,
} from '@portineria/api-client';
import type { TabItem } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { EditorDialog, editorTabContent, type EditorTabRead } from '../../lib/EditorDialog.tsx';
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

/** The reads the tabs of {@link ProfileEditor} show. */
export interface ProfileEditorReads {
  profile: EditorTabRead<OwnProfile>;
  preferences: EditorTabRead<OwnNotificationPreferences>;
}

/** The tabs of 'Il mio profilo': each from its read (loading, failed with 'Riprova', the form). */
export function profileEditorTabs(uid: string, reads: ProfileEditorReads): TabItem[] {
  const loading = webMessage('profile.loading');
  return [
    {
      value: 'registry',
      label: webMessage('profile.tab.registry'),
      content: editorTabContent(reads.profile, loading, (profile) => (
        <>
          <ProfileRegistryForm
            profile={profile}
            draftKey={formDraftKey('profileDraft', uid, 'registry')}
          />
          {/* Who changed the profile and how: its own saves, as every record's history. */}
          <RecordHistory kind="profile" recordId={uid} format={PROFILE_HISTORY_FORMAT} />
        </>
      )),
    },
    {
      value: 'password',
      label: webMessage('profile.tab.password'),
      content: <ProfilePasswordForm uid={uid} />,
    },
    {
      value: 'preferences',
      label: webMessage('profile.tab.preferences'),
      content: editorTabContent(reads.preferences, loading, (preferences) => (
        <ProfilePreferencesForm uid={uid} preferences={preferences} />
      )),
    },
  ];
}

export function ProfileEditor({ open, onOpenChange, uid }: ProfileEditorProps) {
  const profile = useQuery({ ...getOwnProfileQueryOptions(apiClient, uid), enabled: open });
  const preferences = useQuery({
    ...getOwnNotificationPreferencesQueryOptions(apiClient, uid),
    enabled: open,
  });
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
      tabs={profileEditorTabs(uid, { profile, preferences })}
    />
  );
}
