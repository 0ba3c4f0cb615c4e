/**
 * Reading react-router 7 patterns and pathnames: the one place that splits a path into segments,
 * shared by `hrefFor` (building) and `matchRoute` (reading) so the two can never disagree.
 */

/** One segment of a route pattern. */
export type PatternSegment =
  | { readonly kind: 'static'; readonly text: string }
  | { readonly kind: 'parameter'; readonly name: string; readonly optional: boolean };

/** The segments of a route pattern: `/a/:b/:c?` → static a, parameter b, optional parameter c. */
export function patternSegments(pattern: string): PatternSegment[] {
  return pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): PatternSegment => {
      if (!segment.startsWith(':')) return { kind: 'static', text: segment };
      const optional = segment.endsWith('?');
      return { kind: 'parameter', name: segment.slice(1, optional ? -1 : undefined), optional };
    });
}

/**
 * The pathname part of a location-like string, without query or fragment and without trailing
 * slashes (react-router ignores them), or undefined when it is not an absolute path.
 */
export function pathnameOnly(location: string): string | undefined {
  const end = location.search(/[?#]/);
  const pathname = end < 0 ? location : location.slice(0, end);
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The segments of a normalised pathname; '/' has none. */
export function pathSegments(pathname: string): string[] {
  return pathname === '/' ? [] : pathname.slice(1).split('/');
}
