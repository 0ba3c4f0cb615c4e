import { messageLookup } from '../messageLookup.ts';

/**
 * Italian defaults of the small display leaves (Avatar, RoleBadge, OrderChips, DateTime), part of
 * the dataDisplay group (`./dataDisplay.ts`) and kept apart so that a leaf's bundle carries a few
 * strings instead of the whole group's.
 */
export const displayLeavesMessages = {
  // Avatar: its accessible name.
  'avatar.label': 'Avatar di {name}',
  // RoleBadge: accessible name of the icon-only form.
  'roleBadge.label': 'Ruolo: {role}',
  // OrderChips: the name of the chip list.
  'orderChips.label': "Stato dell'ordine",
  // DateTime: what a missing date shows (as a missing amount, 000 §9).
  'dateTime.missing': '-',
} as const;

/** A display leaf's default, with `{name}` placeholders filled from `values`. */
export const displayLeavesMessage = /* @__PURE__ */ messageLookup(displayLeavesMessages);
