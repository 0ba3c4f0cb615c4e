/** The claim screens: the create and edit form, the detail's actions and their dialogs. */
export const claimMessages = {
  'claim.list.new': 'NUOVO',
  'claim.create.title': 'Nuovo sinistro',
  'claim.create.send': 'Apri sinistro',
  'claim.create.sent': 'Sinistro aperto',
  'claim.edit.title': 'Dati del sinistro',
  'claim.edit.save': 'Salva',
  'claim.edit.saved': 'Sinistro salvato',
  'claim.detail.status': 'Stato del sinistro',
  'claim.detail.actions': 'Azioni sul sinistro',
  'claim.action.stale':
    'Il sinistro è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  'claim.liquidate.title': 'Chiudi liquidato',
  'claim.closeNotLiquidated.title': 'Chiudi non liquidato',
} as const;
