import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { DashboardLockedTile } from '../private/dashboardLockedTile.tsx';
import { RouterLink } from '../private/routerLink.tsx';
import * as styles from './LauncherTile.css.ts';

/** The labels of the tile, all overridable. */
export interface LauncherTileLabels {
  /** The tooltip of a locked tile: 'Funzionalità non disponibile' (000 §8). */
  locked: string;
}

export interface LauncherTileProps {
  /** What the tile opens ('Immobili', 'Dipendenti'); the link's name. */
  title: string;
  /** A line under the title ("Apre l'elenco degli immobili"). */
  description?: string;
  /** The icon (decorative: pass it with `aria-hidden`). */
  icon: ReactNode;
  /** The list's address (client-side under `UiRouterProvider`). */
  href: string;
  /** Shown disabled with the lock and the tooltip 'Funzionalità non disponibile' (000 §5, §8). */
  locked?: boolean;
  /** Overrides of the labels. */
  labels?: Partial<LauncherTileLabels>;
}

/**
 * A launcher tile of the SPL dashboard (000 §2 "launcher tiles for buildings and employees"): a
 * 2x1 card that is one link, with an icon, the title, a description and an arrow. A locked tile is
 * the permission gate's: greyed, inert, with a focusable lock badge and its tooltip.
 */
export function LauncherTile({
  title,
  description,
  icon,
  href,
  locked = false,
  labels,
}: LauncherTileProps) {
  const body = (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      <ArrowRight size={20} aria-hidden className={styles.arrow} />
    </>
  );
  if (locked) {
    return (
      <DashboardLockedTile
        featureLabel={title}
        lockedLabel={labels?.locked}
        gateClassName={styles.gate}
        tileClassName={styles.tile}
      >
        {body}
      </DashboardLockedTile>
    );
  }
  return (
    <RouterLink href={href} className={styles.tile}>
      {body}
    </RouterLink>
  );
}
