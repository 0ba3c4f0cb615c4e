import { areaMessage } from '../placeholders.ts';

/** Italian strings of the format area, worded exactly as the spec. Keys are prefixed with 'format.'. */
export const formatMessages = {
  /** 002 §1 "Condominium": its Italian, the word the product uses for a condominium building. */
  'format.buildingCategory.condominium': 'Condominio',
  /** 002 §1 "Private property (Proprietà)" */
  'format.buildingCategory.private': 'Proprietà',
} as const;

/** A message of the format area, its `{name}` placeholders filled. */
export const formatMessage = /* @__PURE__ */ areaMessage(formatMessages);
