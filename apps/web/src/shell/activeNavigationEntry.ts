/**
 * The drawer's active entry for an address (002 §2.10): the first entry whose link is the
 * address's path or a page under it (/ORG/TAB/entitlements/mod/3 is under 'Diritti'), never one
 * whose path only begins with the same letters (/ORG/TAB/entitlements-access is 'Accessi
 * delegati', not 'Diritti').
 */
export function activeNavigationEntryId(
  entries: readonly { id: string; href?: string | undefined }[],
  pathname: string,
): string | undefined {
  return entries.find((entry) => {
    if (entry.href === undefined) return false;
    const base = entry.href.split('?')[0] ?? '';
    return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
  })?.id;
}
