import { suppliersMessage } from '../messages/it-IT/suppliers.ts';
import type { suppliersMessages } from '../messages/it-IT/suppliers.ts';

/** A key of the suppliers area's messages. */
type SuppliersMessageKey = keyof typeof suppliersMessages;

/**
 * The separator of the categories string (002 §5.6 "Categories are comma-delimited tags";
 * 002 §7.5 "Categories are joined by comma on save"). No space: the wire string is a plain list.
 */
export const SUPPLIER_CATEGORY_SEPARATOR = ',';

const SUGGESTION_KEYS = [
  'suppliers.category.antennaInstaller',
  'suppliers.category.lifts',
  'suppliers.category.pestControl',
  'suppliers.category.electrician',
  'suppliers.category.locksmith',
  'suppliers.category.gardener',
  'suppliers.category.plumber',
  'suppliers.category.painter',
  'suppliers.category.cleaning',
  'suppliers.category.security',
  'suppliers.category.heatingEngineer',
] as const satisfies readonly SuppliersMessageKey[];

/**
 * The preset trade suggestions of the categories field (002 §5.6: "antenna installer, lifts,
 * pest control, electrician, locksmith, gardener, plumber, painter, cleaning, security, heating
 * engineer"), in Italian and in the spec's order: Antennista, Ascensori, Disinfestazione,
 * Elettricista, Fabbro, Giardiniere, Idraulico, Imbianchino, Pulizie, Sicurezza, Termoidraulico.
 * The spec lists them in English; the Italian words are ours (DECISIONS.md).
 */
export const SUPPLIER_CATEGORY_SUGGESTIONS: readonly string[] = SUGGESTION_KEYS.map((key) =>
  suppliersMessage(key),
);

/**
 * The tag list of a categories string (002 §3.9: "categories (a comma-separated string turned
 * into a tag list)"): 'Idraulico, Fabbro' → ['Idraulico', 'Fabbro']. Tags are trimmed, blanks
 * dropped, and a tag repeated with another case kept once (the first spelling wins).
 */
export function parseSupplierCategories(categories: string | null | undefined): string[] {
  return uniqueTags((categories ?? '').split(SUPPLIER_CATEGORY_SEPARATOR));
}

/**
 * The categories string saved for a tag list (002 §7.5: "Categories are joined by comma on
 * save"): ['Idraulico', 'Fabbro'] → 'Idraulico,Fabbro'. Tags are trimmed, blanks and repeats
 * dropped, and a comma inside a tag, which would split it on the next read, becomes a space.
 * An empty list saves '' (DECISIONS.md).
 */
export function joinSupplierCategories(tags: readonly string[]): string {
  return uniqueTags(tags.map((tag) => tag.replaceAll(SUPPLIER_CATEGORY_SEPARATOR, ' '))).join(
    SUPPLIER_CATEGORY_SEPARATOR,
  );
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim().replace(/\s+/g, ' ');
    const identity = trimmed.toLocaleLowerCase('it');
    if (trimmed === '' || seen.has(identity)) continue;
    seen.add(identity);
    unique.push(trimmed);
  }
  return unique;
}
