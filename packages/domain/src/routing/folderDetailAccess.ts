/**
 * Data-dependent access to two detail screens, decided once the record is loaded
 * (001 §2.2 and §2.3). The order-detail guard (001 §2.6) belongs to the orders area.
 */
import { hrefFor } from './href.ts';

/** Whether a detail screen may be shown, or where to go instead. */
export type DetailRouteAccess =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-found' };

/** Ids from a list or a comma-separated string ("qualifications (comma-separated ids)", 000 §3), trimmed, empties dropped. */
function idList(value: string | readonly string[] | null | undefined): string[] {
  const items = typeof value === 'string' ? value.split(',') : (value ?? []);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * The SPL qualification-folder detail (001 §2.3: "The detail is allowed only if the supplier's
 * admin qualification tags intersect the qualifications of the folder type; otherwise the user
 * is redirected to the folders list"). Tags and qualifications are ids compared exactly after
 * trimming; no tags or no qualifications means no intersection.
 */
export function folderDetailAccess(
  supplierTags: string | readonly string[] | null | undefined,
  folderTypeQualifications: string | readonly string[] | null | undefined,
): DetailRouteAccess {
  const qualifications = new Set(idList(folderTypeQualifications));
  const intersects = idList(supplierTags).some((tag) => qualifications.has(tag));
  return intersects ? { kind: 'allowed' } : { kind: 'redirect', to: hrefFor('splFoldersList') };
}

/**
 * The ORG building edit route (001 §2.2: "The edit route shows a 404 page for the container of
 * users without a building").
 */
export function buildingDetailAccess(building: {
  readonly isBuildinglessUsersContainer?: boolean | null;
}): DetailRouteAccess {
  return building.isBuildinglessUsersContainer ? { kind: 'not-found' } : { kind: 'allowed' };
}
