import { profilesMessage } from '../messages/it-IT/profiles.ts';
import type { profilesMessages } from '../messages/it-IT/profiles.ts';
import { roleTypeOf } from './roles.ts';
import type { Role, RoleType } from './types.ts';

/** A key of the profiles area's messages. */
type ProfilesMessageKey = keyof typeof profilesMessages;

const ROLE_LABEL_KEYS: Readonly<Record<string, ProfilesMessageKey>> = {
  org_1: 'profiles.role.operativita',
  spl_1: 'profiles.role.operativita',
  org_2: 'profiles.role.segreteria',
  spl_2: 'profiles.role.segreteria',
  sys_1: 'profiles.role.segreteria',
  org_3: 'profiles.role.direzione',
  spl_3: 'profiles.role.direzione',
  sys_2: 'profiles.role.direzione',
  sys_3: 'profiles.role.supervisor',
  usr_1: 'profiles.role.standard',
  usr_2: 'profiles.role.premium',
  usr_3: 'profiles.role.premiumPlus',
};

/**
 * The message key of a role's label (000 §6). Roles are matched case-insensitively, since the
 * type part is upper-cased elsewhere (`ORG_1` and `org_1` are the same role).
 */
export function roleLabelKey(role: Role | null | undefined): ProfilesMessageKey {
  return ROLE_LABEL_KEYS[role?.toLowerCase() ?? ''] ?? 'profiles.role.invitato';
}

/**
 * The label of a role (000 §6): "org_1 and spl_1 'Operatività'; org_2, spl_2 and sys_1
 * 'Segreteria'; org_3, spl_3 and sys_2 'Direzione'; sys_3 'Supervisor'; usr_1 'Standard'; usr_2
 * 'Premium'; usr_3 'Premium+'; anything else 'Invitato'".
 */
export function roleLabel(role: Role | null | undefined): string {
  return profilesMessage(roleLabelKey(role));
}

/** A colour token name; the ui maps it to a palette colour. */
export type RoleColorToken = 'lightBlue' | 'amber' | 'crimson' | 'green';

/** An icon name of the role avatar. */
export type RoleIcon = 'university' | 'truck' | 'user-secret' | 'users';

const ROLE_COLOR_TOKENS = {
  ORG: 'lightBlue',
  SPL: 'amber',
  SYS: 'crimson',
  USR: 'green',
} as const satisfies Record<RoleType, RoleColorToken>;

const ROLE_ICONS = {
  ORG: 'university',
  SPL: 'truck',
  SYS: 'user-secret',
  USR: 'users',
} as const satisfies Record<RoleType, RoleIcon>;

/**
 * The colour token of a role or role type (000 §6 "Role colours: ORG light blue, SPL amber, SYS
 * crimson, USR green"). Undefined for a role of no known type.
 */
export function roleColorToken(
  role: Role | RoleType | null | undefined,
): RoleColorToken | undefined {
  const type = roleTypeOf(role);
  return type && ROLE_COLOR_TOKENS[type];
}

/**
 * The icon of a role or role type (000 §6 "Icons: ORG university, SPL truck, SYS secret user, USR
 * users"). Undefined for a role of no known type.
 */
export function roleIcon(role: Role | RoleType | null | undefined): RoleIcon | undefined {
  const type = roleTypeOf(role);
  return type && ROLE_ICONS[type];
}
