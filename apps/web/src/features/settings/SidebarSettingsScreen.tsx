/**
 * /ORG/settings/appearance/sidebar (000 §2): 'Barra di navigazione', 'Seleziona fino a tre link',
 * the organisation menu's links grouped by application group with a badge counting the pinned
 * ones; boxes disabled once three are chosen, links the user may not use disabled or hidden.
 * Saved per user through the gateway (000 §3); a failed save says why and the boxes show what is
 * stored.
 */
import {
  message,
  orgPinnableGroups,
  pinnedCountByGroup,
  pinnedLinkCheckboxState,
  togglePinnedLink,
} from '@portineria/domain';
import { Badge, Checkbox } from '@portineria/ui';
import { applicationDecision } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useConsultancyTypes } from '../../session/consultancyTypes.ts';
import { usePinnedLinks } from '../../session/pinnedLinks.ts';
import * as styles from '../../styles/pages.css.ts';

export function SidebarSettingsScreen() {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const [pinned, savePinned, pinnedState] = usePinnedLinks(profile);
  const consultancyTypes = useConsultancyTypes(profile);
  if (!profile) return null;
  const groups = orgPinnableGroups({ profile, consultancyTypes });
  const counts = pinnedCountByGroup(
    pinned,
    groups.map((group) => ({ group: group.id, links: group.entries.map((entry) => entry.id) })),
  );
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{message('routing.title.sidebarSettings')}</h2>
      <p className={styles.text}>{webMessage('settings.sidebar.subtitle')}</p>
      {pinnedState.saveError ? (
        <p role="alert" className={styles.text}>
          {pinnedState.saveError.message}
        </p>
      ) : null}
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.page}>
          <legend>
            {group.subtitle} <Badge count={counts[group.id] ?? 0} showZero tone="primary" />
          </legend>
          {group.entries.map((entry) => {
            const state = pinnedLinkCheckboxState(
              pinned,
              entry.id,
              applicationDecision(profile, entry.application).state,
            );
            if (state.hidden) return null;
            return (
              <Checkbox
                key={entry.id}
                label={entry.label}
                checked={state.checked}
                disabled={state.disabled || pinnedState.loading || pinnedState.saving}
                onCheckedChange={() => savePinned(togglePinnedLink(pinned, entry.id))}
              />
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
