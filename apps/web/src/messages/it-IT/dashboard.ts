/** The role dashboards' and the dashboard settings' strings the app itself says. */
export const dashboardMessages = {
  /** The SYS dashboard, which the spec does not describe beyond its route (000 §2). */
  'dashboard.text': 'Benvenuto nella dashboard di {company}.',
  // The wizard's step names (000 §2 names step 2 'Anteprima' only; the other two are ours).
  'dashboard.settings.step.layout': 'Layout',
  'dashboard.settings.step.components': 'Componenti',
  'dashboard.settings.saved': 'Dashboard salvata',
  /** The quotes list's progress bar (002 §5.7): received of requested. */
  'dashboard.quotes.progress': '{submit} preventivi ricevuti su {requests} richiesti',
  /** The add button of the tickets list (000 §6: not for level 1). */
  'dashboard.tickets.new': 'Nuovo ticket',
  /** The daily events' new-event button (001 §2.7 names the action, not its wording). */
  'dashboard.events.new': 'Nuovo evento',
  /** The next page of the unread correspondence (001 §7 offset_key paging). */
  'dashboard.correspondence.more': 'Carica altri',
  'dashboard.reload': 'Ricarica',
  /** The SPL to-do shortcut (000 §2): the reminders of the calendar (002 §2.1 openSidebar). */
  'dashboard.todo': 'Cose da fare',
  /** The SPL app banner (000 §2 names it only): ours. */
  'dashboard.banner.text':
    "Gestisci ordini, attività e interventi anche in cantiere con l'app di Portineria.",
  'dashboard.banner.action': "Scarica l'app",
} as const;
