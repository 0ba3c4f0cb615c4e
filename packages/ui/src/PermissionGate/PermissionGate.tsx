import type { LockReason, PermissionDecision } from '@portineria/domain';
import { Lock } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { isValidElement, useId } from 'react';
import { permissionMessage } from '../messages/it-IT/permission.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './PermissionGate.css.ts';
import type { GateVariants } from './PermissionGate.css.ts';

/** The two lock tooltips (000 §8), overridable so another product can reword them. */
export interface PermissionGateLabels {
  /** Tooltip of a feature the profile is not permitted: 'Funzionalità non disponibile'. */
  locked: string;
  /** Tooltip of a feature whose module is disabled: 'Funzionalità non abilitata'. */
  moduleDisabled: string;
}

/**
 * Props to spread on the caller's interactive element when it is locked, instead of `disabled`:
 * the element stays focusable (so keyboard users reach it and the tooltip tells them why) but it
 * is announced as unavailable and its activation (click, Enter, Space) is swallowed.
 */
export interface PermissionLockProps {
  'aria-disabled': true;
  /** Points at the lock message, so screen readers read why after the element's name. */
  'aria-describedby': string;
  'data-disabled': true;
  'data-locked': true;
  'data-permission': 'locked';
  'data-reason': LockReason;
  /** Stops the click (mouse, Enter or Space on a button, a menu item's selection) from reaching the element. */
  onClickCapture: (event: MouseEvent) => void;
}

/** What the render-prop child receives. */
export type PermissionGateRenderProps =
  | {
      state: 'allowed';
      locked: false;
      /** Whether to render the element disabled: always false when allowed. */
      disabled: false;
      reason: undefined;
      message: undefined;
      /** The lock icon to show in the element: null when allowed. */
      lockIcon: null;
      /** Props that lock a focusable element: undefined when allowed. */
      lockProps: undefined;
    }
  | {
      state: 'locked';
      locked: true;
      /** Whether to render the element disabled: true when locked. */
      disabled: true;
      /** Why it is locked: 'not-permitted' or 'module-disabled'. */
      reason: LockReason;
      /** The tooltip text, also the description `lockProps` points at. */
      message: string;
      /** A lucide `Lock` icon (decorative, `aria-hidden`) to place in the element. */
      lockIcon: ReactNode;
      /** Spread on the element to keep it focusable but inactive; see `PermissionLockProps`. */
      lockProps: PermissionLockProps;
    };

export interface PermissionGateProps {
  /** The decision from domain (`evaluatePermission`, `evaluateScope`…): allowed, locked or hidden. */
  decision: PermissionDecision;
  /**
   * What is gated. A node: rendered as is when allowed; when locked, wrapped in an inert,
   * `aria-disabled` container with a focusable lock badge that shows the tooltip. A function:
   * called with `PermissionGateRenderProps` so the caller renders its own disabled or locked
   * look (a menu item, a button with the lock icon inside) and spreads `lockProps` on it; the
   * element it returns becomes the tooltip trigger, like Radix's `asChild`, so it must accept a
   * ref and spread the props it receives (anything else is wrapped in a span).
   * Nothing is rendered when hidden, in both modes.
   */
  children: ReactNode | ((props: PermissionGateRenderProps) => ReactNode);
  /** inline (buttons, chips, menu items: badge after the content) or block (cards, groups: badge on the corner). */
  layout?: GateVariants['layout'];
  /** Names the feature in the lock badge's accessible name ('NUOVO: Funzionalità non disponibile'). */
  featureLabel?: string;
  /** Replaces the lock tooltips. */
  labels?: Partial<PermissionGateLabels>;
  /** Side of the tooltip; top by default. */
  tooltipSide?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * The tooltip of a locked decision. A label the caller passes wins, then the decision's own
 * message (domain's `lockMessage`), then our default; a locked decision without a reason is read
 * as 'not-permitted', the reason every lock has unless a module is off.
 */
export function permissionLockMessage(
  decision: PermissionDecision,
  labels: Partial<PermissionGateLabels> = {},
): string {
  const reason = decision.reason ?? 'not-permitted';
  const override = reason === 'module-disabled' ? labels.moduleDisabled : labels.locked;
  if (override !== undefined) return override;
  if (decision.message) return decision.message;
  return permissionMessage(
    reason === 'module-disabled' ? 'permission.moduleDisabled' : 'permission.locked',
  );
}

function swallowClick(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

const ALLOWED_RENDER_PROPS: PermissionGateRenderProps = {
  state: 'allowed',
  locked: false,
  disabled: false,
  reason: undefined,
  message: undefined,
  lockIcon: null,
  lockProps: undefined,
};

/**
 * The permission wrapper (000 §6, §8; 002 §4.6, §6): renders a feature as is when allowed, shown
 * disabled with a lock icon and the tooltip 'Funzionalità non disponibile' (or 'Funzionalità non
 * abilitata' for a disabled module) when locked, and nothing when hidden. Works for buttons, menu
 * items, cards and whole groups; the state is exposed as `data-permission` and `data-reason`.
 */
export function PermissionGate({
  decision,
  children,
  layout = 'inline',
  featureLabel,
  labels,
  tooltipSide = 'top',
}: PermissionGateProps) {
  const messageId = useId();
  if (decision.state === 'hidden') return null;
  if (decision.state === 'allowed') {
    return <>{typeof children === 'function' ? children(ALLOWED_RENDER_PROPS) : children}</>;
  }

  const reason: LockReason = decision.reason ?? 'not-permitted';
  const message = permissionLockMessage(decision, labels);

  if (typeof children === 'function') {
    const rendered = children({
      state: 'locked',
      locked: true,
      disabled: true,
      reason,
      message,
      lockIcon: <Lock size={16} aria-hidden data-lock-icon="" />,
      lockProps: {
        'aria-disabled': true,
        'aria-describedby': messageId,
        'data-disabled': true,
        'data-locked': true,
        'data-permission': 'locked',
        'data-reason': reason,
        onClickCapture: swallowClick,
      },
    });
    // The element itself is the tooltip trigger (no wrapper: a wrapper inside a menu or a list
    // would break its required-children structure). Anything else gets a wrapper.
    const trigger = isValidElement(rendered) ? (
      rendered
    ) : (
      <span
        className={styles.renderTrigger({ layout })}
        data-permission="locked"
        data-reason={reason}
        onClickCapture={swallowClick}
      >
        {rendered}
      </span>
    );
    return (
      <>
        <Tooltip content={message} side={tooltipSide}>
          {trigger}
        </Tooltip>
        <span id={messageId} hidden>
          {message}
        </span>
      </>
    );
  }

  const badgeLabel = featureLabel
    ? permissionMessage('permissionGate.badgeLabel', { feature: featureLabel, message })
    : message;
  const Element = layout === 'block' ? 'div' : 'span';
  return (
    <Tooltip content={message} side={tooltipSide}>
      <Element className={styles.gate({ layout })} data-permission="locked" data-reason={reason}>
        {/* The badge comes first in the DOM, so that Tab reaches it before the inert content; CSS
            shows it after the content (inline) or on its corner (block). */}
        <button type="button" className={styles.lockBadge({ layout })} aria-label={badgeLabel}>
          <Lock size={14} aria-hidden />
        </button>
        <Element
          className={styles.content({ layout })}
          inert
          aria-disabled="true"
          data-disabled=""
          // inert already blocks the pointer and the keyboard; this also stops clicks dispatched
          // by scripts (and by tests) from reaching the locked feature.
          onClickCapture={swallowClick}
        >
          {children}
        </Element>
      </Element>
    </Tooltip>
  );
}
