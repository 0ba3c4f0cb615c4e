/**
 * What an error report may carry (000 §8 error reporting): the profile id and the technical
 * context, never a token or a person's data. Every report passes through {@link scrubReport}
 * before it leaves the browser: the user is reduced to the profile id; values under sensitive
 * keys, bearer tokens and JWTs, e-mail addresses, Italian tax codes, sensitive query parameters
 * and the known personal values of the signed-in user (name, e-mail, token) are replaced.
 */

/** What replaces a removed value. */
export const REDACTED = '[rimosso]';

/** Keys whose values are personal or secret whatever they hold. */
const SENSITIVE_KEY =
  /authorization|cookie|token|password|secret|e-?mail|tax_?code|codice_?fiscale|fiscal|first_?name|last_?name|display_?name|full_?name|surname|phone|mobile|^nome$|^cognome$/i;

/** Bearer tokens, JWTs, e-mail addresses, Italian tax codes (with omocodia letters). */
const SENSITIVE_TEXT = [
  /\bBearer\s+[\w.~+/=-]+/gi,
  /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g,
  /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b[A-Z]{6}[\dLMNP-V]{2}[ABCDEHLMPRST][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z]\b/gi,
];

/** Query parameters that carry credentials (`?token=…`, `&code=…`). */
const SENSITIVE_PARAMETER =
  /([?&#](?:access_token|id_token|refresh_token|token|code|password|secret|session)=)[^&#\s"']*/gi;

function escapeForPattern(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function scrubText(text: string, known: RegExp | undefined): string {
  let result = known ? text.replace(known, REDACTED) : text;
  for (const pattern of SENSITIVE_TEXT) result = result.replace(pattern, REDACTED);
  return result.replace(SENSITIVE_PARAMETER, `$1${REDACTED}`);
}

function scrubValue(value: unknown, known: RegExp | undefined, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, known);
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      SENSITIVE_KEY.test(key) && item !== null && item !== undefined && typeof item !== 'boolean'
        ? REDACTED
        : scrubValue(item, known, depth + 1);
  }
  return result;
}

/** The report's user: only the profile id (000 §8: reported with the profile id). */
export interface ReportedIdentity {
  /** The active profile's id, the only identity a report carries. */
  profileId: string | undefined;
  /** The signed-in user's personal values (name, e-mail) and token, removed wherever they appear. */
  personal: readonly string[];
}

function knownValues(identity: ReportedIdentity): RegExp | undefined {
  const values = identity.personal
    .map((value) => value.trim())
    .filter((value) => value.length >= 3)
    // Each word of a name too: 'Giulia Rossi' is also written 'Rossi Giulia' or 'Giulia'.
    .flatMap((value) => [value, ...value.split(/\s+/).filter((word) => word.length >= 3)])
    .sort((left, right) => right.length - left.length)
    .map(escapeForPattern);
  return values.length > 0 ? new RegExp(values.join('|'), 'gi') : undefined;
}

/** Any JSON-like payload (a trace's span) without personal data or secrets. */
export function scrubData<Data extends object>(data: Data, identity: ReportedIdentity): Data {
  return scrubValue(data, knownValues(identity), 0) as Data;
}

/**
 * An error report without personal data or secrets; its `user` is `{ id: profileId }`, or absent
 * before a profile is active.
 */
export function scrubReport<Report extends object>(
  report: Report,
  identity: ReportedIdentity,
): Report {
  const { user: _user, ...rest } = report as Report & { user?: unknown };
  const scrubbed = scrubData(rest, identity) as Report;
  return identity.profileId === undefined
    ? scrubbed
    : ({ ...scrubbed, user: { id: identity.profileId } } as Report);
}
