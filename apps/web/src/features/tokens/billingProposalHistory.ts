/**
 * How a billing proposal's history entries read (`GET billingProposals/{id}/history`, shown by
 * records/RecordHistory.tsx; domain DECISIONS.md "Billing proposals" 4): titled with domain's
 * words ('Proposta inviata', 'Proposta accettata', 'Proposta rifiutata'), the status by its label
 * ('Inviata', 'Accettata', 'Rifiutata') and the total as an amount.
 */
import {
  BILLING_PROPOSAL_STATUS,
  billingProposalHistoryActionLabel,
  billingProposalStatusLabel,
  formatMoney,
  type BillingProposalStatus,
} from '@portineria/domain';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

function isStatus(value: unknown): value is BillingProposalStatus {
  return Object.values(BILLING_PROPOSAL_STATUS).includes(value as BillingProposalStatus);
}

/** A proposal's recorded value by its Italian name, when the field has one. */
function billingProposalHistoryValue(field: string, value: unknown): string | undefined {
  if (field === 'status' && isStatus(value)) return billingProposalStatusLabel(value);
  if (field === 'total' && (typeof value === 'number' || typeof value === 'string')) {
    return formatMoney(value);
  }
  return undefined;
}

/** The proposal's history as records/RecordHistory.tsx shows it. */
export const BILLING_PROPOSAL_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => billingProposalHistoryActionLabel(entry.action),
  value: billingProposalHistoryValue,
};
