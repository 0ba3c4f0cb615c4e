import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { DashboardLockedTile } from '../private/dashboardLockedTile.tsx';
import { RouterLink } from '../private/routerLink.tsx';
import * as styles from './ShortcutTile.css.ts';

/** The labels of the tile, all overridable. */
export interface ShortcutTileLabels {
  /** The tooltip of a locked tile: 'Funzionalità non disponibile' (000 §8). */
  locked: string;
}

export interface ShortcutTileProps {
  /** What the shortcut opens ('Ordini', 'Comunicazioni'…); the link's name. */
  label: string;
  /** The icon (decorative: pass it with `aria-hidden`). */
  icon: ReactNode;
  /** The destination (client-side under `UiRouterProvider`). */
  href: string;
  /** A count on the corner (unread items…); hidden at 0. */
  badge?: number;
  /** The accessible text of the count: a string or a function of it; '{count} elementi' by default. */
  badgeLabel?: string | ((count: number) => string);
  /** Shown but not a link, greyed out (`aria-disabled`). */
  disabled?: boolean;
  /** Shown disabled with the lock and the tooltip 'Funzionalità non disponibile' (000 §5, §8). */
  locked?: boolean;
  /** Overrides of the labels. */
  labels?: Partial<ShortcutTileLabels>;
}

/**
 * A shortcut of the USR dashboard (000 §2: orders, communications, tickets, condominium
 * correspondence, general communications, notices): a 2x1 tile that is one link, with an icon, the
 * label and an optional count. `disabled` shows it greyed and not a link; `locked` is the
 * permission gate's lock with its tooltip. Which shortcuts show is domain's `usrShortcuts`.
 */
export function ShortcutTile({
  label,
  icon,
  href,
  badge,
  badgeLabel,
  disabled = false,
  locked = false,
  labels,
}: ShortcutTileProps) {
  const body = (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
      {badge !== undefined ? (
        <span className={styles.badge}>
          <Badge count={badge} label={badgeLabel} tone="error" />
        </span>
      ) : null}
    </>
  );
  if (locked) {
    return (
      <DashboardLockedTile
        featureLabel={label}
        lockedLabel={labels?.locked}
        gateClassName={styles.gate}
        tileClassName={styles.tile}
      >
        {body}
      </DashboardLockedTile>
    );
  }
  if (disabled) {
    return (
      // A link that cannot be followed: announced as a disabled link, with no Tab stop.
      <div role="link" aria-disabled="true" className={styles.tile} data-disabled="">
        {body}
      </div>
    );
  }
  return (
    <RouterLink href={href} className={styles.tile}>
      {body}
    </RouterLink>
  );
}
