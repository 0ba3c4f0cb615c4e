/** The chats page's own strings (002 §2.6); the panel's labels are ui's, the rules' domain's. */
export const chatScreenMessages = {
  'chats.title': 'Chat',
  'chats.loading': 'Caricamento delle chat…',
  'chats.error': 'Impossibile caricare le chat',
  'chats.retry': 'Riprova',
  'chats.empty': 'Nessuna chat',
  'chats.choose': 'Seleziona una chat',
  'chats.chooseHint': 'Scegli una chat dall’elenco per leggerne i messaggi.',
  'chats.untitled': 'Chat {id}',
  // A record detail whose record has no chat the user belongs to (wording ours).
  'chats.recordNone': 'Nessuna chat per questo elemento',
} as const;
