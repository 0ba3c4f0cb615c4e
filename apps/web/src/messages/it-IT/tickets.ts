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
  'ticket.assign.title': 'Assegna ticket',
  'ticket.assign.employee': 'Dipendente (*)',
} as const;
