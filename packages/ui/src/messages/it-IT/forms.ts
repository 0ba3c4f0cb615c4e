import { messageLookup } from '../messageLookup.ts';

/**
 * Italian defaults of the forms components (keys prefixed by the component, camelCase). The
 * colour swatches' `colorSwatch.label` lives in `base.ts`.
 */
export const formsMessages = {
  'textField.counter': '{count}/{max}',
  'dateField.placeholder': 'GG/MM/AAAA',
  'dateField.monthPlaceholder': 'MM/AAAA',
  'timeField.placeholder': 'HH:mm',
  'tagInput.remove': 'Rimuovi {tag}',
  'fileDropzone.prompt': 'Trascina qui i file oppure',
  'fileDropzone.browse': 'scegli dal computer',
  'fileDropzone.rejected': 'Tipo di file non consentito: {name}',
  'fileDropzone.refusedWithReason': '{name}: {reason}',
  'fileDropzone.remove': 'Rimuovi {name}',
  /** The mandatory-field marker after a label, as the spec writes it: 'Data inizio (*)' (001 §5). */
  'formsField.requiredMarker': '(*)',
  /** The euro adornment of the amount field (000 §9: euro suffix). */
  'amountField.currency': '€',
  /** Spoken with the adornment, so that a screen reader user knows the unit. */
  'amountField.currencyName': 'in euro',
  'select.placeholder': 'Seleziona',
  'tagInput.placeholder': 'Scrivi e premi Invio',
  'tagInput.showSuggestions': 'Mostra i suggerimenti',
  'tagInput.suggestions': 'Suggerimenti',
  'tagInput.tags': 'Valori inseriti',
  'tagInput.added': '{tag} aggiunto',
  'tagInput.removed': '{tag} rimosso',
  'fileDropzone.dropHere': 'Rilascia qui i file',
  'fileDropzone.selectedFiles': 'File selezionati',
  'fileDropzone.rejectedFiles': 'File non accettati',
  'fileDropzone.onlyOne': 'È possibile scegliere un solo file: {name} non è stato aggiunto',
  /** Accessible names of the 12 colleague colours of 002 §9, in the spec's order (ours). */
  'colorSwatchPicker.color1': 'Verde prato',
  'colorSwatchPicker.color2': 'Giallo ambra',
  'colorSwatchPicker.color3': 'Arancione',
  'colorSwatchPicker.color4': 'Rosa lampone',
  'colorSwatchPicker.color5': 'Rosa',
  'colorSwatchPicker.color6': 'Bordeaux',
  'colorSwatchPicker.color7': 'Viola',
  'colorSwatchPicker.color8': 'Blu notte',
  'colorSwatchPicker.color9': 'Verde bosco',
  'colorSwatchPicker.color10': 'Lilla',
  'colorSwatchPicker.color11': 'Marrone',
  'colorSwatchPicker.color12': 'Grigio talpa',
} as const;

/** A forms default, with `{name}` placeholders filled from `values`. */
export const formsMessage = /* @__PURE__ */ messageLookup(formsMessages);
