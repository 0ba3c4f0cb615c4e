/**
 * The billing token's lifecycle action bar (domain DECISIONS.md "Billing token lifecycle"):
 * domain's `tokenActions` says which step the organisation may take now ('Segna come fatturato'
 * or 'Riporta a da fatturare') and why it is refused (disabled, with the reason); the bar asks the
 * reason for taking the invoicing back in a dialog and sends the event with the version of the
 * token as read. A stale or refused step says why in the snackbar.
 */
import { tokenTransitionMutationOptions } from '@portineria/api-client';
import {
  applyTokenTransition,
  message,
  tokenActions,
  type TokenActionId,
  type TokenLifecycleRecord,
  type TokenTransitionEvent,
  type TransitionActor,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import {
  ReasonStepField,
  RecordStepActions,
  type AskedStep,
} from '../../records/RecordStepActions.tsx';

/** Invoicing is the token's main step; taking it back is drawn in the error tone. */
const KINDS: LifecycleBarKinds<TokenActionId> = {
  main: new Set(['markInvoiced']),
  destructive: new Set(['markNotInvoiced']),
};

/**
 * 'Riporta a da fatturare' asks why; domain's transition checks the reason before it is sent
 * (required, within its text limit).
 */
const ASKED: Partial<Record<TokenActionId, AskedStep<TokenTransitionEvent>>> = {
  markNotInvoiced: {
    title: webMessage('token.markNotInvoiced.title'),
    field: 'reason',
    eventOf: (reason) => ({ type: 'MARK_NOT_INVOICED', reason }),
    renderField: (bound) => (
      <ReasonStepField label={`${message('tokens.form.label.reason')} (*)`} {...bound} />
    ),
  },
};

/** Props of {@link TokenLifecycleActions}. */
export interface TokenLifecycleActionsProps {
  tokenId: string;
  token: TokenLifecycleRecord;
  actor: TransitionActor;
}

/**
 * The lifecycle actions of a token for the active profile (the organisation's): records'
 * `RecordStepActions`, with the dialog of the reason for 'Riporta a da fatturare'.
 */
export function TokenLifecycleActions({ tokenId, token, actor }: TokenLifecycleActionsProps) {
  return (
    <RecordStepActions
      label={webMessage('token.detail.actions')}
      actions={tokenActions(token, actor)}
      kinds={KINDS}
      recordId={tokenId}
      version={token.updatedAt ?? null}
      mutation={tokenTransitionMutationOptions(apiClient)}
      staleMessage={webMessage('token.action.stale')}
      check={(event) => applyTokenTransition(token, event, actor)}
      asked={ASKED}
    />
  );
}
