/**
 * Entitlement flags of an import row (002 §3.7, §5.4): 'owner on; tenant, councilor and
 * doorkeeper off. Councilor and doorkeeper are hidden for private buildings. Owner is forced when
 * none is chosen.' The field names are the spec's, spelling included (isTennant).
 */

/** The four role flags of an entitlement (002 §3.7). */
export interface EntitlementFlags {
  readonly isOwner: boolean;
  readonly isTennant: boolean;
  readonly isCouncilor: boolean;
  readonly isDoorkeeper: boolean;
}

/** One of the four role flags. */
export type EntitlementFlag = keyof EntitlementFlags;

/** The flags as they may arrive: a missing or empty (null) flag takes its default. */
export type EntitlementFlagsInput = Partial<Record<EntitlementFlag, boolean | null>>;

/** The defaults (002 §5.4): owner on; tenant, councilor and doorkeeper off. */
export const entitlementDefaults: EntitlementFlags = {
  isOwner: true,
  isTennant: false,
  isCouncilor: false,
  isDoorkeeper: false,
};

const ALL_FLAGS: readonly EntitlementFlag[] = [
  'isOwner',
  'isTennant',
  'isCouncilor',
  'isDoorkeeper',
];
/** Councilor and doorkeeper are hidden for private buildings (002 §5.4): a private building has no condominium roles. */
const PRIVATE_BUILDING_FLAGS: readonly EntitlementFlag[] = ['isOwner', 'isTennant'];

/** The flags shown for a building (002 §5.4): all four, or only owner and tenant for a private building. */
export function entitlementFieldsShown(options: {
  readonly isPrivateBuilding: boolean;
}): readonly EntitlementFlag[] {
  return options.isPrivateBuilding ? PRIVATE_BUILDING_FLAGS : ALL_FLAGS;
}

/**
 * The flags to save (002 §5.4): each missing or empty flag takes its default; for a private
 * building the hidden councilor and doorkeeper flags are false whatever the input says (a hidden
 * field cannot be chosen); and when no flag is on, owner is forced on, so every entitlement gives
 * its contact a role.
 */
export function normalizeEntitlement(
  input: EntitlementFlagsInput,
  options: { readonly isPrivateBuilding: boolean },
): EntitlementFlags {
  const shown = entitlementFieldsShown(options);
  const flagValue = (flag: EntitlementFlag): boolean =>
    shown.includes(flag) ? (input[flag] ?? entitlementDefaults[flag]) : false;
  const flags = {
    isOwner: flagValue('isOwner'),
    isTennant: flagValue('isTennant'),
    isCouncilor: flagValue('isCouncilor'),
    isDoorkeeper: flagValue('isDoorkeeper'),
  };
  const noneChosen = ALL_FLAGS.every((flag) => !flags[flag]);
  return noneChosen ? { ...flags, isOwner: true } : flags;
}
