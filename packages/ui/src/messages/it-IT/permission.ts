import { messageLookup } from '../messageLookup.ts';

/** Italian defaults of the permission components (keys prefixed by the component, camelCase). */
export const permissionMessages = {
  // The two lock tooltips (000 §8), shared by every locked control.
  'permission.locked': 'Funzionalità non disponibile',
  'permission.moduleDisabled': 'Funzionalità non abilitata',
  /** Accessible name of the lock badge when the caller names the locked feature; ours. */
  'permissionGate.badgeLabel': '{feature}: {message}',
} as const;

/** A permission default, with `{name}` placeholders filled from `values`. */
export const permissionMessage = /* @__PURE__ */ messageLookup(permissionMessages);
