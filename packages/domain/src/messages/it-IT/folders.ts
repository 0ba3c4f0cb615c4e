import { areaMessage } from '../placeholders.ts';

/** Italian strings of the folders area, worded exactly as the spec. Keys are prefixed with 'folders.'. */
export const foldersMessages = {
  /** 001 §4.7 filter options */
  'folders.filter.todo': 'Da fare',
  'folders.filter.inProgress': 'Da completare',
  'folders.filter.done': 'Completati',
  'folders.filter.all': 'Mostra tutti',
  /** The dashboard views (000 §3 "Folder counts: empty, expired, expiring"): the wording is ours. */
  'folders.view.empty': 'Da caricare',
  'folders.view.expired': 'Scadute',
  'folders.view.expiring': 'In scadenza',
  /** 000 §4 attachment-count label */
  'folders.attachments.completed': 'COMPLETATA',
  /** Not in the spec: the count shown while not every item is complete. */
  'folders.attachments.count': '{completed}/{total}',
  /** The lifecycle's actions (DECISIONS.md "Qualification folder lifecycle"): the wording is ours. */
  'folders.action.submit': 'Invia in revisione',
  'folders.action.approve': 'Approva',
  'folders.action.sendBack': 'Rimanda al fornitore',
  /** Why a step or an upload is refused: the wording is ours. */
  'folders.refusal.supplierOnly': 'Questa azione spetta al fornitore',
  'folders.refusal.organisationOnly':
    "Questa azione spetta all'organizzazione che ha richiesto la cartella",
  'folders.refusal.consultantFolder': 'Questa cartella è gestita dal consulente',
  'folders.refusal.notUploadable': 'In questa cartella i documenti li carica l’organizzazione',
  'folders.refusal.noDocuments': 'Carica almeno un documento prima di inviare la cartella',
  'folders.refusal.expiryRequired': 'Indica la data di scadenza dei documenti',
  'folders.refusal.expiryPast': 'La data di scadenza non può essere passata',
  'folders.refusal.reasonRequired': 'Indica il motivo per cui la cartella torna al fornitore',
  'folders.refusal.reasonTooLong': 'Il motivo deve avere al massimo {max} caratteri',
  'folders.refusal.notSubmitted': 'La cartella non è stata inviata in revisione',
  'folders.refusal.alreadyApproved': 'La cartella è già approvata',
  'folders.refusal.underReview': 'La cartella è già in revisione',
  'folders.refusal.underReviewUpload':
    'La cartella è in revisione: potrai caricare altri documenti se ti verrà rimandata',
  'folders.refusal.upload': 'Non puoi caricare documenti in questa cartella',
  /** The folder's history (DECISIONS.md "Qualification folder lifecycle"). */
  'folders.history.action.SUBMIT': 'Cartella inviata in revisione',
  'folders.history.action.APPROVE': 'Cartella approvata',
  'folders.history.action.SEND_BACK': 'Cartella rimandata al fornitore',
  'folders.history.field.status': 'Stato',
  'folders.history.field.expiresOn': 'Scadenza',
  'folders.history.field.validFrom': 'Valida dal',
  'folders.history.field.reason': 'Motivo',
  /** The lifecycle's dialogs and the documents' section (ours). */
  'folders.form.label.expiresOn': 'Data di scadenza',
  'folders.form.label.reason': 'Motivo',
  /** The form of a FORM folder (DECISIONS.md "Qualification folder forms"; ours). */
  'folders.formField.legalRepresentative': 'Legale rappresentante',
  'folders.formField.durcValidUntil': 'DURC regolare fino al',
  'folders.formField.insurance': 'Polizza RC (compagnia e numero)',
  'folders.formField.employeeCount': 'Numero di dipendenti',
  'folders.formField.safetyManager': 'Responsabile della sicurezza (RSPP)',
  'folders.formField.notes': 'Note',
  'folders.formField.truthfulness': 'Dichiaro che i dati indicati sono veritieri',
  'folders.formError.required': 'Compila il campo «{label}»',
  'folders.formError.date': '«{label}» deve essere una data valida',
  'folders.formError.datePast': '«{label}» non può essere una data passata',
  'folders.formError.integer': '«{label}» deve essere un numero intero da 0 a {max}',
  'folders.formError.tooLong': '«{label}» deve avere al massimo {max} caratteri',
  'folders.formError.confirmation': 'Conferma che i dati indicati sono veritieri',
  'folders.refusal.formIncomplete': 'Completa il modulo prima di inviare la cartella',
  'folders.history.field.formData': 'Modulo',
} as const;

/** A key of the folders area's messages. */
export type FoldersMessageKey = keyof typeof foldersMessages;

/** A message of the folders area, its `{name}` placeholders filled. */
export const foldersMessage = /* @__PURE__ */ areaMessage(foldersMessages);
