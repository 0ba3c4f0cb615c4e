/**
 * The billing proposals' list and detail, for the organisation and the supplier
 * ('Proposte di fatturazione', 002 §2.8; domain DECISIONS.md "Billing proposals: their list and
 * detail"). The list is the shared record list (50 a page, newest first, paged by the server, its
 * loading, empty and error states); the supplier's 'Nuova proposta' opens the selection of tokens
 * to send. The detail reads the proposal with its tokens: its status by domain's label, the other
 * side, its total, the reason of a refusal, each token linked to its own detail, the answers
 * domain's machine allows the reader ('Accetta e segna fatturati', 'Rifiuta' with its reason, for
 * the office while it waits), and its timeline from the one history.
 */
import {
  billingProposalTransitionMutationOptions,
  type BillingProposalToken,
} from '@portineria/api-client';
import {
  ROLE_TYPE,
  applyBillingProposalTransition,
  billingProposalActions,
  message,
  roleTypeOf,
  tokenInvoicingLabel,
  type BillingProposalActionId,
  type BillingProposalEvent,
  type TransitionActor,
} from '@portineria/domain';
import { Money } from '@portineria/ui';
import { useId } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { usePathDecisions } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { presentRelation } from '../../records/presenters.ts';
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { type LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import {
  ReasonStepField,
  RecordStepActions,
  type AskedStep,
} from '../../records/RecordStepActions.tsx';
import { relationPermissionPath } from '../../records/RelationValue.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';
import { NewBillingProposalButton } from './BillingProposals.tsx';
import { BILLING_PROPOSAL_HISTORY_FORMAT } from './billingProposalHistory.ts';
import { BILLING_PROPOSALS, type BillingProposalRow } from './billingProposalRecords.ts';

/** The proposals' list: the supplier's 'Nuova proposta' beside it. */
export function BillingProposalsListScreen() {
  return <RecordListScreen definition={BILLING_PROPOSALS} actions={<NewBillingProposalButton />} />;
}

/** Accepting is the main step; refusing is drawn in the error tone and asks why. */
const KINDS: LifecycleBarKinds<BillingProposalActionId> = {
  main: new Set(['accept']),
  destructive: new Set(['refuse']),
};

const ASKED: Partial<Record<BillingProposalActionId, AskedStep<BillingProposalEvent>>> = {
  refuse: {
    title: webMessage('token.proposal.refuse.title'),
    field: 'reason',
    eventOf: (reason) => ({ type: 'REFUSE', reason }),
    renderField: (bound) => (
      <ReasonStepField label={`${message('tokens.form.label.reason')} (*)`} {...bound} />
    ),
  },
};

/** The answers domain's machine allows the reader on the proposal (none once it is answered). */
function ProposalActions({
  proposal,
  actor,
}: {
  proposal: BillingProposalRow;
  actor: TransitionActor;
}) {
  return (
    <RecordStepActions
      label={webMessage('token.proposal.actions', { id: proposal.id })}
      actions={billingProposalActions(proposal, actor)}
      kinds={KINDS}
      recordId={proposal.id}
      version={proposal.updatedAt ?? null}
      mutation={billingProposalTransitionMutationOptions(apiClient)}
      staleMessage={webMessage('token.proposal.stale')}
      check={(event) => applyBillingProposalTransition(proposal, event, actor)}
      asked={ASKED}
    />
  );
}

/** The proposal's tokens: each linked to its detail, with its description, amount and state. */
function ProposalTokens({ tokens }: { tokens: readonly BillingProposalToken[] }) {
  const titleId = useId();
  const { profile, viewer, context } = useRecordRoute();
  const path = viewer ? relationPermissionPath('token', viewer.roleType) : undefined;
  const decisions = usePathDecisions(profile, path === undefined ? [] : [path]);
  if (!viewer) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="proposal-tokens">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('token.proposal.detail.tokens')}
      </h3>
      {tokens.length === 0 ? (
        <p className={styles.muted}>{webMessage('token.proposal.detail.noTokens')}</p>
      ) : (
        <ul className={styles.fileList} aria-labelledby={titleId}>
          {tokens.map((token) => (
            <li key={String(token.id)} className={styles.fileRow} data-proposal-token={token.id}>
              <FieldValueView
                presentation={presentRelation('token', { id: token.id, record: token }, context)}
                context={context}
                roleType={viewer.roleType}
                relationDecision={() => (path === undefined ? undefined : decisions?.get(path))}
              />
              <span className={styles.fileName}>{token.description ?? ''}</span>
              <Money value={token.amount ?? null} />
              <span className={styles.muted}>{tokenInvoicingLabel(token.isInvoiced === true)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A proposal's detail (the shared record detail): the office's answers above its fields, its
 * tokens and its history below. The office's bar stays once the proposal is answered (empty then:
 * its snackbar says the answer was taken); the supplier has none.
 */
export function BillingProposalDetailScreen() {
  return (
    <RecordDetailScreen
      definition={BILLING_PROPOSALS}
      renderActions={(proposal, profile) =>
        roleTypeOf(profile.role) === ROLE_TYPE.ORG ? (
          <ProposalActions proposal={proposal} actor={profile} />
        ) : null
      }
      renderAfter={(proposal) => (
        <>
          <ProposalTokens tokens={proposal.org_tokens ?? []} />
          <RecordHistory
            kind="billingProposal"
            recordId={String(proposal.id)}
            format={BILLING_PROPOSAL_HISTORY_FORMAT}
          />
        </>
      )}
    />
  );
}
