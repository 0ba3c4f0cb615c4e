import type { ModuleKey } from './types.ts';

/**
 * The custom permissions injected for organisations (000 §6: "Custom permissions are injected for
 * organisations: read_condominiums and read_private_buildings"). They are grants with no
 * functionalities, checked like any application code.
 */
export const CUSTOM_PERMISSIONS = {
  readCondominiums: 'read_condominiums',
  readPrivateBuildings: 'read_private_buildings',
} as const;

/** One of the two custom permission codes. */
export type CustomPermission = (typeof CUSTOM_PERMISSIONS)[keyof typeof CUSTOM_PERMISSIONS];

/**
 * The reduced set of modules shown when disabled for a manager org without the registry module
 * or an organisation of type company (000 §6: "a manager org without the registry module, or an
 * organisation of type company, gets a reduced set of modules shown when disabled").
 *
 * The spec does not list the set. Our choice: keep only the teasers that make sense to an
 * organisation that does not run a condominium registry — calendar and reminders, chat, analysis,
 * company documents, the e-mail client and custom mail — and drop the condominium-specific ones
 * (notices, polls, postal correspondence, online notification, public page, RAS, expenses…), which
 * would only advertise features such an organisation cannot use. The set is intersected with the
 * profile's own `modules_show_if_disabled`, so it never adds a module the server did not flag.
 */
export const REDUCED_MODULES_SHOWN_WHEN_DISABLED = [
  'moduleCalendario',
  'moduleChat',
  'moduleAnalisi',
  'moduleDocumentiAziendali',
  'moduleClientEmail',
  'moduleMailPersonalizzata',
] as const satisfies readonly ModuleKey[];

/** The three modules USR general communications need (000 §6). */
export const GENERAL_COMMUNICATIONS_MODULES = [
  'moduleComunicazioni',
  'modulePtDoc',
  'moduleCorrispondenzaAL',
] as const satisfies readonly ModuleKey[];
