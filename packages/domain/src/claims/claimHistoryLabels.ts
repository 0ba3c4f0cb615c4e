/**
 * The Italian words of a claim's history (DECISIONS.md "Claim lifecycle" 10, "Record history"):
 * the title of each entry by the action that wrote it, and the label of each recorded field — the
 * claim form's labels, 'Importo liquidato' for the amount a liquidation writes, and the
 * lifecycle's own for the status, the code and the reason a claim closed not liquidated.
 */
import { claimsMessage, type ClaimsMessageKey } from '../messages/it-IT/claims.ts';
import { CLAIM_FORM_LABELS, type ClaimFormField } from './claimForm.ts';

const ACTION_KEYS: Readonly<Record<string, ClaimsMessageKey>> = {
  create: 'claims.history.action.create',
  update: 'claims.history.action.update',
  START_VERIFICATION: 'claims.history.action.START_VERIFICATION',
  ASSESS_DAMAGE: 'claims.history.action.ASSESS_DAMAGE',
  REQUEST_LIQUIDATION: 'claims.history.action.REQUEST_LIQUIDATION',
  LIQUIDATE: 'claims.history.action.LIQUIDATE',
  CLOSE_NOT_LIQUIDATED: 'claims.history.action.CLOSE_NOT_LIQUIDATED',
  REOPEN: 'claims.history.action.REOPEN',
};

const FIELD_KEYS: Readonly<Record<string, ClaimsMessageKey>> = {
  status: 'claims.history.field.status',
  code: 'claims.history.field.code',
  amountRefunded: 'claims.form.label.amountRefunded',
  closingReason: 'claims.history.field.closingReason',
};

/**
 * The title of a claim history entry: 'LIQUIDATE' → 'Chiuso liquidato', 'update' → 'Sinistro
 * modificato'. An action without a title is named as it was recorded, so an entry is never blank.
 */
export function claimHistoryActionLabel(action: string): string {
  const key = ACTION_KEYS[action];
  return key === undefined ? action : claimsMessage(key);
}

/**
 * The Italian label of a field a claim's history records: 'amountClaimed' → 'Importo richiesto',
 * 'closingReason' → 'Motivo della chiusura'. A field without a label is named as on the wire.
 */
export function claimHistoryFieldLabel(field: string): string {
  if (Object.hasOwn(CLAIM_FORM_LABELS, field)) return CLAIM_FORM_LABELS[field as ClaimFormField];
  const key = FIELD_KEYS[field];
  return key === undefined ? field : claimsMessage(key);
}
