import { areaMessage } from '../placeholders.ts';

/** Italian strings of the import area, worded exactly as the spec. Keys are prefixed with 'import.'. */
export const importMessages = {
  // 002 §8 Import: row errors and the warning of an ignored row, worded as the spec.
  'import.error.connection': 'Errore di connessione al server',
  'import.error.generic': 'Errore generico del server',
  'import.warning.alreadyPresent': 'Elemento già presente in anagrafica',

  // Step titles of the wizard (002 §2.7 'model download, file upload, data check, import progress,
  // outcome'): the spec gives no Italian titles; these are ours (DECISIONS.md).
  'import.step.modelDownload': 'Scarica il modello',
  'import.step.fileUpload': 'Carica il file',
  'import.step.dataCheck': 'Verifica i dati',
  'import.step.importProgress': 'Importazione in corso',
  'import.step.outcome': 'Esito',

  // Everything below is ours, in the style of the spec (DECISIONS.md).
  /** Cell conversion errors, in the style of the validation messages. */
  'import.cell.notANumber': 'Il campo {label} deve essere un numero',
  'import.cell.notADate': 'Il campo {label} deve essere una data valida',
  /** File step (002 §5.4 'Only .xls and .xlsx are accepted'). */
  'import.file.notAccepted': 'Sono accettati solo file .xls e .xlsx',
  'import.file.empty': 'Il file non contiene righe da importare',
  'import.file.unreadable': 'Impossibile leggere il file',
  /** Row outcomes (002 §4.5 inserted, updated, ignored, error; cancelled is our CANCEL). */
  'import.status.pending': 'Da elaborare',
  'import.status.inserted': 'Inserito',
  'import.status.updated': 'Aggiornato',
  'import.status.ignored': 'Ignorato',
  'import.status.error': 'Errore',
  'import.status.cancelled': 'Non elaborato',
  /** The cancelled outcome: the rows after the stop were not imported. */
  'import.outcome.cancelled':
    'Importazione interrotta: le righe non elaborate non sono state importate',
  /** Dry run classification (ours: a check that writes nothing). */
  'import.dryRun.wouldInsert': 'Da inserire',
  'import.dryRun.wouldUpdate': 'Da aggiornare',
  'import.dryRun.wouldIgnore': 'Da ignorare',
  'import.dryRun.invalid': 'Non valido',
  'import.dryRun.error': 'Verifica non riuscita',
  /** An import batch and its undo (DECISIONS.md "Import batches and their undo"). */
  'import.batch.tooManyRows':
    'Il file contiene {rows} righe: se ne possono importare al massimo {max} alla volta',
  'import.batch.notFound': 'Importazione non trovata',
  'import.file.tooLarge':
    'Il file è troppo grande: i suoi dati superano {megabytes} MB una volta decompressi',
  'import.file.forbiddenHeader': 'Intestazione di colonna non ammessa: {header}',
  'import.undo.alreadyUndone': 'Importazione già annullata',
  'import.undo.editedSinceImport': 'Modificato dopo l’importazione',
  'import.undo.deletedSinceImport': 'Eliminato dopo l’importazione',
  /** The undo of a whole batch refused: nothing changed, every record that blocks it named. */
  'import.undo.refused':
    'Impossibile annullare l’importazione: elementi cambiati dopo l’importazione ({count}): {records}',
  /** One record that blocks the undo: its key and why. */
  'import.undo.refusedRecord': '{key}: {reason}',
  /** An existing record the sheet would not change (update-existing on). */
  'import.warning.unchanged': 'Nessun dato da aggiornare',
  /** A key of a record of the other route category (a company in an import of persons). */
  'import.warning.otherCategory': 'Elemento già presente in anagrafica in un’altra categoria',
  /** The model's file name (step 0): the registry and category in words. */
  'import.model.fileName': 'Modello importazione {subject}.xlsx',
  'import.model.subject.contacts.person': 'persone',
  'import.model.subject.contacts.client': 'aziende',
  'import.model.subject.buildings.condominium': 'condomini',
  'import.model.subject.buildings.private': 'immobili privati',
  /** The model's sheet name. */
  'import.model.sheetName': 'Dati',
} as const;

/** A message of the import area, its `{name}` placeholders filled. */
export const importMessage = /* @__PURE__ */ areaMessage(importMessages);
