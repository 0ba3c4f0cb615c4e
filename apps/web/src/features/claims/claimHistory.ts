/**
 * How a claim's history entries read (`GET claims/{id}/history`, shown by
 * records/RecordHistory.tsx): titled with domain's claim history words ('Verifica avviata',
 * 'Chiuso liquidato'…), the status by its Italian name.
 */
import {
  CLAIM_STATUSES,
  claimHistoryActionLabel,
  claimStatusLabel,
  type ClaimStatus,
} from '@portineria/domain';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

const isClaimStatus = (value: unknown): value is ClaimStatus =>
  (CLAIM_STATUSES as readonly unknown[]).includes(value);

/** The claim's history as records/RecordHistory.tsx shows it. */
export const CLAIM_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => claimHistoryActionLabel(entry.action),
  value: (field, value) =>
    field === 'status' && isClaimStatus(value) ? claimStatusLabel(value) : undefined,
};
