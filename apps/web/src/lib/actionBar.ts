/**
 * A domain action list as ui's ActionBar shows it: the hidden actions left out, a refused one
 * disabled with its reason, the destructive ones in the error tone and the state's main steps
 * contained while they are enabled. The activity and ticket bars share it.
 */
import type { ActionBarAction } from '@portineria/ui';

/** What the bar reads of a domain action. */
export interface BarActionSource<Id extends string> {
  id: Id;
  label: string;
  enabled: boolean;
  hidden?: boolean;
  reason?: string | undefined;
}

export function visibleBarActions<Id extends string>(
  actions: readonly BarActionSource<Id>[],
  kinds: { destructive: ReadonlySet<Id>; main?: ReadonlySet<Id> },
): ActionBarAction[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => ({
      id: action.id,
      label: action.label,
      enabled: action.enabled,
      ...(action.reason ? { reason: action.reason } : {}),
      ...(kinds.destructive.has(action.id) ? { tone: 'error' as const } : {}),
      ...(kinds.main?.has(action.id) && action.enabled ? { variant: 'contained' as const } : {}),
    }));
}
