/** Italian defaults of the overlays components (keys prefixed by the component, camelCase). */
export const overlaysMessages = {
  // FullScreenDialog (000 §2: edit profile, edit supplier, edit organisation)
  'fullScreenDialog.close': 'Chiudi',
  // ConfirmDialog (001 §5, 002 §2.8): read while the confirmed action runs
  'confirmDialog.busy': 'Operazione in corso…',
  // AdvancedFiltersDialog (002 §2.8): the count of active filters, singular and none
  'advancedFiltersDialog.activeNone': 'Nessun filtro attivo',
  'advancedFiltersDialog.activeOne': '1 filtro attivo',
} as const;
