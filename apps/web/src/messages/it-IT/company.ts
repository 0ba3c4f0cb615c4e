/**
 * 'La mia azienda' (002 §2.9): the title and the tabs are the spec's; the note on the certified
 * data and the licence lines are ours.
 */
export const companyMessages = {
  'company.title': 'La mia azienda',
  'company.tab.registry': 'Anagrafica',
  'company.tab.licences': 'Licenze',
  'company.registry.certified':
    'I dati aziendali sono certificati e non si possono modificare dalla piattaforma.',
  'company.licences.buildings': 'Licenze immobili',
  'company.licences.buildingsUsage': '{used} utilizzate su {total}',
  'company.licences.qualifications': 'Pacchetto qualifiche fornitori',
  'company.licences.qualificationsUsage':
    '{name}: {used} utilizzate su {total}, {available} disponibili',
  'company.licences.none': 'Nessuna licenza attiva',
  'company.loading': 'Caricamento dei dati aziendali…',
} as const;
