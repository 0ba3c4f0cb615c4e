import { formatMessage } from '../messages/it-IT/format.ts';
import type { formatMessages } from '../messages/it-IT/format.ts';

/** A key of the format area's messages. */
type FormatMessageKey = keyof typeof formatMessages;

const BUILDING_CATEGORY_LABEL_KEYS = {
  condominium: 'format.buildingCategory.condominium',
  private: 'format.buildingCategory.private',
} as const satisfies Record<'condominium' | 'private', FormatMessageKey>;

/**
 * The label of a building category (002 §1: "Building categories: Condominium and Private
 * property (Proprietà)"): 'condominium' → 'Condominio', 'private' → 'Proprietà'. The category
 * values are those of the building routes (001 §2.2: "Category values: private or condominium").
 * 'Condominio' is the Italian of the spec's "Condominium" (DECISIONS.md).
 */
export function buildingCategoryLabel(category: 'condominium' | 'private'): string {
  return formatMessage(BUILDING_CATEGORY_LABEL_KEYS[category]);
}
