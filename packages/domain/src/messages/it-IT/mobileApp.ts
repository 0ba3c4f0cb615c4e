import { areaMessage } from '../placeholders.ts';

/** The mobile-app dialog of 000 §2 Shell, worded exactly as the spec. */
export const mobileAppMessages = {
  'mobileApp.title': 'Informazione',
  'mobileApp.text': "Per un'esperienza migliore, usa l'applicazione del prodotto.",
  'mobileApp.dontAskAgain': 'Non chiedere più',
  'mobileApp.close': 'Chiudi',
  'mobileApp.open': 'Apri applicazione',
} as const;

/** A message of the mobileApp area, its `{name}` placeholders filled. */
export const mobileAppMessage = /* @__PURE__ */ areaMessage(mobileAppMessages);
