import { parseQualificationIds } from '../suppliers/qualifications.ts';

/**
 * Whether a supplier may open a folder detail (001 §2.3: "The detail is allowed only if the
 * supplier's admin qualification tags intersect the qualifications of the folder type; otherwise
 * the user is redirected to the folders list"; 001 §6).
 *
 * The folder type's qualifications are a comma-separated string of ids; ids are compared as
 * trimmed strings, so the tag 7 matches '7'. Taken literally, a folder type with no
 * qualifications, or a supplier with no tags, intersects nothing and is refused
 * (DECISIONS.md).
 */
export function folderQualificationsMatch(
  adminTags: readonly (string | number)[] | null | undefined,
  folderTypeQualifications: string | null | undefined,
): boolean {
  const required = new Set(parseQualificationIds(folderTypeQualifications));
  return (adminTags ?? []).some((tag) => required.has(String(tag).trim()));
}
