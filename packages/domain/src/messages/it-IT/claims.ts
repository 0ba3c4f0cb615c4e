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
} as const;

/** A message of the claims area, its `{name}` placeholders filled. */
export const claimsMessage = /* @__PURE__ */ areaMessage(claimsMessages);
