/**
 * Whether a file matches an `accept` list as the HTML file input reads it: exact MIME types
 * ('application/pdf'), MIME wildcards ('image/*') and extensions ('.xlsx'), ignoring case and MIME
 * parameters. An empty list accepts everything. Domain has the chat rule (`isAllowedAttachment`) and
 * the import rule (`isAcceptedImportFile`), not this generic one; pass them as `isFileAccepted` to
 * apply them instead.
 */
export function fileMatchesAccept(
  file: { name: string; type: string },
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const type = file.type.replace(/;.*$/s, '').trim().toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted === '') return false;
    if (wanted.startsWith('.')) return name.endsWith(wanted) && name.length > wanted.length;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}
