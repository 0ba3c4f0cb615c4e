/**
 * 'Proposte di fatturazione' (002 §2.8: the tokens list's toolbar menu; domain DECISIONS.md
 * "Billing proposals"): a dialog opened from the tokens list. The supplier selects tokens not
 * invoiced — those domain's `isTokenProposable` lets go — sees their total and sends one proposal;
 * the send is refused beside the button with domain's reason (none selected, two organisations…)
 * and a refusal of the gateway keeps the selection. Both sides list the proposals: the
 * organisation answers one still sent through the one step bar (records' RecordStepActions:
 * 'Accetta e segna fatturati', 'Rifiuta' with its reason), the supplier reads the answer and the
 * reason of a refusal. Every read has its loading, empty and error state.
 */
import {
  billingProposalTransitionMutationOptions,
  createBillingProposalMutationOptions,
  getBillingProposalsPageQueryOptions,
  getTokensPageQueryOptions,
  type BillingProposal,
} from '@portineria/api-client';
import {
  BILLING_PROPOSAL_MAX_TOKENS,
  ROLE_TYPE,
  applyBillingProposalTransition,
  billingProposalActions,
  billingProposalCreationRefusal,
  billingProposalStatusLabel,
  billingProposalTotal,
  formatMoney,
  isTokenProposable,
  message,
  type BillingProposalActionId,
  type BillingProposalEvent,
  type BillingProposalStatus,
  type ProposableToken,
  type TransitionActor,
} from '@portineria/domain';
import { Button, Checkbox, Chip, DateTime, Dialog, Money, useSnackbar } from '@portineria/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { lifecycleFailure, type LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import {
  ReasonStepField,
  RecordStepActions,
  type AskedStep,
} from '../../records/RecordStepActions.tsx';
import { recordReadState } from '../../records/RecordDetailScreen.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';

/** A token as the supplier's selection reads it. */
export interface ProposalTokenRow {
  id: number | string;
  code?: string | null;
  description?: string | null;
  amount?: number | string | null;
  isInvoiced?: boolean | null;
  _organization?: number | string | null;
  org_billing_proposals?: { id?: number; status?: BillingProposalStatus | null } | null;
}

/** What domain's proposal rules read of a token row. */
export function proposableToken(row: ProposalTokenRow): ProposableToken {
  return {
    code: row.code ?? null,
    isInvoiced: row.isInvoiced ?? null,
    amount: row.amount ?? null,
    organizationId: row._organization ?? null,
    proposalStatus: row.org_billing_proposals?.status ?? null,
  };
}

/** The tokens the supplier may select: not invoiced, with an amount, not waiting in a proposal. */
export function selectableTokens(rows: readonly ProposalTokenRow[]): ProposalTokenRow[] {
  return rows.filter((row) => isTokenProposable(proposableToken(row)));
}

/** A token's line in the selection: its code, its description and its amount. */
export function proposalTokenLabel(row: ProposalTokenRow): string {
  return [row.code, row.description, formatMoney(row.amount ?? null)]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' · ');
}

/** The name of a company as the proposal includes it. */
function companyName(company: { name1?: string | null; name2?: string | null } | null | undefined) {
  return [company?.name1, company?.name2].filter(Boolean).join(' ');
}

