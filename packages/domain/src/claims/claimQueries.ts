import { CLOSED_CLAIM_STATUSES } from './claimStatus.ts';
import type { ClaimCriteria } from './types.ts';

/** The relations expanded by the claims list and count (001 §7: "an expand of building, supplierICMP and supplierIEXP"). */
export const CLAIM_LIST_EXPAND = ['building', 'supplierICMP', 'supplierIEXP'] as const;

/** The body of the claim picker's search. */
export interface ClaimPickerQuery {
  /** The typed text, when there is some. */
  full_text?: string;
  where: ClaimCriteria;
}

/**
 * The claim picker's search (002 §5.2: "The claim picker excludes closed claims"; 002 §7.1:
 * "Claim queries use full_text, or where status not in closed and _building").
 *
 * The text goes in `full_text` when it is not blank; the where always excludes the closed claims
 * and, with a building, keeps that building's claims (DECISIONS.md).
 */
export function claimPickerCriteria(text: string, buildingId?: string | null): ClaimPickerQuery {
  const where: ClaimCriteria = { status: { $notIn: CLOSED_CLAIM_STATUSES } };
  if (buildingId != null && buildingId !== '') where._building = buildingId;
  const fullText = text.trim();
  return fullText === '' ? { where } : { full_text: fullText, where };
}
