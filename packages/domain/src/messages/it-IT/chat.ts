import { areaMessage } from '../placeholders.ts';

/** Italian strings of the chat area, worded exactly as the spec. Keys are prefixed with 'chat.'. */
export const chatMessages = {
  /** 002 §8 Chat */
  'chat.error.startFailed': 'Si è verificato un errore, riprovare più tardi',
  'chat.error.lostAccess': 'Non hai più accesso a questa chat',
  'chat.error.read': 'Errore di lettura, riprovare più tardi',
  /** The close button of the read-error snackbar (002 §8). */
  'chat.error.close': 'Chiudi',
  'chat.sendingDisabled': 'Non è possibile inviare nuovi messaggi.',
  'chat.formerMember': 'Questo utente non appartiene più alla chat',
  'chat.linkUnavailable': 'Link non disponibile',
  /** Top-bar chat button tooltips (002 §2.11) */
  'chat.button.residents': 'Chat tra condòmini',
  'chat.button.company': 'Chat aziendale',
  /** A refused upload (002 §5.3 "Attachments are restricted by a set of MIME types"). */
  'chat.upload.typeRefused': 'Questo tipo di file non è ammesso.',
  'chat.upload.tooLarge': 'Il file supera la dimensione massima di {megabytes} MB.',
  'chat.upload.contentMismatch':
    'Il contenuto del file non corrisponde al suo tipo: il file non è stato caricato.',
} as const;

/** A message of the chat area, its `{name}` placeholders filled. */
export const chatMessage = /* @__PURE__ */ areaMessage(chatMessages);
