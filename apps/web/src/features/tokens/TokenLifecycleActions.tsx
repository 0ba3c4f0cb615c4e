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
import { TextArea } from '@portineria/ui';
import { useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import { TransitionValueDialog } from '../../records/TransitionValueDialog.tsx';

/** Invoicing is the token's main step; taking it back is drawn in the error tone. */
const KINDS: LifecycleBarKinds<TokenActionId> = {
  main: new Set(['markInvoiced']),
  destructive: new Set(['markNotInvoiced']),
};

/** Props of {@link TokenLifecycleActions}. */
export interface TokenLifecycleActionsProps {
  tokenId: string;
  token: TokenLifecycleRecord;
  actor: TransitionActor;
}

/**
 * The lifecycle actions of a token for the active profile (the organisation's): records'
 * `RecordLifecycleActions`, with the dialog of the reason for 'Riporta a da fatturare'.
 */
export function TokenLifecycleActions({ tokenId, token, actor }: TokenLifecycleActionsProps) {
  const [asking, setAsking] = useState(false);
  const transition = useRecordTransition({
    recordId: tokenId,
    version: token.updatedAt ?? null,
    mutation: tokenTransitionMutationOptions(apiClient),
    staleMessage: webMessage('token.action.stale'),
  });
  return (
    <RecordLifecycleActions
      label={webMessage('token.detail.actions')}
      actions={tokenActions(token, actor)}
      kinds={KINDS}
      transition={transition}
      servedByFeature={(action) => {
        if (action.id !== 'markNotInvoiced') return false;
        setAsking(true);
        return true;
      }}
    >
      {asking ? (
        <ReasonDialog
          token={token}
          actor={actor}
          onClose={() => setAsking(false)}
          onSubmit={(event) => transition.send(event)}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

interface ReasonDialogProps {
  token: TokenLifecycleRecord;
  actor: TransitionActor;
  onClose: () => void;
  onSubmit: (event: TokenTransitionEvent) => Promise<unknown>;
}

/**
 * 'Riporta a da fatturare' asks why (records' TransitionValueDialog); domain's transition checks
 * the reason before it is sent (required, within its text limit).
 */
function ReasonDialog({ token, actor, onClose, onSubmit }: ReasonDialogProps) {
  return (
    <TransitionValueDialog
      title={webMessage('token.markNotInvoiced.title')}
      field="reason"
      eventOf={(reason): TokenTransitionEvent => ({ type: 'MARK_NOT_INVOICED', reason })}
      check={(event) => applyTokenTransition(token, event, actor)}
      onClose={onClose}
      onSubmit={onSubmit}
      renderField={(bound) => (
        <TextArea
          label={`${message('tokens.form.label.reason')} (*)`}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          inputRef={bound.inputRef}
          rows={3}
          error={bound.error}
        />
      )}
    />
  );
}
