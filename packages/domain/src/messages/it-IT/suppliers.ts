import { areaMessage } from '../placeholders.ts';

/** Italian strings of the suppliers area, worded exactly as the spec. Keys are prefixed with 'suppliers.'. */
export const suppliersMessages = {
  /** 000 §4 Supplier badge */
  'suppliers.badge.occasional': 'Con prestazioni occasionali',
  'suppliers.badge.accessDisabled': 'Accesso disabilitato',
  'suppliers.badge.accessSuspended': 'Accesso sospeso',
  'suppliers.badge.toValidate': 'Da validare',
  'suppliers.badge.validated': 'Validato',
  /**
   * 002 §5.6 preset trades, listed in English by the spec ("antenna installer, lifts, pest
   * control, electrician, locksmith, gardener, plumber, painter, cleaning, security, heating
   * engineer"); the Italian words are ours.
   */
  'suppliers.category.antennaInstaller': 'Antennista',
  'suppliers.category.lifts': 'Ascensori',
  'suppliers.category.pestControl': 'Disinfestazione',
  'suppliers.category.electrician': 'Elettricista',
  'suppliers.category.locksmith': 'Fabbro',
  'suppliers.category.gardener': 'Giardiniere',
  'suppliers.category.plumber': 'Idraulico',
  'suppliers.category.painter': 'Imbianchino',
  'suppliers.category.cleaning': 'Pulizie',
  'suppliers.category.security': 'Sicurezza',
  'suppliers.category.heatingEngineer': 'Termoidraulico',
  /** 002 §8 success snack of the supplier editor */
  'suppliers.saveSuccess': 'Salvataggio avvenuto correttamente',
  /** 002 §5.6 "Saving is possible only at level above 2" — why SALVA is off (ours, notes) */
  'suppliers.editor.saveLevel': 'Il salvataggio dei dati aziendali richiede il livello Direzione.',
  /** 002 §5.6 "Cover edit is allowed above level 1" — why the cover cannot change (ours) */
  'suppliers.editor.coverLevel':
    "La copertina dell'azienda si modifica da un livello superiore al primo.",
} as const;

/** A message of the suppliers area, its `{name}` placeholders filled. */
export const suppliersMessage = /* @__PURE__ */ areaMessage(suppliersMessages);
