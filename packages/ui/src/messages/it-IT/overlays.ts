import { messageLookup } from '../messageLookup.ts';
import { dialogMessages } from './dialog.ts';

/** Italian defaults of the overlays components (keys prefixed by the component, camelCase). */
export const overlaysMessages = {
  // Dialog (its own module) and InfoDialog: the close button.
  ...dialogMessages,
  'infoDialog.close': 'Chiudi',
  // ConfirmDialog's buttons by variant.
  'confirm.yes': 'SI',
  'confirm.no': 'NO',
  'confirm.continue': 'CONTINUA',
  'confirm.cancel': 'ANNULLA',
  'confirm.resetCancel': 'Annulla',
  'confirm.reset': 'Reset',
  // FullScreenDialog (000 §2: edit profile, edit supplier, edit organisation)
  'fullScreenDialog.close': 'Chiudi',
  // ConfirmDialog (001 §5, 002 §2.8): read while the confirmed action runs
  'confirmDialog.busy': 'Operazione in corso…',
  // Filters (002 §2.8)
  'filters.title': 'Filtri avanzati',
  'filters.reset': 'Ripristina',
  'filters.apply': 'Applica',
  'filters.active': '{count} filtri attivi',
  // AdvancedFiltersDialog (002 §2.8): the count of active filters, singular and none
  'advancedFiltersDialog.activeNone': 'Nessun filtro attivo',
  'advancedFiltersDialog.activeOne': '1 filtro attivo',
} as const;

/** An overlays default, with `{name}` placeholders filled from `values`. */
export const overlaysMessage = /* @__PURE__ */ messageLookup(overlaysMessages);
