/**
 * Italian defaults of the feedback components (keys prefixed by the component, camelCase). The keys
 * the groups share (`snackbar.close`, `emptyState.title`, `loadingOverlay.label`, `skeleton.label`,
 * `progressBar.label`, `stepper.label`, `toast.dismiss`…) live in `base.ts`.
 */
export const feedbackMessages = {
  // Snackbar and notification toast (002 §2.8, §4.6, §8)
  'snackbar.viewport': 'Notifiche ({hotkey})',
  'snackbar.announcePrefix': 'Notifica',
  // Empty states by prop (000 §2, §8; 002 §8)
  'emptyState.noActivities': 'Nessuna attività pianificata',
  'emptyState.noEvents': 'Nessun evento da visualizzare',
  'emptyState.noWidgets': 'Nessun widget disponibile',
  'emptyState.noPreview': 'Anteprima non disponibile',
  // Stepper (000 §2, 002 §2.7)
  'stepper.completed': 'completato',
  // Progress bar (002 §5.7, §9)
  'progressBar.value': '{value}%',
} as const;
