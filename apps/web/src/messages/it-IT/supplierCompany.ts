/**
 * The supplier company editor (002 §2.9 "Supplier company editor with tabs Anagrafica and
 * Informazioni (cover image)"): the tabs are the spec's; the title (the avatar menu's entry, as
 * the organisation's 'La mia azienda') and the other lines are ours.
 */
export const supplierCompanyMessages = {
  'supplierCompany.title': 'La mia azienda',
  'supplierCompany.tab.registry': 'Anagrafica',
  'supplierCompany.tab.information': 'Informazioni',
  'supplierCompany.loading': 'Caricamento dei dati aziendali…',
  'supplierCompany.registry.form': 'Dati aziendali',
  'supplierCompany.registry.certified':
    'I dati aziendali sono certificati e non si possono modificare dalla piattaforma.',
  'supplierCompany.registry.own': 'Dati del fornitore',
  'supplierCompany.categories.hint':
    'Scrivi una categoria e premi Invio, oppure scegline una tra quelle proposte.',
  'supplierCompany.keywords.hint':
    'Le parole con cui gli amministratori trovano la tua azienda. Premi Invio dopo ognuna.',
  'supplierCompany.formErrors': 'Correggi i campi segnalati per poter salvare.',
  'supplierCompany.cover.title': 'Immagine di copertina',
  'supplierCompany.cover.image': 'Copertina di {name}',
  'supplierCompany.cover.empty': 'Nessuna immagine di copertina',
  'supplierCompany.cover.upload': 'Carica una nuova copertina',
  'supplierCompany.cover.hint': "Un'immagine, fino a {size} MB.",
  'supplierCompany.cover.uploading': 'Caricamento della copertina…',
  'supplierCompany.cover.saved': 'Copertina aggiornata',
  'supplierCompany.cover.loadFailed': "Non è stato possibile mostrare l'immagine di copertina.",
  'supplierCompany.history.update': 'Dati del fornitore modificati',
  'supplierCompany.history.cover': 'Immagine di copertina cambiata',
  'supplierCompany.history.other': 'Dati aziendali modificati',
} as const;
