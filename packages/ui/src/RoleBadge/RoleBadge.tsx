import { roleColorToken, roleIcon, roleLabel } from '@portineria/domain';
import type { Role, RoleIcon, RoleType } from '@portineria/domain';
import {
  LandmarkIcon,
  TruckIcon,
  UserRoundIcon,
  UsersIcon,
  VenetianMaskIcon,
} from '../private/staticIcons.tsx';
import type { StaticIconProps } from '../private/staticIcons.tsx';
import type { ReactElement } from 'react';
import { displayLeavesMessage } from '../messages/it-IT/displayLeaves.ts';
import * as styles from './RoleBadge.css.ts';
import type { RoleBadgeVariants } from './RoleBadge.css.ts';

/** The lucide icon of each role icon name domain returns (000 §6). */
const ROLE_ICONS = {
  university: LandmarkIcon,
  truck: TruckIcon,
  'user-secret': VenetianMaskIcon,
  users: UsersIcon,
} as const satisfies Record<RoleIcon, (props: StaticIconProps) => ReactElement>;

export interface RoleBadgeProps {
  /** A role (`org_1`, `usr_3`…) or a role type (`ORG`, `SPL`, `SYS`, `USR`). */
  role: Role | RoleType | null | undefined;
  /** The label; by default domain's `roleLabel` ('Operatività', 'Premium+', 'Invitato'…). */
  label?: string;
  /** small (lists) or medium. */
  size?: RoleBadgeVariants['size'];
  /** Show only the icon disc; the label becomes its accessible name ('Ruolo: {role}'). */
  iconOnly?: boolean;
  /** Accessible name of the icon-only form; 'Ruolo: {label}' by default. */
  iconOnlyLabel?: string;
}

/**
 * A role, as its label beside the role icon on the role colour (000 §6: ORG light blue and
 * university, SPL amber and truck, SYS crimson and secret user, USR green and users).
 */
export function RoleBadge({
  role,
  label,
  size = 'medium',
  iconOnly = false,
  iconOnlyLabel,
}: RoleBadgeProps) {
  const text = label ?? roleLabel(role);
  const colorToken = roleColorToken(role);
  const iconName = roleIcon(role);
  const Icon = iconName ? ROLE_ICONS[iconName] : UserRoundIcon;
  const iconSize = size === 'small' ? 12 : 14;
  const disc = (
    <span
      className={`${styles.icon} ${styles.iconColor[colorToken ?? 'none']} ${styles.iconSize[size]}`}
    >
      <Icon size={iconSize} strokeWidth={2.25} />
    </span>
  );
  if (iconOnly) {
    return (
      <span
        role="img"
        aria-label={iconOnlyLabel ?? displayLeavesMessage('roleBadge.label', { role: text })}
        className={`${styles.roleBadge} ${styles.roleBadgeSize[size]}`}
        data-icon-only=""
        data-role-color={colorToken ?? 'none'}
      >
        {disc}
      </span>
    );
  }
  return (
    <span
      className={`${styles.roleBadge} ${styles.roleBadgeSize[size]}`}
      data-role-color={colorToken ?? 'none'}
    >
      {disc}
      <span>{text}</span>
    </span>
  );
}
