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
  /** 'Proposte di fatturazione' (002 §2.8 list toolbar menu; DECISIONS.md "Billing proposals"; ours but the title). */
  'tokens.proposal.title': 'Proposte di fatturazione',
  'tokens.proposal.status.SENT': 'Inviata',
  'tokens.proposal.status.ACCEPTED': 'Accettata',
  'tokens.proposal.status.REFUSED': 'Rifiutata',
  'tokens.proposal.action.accept': 'Accetta e segna fatturati',
  'tokens.proposal.action.refuse': 'Rifiuta',
  'tokens.proposal.refusal.supplierOnly': 'La proposta di fatturazione la invia il fornitore',
  'tokens.proposal.refusal.noTokens': 'Seleziona almeno un gettone da fatturare',
  'tokens.proposal.refusal.tooMany': 'Una proposta può raccogliere al massimo {max} gettoni',
  'tokens.proposal.refusal.severalOrganisations':
    'Una proposta raccoglie i gettoni di una sola amministrazione: invia una proposta per ciascuna',
  'tokens.proposal.refusal.tokenInvoiced': 'Il gettone {code} è già fatturato',
  'tokens.proposal.refusal.tokenPending':
    'Il gettone {code} è già in una proposta in attesa di risposta',
  'tokens.proposal.refusal.tokenWithoutAmount': 'Il gettone {code} non ha un importo da fatturare',
  'tokens.proposal.refusal.answered': 'La proposta ha già avuto una risposta',
  'tokens.proposal.refusal.reasonRequired': 'Indica il motivo per cui rifiuti la proposta',
  'tokens.proposal.history.action.create': 'Proposta inviata',
  'tokens.proposal.history.action.ACCEPT': 'Proposta accettata',
  'tokens.proposal.history.action.REFUSE': 'Proposta rifiutata',
  'tokens.proposal.history.action.PROPOSE': 'Inserito in una proposta di fatturazione',
  'tokens.proposal.history.field.status': 'Stato',
  'tokens.proposal.history.field.total': 'Totale',
  'tokens.proposal.history.field.tokens': 'Gettoni',
  'tokens.proposal.history.field.refusalReason': 'Motivo del rifiuto',
  'tokens.proposal.history.field.billingProposal': 'Proposta di fatturazione',
} as const;

/** A message of the tokens area, its `{name}` placeholders filled. */
export const tokensMessage = /* @__PURE__ */ areaMessage(tokensMessages);

/** A key of the tokens area's messages. */
export type TokensMessageKey = keyof typeof tokensMessages;
