/** The ticket screens: the new-ticket form, the detail's actions and the assignment dialog. */
export const ticketMessages = {
  'ticket.list.new': 'NUOVO',
  'ticket.create.title': 'Nuovo ticket',
  'ticket.create.send': 'Invia ticket',
  'ticket.create.sent': 'Ticket inviato',
  'ticket.create.visibilityPlaceholder': 'Nessuna',
  'ticket.detail.status': 'Stato del ticket',
  'ticket.detail.actions': 'Azioni sul ticket',
  /** The orders made from the ticket ('Crea ordine'; ours). */
  'ticket.detail.orders': 'Ordini collegati',
  'ticket.action.stale':
    'Il ticket è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  /** The ticket's photos and files (002 §5.3; DECISIONS.md "Ticket lifecycle" 10; ours). */
  'ticket.files.title': 'Foto e file',
  'ticket.files.empty': 'Nessun file allegato',
  'ticket.files.add': 'Aggiungi foto e file',
  'ticket.files.stored': 'File del ticket',
  'ticket.files.uploading': 'Caricamento di {name}',
  /** Where a file added after 'Crea ordine' also goes (DECISIONS.md "Order files" 4; ours). */
  'ticket.files.alsoToOrders':
    'I file aggiunti ora vanno anche negli ordini aperti creati da questo ticket.',
  'ticket.assign.title': 'Assegna ticket',
  'ticket.assign.employee': 'Dipendente (*)',
} as const;
