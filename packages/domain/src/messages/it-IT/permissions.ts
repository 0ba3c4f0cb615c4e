import { areaMessage } from '../placeholders.ts';

/** Italian strings of the permissions area, worded exactly as the spec. Keys are prefixed with 'permissions.'. */
export const permissionsMessages = {
  /**
   * Permission debug overlay (000 §6 "Debug mode for permissions can be enabled per session").
   * The spec gives no wording for the overlay: these strings are ours.
   */
  'permissions.debug.state.allowed': 'Consentito',
  'permissions.debug.state.locked': 'Bloccato',
  'permissions.debug.state.hidden': 'Nascosto',
  'permissions.debug.missingApplication': 'Permesso di lettura mancante: {application}',
  'permissions.debug.missingFunctionality':
    'Funzionalità mancante: {functionality} su {application}',
  'permissions.debug.missingModule': 'Modulo non attivo: {module}',
  'permissions.debug.lockedModule': 'Modulo non attivo, mostrato bloccato: {module}',
  'permissions.debug.insufficientLicence':
    'Livello di licenza insufficiente: {held}, richiesto {required}',
} as const;

/** A message of the permissions area, its `{name}` placeholders filled. */
export const permissionsMessage = /* @__PURE__ */ areaMessage(permissionsMessages);
