/**
 * Italian defaults of the permission components (keys prefixed by the component, camelCase).
 * The two lock tooltips ('Funzionalità non disponibile', 'Funzionalità non abilitata', 000 §8)
 * are shared keys of base.ts: 'permission.locked' and 'permission.moduleDisabled'.
 */
export const permissionMessages = {
  /** Accessible name of the lock badge when the caller names the locked feature; ours. */
  'permissionGate.badgeLabel': '{feature}: {message}',
} as const;
