/**
 * Header normalisation (002 §5.4 'Headers are normalised to camelCase').
 */

/**
 * A spreadsheet header in camelCase: accents stripped, every run of spaces or punctuation a word
 * break, the first word lower-cased at its start, the next ones capitalised.
 * - 'Codice Fiscale' → 'codiceFiscale', 'Città' → 'citta', 'E-mail' → 'eMail', 'P.IVA' → 'pIva';
 * - a word written all in capitals is read as one word ('CODICE FISCALE' → 'codiceFiscale',
 *   'NIN' → 'nin'), while a word already in camelCase keeps its inner capitals ('isOwner' stays
 *   'isOwner'), so the field names the model files use come through unchanged;
 * - a leading underscore is kept: it marks the relation fields of the wire shape ('_building',
 *   '_contactDeputy', 002 §3.7).
 * Matching a header to a column is case-insensitive ({@link matchesColumnName}), so 'eMail' still
 * finds the column 'email'.
 */
export function normalizeHeader(text: string): string {
  const trimmed = text.trim();
  const prefix = trimmed.startsWith('_') ? '_' : '';
  const words = trimmed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const camel = words
    .map((word, index) => {
      const base = word === word.toUpperCase() ? word.toLowerCase() : word;
      const first = index === 0 ? base.charAt(0).toLowerCase() : base.charAt(0).toUpperCase();
      return first + base.slice(1);
    })
    .join('');
  return prefix + camel;
}

/** Whether a normalised header names a column: the same letters, ignoring case ('eMail' ↔ 'email'). */
export function matchesColumnName(normalizedHeader: string, columnName: string): boolean {
  return normalizedHeader.toLowerCase() === columnName.toLowerCase();
}
