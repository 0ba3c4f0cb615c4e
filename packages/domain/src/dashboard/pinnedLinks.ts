/**
 * Pinned links of the organisation navigation bar (000 §2 "Barra di navigazione", §3 "Pinned
 * links", §5 "Dashboard and links", §9 "Max pinned links 3").
 */
import { MAX_PINNED_LINKS } from '../constants/constants.ts';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import type { PermissionState } from '../permissions/types.ts';

/**
 * The pinned links after the user ticks or unticks one (000 §5: "At most three pinned links").
 * A pinned link is unpinned; an unpinned one is added at the end while fewer than three are
 * pinned, otherwise nothing changes.
 */
export function togglePinnedLink(current: readonly string[], link: string): string[] {
  if (current.includes(link)) return current.filter((pinned) => pinned !== link);
  if (current.length >= MAX_PINNED_LINKS) return [...current];
  return [...current, link];
}

/** The state of a link's checkbox on the 'Barra di navigazione' page. */
export interface PinnedLinkCheckboxState {
  checked: boolean;
  disabled: boolean;
  hidden: boolean;
}

/**
 * The checkbox of a link (000 §5: "unchecked boxes become disabled once three are selected";
 * 000 §2: "Links the user may not use are disabled or hidden"). A checked link stays enabled so
 * it can always be unpinned, unless the user may no longer use it.
 */
export function pinnedLinkCheckboxState(
  current: readonly string[],
  link: string,
  permission: PermissionState = 'allowed',
): PinnedLinkCheckboxState {
  const checked = current.includes(link);
  const full = current.length >= MAX_PINNED_LINKS;
  return {
    checked,
    disabled: permission !== 'allowed' || (!checked && full),
    hidden: permission === 'hidden',
  };
}

/** An application group of the organisation menu with the links it holds. */
export interface PinnedLinkGroup {
  group: string;
  links: readonly string[];
}

/**
 * The badge of each group: how many of its links are pinned (000 §2: "grouped by application
 * group with a badge counting pinned links per group"). Every group is in the result, 0 included.
 */
export function pinnedCountByGroup(
  current: readonly string[],
  groups: readonly PinnedLinkGroup[],
): Record<string, number> {
  const pinned = new Set(current);
  return Object.fromEntries(
    groups.map(({ group, links }) => [group, links.filter((link) => pinned.has(link)).length]),
  );
}

/**
 * Why a list of pinned links cannot be saved, or null when it can (000 §5 "At most three pinned
 * links"; 000 §2 "Links the user may not use are disabled or hidden"). `usable` are the ids of the
 * menu entries the user may pin now; a link already pinned stays acceptable even if it is no
 * longer usable, so that the user can always save after unpinning another one. Duplicates and
 * anything but a list of strings are refused.
 */
export function pinnedLinksError(
  links: unknown,
  usable: readonly string[],
  alreadyPinned: readonly string[] = [],
): string | null {
  if (!Array.isArray(links) || links.some((link) => typeof link !== 'string')) {
    return dashboardMessage('dashboard.pinnedLinks.hint');
  }
  if (links.length > MAX_PINNED_LINKS || new Set(links).size !== links.length) {
    return dashboardMessage('dashboard.pinnedLinks.hint');
  }
  const accepted = new Set([...usable, ...alreadyPinned]);
  const unknown = (links as string[]).find((link) => !accepted.has(link));
  return unknown === undefined
    ? null
    : dashboardMessage('dashboard.pinnedLinks.unknown', { link: unknown });
}
