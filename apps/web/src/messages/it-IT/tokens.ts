/** The billing token screens: the detail's status, its actions and the reason dialog. */
export const tokenMessages = {
  'token.detail.status': 'Stato del gettone',
  'token.detail.actions': 'Azioni sul gettone',
  'token.detail.activities': 'Attività collegate',
  'token.action.stale':
    'Il gettone è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  'token.markNotInvoiced.title': 'Riporta a da fatturare',
} as const;
