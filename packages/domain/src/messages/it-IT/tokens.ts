import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of the billing tokens' lifecycle (DECISIONS.md "Billing token lifecycle"). The
 * spec names the flag (002 §3.10 "Token: isInvoiced") and the badge of the tokens not yet
 * invoiced (002 §2.10), not the actions: the words are ours. Keys are prefixed with 'tokens.'.
 */
export const tokensMessages = {
  /** The token's invoicing state, as a chip or a history value reads it (ours). */
  'tokens.status.invoiced': 'Fatturato',
  'tokens.status.notInvoiced': 'Da fatturare',
  /** The lifecycle's actions (ours). */
  'tokens.action.markInvoiced': 'Segna come fatturato',
  'tokens.action.markNotInvoiced': 'Riporta a da fatturare',
  /** Why a step is refused (ours). */
  'tokens.refusal.organisationOnly': "Questa azione spetta all'amministrazione",
  'tokens.refusal.alreadyInvoiced': 'Il gettone è già fatturato',
  'tokens.refusal.notInvoiced': 'Il gettone non è fatturato',
  'tokens.refusal.reasonRequired': 'Indica il motivo per cui il gettone torna da fatturare',
  'tokens.refusal.reasonTooLong': 'Il motivo deve avere al massimo {max} caratteri',
  /** The reason dialog of 'Riporta a da fatturare' (ours). */
  'tokens.form.label.reason': 'Motivo',
  /** The titles of a token's history entries, by the action that wrote them (ours). */
  'tokens.history.action.MARK_INVOICED': 'Segnato come fatturato',
  'tokens.history.action.MARK_NOT_INVOICED': 'Riportato a da fatturare',
  'tokens.history.action.update': 'Gettone modificato',
  /** The labels of the fields a token's history records (ours). */
  'tokens.history.field.isInvoiced': 'Fatturato',
  'tokens.history.field.invoicedAt': 'Data fatturazione',
  'tokens.history.field.reason': 'Motivo',
  'tokens.history.field.description': 'Descrizione',
  'tokens.history.field.amount': 'Importo',
} as const;

/** A message of the tokens area, its `{name}` placeholders filled. */
export const tokensMessage = /* @__PURE__ */ areaMessage(tokensMessages);

/** A key of the tokens area's messages. */
export type TokensMessageKey = keyof typeof tokensMessages;
