/**
 * Whether a building is disabled (002 §3.5 "Building: status (disabled exists)"; 002 §8 the
 * 'Disabilitato' chip). The status arrives as text; the comparison ignores case.
 */
export function isBuildingDisabled(building: { status?: unknown }): boolean {
  return typeof building.status === 'string' && building.status.toLowerCase() === 'disabled';
}
