import { messageLookup } from '../messageLookup.ts';

/** Italian defaults of the feedback components (keys prefixed by the component, camelCase). */
export const feedbackMessages = {
  // Empty states (000 §8, 002 §8)
  'emptyState.title': 'Nessun elemento da visualizzare',
  'emptyState.noResults': 'Nessun risultato trovato',
  'emptyState.noResultsHint': 'Prova a modificare i criteri di ricerca',
  // Empty states by prop (000 §2, §8; 002 §8)
  'emptyState.noActivities': 'Nessuna attività pianificata',
  'emptyState.noEvents': 'Nessun evento da visualizzare',
  'emptyState.noWidgets': 'Nessun widget disponibile',
  'emptyState.noPreview': 'Anteprima non disponibile',
  // Snackbar and notification toast (002 §2.8, §4.6, §8)
  'snackbar.close': 'Chiudi',
  'snackbar.viewport': 'Notifiche ({hotkey})',
  'snackbar.announcePrefix': 'Notifica',
  'toast.dismiss': 'Chiudi notifica',
  // Loading (000 §8)
  'loadingOverlay.label': 'Caricamento in corso',
  'skeleton.label': 'Caricamento in corso',
  // Stepper (000 §2, 002 §2.7)
  'stepper.label': 'Passaggi',
  'stepper.completed': 'completato',
  // Progress bar (002 §5.7, §9)
  'progressBar.label': 'Avanzamento',
  'progressBar.value': '{value}%',
} as const;

/** A feedback default, with `{name}` placeholders filled from `values`. */
export const feedbackMessage = /* @__PURE__ */ messageLookup(feedbackMessages);
