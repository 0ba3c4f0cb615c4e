/** The qualification folder screens: the detail's actions, documents and dialogs (ours). */
export const folderMessages = {
  // The list's filters by state (001 §4.7): the group's name; the filters' labels are domain's.
  'folder.list.filters': 'Filtra per stato',
  'folder.detail.actions': 'Azioni sulla cartella',
  'folder.action.stale':
    'La cartella è stata modificata da un altro utente: ora vedi la versione aggiornata.',
  'folder.submit.title': 'Invia in revisione',
  'folder.sendBack.title': 'Rimanda al fornitore',
  'folder.documents.title': 'Documenti della cartella',
  'folder.documents.empty': 'Nessun documento caricato',
  'folder.documents.upload': 'Carica documenti',
  'folder.documents.uploading': 'Caricamento di {name}: {percent}%',
  'folder.supplier.title': 'Cartelle di qualifica',
  'folder.supplier.empty': 'Nessuna cartella richiesta a questo fornitore',
  /** A FORM folder's form (domain DECISIONS.md "Qualification folder forms"; ours). */
  'folder.form.title': 'Modulo della cartella',
  'folder.form.notSent': 'Il fornitore non ha ancora inviato il modulo',
  'folder.form.yes': 'Sì',
  'folder.form.saveDraft': 'Salva bozza',
  'folder.form.draftSaved': 'Bozza salvata su questo dispositivo',
  'folder.form.sent': 'Modulo inviato in revisione',
} as const;
