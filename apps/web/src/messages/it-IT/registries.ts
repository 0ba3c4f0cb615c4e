/**
 * The registries' create, edit and delete (001 §2.2–2.4): the toolbar's words are the spec's
 * (002 §2.11 SALVA, ELIMINA, NUOVO); the titles, the confirmation (worded as the spec's
 * 'Sei sicuro di voler eliminare l'evento selezionato?', 002 §2.1) and the notices are ours.
 */
export const registryMessages = {
  'registry.list.new': 'NUOVO',
  'registry.create.title.contacts.person': 'Nuova persona',
  'registry.create.title.contacts.client': 'Nuovo cliente',
  'registry.create.title.buildings.condominium': 'Nuovo condominio',
  'registry.create.title.buildings.private': 'Nuovo immobile privato',
  // Ours: the spec names the units' route ('Unità') and none of its forms.
  'registry.create.title.units': 'Nuova unità',
  'registry.create.title.employees': 'Nuovo dipendente',
  'registry.create.title.plannedMaintenances': 'Nuova manutenzione programmata',
  'registry.create.title.entitlements': 'Nuovo diritto',
  // Ours: the spec names the worker (001 §4.6 "level above worker") and no label of a level.
  'registry.employee.level.worker': 'Operaio',
  'registry.employee.level': 'Livello {level}',
  'registry.create.send': 'SALVA',
  'registry.create.sent': 'Elemento creato',
  'registry.edit.title': 'Modifica',
  'registry.edit.save': 'SALVA',
  'registry.edit.saved': 'Salvataggio avvenuto con successo',
  'registry.delete': 'ELIMINA',
  'registry.delete.confirm': "Sei sicuro di voler eliminare l'elemento selezionato?",
  'registry.deleted': 'Elemento eliminato',
  'registry.history.create': 'Creato',
  'registry.history.update': 'Modificato',
  'registry.history.delete': 'Eliminato',
} as const;
