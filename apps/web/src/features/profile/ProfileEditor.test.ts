import type { OwnNotificationPreferences, OwnProfile } from '@portineria/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { failedRead, pendingRead, pressRetry } from '../../records/testing/readState.ts';
import { profileEditorTabs } from './ProfileEditor.tsx';

const tab = (tabs: ReturnType<typeof profileEditorTabs>, value: string) => {
  const found = tabs.find((each) => each.value === value);
  if (!found) throw new Error(`no tab ${value}`);
  return found.content;
};

describe('‘Il mio profilo’ while its reads are under way or fail (002 §2.9; every screen has loading and error states)', () => {
  it('shows the skeleton named ‘Caricamento del profilo…’ while the profile and the preferences are read', () => {
    const tabs = profileEditorTabs('xAppProfile', {
      profile: pendingRead<OwnProfile>(),
      preferences: pendingRead<OwnNotificationPreferences>(),
    });
    for (const value of ['registry', 'preferences']) {
      const markup = renderToStaticMarkup(tab(tabs, value));
      expect(markup).toContain('Caricamento del profilo…');
      expect(markup).not.toContain('Impossibile caricare l’elemento');
    }
  });

  it('Anagrafica: a failed profile read shows ‘Impossibile caricare l’elemento’ with ‘Riprova’, which reads it again', () => {
    const profile = failedRead<OwnProfile>();
    const preferences = pendingRead<OwnNotificationPreferences>();
    const content = tab(profileEditorTabs('xAppProfile', { profile, preferences }), 'registry');
    const markup = renderToStaticMarkup(content);
    expect(markup).toContain('Impossibile caricare l’elemento');
    expect(markup).toContain('Riprova');
    expect(markup).not.toContain('Caricamento del profilo…');

    pressRetry(content);
    expect(profile.refetch).toHaveBeenCalledTimes(1);
    expect(preferences.refetch).not.toHaveBeenCalled();
  });

  it('Preferenze: a failed preferences read shows the same error state, whose ‘Riprova’ reads them again', () => {
    const profile = pendingRead<OwnProfile>();
    const preferences = failedRead<OwnNotificationPreferences>();
    const content = tab(profileEditorTabs('xAppProfile', { profile, preferences }), 'preferences');
    expect(renderToStaticMarkup(content)).toContain('Impossibile caricare l’elemento');

    pressRetry(content);
    expect(preferences.refetch).toHaveBeenCalledTimes(1);
    expect(profile.refetch).not.toHaveBeenCalled();
  });
});
