/**
 * Whether a building is disabled (002 §3.5 "Building: status (disabled exists)"; 002 §8 the
 * 'Disabilitato' chip). The status arrives as text; the comparison ignores case.
 */
export function isBuildingDisabled(building: { status?: unknown }): boolean {
  return typeof building.status === 'string' && building.status.toLowerCase() === 'disabled';
}

/**
 * Whether a building shows the key icon (002 §4.6 "A building with status 0 and an active licence
 * shows a key icon"): status 0 is the disabled status, and the licence is the one the gateway
 * expands with `expand=active-building-license`.
 */
export function showsActiveLicenceKey(building: {
  status?: unknown;
  active_building_license?: { active?: unknown } | null;
}): boolean {
  return isBuildingDisabled(building) && building.active_building_license?.active === true;
}
