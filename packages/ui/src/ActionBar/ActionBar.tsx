import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import type { ButtonVariants } from '../Button/Button.css.ts';
import { workflowMessage } from '../messages/it-IT/workflow.ts';
import * as styles from './ActionBar.css.ts';

/** One action of the bar: what it will do, and why it cannot be done now. */
export interface ActionBarAction {
  /** Stable id, given back to `onAction`. */
  id: string;
  /** The button's label: what the action will do. */
  label: string;
  /** False: the button stays visible and focusable, says it is unavailable and why. */
  enabled: boolean;
  /** Why it is unavailable (shown under the bar when the button is focused, hovered or pressed). */
  reason?: string;
  /** `error` for destructive actions (delete, reject, force close). */
  tone?: ButtonVariants['tone'];
  /** `contained` for the main action of the state; `outlined` by default. */
  variant?: ButtonVariants['variant'];
}

export interface ActionBarProps {
  /** The actions, in the order they are shown. */
  actions: readonly ActionBarAction[];
  /** Called with the id of an enabled action that was pressed. */
  onAction: (id: string) => void;
  /** The id of the action whose request is running: its button shows progress, the others wait. */
  pendingId?: string;
  /** The accessible name of the group ('Azioni'). */
  label?: string;
  /** Prefix of the reason line ('Non disponibile: '). */
  disabledPrefix?: string;
  /** Button size; `medium` by default. */
  size?: ButtonVariants['size'];
}

/**
 * The actions a record offers in its state. An action the rules forbid stays visible but
 * `aria-disabled` (so it keeps focus and can be reached by keyboard), its reason read by screen
 * readers as the button's description and shown under the bar while it is focused, hovered or
 * pressed — on touch screens too, where there is no hover.
 */
export function ActionBar({
  actions,
  onAction,
  pendingId,
  label = workflowMessage('actionBar.label'),
  disabledPrefix = workflowMessage('actionBar.disabledPrefix'),
  size = 'medium',
}: ActionBarProps) {
  const baseId = useId();
  const [explained, setExplained] = useState<string | undefined>(undefined);
  const explainedAction = actions.find((action) => action.id === explained && !action.enabled);
  const busy = pendingId !== undefined;
  return (
    <div className={styles.root} data-busy={busy || undefined}>
      <div className={styles.list} role="group" aria-label={label}>
        {actions.map((action) => {
          const reasonId = `${baseId}-${action.id}-reason`;
          const unavailable = !action.enabled;
          const explain = () => setExplained(unavailable ? action.id : undefined);
          return (
            <span key={action.id} className={styles.item}>
              <Button
                size={size}
                variant={action.variant ?? 'outlined'}
                tone={action.tone}
                pending={pendingId === action.id}
                aria-disabled={unavailable || (busy && pendingId !== action.id) || undefined}
                data-disabled={unavailable || undefined}
                data-action={action.id}
                aria-describedby={unavailable && action.reason ? reasonId : undefined}
                onFocus={explain}
                onMouseEnter={explain}
                onClick={() => {
                  explain();
                  if (unavailable || busy) return;
                  onAction(action.id);
                }}
              >
                {action.label}
              </Button>
              {unavailable && action.reason ? (
                <span id={reasonId} className={styles.hiddenReason}>
                  {disabledPrefix}
                  {action.reason}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
      {/* The line keeps its height while empty, so that showing a reason moves nothing; a bar
          with no reason to give keeps no such room (it left a blank line under the buttons and
          pulled the bar off the centre of the heading beside it). */}
      {actions.some((action) => !action.enabled && action.reason) ? (
        <p className={styles.reason} aria-hidden data-reason-line="">
          {explainedAction?.reason ? `${disabledPrefix}${explainedAction.reason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
