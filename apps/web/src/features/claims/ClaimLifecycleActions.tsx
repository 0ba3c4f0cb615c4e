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
import { AmountField, TextArea, type ActionBarAction } from '@portineria/ui';
import { useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import { lifecycleBarActions, type LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import { TransitionValueDialog } from '../../records/TransitionValueDialog.tsx';

/** The state's next step is contained; closing not liquidated is drawn in the error tone. */
const KINDS: LifecycleBarKinds<ClaimActionId> = {
  main: new Set(['startVerification', 'assessDamage', 'requestLiquidation', 'liquidate']),
  destructive: new Set(['closeNotLiquidated']),
};

/** The bar's actions: the visible ones of domain's list, with their tone. */
export function claimActionBarActions(actions: readonly ClaimAction[]): ActionBarAction[] {
  return lifecycleBarActions(actions, KINDS);
}

/** The two closings that carry a payload, asked in a dialog. */
type ClosingKind = 'liquidate' | 'closeNotLiquidated';

/** Props of {@link ClaimLifecycleActions}. */
export interface ClaimLifecycleActionsProps {
  claimId: string;
  claim: ClaimLifecycleRecord;
  actor: TransitionActor;
}

/**
 * The lifecycle actions of a claim for the active profile (the organisation's): records'
 * `RecordLifecycleActions`, with the dialogs of the liquidated amount and the closing reason.
 */
export function ClaimLifecycleActions({ claimId, claim, actor }: ClaimLifecycleActionsProps) {
  const [asking, setAsking] = useState<ClosingKind | undefined>(undefined);
  const transition = useRecordTransition({
    recordId: claimId,
    version: claim.updatedAt ?? null,
    mutation: claimTransitionMutationOptions(apiClient),
    staleMessage: webMessage('claim.action.stale'),
  });
  return (
    <RecordLifecycleActions
      label={webMessage('claim.detail.actions')}
      actions={claimActions(claim, actor)}
      kinds={KINDS}
      transition={transition}
      servedByFeature={(action) => {
        if (action.id !== 'liquidate' && action.id !== 'closeNotLiquidated') return false;
        setAsking(action.id);
        return true;
      }}
    >
      {asking ? (
        <ClosingDialog
          kind={asking}
          claim={claim}
          actor={actor}
          onClose={() => setAsking(undefined)}
          onSubmit={(event) => transition.send(event)}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

interface ClosingDialogProps {
  kind: ClosingKind;
  claim: ClaimLifecycleRecord;
  actor: TransitionActor;
  onClose: () => void;
  onSubmit: (event: ClaimTransitionEvent) => Promise<unknown>;
}

/**
 * 'Chiudi liquidato' asks the liquidated amount (ui's AmountField), 'Chiudi non liquidato' the
 * reason (records' TransitionValueDialog); domain's transition checks what is typed before it is
 * sent, with the message the gateway would give.
 */
function ClosingDialog({ kind, claim, actor, onClose, onSubmit }: ClosingDialogProps) {
  const eventOf = (value: string): ClaimTransitionEvent =>
    kind === 'liquidate'
      ? { type: 'LIQUIDATE', amountRefunded: amountInputToNumber(value.trim()) ?? value }
      : { type: 'CLOSE_NOT_LIQUIDATED', reason: value };
  return (
    <TransitionValueDialog
      title={webMessage(
        kind === 'liquidate' ? 'claim.liquidate.title' : 'claim.closeNotLiquidated.title',
      )}
      field={kind === 'liquidate' ? 'amountRefunded' : 'reason'}
      eventOf={eventOf}
      check={(event) => applyClaimTransition(claim, event, actor)}
      onClose={onClose}
      onSubmit={onSubmit}
      renderField={(bound) =>
        kind === 'liquidate' ? (
          <AmountField
            label={`${message('claims.form.label.amountRefunded')} (*)`}
            value={bound.value}
            onChange={bound.onChange}
            onBlur={bound.onBlur}
            inputRef={bound.inputRef}
            error={bound.error}
          />
        ) : (
          <TextArea
            label={`${message('claims.form.label.reason')} (*)`}
            value={bound.value}
            onChange={bound.onChange}
            onBlur={bound.onBlur}
            inputRef={bound.inputRef}
            rows={3}
            error={bound.error}
          />
        )
      }
    />
  );
}
