/**
 * The registries' create, edit and delete (001 §2.2–2.4): the toolbar's words are the spec's
 * (002 §2.11 SALVA, ELIMINA, NUOVO); the titles, the confirmation (worded as the spec's
 * 'Sei sicuro di voler eliminare l'evento selezionato?', 002 §2.1) and the notices are ours.
 */
export const registryMessages = {
  'registry.list.new': 'NUOVO',
  'registry.create.title.contacts.person': 'Nuova persona',
  'registry.create.title.contacts.client': 'Nuovo cliente',
  'registry.create.title.buildings.condominium': 'Nuovo condominio',
  'registry.create.title.buildings.private': 'Nuovo immobile privato',
  // Ours: the spec names the units' route ('Unità') and none of its forms.
  'registry.create.title.units': 'Nuova unità',
  'registry.create.title.employees': 'Nuovo dipendente',
  'registry.create.title.plannedMaintenances': 'Nuova manutenzione programmata',
  'registry.create.title.entitlements': 'Nuovo diritto',
  // Ours: the spec names the worker (001 §4.6 "level above worker") and no label of a level.
  'registry.employee.level.worker': 'Operaio',
  'registry.employee.level': 'Livello {level}',
  'registry.create.send': 'SALVA',
  'registry.create.sent': 'Elemento creato',
  'registry.edit.title': 'Modifica',
  'registry.edit.save': 'SALVA',
  'registry.edit.saved': 'Salvataggio avvenuto con successo',
  'registry.delete': 'ELIMINA',
  'registry.delete.confirm': "Sei sicuro di voler eliminare l'elemento selezionato?",
  'registry.deleted': 'Elemento eliminato',
  'registry.history.create': 'Creato',
  'registry.history.update': 'Modificato',
  'registry.history.delete': 'Eliminato',
  // The import wizard of a registry imported as one batch (domain DECISIONS.md "The batch import
  // wizard"): the spec names the steps (002 §2.7) and the row messages (002 §8); these are ours.
  'registry.import': 'Importa',
  'registry.import.title.contacts.person': 'Importa persone',
  'registry.import.title.contacts.client': 'Importa clienti',
  'registry.import.title.buildings.condominium': 'Importa condomini',
  'registry.import.title.buildings.private': 'Importa immobili privati',
  'registry.import.model.intro':
    'Scarica il modello con le colonne attese, compilalo una riga per elemento e caricalo al passo successivo. Se hai già un file pronto, vai avanti.',
  'registry.import.model.download': 'Scarica il modello',
  'registry.import.model.failed': 'Impossibile scaricare il modello: {reason}',
  'registry.import.next': 'Avanti',
  'registry.import.updateExisting': 'Aggiorna gli elementi già presenti',
  'registry.import.updateExisting.description':
    'Una riga con la chiave di un elemento già in anagrafica lo aggiorna; se disattivato, la riga è ignorata.',
  'registry.import.file.label': 'File da importare (.xls o .xlsx)',
  'registry.import.file.description':
    'Viene letto il primo foglio: la prima riga contiene i nomi delle colonne, una riga per elemento.',
  'registry.import.file.reading': 'Lettura del file {name} in corso…',
  'registry.import.file.chosen': 'File: {name}',
  'registry.import.columns.title': 'Colonne del file',
  'registry.import.columns.header': 'Colonna',
  'registry.import.columns.field': 'Campo',
  'registry.import.columns.ignored': 'Non riconosciuta: ignorata',
  'registry.import.columns.missingKey':
    'Manca la colonna {fields}: le righe già presenti in anagrafica non potranno essere riconosciute',
  'registry.import.check.progress': 'Verifica delle righe',
  'registry.import.check.summary': 'Esito della verifica',
  'registry.import.check.refused': 'Righe che non saranno importate ({count})',
  'registry.import.check.nothingToInsert':
    'Nessuna riga da inserire: correggi il file e caricalo di nuovo',
  'registry.import.table.row': 'Riga',
  'registry.import.table.key': 'Chiave',
  'registry.import.table.reason': 'Motivo',
  'registry.import.table.status': 'Esito',
  'registry.import.confirm': 'Importa {count} righe',
  'registry.import.changeFile': 'Cambia file',
  'registry.import.retry': 'Riprova',
  'registry.import.cancel': 'Interrompi',
  'registry.import.write.progress': 'Importazione delle righe',
  'registry.import.write.cancelling': 'Interruzione dopo il gruppo di righe in corso…',
  'registry.import.outcome.inserted': 'Inserite',
  'registry.import.outcome.updated': 'Aggiornate',
  'registry.import.outcome.ignored': 'Ignorate',
  'registry.import.outcome.errors': 'Non importate',
  'registry.import.outcome.unsent': 'Non inviate',
  'registry.import.outcome.rows': 'Righe non inserite ({count})',
  'registry.import.outcome.stoppedBy': 'Importazione interrotta: {reason}',
  'registry.import.outcome.unsentReason': 'Riga non inviata: importazione interrotta',
  'registry.import.undo': 'Annulla importazione',
  'registry.import.undo.confirm':
    'Sei sicuro di voler annullare l’importazione? Gli elementi inseriti saranno eliminati e quelli aggiornati torneranno ai valori precedenti.',
  'registry.import.undo.running': 'Annullamento dell’importazione in corso',
  'registry.import.undone':
    'Importazione annullata: {deleted} elementi eliminati, {restored} riportati ai valori precedenti',
  'registry.import.again': 'Importa un altro file',
  'registry.import.close': 'Torna alla lista',
  // The registry's recent imports, each undoable (DECISIONS.md "The import model, updates and the
  // registry's imports").
  'registry.import.batches': 'Importazioni recenti',
  'registry.import.batches.caption': 'Ultime importazioni in questa anagrafica',
  'registry.import.batches.loading': 'Caricamento delle importazioni…',
  'registry.import.batches.empty': 'Nessuna importazione in questa anagrafica',
  'registry.import.batches.failed': 'Impossibile caricare le importazioni: {reason}',
  'registry.import.batches.retry': 'Riprova',
  'registry.import.batches.date': 'Data',
  'registry.import.batches.user': 'Importata da',
  'registry.import.batches.rows': 'Righe del file',
  'registry.import.batches.inserted': 'Inserite',
  'registry.import.batches.updated': 'Aggiornate',
  'registry.import.batches.state': 'Stato',
  'registry.import.batches.actions': 'Azioni',
  'registry.import.batches.active': 'Attiva',
  'registry.import.batches.undoneAt': 'Annullata il {date}',
  'registry.import.batches.unknownUser': 'Non indicato',
  'registry.import.batches.undone':
    'Importazione del {date} annullata: {deleted} elementi eliminati, {restored} riportati ai valori precedenti',
} as const;
