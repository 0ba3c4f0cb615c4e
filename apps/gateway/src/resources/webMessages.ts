/**
 * Italian messages of the resources W1 added for the web app (issue #5): consultancies, planned
 * maintenances, procurements, delegated accesses and system suppliers.
 */
export const webResourceMessages = {
  /** A role whose tree has no such screen (001 §2.2–2.4). */
  roleForbidden: 'Questa sezione non è disponibile per il tuo profilo.',
  /** 002 §2.10 "procurements (only when profile_level is above 1)". */
  procurementsLevel: 'Le gare sono disponibili solo per i profili di livello superiore a 1.',
  /** 002 §2.10 "Servizi without consultancies for org_1". */
  consultanciesLevel: 'Le consulenze non sono disponibili per i profili di livello 1.',
} as const;
