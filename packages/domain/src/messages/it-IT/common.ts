import { areaMessage } from '../placeholders.ts';

/** Italian strings shared by several areas, worded exactly as the spec. */
export const commonMessages = {
  /** 000 §8, 001 §8, 002 §8 */
  'common.empty': 'Nessun elemento da visualizzare',
  'common.noResults': 'Nessun risultato trovato',
  'common.noResultsHint': 'Prova a modificare i criteri di ricerca',
  /** 000 §8 Locked features / disabled modules */
  'common.featureUnavailable': 'Funzionalità non disponibile',
  'common.featureNotEnabled': 'Funzionalità non abilitata',
  /** 001 §8 success messages, 002 §8 */
  'common.saveSuccess': 'Salvataggio avvenuto con successo',
  'common.genericError': "C'é stato un errore, riprova piú tardi",
  /** Counter failure shows '-' (000 §8, 002 §8), money null shows '-' (000 §9). */
  'common.missingValue': '-',
} as const;

/** A message of the common area, its `{name}` placeholders filled. */
export const commonMessage = /* @__PURE__ */ areaMessage(commonMessages);
