/**
 * Italian defaults of the chat panel and the chat list (002 §2.6, §4.4, §5.3, §8). Strings the
 * spec words are copied exactly; the rest are ours, as a mature chat words them.
 */
export const chatMessages = {
  // ChatPanel header (002 §2.6 "a header with a back button, title and info button").
  'chat.back': 'Indietro',
  'chat.info': 'Informazioni sulla chat',
  'chat.participants': 'Partecipanti',
  'chat.noParticipants': 'Nessun partecipante',
  // The message list (002 §4.4 states).
  'chat.messages': 'Messaggi',
  'chat.noMessages': 'Nessun messaggio',
  'chat.loading': 'Caricamento dei messaggi…',
  'chat.loadingOlder': 'Caricamento dei messaggi precedenti…',
  'chat.you': 'Tu',
  'chat.unknownUser': 'Utente',
  'chat.unreadOne': '1 nuovo messaggio',
  'chat.unreadMany': '{count} nuovi messaggi',
  'chat.attachment': 'Allegato: {name}',
  // The send box (002 §5.3).
  'chat.messageField': 'Messaggio',
  'chat.placeholder': 'Scrivi un messaggio',
  'chat.keyboardHint': 'Invio per inviare, Ctrl+Invio per andare a capo',
  'chat.send': 'Invia',
  'chat.attach': 'Allega file',
  // A file refused before it is sent: its name and domain's reason (type or size).
  'chat.attachmentRefused': '{name}: {reason}',
  'chat.pendingFiles': 'File da inviare',
  'chat.removeFile': 'Rimuovi {name}',
  'chat.uploading': 'Caricamento di {name}',
  'chat.download': 'Scarica',
  'chat.imageLoading': 'Anteprima di {name} in caricamento',
  // 002 §8 'Non è possibile inviare nuovi messaggi.': the default placeholder when sending is disabled.
  'chat.sendingDisabled': 'Non è possibile inviare nuovi messaggi.',
  // ChatList
  'chat.list': 'Chat',
  'chat.noChats': 'Nessuna chat',
  'chat.untitled': 'Chat senza titolo',
  'chat.listUnread': '{count} non letti',
  'chat.closed': 'Chiusa',
} as const;

export type ChatMessageKey = keyof typeof chatMessages;
