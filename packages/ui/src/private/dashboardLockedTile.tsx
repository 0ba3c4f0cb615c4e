import type { ReactNode } from 'react';
import { permissionMessage } from '../messages/it-IT/permission.ts';
import { PermissionGate } from '../PermissionGate/PermissionGate.tsx';

/** The parts of a locked dashboard tile (LauncherTile, ShortcutTile). */
export interface DashboardLockedTileProps {
  /** Names the tile in the lock badge ('Immobili: Funzionalità non disponibile'). */
  featureLabel: string;
  /** The lock's tooltip; 'Funzionalità non disponibile' (000 §8) by default. */
  lockedLabel: string | undefined;
  /** The wrapper's and the tile's own classes, so each tile keeps its look. */
  gateClassName: string;
  tileClassName: string;
  children: ReactNode;
}

/**
 * A dashboard tile shown but not followable (000 §5 "locked if not allowed"): the tile's content,
 * inert, in the permission gate's block lock with its focusable badge and tooltip.
 */
export function DashboardLockedTile({
  featureLabel,
  lockedLabel,
  gateClassName,
  tileClassName,
  children,
}: DashboardLockedTileProps) {
  return (
    <div className={gateClassName} data-locked="">
      <PermissionGate
        decision={{ state: 'locked', reason: 'not-permitted' }}
        layout="block"
        featureLabel={featureLabel}
        labels={{ locked: lockedLabel ?? permissionMessage('permission.locked') }}
      >
        <div className={tileClassName}>{children}</div>
      </PermissionGate>
    </div>
  );
}
