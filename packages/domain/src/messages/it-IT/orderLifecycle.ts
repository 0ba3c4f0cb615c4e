import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of the order and activity lifecycles, the order form and stale writes
 * (DECISIONS.md "Order lifecycle"). The spec names the states and flags, not the buttons nor the
 * refusals: these are ours unless a comment quotes the spec. Keys are prefixed with their area
 * ('orders.', 'activities.', 'records.').
 */
export const orderLifecycleMessages = {
  /** Order action buttons: what each one does. 'Chiusura forzata' is the spec's (002 §4.1). */
  'orders.action.send': 'Invia al fornitore',
  'orders.action.edit': 'Modifica',
  'orders.action.delete': 'Elimina bozza',
  'orders.action.addActivities': 'Aggiungi attività',
  'orders.action.markRead': 'Segna come letto',
  'orders.action.accept': 'Accetta',
  'orders.action.reject': 'Rifiuta',
  'orders.action.plan': 'Pianifica',
  'orders.action.replan': 'Modifica pianificazione',
  'orders.action.askPrice': 'Indica il prezzo',
  'orders.action.changePrice': 'Modifica il prezzo',
  'orders.action.suspend': 'Sospendi',
  'orders.action.resume': 'Riprendi',
  'orders.action.close': 'Chiudi ordine',
  'orders.action.forceClose': 'Chiusura forzata',
  'orders.action.validate': 'Valida',
  'orders.action.sendBack': 'Rimanda al fornitore',

  /** Confirmations, in the style of 001 §5 (the space before '?' and SI / NO are the spec's). */
  'orders.confirm.delete': "Sei sicuro di voler cancellare l'ordine ?",
  'orders.confirm.reject': "Rifiutando l'ordine non potrai più lavorarci.",
  'orders.confirm.forceClose':
    "Chiudendo forzatamente l'ordine il fornitore non potrà più lavorarci.",
  'orders.confirm.validate': "Validando l'ordine accetti il prezzo richiesto di {amount}.",
  'orders.confirm.sendBack': "L'ordine torna aperto al fornitore e il prezzo richiesto è scartato.",
  'orders.confirm.yes': 'SI',
  'orders.confirm.no': 'NO',
  'orders.confirm.continue': 'CONTINUA',
  'orders.confirm.cancel': 'ANNULLA',

  /** Who may act. */
  'orders.refusal.organisationOnly': "Questa azione spetta all'amministratore dell'ordine",
  'orders.refusal.supplierOnly': "Questa azione spetta al fornitore dell'ordine",
  'orders.refusal.organisationOrSupplierOnly':
    "Questa azione spetta all'amministratore o al fornitore dell'ordine",
  /** The order's state. */
  'orders.refusal.draft': "L'ordine non è ancora stato inviato al fornitore",
  'orders.refusal.open': "L'ordine è aperto",
  'orders.refusal.awaitingValidation': "L'ordine è chiuso ed è in attesa di validazione",
  'orders.refusal.closed': "L'ordine è chiuso",
  /** Adding files to an order (DECISIONS.md "Order files", ours). */
  'orders.refusal.attachmentNotAllowed': 'Non puoi aggiungere file a questo ordine',
  'orders.refusal.attachmentOnClosed': "L'ordine è chiuso: non si possono più aggiungere file",
  'orders.refusal.alreadySent': "L'ordine è già stato inviato",
  'orders.refusal.deleteDraftOnly': 'Si può eliminare solo un ordine in bozza',
  'orders.refusal.notAwaitingValidation': "L'ordine non è in attesa di validazione",
  /** The order's flags. */
  'orders.refusal.suspended': "L'esecuzione dell'ordine è sospesa dall'amministratore",
  'orders.refusal.notSuspended': "L'ordine non è sospeso",
  'orders.refusal.alreadyAccepted': "L'ordine è già stato accettato",
  'orders.refusal.notAccepted': "Accetta l'ordine prima di pianificarlo",
  'orders.refusal.rejected': "L'ordine è stato rifiutato dal fornitore",
  'orders.refusal.planningWindowClosed': "L'ordine è scaduto: non si può più pianificare",
  'orders.refusal.activitiesNotFinished': 'Alcune attività sono ancora da fare o in lavorazione',
  'orders.refusal.supplierChangeAfterWork':
    "Il fornitore non si può cambiare: il lavoro sull'ordine è già iniziato",
  'orders.refusal.buildingLocked': "L'immobile non si può cambiare dopo l'invio dell'ordine",
  'orders.refusal.categoryLocked': "La categoria non si può cambiare dopo la creazione dell'ordine",
  'orders.refusal.fieldNotEditable': 'Il campo {label} non si può modificare',
  'orders.refusal.priceFromSupplierOnly': 'Il prezzo richiesto lo indica il fornitore',

  /** The plan date field, which the calendar's 'Pianifica ordine' mode reuses. */
  'orders.plan.dateLabel': 'Data di fine prevista (*)',
  'orders.plan.dateRequired': 'La data di fine prevista è obbligatoria',
  'orders.plan.dateBeforeToday': 'La data di fine prevista non può essere precedente a oggi',
  'orders.plan.dateAfterOrderEnd':
    "La data di fine prevista non può essere successiva alla scadenza dell'ordine",
  /** The asked price field (002 §3.4 askedPrice). */
  'orders.price.label': 'Prezzo richiesto',

  /** Order form labels, as the gateway's field errors name the same fields. */
  'orders.form.label.category': 'Categoria',
  'orders.form.label.object': 'Oggetto',
  'orders.form.label.description': 'Descrizione',
  'orders.form.label.building': 'Immobile',
  'orders.form.label.supplier': 'Fornitore',
  'orders.form.label.employee': 'Collaboratore',
  'orders.form.label.dateOrder': 'Data ordine',
  'orders.form.label.validFrom': 'Data inizio',
  'orders.form.label.validTo': 'Data fine',
  'orders.form.label.priority': 'Priorità',
  'orders.form.label.notifyDoorkeeper': 'Avvisa il portiere',
  /** Priority values: 2 is 'Urgente' (002 §4.6). */
  'orders.form.priority.normal': 'Normale',
  'orders.form.priority.urgent': 'Urgente',
  /** Categories: ODS and ODP, the second named 'Ordine ripetuto' as in 002 §3.1. */
  'orders.form.category.ods': 'Ordine di servizio',
  'orders.form.category.odp': 'Ordine ripetuto',
  /** Order form errors, in the style of 000 §5 ('Il campo X …'). */
  'orders.form.invalidDate': 'Il campo {label} deve essere una data valida',
  'orders.form.validToBeforeActivities':
    'La data di fine non può essere precedente alla fine delle attività ancora da completare',
  'orders.form.dateOrderAfterEnd':
    "La data dell'ordine non può essere successiva alla data di fine",

  /** Activity action buttons (001 §4.2). */
  'activities.action.edit': 'Modifica',
  'activities.action.delete': 'Elimina',
  'activities.action.reject': 'Rifiuta attività',
  'activities.action.registerTask': 'Registra intervento',
  'activities.action.completeQuickly': 'Chiudi attività',
  'activities.confirm.reject': "Rifiutando l'attività il fornitore non potrà più eseguirla.",
  /** Why an activity action is refused. */
  'activities.refusal.editTodoOnly': 'Si possono modificare solo le attività da fare',
  'activities.refusal.rejectTodoOnly': 'Si possono rifiutare solo le attività da fare',
  'activities.refusal.done': "L'attività è già completata",
  'activities.refusal.rejected': "L'attività è stata annullata dall'amministratore",
  'activities.refusal.deleteDraftOnly':
    "Le attività si possono cancellare solo mentre l'ordine è in bozza",
  'activities.refusal.rejectOpenOnly':
    "Le attività si possono rifiutare solo quando l'ordine è aperto",
  'activities.refusal.editDraftOrOpenOnly':
    "Date e note si modificano solo quando l'ordine è in bozza o aperto",
  'activities.refusal.workOpenOnly': "Si lavora sulle attività solo quando l'ordine è aperto",
  /** Task fields (001 §3 Task: status, isSigned). */
  'activities.task.label.status': 'Stato',
  'activities.task.label.isSigned': 'Firmato',
  /** The task form (/SPL/OPR/tasks/new/{activityId}); its statuses follow the stored values. */
  'activities.task.label.executedAt': 'Data intervento',
  'activities.task.label.employee': 'Dipendente',
  'activities.task.label.description': 'Descrizione',
  'activities.task.status.inProgress': 'In corso',
  'activities.task.status.done': 'Eseguito',
  'activities.task.status.doneClosing': "Eseguito, chiude l'attività",
  'activities.task.executedAtInFuture': "La data dell'intervento non può essere successiva a oggi",
  'activities.task.closingNeedsSignature':
    "Per chiudere l'attività l'intervento deve essere firmato",
  /** Activity edit fields beyond the dates (001 §3 note, noteOrg). */
  'activities.edit.label.note': 'Note',
  'activities.edit.label.noteOrg': 'Note interne',

  /**
   * The labels of the fields an order, activity or task history records (DECISIONS.md "Order
   * lifecycle", history). The flags take the wording of their chips (002 §4.1) where one exists.
   */
  'records.field.status': 'Stato',
  'records.field.code': 'Codice',
  'records.field.isRead': 'Letto',
  'records.field.isAccepted': 'Accettato',
  'records.field.isPlanned': 'Pianificato',
  'records.field.estimatedJobEndDate': 'Fine lavori prevista',
  'records.field.isPending': 'Attività in corso',
  'records.field.isSuspended': 'Esecuzione attività sospesa',
  'records.field.isPartial': 'Attività rifiutate',
  'records.field.isRejected': 'Rifiutato',
  'records.field.isForcedClose': 'Chiusura forzata',
  'records.field.amount': 'Importo',
  'records.field.noteOrg': 'Note interne',
  'records.field.noteSpl': 'Note del fornitore',
  'records.field.note': 'Note',
  'records.field.ticket': 'Ticket',
  /** The quote request an order was created from (DECISIONS.md "Quote lifecycle" 6, ours). */
  'records.field.quote': 'Richiesta di preventivo',
  'records.field.closingDate': 'Data di chiusura',
  'records.field.managedFromOrg': "Annullata dall'amministratore",
  'records.field.activity': 'Attività',
  'records.field.executedAt': 'Eseguito il',
  /** A file added to the order, and the files a ticket's conversion copied (DECISIONS.md "Order files"). */
  'records.field.file': 'File',
  'records.field.files': 'File copiati',

  /** The orders lists: sorting and advanced filters (kept in the address). */
  'orders.list.sort.newest': 'Più recenti',
  'orders.list.filter.priority': 'Priorità',
  'orders.list.filter.validToFrom': 'Data fine dal',
  'orders.list.filter.validToTo': 'Data fine al',

  /** A stale save (someone else changed the record meanwhile). */
  'records.staleWrite':
    'Il record è stato modificato da un altro utente. Ricarica per vedere la versione aggiornata: i dati che hai inserito sono ancora nel modulo.',
} as const;

/** A message of the order and activity lifecycles, its `{name}` placeholders filled. */
export const orderLifecycleMessage = /* @__PURE__ */ areaMessage(orderLifecycleMessages);

/** A key of the lifecycle messages. */
export type OrderLifecycleMessageKey = keyof typeof orderLifecycleMessages;
