/**
 * Only ever an in-app path (000 §2 Shell: the stored route lets "the user return after login").
 * A return path comes from storage or a query string, both of which an attacker can write, so it
 * is accepted only when it cannot leave the app: an open redirect through '//evil.com',
 * '/\evil.com' (browsers read '\' as '/'), 'javascript:' or an encoded variant of these.
 */
import { matchRoute } from './matchRoute.ts';

/** Longer candidates are refused: no route of the table comes close. */
const MAXIMUM_RETURN_PATH_LENGTH = 2048;

/** Decoding rounds: '%25' can hide one more level of encoding each round. */
const MAXIMUM_DECODING_ROUNDS = 3;

/** Options of `safeReturnPath`. */
export interface SafeReturnPathOptions {
  /** Also require the pathname to match a route of the table. */
  requireKnownRoute?: boolean;
}

// A raw location path is percent-encoded ASCII: anything outside printable ASCII (spaces,
// controls, tabs, zero-width or line-separator characters) is refused before any decoding.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function isSafePathname(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  if (pathname.includes('//')) return false;
  if (pathname.includes('\\')) return false;
  if (pathname.includes(':')) return false;
  if (CONTROL_CHARACTERS.test(pathname)) return false;
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

function isSafeSuffix(suffix: string): boolean {
  return !suffix.includes('\\') && !CONTROL_CHARACTERS.test(suffix);
}

function decodedForms(text: string): string[] | undefined {
  const forms = [text];
  let current = text;
  for (let round = 0; round < MAXIMUM_DECODING_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (decoded === current) return forms;
    forms.push(decoded);
    current = decoded;
  }
  // Still changing after the last round: more encoding than any real path carries.
  return decodeURIComponent(current) === current ? forms : undefined;
}

/**
 * The candidate itself when it is a safe in-app path, else undefined. Safe means: printable
 * ASCII only; starts with exactly one '/'; its pathname, raw and after each decoding round,
 * contains no '//', no '\', no ':' (no scheme), no control characters and no '.' or '..'
 * segment; its query and fragment contain no '\' or control characters once decoded; and, with
 * `requireKnownRoute`, its pathname matches a route of the table.
 */
export function safeReturnPath(
  candidate: unknown,
  options: SafeReturnPathOptions = {},
): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  if (candidate.length > MAXIMUM_RETURN_PATH_LENGTH) return undefined;
  if (!PRINTABLE_ASCII.test(candidate)) return undefined;
  const suffixStart = candidate.search(/[?#]/);
  const pathname = suffixStart < 0 ? candidate : candidate.slice(0, suffixStart);
  const suffix = suffixStart < 0 ? '' : candidate.slice(suffixStart);
  const pathnameForms = decodedForms(pathname);
  if (!pathnameForms || !pathnameForms.every(isSafePathname)) return undefined;
  const suffixForms = decodedForms(suffix);
  if (!suffixForms || !suffixForms.every(isSafeSuffix)) return undefined;
  if (options.requireKnownRoute && !matchRoute(pathname)) return undefined;
  return candidate;
}
