/** The Italian strings of the public building page (000 §2 Route forms; 001 §2.5). */
export const publicPageMessages = {
  administrator: 'Amministrazione',
  address: 'Indirizzo',
  phone: 'Telefono',
  email: 'E-mail',
  doorkeeper: 'Portineria',
  doorkeeperHours: 'Orari del portiere',
  notices: 'Avvisi',
  noNotices: 'Nessun avviso in corso.',
  publishedOn: (date: string) => `Pubblicato il ${date}`,
  validUntil: (date: string) => `Valido fino al ${date}`,
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'Questo immobile non ha una pagina pubblica, oppure l’indirizzo non è corretto.',
  description: (name: string, address: string) =>
    `${name}, ${address}: amministrazione, contatti, orari del portiere e avvisi dell’immobile.`,
} as const;
