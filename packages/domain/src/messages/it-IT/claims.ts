import { areaMessage } from '../placeholders.ts';

/** Italian strings of the claims area, worded exactly as the spec. Keys are prefixed with 'claims.'. */
export const claimsMessages = {
  /** 000 §4 "Claims: OPE Aperti, VDD In verifica, DAC Danno accertato, INL In liquidazione" */
  'claims.view.open': 'Aperti',
  'claims.view.verifying': 'In verifica',
  'claims.view.damageAssessed': 'Danno accertato',
  'claims.view.waitingLiquidation': 'In liquidazione',
  /** Status names: the open ones follow the view names of 000 §4; 'Aperto' and the closed ones are ours. */
  'claims.status.open': 'Aperto',
  'claims.status.verifying': 'In verifica',
  'claims.status.damageAssessed': 'Danno accertato',
  'claims.status.waitingLiquidation': 'In liquidazione',
  'claims.status.closeLiquidated': 'Chiuso liquidato',
  'claims.status.closeNotLiquidated': 'Chiuso non liquidato',
  /** The claim lifecycle's actions (ours: the spec names no action, DECISIONS.md "Claim lifecycle"). */
  'claims.action.startVerification': 'Avvia verifica',
  'claims.action.assessDamage': 'Danno accertato',
  'claims.action.requestLiquidation': 'Richiedi liquidazione',
  'claims.action.liquidate': 'Chiudi liquidato',
  'claims.action.closeNotLiquidated': 'Chiudi non liquidato',
  'claims.action.reopen': 'Riapri',
  /** Confirmations before a step that reopens the claim (ours). */
  'claims.confirm.reopen': 'Il sinistro torna aperto.',
  'claims.confirm.continue': 'CONTINUA',
  'claims.confirm.cancel': 'ANNULLA',
  /** Why a step is refused (ours). */
  'claims.refusal.organisationOnly': "Questa azione spetta all'amministrazione",
  'claims.refusal.state': "Il sinistro è '{status}': questo passaggio non è possibile",
  'claims.refusal.closed': 'Il sinistro è chiuso',
  'claims.refusal.notClosed': 'Il sinistro non è chiuso',
  'claims.refusal.liquidatedFinal': 'Un sinistro chiuso liquidato non si riapre',
  'claims.refusal.noInsurer': 'Collega la compagnia assicurativa prima di avviare la verifica',
  'claims.refusal.noLossAdjuster': 'Collega il perito prima di accertare il danno',
  'claims.refusal.noAmountClaimed': "Indica l'importo richiesto prima di chiedere la liquidazione",
  'claims.refusal.amountLiquidatedRequired': "Indica l'importo liquidato",
  'claims.refusal.amountLiquidatedPositive': "L'importo liquidato deve essere maggiore di zero",
  'claims.refusal.reasonRequired': 'Indica il motivo della chiusura senza liquidazione',
  /** The claim form and the lifecycle dialogs (001 §3 Claim fields; labels ours). */
  'claims.form.label.building': 'Immobile',
  'claims.form.label.dateStart': 'Data apertura',
  'claims.form.label.orgEmployee': 'Dipendente',
  'claims.form.label.supplierICMP': 'Compagnia assicurativa',
  'claims.form.label.supplierIEXP': 'Perito',
  'claims.form.label.amountClaimed': 'Importo richiesto',
  'claims.form.label.amountRefunded': 'Importo liquidato',
  'claims.form.label.description': 'Note',
  'claims.form.label.reason': 'Motivo',
  /** The claim's history (DECISIONS.md "Claim lifecycle" 10): what each entry did (ours). */
  'claims.history.action.create': 'Sinistro aperto',
  'claims.history.action.update': 'Sinistro modificato',
  'claims.history.action.START_VERIFICATION': 'Verifica avviata',
  'claims.history.action.ASSESS_DAMAGE': 'Danno accertato',
  'claims.history.action.REQUEST_LIQUIDATION': 'Liquidazione richiesta',
  'claims.history.action.LIQUIDATE': 'Chiuso liquidato',
  'claims.history.action.CLOSE_NOT_LIQUIDATED': 'Chiuso non liquidato',
  'claims.history.action.REOPEN': 'Sinistro riaperto',
  /** The labels of the recorded fields that are not form fields (ours). */
  'claims.history.field.status': 'Stato',
  'claims.history.field.code': 'Codice',
  'claims.history.field.closingReason': 'Motivo della chiusura',
} as const;

/** A message of the claims area, its `{name}` placeholders filled. */
export const claimsMessage = /* @__PURE__ */ areaMessage(claimsMessages);

/** A key of the claims area's messages. */
export type ClaimsMessageKey = keyof typeof claimsMessages;