/** The supplier's new proposal: the selection, its total and 'Invia proposta'. */
function NewBillingProposal({ actor }: { actor: TransitionActor }) {
  const titleId = useId();
  const { show } = useSnackbar();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const query = useQuery(
    getTokensPageQueryOptions<ProposalTokenRow>(apiClient, {
      where: { isInvoiced: false },
      attributes: ['id', 'code', 'description', 'amount', 'isInvoiced', '_organization'],
      include: ['org_billing_proposals'],
      order: [['createdAt', 'ASC']],
      limit: BILLING_PROPOSAL_MAX_TOKENS,
    }),
  );
  const mutation = useMutation(createBillingProposalMutationOptions(apiClient));
  const rows = selectableTokens(query.data?.rows ?? []);
  const chosen = rows.filter((row) => selected.has(String(row.id)));
  const refusal = billingProposalCreationRefusal(chosen.map(proposableToken), actor);
  const toggle = (id: string, checked: boolean) => {
    setFailure(undefined);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const send = () => {
    setFailure(undefined);
    mutation.mutate(
      { tokenIds: chosen.map((row) => row.id) },
      {
        onSuccess: () => {
          setSelected(new Set());
          show({ message: webMessage('token.proposal.sent'), tone: 'success' });
        },
        // The selection stays: the supplier reads why and changes it.
        onError: (error) =>
          setFailure(lifecycleFailure(error, webMessage('token.action.stale')).message),
      },
    );
  };

  let body: ReactNode = recordReadState(query, 3);
  if (body === null && rows.length === 0) {
    body = <p className={styles.muted}>{webMessage('token.proposal.noTokens')}</p>;
  } else if (body === null) {
    body = (
      <>
        <ul aria-labelledby={titleId} data-proposal-tokens>
          {rows.map((row) => (
            <li key={String(row.id)}>
              <Checkbox
                label={proposalTokenLabel(row)}
                checked={selected.has(String(row.id))}
                onCheckedChange={(checked) => toggle(String(row.id), checked)}
              />
            </li>
          ))}
        </ul>
        <p data-proposal-total>
          {webMessage('token.proposal.total', {
            count: chosen.length,
            total: formatMoney(billingProposalTotal(chosen.map(proposableToken))),
          })}
        </p>
        {failure ? (
          <p className={styles.fileError} role="alert">
            {failure}
          </p>
        ) : refusal && chosen.length > 0 ? (
          <p className={styles.fileError} role="alert">
            {refusal.message}
          </p>
        ) : null}
        <Button
          variant="contained"
          onClick={send}
          disabled={refusal !== undefined || mutation.isPending}
        >
          {webMessage('token.proposal.send')}
        </Button>
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="proposal-new">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('token.proposal.new')}
      </h3>
      {body}
    </section>
  );
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

const STATUS_TONES = {
  SENT: 'info',
  ACCEPTED: 'success',
  REFUSED: 'error',
} as const satisfies Record<BillingProposalStatus, 'info' | 'success' | 'error'>;

/** One proposal: its status, the other side, its tokens and total, and the office's answer. */
function ProposalItem({
  proposal,
  actor,
  supplier,
}: {
  proposal: BillingProposal;
  actor: TransitionActor;
  supplier: boolean;
}) {
  const titleId = useId();
  const tokens = proposal.org_tokens ?? [];
  const counterpart = supplier
    ? companyName(proposal.organization)
    : companyName(proposal.org_suppliers);
  return (
    <li>
      <article aria-labelledby={titleId} data-proposal={proposal.id}>
        <h4 id={titleId}>
          {webMessage('token.proposal.name', { id: proposal.id })}{' '}
          <Chip
            size="small"
            tone={STATUS_TONES[proposal.status]}
            label={billingProposalStatusLabel(proposal.status)}
          />
        </h4>
        <p className={styles.muted}>
          {counterpart}
          {counterpart && proposal.createdAt ? ' · ' : null}
          {proposal.createdAt ? <DateTime value={proposal.createdAt} /> : null}
        </p>
        <p>
          {webMessage('token.proposal.tokens', {
            count: proposal.tokenCount,
            codes: tokens.map((token) => token.code).join(', '),
          })}
          {' · '}
          <Money value={proposal.total} />
        </p>
        {proposal.refusalReason ? (
          <p>{webMessage('token.proposal.refusalReason', { reason: proposal.refusalReason })}</p>
        ) : null}
        {supplier ? null : (
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
        )}
      </article>
    </li>
  );
}

/** The proposals the viewer reads, newest first. */
function BillingProposalList({ actor, supplier }: { actor: TransitionActor; supplier: boolean }) {
  const titleId = useId();
  const query = useQuery(
    getBillingProposalsPageQueryOptions(apiClient, {
      include: ['org_suppliers', 'organization', 'org_tokens'],
      order: [['createdAt', 'DESC']],
      limit: 50,
    }),
  );
  const proposals = query.data?.rows ?? [];
  let body: ReactNode = recordReadState(query, 3);
  if (body === null && proposals.length === 0) {
    body = <p className={styles.muted}>{webMessage('token.proposal.none')}</p>;
  } else if (body === null) {
    body = (
      <ul aria-labelledby={titleId} data-proposals>
        {proposals.map((proposal) => (
          <ProposalItem key={proposal.id} proposal={proposal} actor={actor} supplier={supplier} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="proposal-list">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage(supplier ? 'token.proposal.sentList' : 'token.proposal.receivedList')}
      </h3>
      {body}
    </section>
  );
}

/**
 * 'Proposte di fatturazione' on the tokens list, for the supplier and the organisation (the two
 * sides of a token); nothing for another role.
 */
export function BillingProposalsButton() {
  const [open, setOpen] = useState(false);
  const { profile, viewer } = useRecordRoute();
  if (!profile || !viewer) return null;
  const supplier = viewer.roleType === ROLE_TYPE.SPL;
  if (!supplier && viewer.roleType !== ROLE_TYPE.ORG) return null;
  const title = message('tokens.proposal.title');
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outlined">{title}</Button>}
      title={title}
      maxWidth={720}
    >
      {open ? (
        <>
          {supplier ? <NewBillingProposal actor={profile} /> : null}
          <BillingProposalList actor={profile} supplier={supplier} />
        </>
      ) : null}
    </Dialog>
  );
}
