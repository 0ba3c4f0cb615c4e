/**
 * The Italian messages of the query engine and of the resource layer (the query area of the gateway's
 * messages; the shared ones live in ../messages.ts).
 */
/** A name as the client wrote it, shortened when long (the message echoes what it refers to). */
function quote(name: string): string {
  return `«${name.length > 80 ? `${name.slice(0, 80)}…` : name}»`;
}

export const queryMessages = {
  bodyNotObject: 'Il corpo della richiesta deve essere un oggetto JSON.',
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  notPlainObject: (where: string) => `${quote(where)} deve essere un oggetto semplice.`,
  forbiddenKey: (key: string) => `La chiave ${quote(key)} non è ammessa.`,
  unknownKey: (key: string) => `Parametro sconosciuto: ${quote(key)}.`,
  unknownField: (field: string) => `Campo sconosciuto: ${quote(field)}.`,
  notFilterable: (field: string) => `Il campo ${quote(field)} non può essere usato come filtro.`,
  notSortable: (field: string) =>
    `Il campo ${quote(field)} non può essere usato per l'ordinamento.`,
  unknownAssociation: (name: string) => `Associazione sconosciuta: ${quote(name)}.`,
  unknownOperator: (operator: string, field: string) =>
    `Operatore ${quote(operator)} non ammesso sul campo ${quote(field)}.`,
  wrongType: (field: string, expected: string) =>
    `Valore non valido per il campo ${quote(field)}: è atteso ${expected}.`,
  logicalNotList: (operator: string) => `${quote(operator)} richiede un elenco di condizioni.`,
  listExpected: (operator: string, field: string) =>
    `L'operatore ${quote(operator)} sul campo ${quote(field)} richiede un elenco di valori.`,
  tooDeep: (limit: number) =>
    `Condizioni annidate troppo in profondità (al massimo ${limit} livelli).`,
  tooManyConditions: (limit: number) => `Troppe condizioni (al massimo ${limit}).`,
  tooManyItems: (limit: number) => `Elenco troppo lungo (al massimo ${limit} elementi).`,
  tooManyValues: (limit: number) => `Troppi valori nella richiesta (al massimo ${limit}).`,
  tooManyIncludes: (limit: number) => `Troppe associazioni incluse (al massimo ${limit}).`,
  limitInvalid: (max: number) => `«limit» deve essere un intero tra 0 e ${max}.`,
  offsetInvalid: '«offset» deve essere un intero non negativo.',
  orderInvalid: '«order» deve essere un elenco di coppie [campo, "ASC" | "DESC"].',
  orderOnList: (name: string) =>
    `Non si può ordinare per un campo dell'associazione multipla ${quote(name)}.`,
  attributesInvalid: '«attributes» deve essere un elenco di nomi di campo.',
  includeInvalid: '«include» deve essere un elenco di associazioni.',
  fullTextInvalid: '«full_text» deve essere un testo di al massimo 200 caratteri.',
  fullTextUnavailable: 'La ricerca testuale non è disponibile per questo elenco.',
  invalidValue: 'La richiesta contiene un valore che non è un valore JSON ammesso.',
  textTooLong: (limit: number) => `Testo troppo lungo (al massimo ${limit} caratteri).`,
  nulCharacter: 'I testi non possono contenere il carattere NUL.',
  likeTrailingEscape: (field: string) =>
    `Il modello di ricerca del campo ${quote(field)} non può terminare con «\\».`,
  jsonNotComparable: (field: string) =>
    `Il campo ${quote(field)} si può confrontare solo con null.`,

  typeInteger: 'un numero intero',
  typeNumber: 'un numero',
  typeText: 'un testo',
  typeBoolean: 'vero o falso',
  typeTimestamp: 'una data e ora ISO 8601',
  typeDate: 'una data (AAAA-MM-GG)',
  typeJson: 'un valore JSON',

  // Resource layer (../layer).
  fieldNotWritable: 'Campo non modificabile.',
  fieldRequired: 'Campo obbligatorio.',
  fieldReference: 'Il valore fa riferimento a un elemento inesistente.',
  linkUnavailable: (label: string) =>
    `Il campo ${label} indica un elemento che non esiste o che il tuo profilo non può vedere.`,
  duplicate: 'Esiste già un elemento con questi dati.',
  inUse: "L'elemento è in uso e non può essere eliminato.",
} as const;
