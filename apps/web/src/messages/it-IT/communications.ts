/** The communications screens: the notice form and the notice's actions (DECISIONS.md "Notices"). */
export const communicationMessages = {
  'notice.list.new': 'NUOVO',
  'notice.create.title': 'Nuovo avviso',
  'notice.create.send': 'Pubblica avviso',
  'notice.create.sent': 'Avviso pubblicato',
  'notice.detail.actions': 'Azioni sull’avviso',
  'notice.action.stale':
    'L’avviso è stato modificato da un altro utente: ora vedi la versione aggiornata.',
} as const;
