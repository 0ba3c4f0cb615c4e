/**
 * The Italian messages of the api-client: one flat key → string map. The errors the client makes
 * carry these as their `message` when the server gave none (a timeout, a dropped connection, a
 * body that is not JSON); an `ApiError` keeps the server's own Italian message.
 */
export const apiClientMessages = {
  'apiClient.error.http': 'Errore HTTP {status}: la richiesta non è andata a buon fine.',
  'apiClient.error.timeout': 'Il server non ha risposto entro {seconds} secondi.',
  'apiClient.error.network': 'Connessione al server non riuscita. Controlla la rete e riprova.',
  'apiClient.error.format': 'La risposta del server non è nel formato atteso.',
  'apiClient.error.apiFallback': 'Si è verificato un errore, riprova più tardi.',
  'apiClient.error.activeUserMissing':
    "Il criterio usa '@activeUser' ma l'utente attivo non è noto.",
} as const;

/** A key of {@link apiClientMessages}. */
export type ApiClientMessageKey = keyof typeof apiClientMessages;

/** The message for a key, with `{name}` placeholders filled from `values`. */
export function apiClientMessage(
  key: ApiClientMessageKey,
  values: Record<string, string | number> = {},
): string {
  return apiClientMessages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
