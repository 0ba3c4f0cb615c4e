import { messageLookup } from '../messageLookup.ts';

/** Italian defaults of the pickers components (keys prefixed by the component, camelCase). */
export const pickersMessages = {
  // The spec's picker strings (002 §5.2, §8), shared by every picker.
  'picker.placeholder': 'Inizia a digitare per una ricerca più accurata',
  'picker.noResults': 'Nessun risultato trovato',
  'picker.minChars': 'Digita i primi {count} caratteri per ottenere dei risultati',
  'picker.noDescription': 'Nessuna descrizione disponibile',
  'picker.noSubtext': 'Nessuna informazione aggiuntiva',
  'picker.loading': 'Ricerca in corso…',
  'picker.remove': 'Rimuovi {label}',
  'picker.confirm': 'Conferma',
  'picker.cancel': 'Annulla',
  /** Search failure: 002 §8 says server errors of the pickers are not shown; wording ours. */
  'searchPicker.error': 'Impossibile completare la ricerca',
  'searchPicker.retry': 'Riprova',
  /** Accessible name of the button that opens the results. */
  'searchPicker.showResults': 'Mostra i risultati',
  /** Accessible name of the list of selected items (multiple selection). */
  'searchPicker.selection': 'Elementi selezionati',
  /** Announced when a selected item is no longer found and leaves the selection (002 §5.2). */
  'searchPicker.removed': 'Non più disponibile, rimosso dalla selezione: {labels}',
} as const;

/** A pickers default, with `{name}` placeholders filled from `values`. */
export const pickersMessage = /* @__PURE__ */ messageLookup(pickersMessages);
