/**
 * The calendar screen's strings the app itself says (002 §2.1, §3, §4.3, §5.1). The rules'
 * messages (validation, confirmations, dialog titles, link labels) come from domain; the views'
 * labels from ui. The field names follow the spec's keys (Oggetto is 002 §5.1's); the others are ours.
 */
export const calendarMessages = {
  'calendar.field.object': 'Oggetto',
  'calendar.field.description': 'Descrizione',
  'calendar.field.startDate': 'Data inizio',
  'calendar.field.endDate': 'Data fine',
  'calendar.field.startTime': 'Ora inizio',
  'calendar.field.endTime': 'Ora fine',
  'calendar.field.allDay': 'Tutto il giorno',
  'calendar.field.private': 'Privato',
  'calendar.field.owner': 'Proprietario',
  'calendar.field.ownerNone': 'Io',
  'calendar.field.linkType': 'Collegamento',
  'calendar.field.linkNone': 'Nessuno',
  'calendar.field.linked': 'Collegato a',
  'calendar.field.shareWithOrg': "Condividi con l'organizzazione",
  'calendar.field.colleague': 'Collaboratore',
  'calendar.field.color': 'Colore',
  'calendar.field.createdBy': 'Creato da {name}',
  'calendar.field.ownedBy': 'Evento di {name}',
  'calendar.action.save': 'Salva',
  'calendar.action.cancel': 'Annulla',
  'calendar.action.delete': 'Elimina',
  'calendar.action.close': 'Chiudi',
  'calendar.action.undo': 'Annulla',
  'calendar.action.export': 'Esporta (.ics)',
  'calendar.action.exportView': 'Esporta la vista (.ics)',
  'calendar.colleague.addTitle': 'Aggiungi collaboratore',
  'calendar.colleague.editTitle': 'Modifica collaboratore',
  /** 000 §5's shared outcomes. */
  'calendar.saved': 'Salvataggio avvenuto con successo',
  'calendar.deleted': 'Eliminazione avvenuta con successo',
  'calendar.moved': 'Evento spostato',
  'calendar.orderPlanned': 'Ordine pianificato',
  'calendar.saveFailed': 'Salvataggio non riuscito: {reason}',
  'calendar.exportFailed': 'Esportazione non riuscita: {reason}',
  'calendar.field.status': 'Stato',
  /** A stale save (someone else saved the item meanwhile): never overwritten without asking. */
  'calendar.stale.event':
    'Nel frattempo un’altra persona ha modificato questo evento: il salvataggio non è avvenuto. I dati che hai inserito sono ancora nel modulo.',
  'calendar.stale.reminder':
    'Nel frattempo un’altra persona ha modificato questo promemoria: il salvataggio non è avvenuto. I dati che hai inserito sono ancora nel modulo.',
  'calendar.stale.order':
    'Nel frattempo un’altra persona ha modificato questo ordine: la pianificazione non è avvenuta. I dati che hai inserito sono ancora nel modulo.',
  'calendar.stale.changes': 'Ha modificato: {fields}.',
  'calendar.stale.loadTheirs': 'Carica la sua versione',
  'calendar.stale.keepMine': 'Salva i miei dati sulla nuova versione',
  'calendar.stale.loaded':
    'Ora vedi la versione salvata dall’altra persona: puoi modificarla e salvare.',
  'calendar.stale.orderLoaded':
    'Ora il modulo parte dall’ordine com’è adesso: puoi modificarlo e salvare.',
  'calendar.stale.unreadable': 'Impossibile leggere la versione attuale: {reason}',
  'calendar.readOnly': 'Solo il proprietario può modificare questo evento.',
} as const;
