import { messageLookup } from '../messageLookup.ts';

/**
 * The work-loop components: view chips, action bar, order summary, activity list, history
 * timeline, weekdays.
 */
export const workflowMessages = {
  // ViewChips (000 §4 watch views as list filters)
  'viewChips.label': 'Viste',
  'viewChips.loading': 'conteggio in caricamento',
  'viewChips.unavailable': 'conteggio non disponibile',
  'viewChips.countName': '{label}, {count}',
  // ActionBar
  'actionBar.label': 'Azioni',
  'actionBar.disabledPrefix': 'Non disponibile: ',
  // OrderSummary (002 §2.2: the heading is the spec's 'Ordine')
  'orderSummary.heading': 'Ordine',
  'orderSummary.createdAt': 'Creato il',
  'orderSummary.validTo': 'Scadenza',
  'orderSummary.relations': 'Collegamenti',
  // HistoryTimeline
  'historyTimeline.label': 'Cronologia',
  'historyTimeline.empty': 'Nessuna modifica registrata',
  'historyTimeline.change': '{label}: {from} → {to}',
  'historyTimeline.emptyValue': '-',
  // ActivityList (001 §4.2 the activities of an order)
  'activityList.label': 'Attività',
  // 001 §8 'Empty lists': the generic wording, as the other lists say it.
  'activityList.empty': 'Nessun elemento da visualizzare',
  'activityList.from': 'Inizio',
  'activityList.to': 'Fine',
  'activityList.actions': 'Azioni attività {code}',
  // WeekdayToggle (001 §9 weekday buttons)
  'weekdayToggle.label': 'Giorni della settimana',
} as const;

/** A work-loop component default, with `{name}` placeholders filled from `values`. */
export const workflowMessage = /* @__PURE__ */ messageLookup(workflowMessages);
