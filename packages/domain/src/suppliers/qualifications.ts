import type { Qualification } from './types.ts';

/**
 * The ids of a comma-separated qualifications string (000 §3: "qualifications (comma-separated
 * ids)"): '3, 7,,12' → ['3', '7', '12']. Ids are trimmed, blanks dropped and repeats kept once, in
 * their first order. Also used for the qualifications of a folder type (001 §2.3).
 */
export function parseQualificationIds(qualifications: string | null | undefined): string[] {
  const ids = (qualifications ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/**
 * The derived qualificationNames of a supplier (000 §3: "qualifications (comma-separated ids)
 * with derived qualificationNames"): the name of each id in the qualification list, in the order
 * of the ids. An id missing from the list is skipped rather than shown as a raw number
 * (DECISIONS.md).
 */
export function qualificationNames(
  qualifications: string | null | undefined,
  catalogue: readonly Qualification[],
): string[] {
  const nameById = new Map(catalogue.map((entry) => [String(entry.id), entry.name]));
  return parseQualificationIds(qualifications).flatMap((id) => {
    const name = nameById.get(id);
    return name === undefined ? [] : [name];
  });
}
