import { areaMessage } from '../placeholders.ts';

/** Italian strings of the validation area, worded exactly as the spec. Keys are prefixed with 'validation.'. */
export const validationMessages = {
  // The shared form rules of 000 §5, worded as the spec ('Il campo X deve essere …'); `{label}` is X.
  /** 000 §5 Tax code. */
  'validation.taxCode': 'Il campo {label} deve essere un codice fiscale valido',
  /** 000 §5 Phone number. */
  'validation.phoneNumber': 'Il campo {label} deve essere un numero di telefono valido',
  /** 000 §5 Greater than zero. */
  'validation.greaterThanZero': 'Il campo {label} deve essere maggiore di zero',
  /** 000 §5 Greater or equal to zero. */
  'validation.greaterOrEqualToZero': 'Il campo {label} deve essere maggiore o uguale a zero',
  /** 000 §5 National id number (nin). */
  'validation.nin': 'Il campo {label} deve avere lunghezza 11 o 16',
  /** 000 §5 Amount. */
  'validation.amount': 'Il campo {label} deve essere un importo valido',
  /** 000 §5 Length one of two given numbers (the trailing full stop is the spec's). */
  'validation.lengthOneOf': 'Il campo {label} deve essere lungo {first} oppure {second} caratteri.',
  /** 000 §5 Value not in a list (the trailing full stop is the spec's). */
  'validation.notInList': 'Il campo {label} non è valido.',

  // Rules the spec states without wording (002 §5.5, §9): ours, in the same style (DECISIONS.md).
  'validation.required': 'Il campo {label} è obbligatorio',
  'validation.minLength': 'Il campo {label} deve avere almeno {min} caratteri',
  'validation.maxLength': 'Il campo {label} deve avere al massimo {max} caratteri',
  'validation.exactLength': 'Il campo {label} deve avere esattamente {length} caratteri',
  'validation.alphabetic': 'Il campo {label} deve contenere solo lettere',
  'validation.email': 'Il campo {label} deve essere un indirizzo email valido',
  'validation.isoDay': 'Il campo {label} deve essere una data valida',
  'validation.notBeforeStart': 'Il campo {label} non può precedere la data di inizio',

  /** 002 §5.5 Password confirmation mismatch. */
  'validation.passwordMismatch': 'Le due password non coincidono',
  /** 002 §5.5, §8 Save on an invalid form (error snack). */
  'validation.saveRefused': 'Salvataggio non consentito. Controlla i dati inseriti',

  // Field labels of the profile, password and company forms (002 §3.9, §5.5). The spec names the
  // fields, not their Italian labels: these are ours (DECISIONS.md).
  'validation.label.lastname': 'Cognome',
  'validation.label.firstname': 'Nome',
  'validation.label.street': 'Indirizzo',
  'validation.label.zip': 'CAP',
  'validation.label.city': 'Città',
  'validation.label.province': 'Provincia',
  'validation.label.country': 'Nazione',
  'validation.label.email': 'Email',
  'validation.label.landline': 'Telefono fisso',
  'validation.label.mobile': 'Cellulare',
  'validation.label.fax': 'Fax',
  'validation.label.password': 'Nuova password',
  'validation.label.passwordConfirmation': 'Conferma password',
  'validation.label.name1': 'Ragione sociale',
  'validation.label.name2': 'Ragione sociale (seguito)',
  'validation.label.vat': 'Partita IVA',
  'validation.label.nin': 'Codice fiscale',
  'validation.label.codeEInvoice': 'Codice destinatario',
  'validation.label.emailEInvoice': 'Pec',
  'validation.label.emailAccounting': 'Email amministrazione',
  'validation.label.emailPlanning': 'Email pianificazione',
  'validation.label.emailSystem': 'Email di sistema',
  'validation.label.categories': 'Categorie',
  'validation.label.keywords': 'Parole chiave',
  // The registries' form fields (001 §2.2–2.4; 002 §3.8 cards): ours, as the forms label them.
  'validation.label.name': 'Nome',
  'validation.label.url': 'Sito web',
  'validation.label.cadastralMunicipality': 'Comune catastale',
  'validation.label.isManagedExternal': 'Gestito esternamente',
  'validation.label.floor': 'Piano',
  'validation.label.staircase': 'Scala',
  'validation.label.interior': 'Interno',
  'validation.label.thousandths': 'Millesimi',
  'validation.label.level': 'Livello',

  // Field labels of the operational records (001 §3, 002 §3, §5.1 link types), for the field
  // errors the gateway answers ('Il campo Stato non è valido.'). Ours where the spec names none.
  'validation.label.object': 'Oggetto',
  'validation.label.description': 'Descrizione',
  'validation.label.status': 'Stato',
  'validation.label.priority': 'Priorità',
  'validation.label.category': 'Categoria',
  'validation.label.code': 'Codice',
  'validation.label.type': 'Tipo',
  'validation.label.title': 'Titolo',
  'validation.label.body': 'Testo',
  'validation.label.question': 'Domanda',
  'validation.label.options': 'Opzioni',
  'validation.label.validFrom': 'Data inizio',
  'validation.label.validTo': 'Data fine',
  'validation.label.startDate': 'Data inizio',
  'validation.label.endDate': 'Data fine',
  'validation.label.nextDueOn': 'Prossima scadenza',
  'validation.label.frequency': 'Frequenza',
  'validation.label.isOwner': 'Proprietario',
  'validation.label.isTennant': 'Inquilino',
  'validation.label.isCouncilor': 'Consigliere',
  'validation.label.isDoorkeeper': 'Portiere',
  'validation.label.note': 'Note',
  'validation.label.isSigned': 'Firmato',
  'validation.label.visibility': 'Visibilità',
  'validation.label.color': 'Colore',
  'validation.label.startTime': 'Inizio',
  'validation.label.endTime': 'Fine',
  'validation.label._building': 'Immobile',
  'validation.label._supplier': 'Fornitore',
  'validation.label._ticket': 'Ticket',
  'validation.label._claim': 'Sinistro',
  'validation.label._order': 'Ordine',
  'validation.label._activity': 'Attività',
  'validation.label._employee': 'Collaboratore',
  'validation.label._assignTo': 'Assegnatario',
  'validation.label._contact': 'Contatto',
  'validation.label._contactDeputy': 'Delegato',
  'validation.label._unit': 'Unità',
  'validation.label._orgEmployee': 'Referente',
  'validation.label._supplierICMP': 'Compagnia assicurativa',
  'validation.label._supplierIEXP': 'Perito',
  'validation.label.profileID': 'Profilo',
  'validation.label.notificationType': 'Tipo di notifica',
} as const;

/** A message of the validation area, its `{name}` placeholders filled. */
export const validationMessage = /* @__PURE__ */ areaMessage(validationMessages);
