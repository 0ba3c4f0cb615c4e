import { areaMessage } from '../placeholders.ts';

/** Italian strings of the profiles area, worded exactly as the spec. Keys are prefixed with 'profiles.'. */
export const profilesMessages = {
  /** Role levels shown as labels (000 §6). */
  'profiles.role.operativita': 'Operatività',
  'profiles.role.segreteria': 'Segreteria',
  'profiles.role.direzione': 'Direzione',
  'profiles.role.supervisor': 'Supervisor',
  'profiles.role.standard': 'Standard',
  'profiles.role.premium': 'Premium',
  'profiles.role.premiumPlus': 'Premium+',
  'profiles.role.invitato': 'Invitato',
} as const;

/** A message of the profiles area, its `{name}` placeholders filled. */
export const profilesMessage = /* @__PURE__ */ areaMessage(profilesMessages);
