/**
 * The claim's lifecycle action bar (DECISIONS.md "Claim lifecycle"): domain's `claimActions` says
 * which steps the organisation may take now ('Avvia verifica', 'Danno accertato', 'Richiedi
 * liquidazione', 'Chiudi liquidato', 'Chiudi non liquidato', 'Riapri') and why a step is refused
 * (disabled, with the reason); the bar asks the liquidated amount or the reason for closing in a
 * dialog, the confirmation domain names for Riapri, and sends the event with the version of the
 * claim as read. A stale or refused step says why in the snackbar.
 */
import { claimTransitionMutationOptions } from '@portineria/api-client';
import {
  amountInputToNumber,
  applyClaimTransition,
  claimActions,
  message,
  type ClaimAction,
  type ClaimActionId,
  type ClaimLifecycleRecord,
  type ClaimTransitionEvent,
  type TransitionActor,
} from '@portineria/domain';
import type { ActionBarAction } from '@portineria/ui';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { lifecycleBarActions, type LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import {
  AmountStepField,
  ReasonStepField,
  RecordStepActions,
  type AskedStep,
} from '../../records/RecordStepActions.tsx';

/** The state's next step is contained; closing not liquidated is drawn in the error tone. */
const KINDS: LifecycleBarKinds<ClaimActionId> = {
  main: new Set(['startVerification', 'assessDamage', 'requestLiquidation', 'liquidate']),
  destructive: new Set(['closeNotLiquidated']),
};

/** The bar's actions: the visible ones of domain's list, with their tone. */
export function claimActionBarActions(actions: readonly ClaimAction[]): ActionBarAction[] {
  return lifecycleBarActions(actions, KINDS);
}

/**
 * The two closings that carry a payload: 'Chiudi liquidato' asks the liquidated amount, 'Chiudi
 * non liquidato' the reason; domain's transition checks what is typed before it is sent.
 */
const ASKED: Partial<Record<ClaimActionId, AskedStep<ClaimTransitionEvent>>> = {
  liquidate: {
    title: webMessage('claim.liquidate.title'),
    field: 'amountRefunded',
    eventOf: (value) => ({
      type: 'LIQUIDATE',
      amountRefunded: amountInputToNumber(value.trim()) ?? value,
    }),
    renderField: (bound) => (
      <AmountStepField label={`${message('claims.form.label.amountRefunded')} (*)`} {...bound} />
    ),
  },
  closeNotLiquidated: {
    title: webMessage('claim.closeNotLiquidated.title'),
    field: 'reason',
    eventOf: (reason) => ({ type: 'CLOSE_NOT_LIQUIDATED', reason }),
    renderField: (bound) => (
      <ReasonStepField label={`${message('claims.form.label.reason')} (*)`} {...bound} />
    ),
  },
};

/** Props of {@link ClaimLifecycleActions}. */
export interface ClaimLifecycleActionsProps {
  claimId: string;
  claim: ClaimLifecycleRecord;
  actor: TransitionActor;
}

/**
 * The lifecycle actions of a claim for the active profile (the organisation's): records'
 * `RecordStepActions`, with the dialogs of the liquidated amount and the closing reason.
 */
export function ClaimLifecycleActions({ claimId, claim, actor }: ClaimLifecycleActionsProps) {
  return (
    <RecordStepActions
      label={webMessage('claim.detail.actions')}
      actions={claimActions(claim, actor)}
      kinds={KINDS}
      recordId={claimId}
      version={claim.updatedAt ?? null}
      mutation={claimTransitionMutationOptions(apiClient)}
      staleMessage={webMessage('claim.action.stale')}
      check={(event) => applyClaimTransition(claim, event, actor)}
      asked={ASKED}
    />
  );
}
