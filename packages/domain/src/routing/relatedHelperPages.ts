/**
 * The 'Potrebbero anche interessarti' links of the help drawer (002 §2.4 "The helper side drawer
 * shows 'Potrebbero anche interessarti' links"). The spec names the links, not which: ours are the
 * other help pages of the same role and area as the page shown (`/ORG/OPR/orders` → the other
 * `/ORG/OPR/…` pages), then the role's other pages, then the general guide, at most five. A page
 * key is the application path it documents, or '000' for the general guide.
 */
import { DEFAULT_HELPER_PAGE_ID } from './href.ts';

/** A help page as the related links need it. */
export interface HelperPageSummary {
  key: string;
  title: string;
}

/** How many related links the drawer shows. */
export const MAX_RELATED_HELPER_PAGES = 5;

function segments(key: string): string[] {
  return key.split('/').filter((segment) => segment !== '');
}

/**
 * The related pages of the page `currentKey` for a role (`roleType`, the first segment of the
 * keys), closest first: same role and area, then same role, then the general guide; never the page
 * itself, never another role's page.
 */
export function relatedHelperPages(
  currentKey: string,
  roleType: string,
  pages: readonly HelperPageSummary[],
  limit: number = MAX_RELATED_HELPER_PAGES,
): HelperPageSummary[] {
  const current = segments(currentKey);
  const rank = (page: HelperPageSummary): number | undefined => {
    if (page.key === currentKey) return undefined;
    if (page.key === DEFAULT_HELPER_PAGE_ID) return 2;
    const parts = segments(page.key);
    if (parts[0] !== roleType) return undefined;
    return current[0] === roleType && parts[1] === current[1] ? 0 : 1;
  };
  return pages
    .flatMap((page) => {
      const order = rank(page);
      return order === undefined ? [] : [{ page, order }];
    })
    .sort(
      (first, second) =>
        first.order - second.order || first.page.key.localeCompare(second.page.key),
    )
    .slice(0, limit)
    .map(({ page }) => page);
}
