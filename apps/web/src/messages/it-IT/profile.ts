/**
 * 'Il mio profilo' (002 §2.9): the title and the tabs are the spec's; the rest (buttons, the
 * Preferenze columns, the tabs' introductions) is ours. The save outcomes come from domain
 * ('Salvataggio avvenuto con successo', 'Salvataggio non consentito. Controlla i dati inseriti').
 */
export const profileMessages = {
  'profile.title': 'Il mio profilo',
  'profile.tab.registry': 'Anagrafica',
  'profile.tab.password': 'Password',
  'profile.tab.preferences': 'Preferenze',
  'profile.save': 'SALVA',
  'profile.registry.form': 'Dati anagrafici',
  'profile.password.form': 'Cambio password',
  'profile.password.saved': 'Password aggiornata',
  'profile.preferences.form': 'Notifiche',
  'profile.preferences.intro': 'Scegli quali notifiche ricevere con la campanella e via email.',
  'profile.preferences.bell': 'Campanella',
  'profile.preferences.email': 'Email',
  'profile.loading': 'Caricamento del profilo…',
  'profile.history.update': 'Dati anagrafici modificati',
  'profile.history.password': 'Password cambiata',
  'profile.history.preferences': 'Preferenze delle notifiche modificate',
  'profile.history.other': 'Profilo modificato',
  'profile.history.channel': '{channel}: {choice}',
  'profile.history.channelSeparator': ', ',
} as const;
