/**
 * The Italian messages of the chat adapters (the chat's section of the api-client messages;
 * the package's shared file is ../messages.ts).
 */
export const chatClientMessages = {
  permissionDenied: 'Non hai più accesso a questa chat',
  unavailable: 'Chat non raggiungibile, nuovo tentativo in corso.',
  attachmentRefused: 'Questo tipo di file non è ammesso.',
  attachmentFailed: "Caricamento dell'allegato non riuscito.",
  readFailed: 'Errore di lettura, riprovare più tardi',
  sendFailed: 'Invio del messaggio non riuscito.',
  noWebSocket: 'Questo ambiente non supporta le connessioni WebSocket.',
  firebaseNotConfigured: 'La configurazione del database in tempo reale è incompleta.',
  closed: 'La chat è stata chiusa.',
} as const;
