import type { PermissionDecision, PermissionGroupState } from '@portineria/domain';
import { combinePermissionDecisions, permissionGroupState } from '@portineria/domain';
import type { ReactNode } from 'react';
import { PermissionGate } from './PermissionGate.tsx';
import type { PermissionGateLabels } from './PermissionGate.tsx';
import type { GateVariants } from './PermissionGate.css.ts';

/** What the render-prop child of a visible or empty group receives. */
export interface PermissionGroupGateRenderProps {
  /** 'visible' when at least one child is allowed, 'empty' when none is (002 §4.6). */
  groupState: Exclude<PermissionGroupState, 'hidden'>;
  /**
   * The group as one decision: allowed when a child is allowed, else locked with the reason of
   * the first locked child (domain's `combinePermissionDecisions` with OR).
   */
  decision: PermissionDecision;
}

export interface PermissionGroupGateProps {
  /** The decisions of the group's children, in order. */
  decisions: readonly PermissionDecision[];
  /** The group, or a function of its state to decide how an empty group looks. */
  children: ReactNode | ((props: PermissionGroupGateRenderProps) => ReactNode);
  /**
   * What an empty group (no child allowed, not all hidden) shows: 'show' renders it as is (each
   * child's own gate locks it), 'lock' locks the whole group with one badge and tooltip, 'hide'
   * renders nothing. A render-prop child decides by itself and receives `groupState`. 'show' by
   * default.
   */
  whenEmpty?: 'show' | 'lock' | 'hide';
  /** Layout of the lock when `whenEmpty` is 'lock'; block by default. */
  layout?: GateVariants['layout'];
  /** Names the group in the lock badge's accessible name when `whenEmpty` is 'lock'. */
  featureLabel?: string;
  /** Replaces the lock tooltips when `whenEmpty` is 'lock'. */
  labels?: Partial<PermissionGateLabels>;
}

/**
 * The permission wrapper of a group of wrapped items (002 §4.6: "a group is empty when none of
 * its children is allowed, and hidden when all are hidden"), with domain's
 * `permissionGroupState`: nothing is rendered when every child is hidden (or there are none); a
 * visible group renders as is; an empty group renders as the caller decides (`whenEmpty` or the
 * render prop).
 */
export function PermissionGroupGate({
  decisions,
  children,
  whenEmpty = 'show',
  layout = 'block',
  featureLabel,
  labels,
}: PermissionGroupGateProps) {
  const groupState = permissionGroupState(decisions.map((decision) => decision.state));
  if (groupState === 'hidden') return null;
  const decision = combinePermissionDecisions(decisions, 'OR');
  if (typeof children === 'function') return <>{children({ groupState, decision })}</>;
  if (groupState === 'visible' || whenEmpty === 'show') return <>{children}</>;
  if (whenEmpty === 'hide') return null;
  return (
    <PermissionGate decision={decision} layout={layout} featureLabel={featureLabel} labels={labels}>
      {children}
    </PermissionGate>
  );
}
