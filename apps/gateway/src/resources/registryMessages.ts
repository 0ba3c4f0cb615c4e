/**
 * The Italian messages of the registry resources (H4's section of the gateway's messages; the
 * shared ones live in ../messages.ts).
 */
export const registryMessages = {
  buildingNotFound: 'Immobile non trovato.',
  organizationNotFound: 'Organizzazione non trovata.',
  organizationReadOnly: 'I dati aziendali certificati non sono modificabili.',
  supplierNotFound: 'Fornitore non trovato.',
  contactNotFound: 'Contatto non trovato.',
  employeeNotFound: 'Dipendente non trovato.',
  folderNotFound: 'Cartella non trovata.',
  profileNotFound: 'Profilo non trovato.',
  helperNotFound: 'Helper non disponibile per questa sezione',
  unitNotFound: 'Unità non trovata.',
  onlyOrganizations: 'Questa funzione è riservata ai profili delle organizzazioni.',
  onlySuppliers: 'Questa funzione è riservata ai profili dei fornitori.',
  onlyOwnProfile: 'Puoi consultare e modificare solo il tuo profilo.',
  wrongProfileEndpoint: 'Questo indirizzo non corrisponde al tipo del tuo profilo.',
  licencesLevel: 'Le licenze sono visibili solo al livello Direzione.',
  supplierSaveLevel: 'Il salvataggio dei dati aziendali richiede il livello Direzione.',
  folderQualifications:
    'Le qualifiche del fornitore non corrispondono a quelle richieste da questa cartella.',
  expandUnknown: (value: string) => `Espansione sconosciuta: «${value}».`,
  filtersInvalid: 'I filtri delle cartelle non sono validi.',
  fieldReadOnly: 'Campo in sola lettura.',
  fieldRequired: 'Campo obbligatorio.',
  buildingUnknown: "L'immobile indicato non esiste o non appartiene alla tua organizzazione.",
  contactUnknown: 'Il contatto indicato non esiste o non appartiene alla tua organizzazione.',
  unitUnknown: "L'unità indicata non appartiene all'immobile.",
  parentBuildingUnknown:
    "L'immobile principale indicato non esiste o non appartiene alla tua organizzazione.",
  tagsInvalid: 'I tag devono essere un elenco di testi.',
  statusInvalid: 'Lo stato deve essere «enabled» o «disabled».',
} as const;
