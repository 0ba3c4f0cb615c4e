/**
 * 'Proposte di fatturazione' (002 §2.8: the tokens list's toolbar menu; domain DECISIONS.md
 * "Billing proposals", "Billing proposals: their list and detail"): the tokens list's button opens
 * the proposals' list of the role's tree (./BillingProposalScreens.tsx), where the supplier's
 * 'Nuova proposta' opens the selection: the tokens not invoiced that domain's `isTokenProposable`
 * lets go, their total, and 'Invia proposta'; the send is refused beside the button with domain's
 * reason (none selected, two organisations…) and a refusal of the gateway keeps the selection.
 * The read has its loading, empty and error state.
 */
import {
  createBillingProposalMutationOptions,
  getTokensPageQueryOptions,
} from '@portineria/api-client';
import {
  BILLING_PROPOSAL_MAX_TOKENS,
  ROUTES,
  billingProposalCreationRefusal,
  billingProposalTotal,
  formatMoney,
  isTokenProposable,
  message,
  type BillingProposalStatus,
  type ProposableToken,
  type RouteDefinition,
  type TransitionActor,
} from '@portineria/domain';
import { Button, Checkbox, Dialog, useSnackbar } from '@portineria/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { lifecycleFailure } from '../../records/recordLifecycle.ts';
import { recordReadState } from '../../records/RecordDetailScreen.tsx';
import { routeHref } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';

/** The route table's entity of the proposals' list and detail. */
const BILLING_PROPOSALS_ENTITY = 'billingProposals';

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

/** The supplier's new proposal: the selection, its total and 'Invia proposta'. */
function NewBillingProposal({ actor, onSent }: { actor: TransitionActor; onSent: () => void }) {
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
          onSent();
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
    <section aria-labelledby={titleId} data-section="proposal-new">
      <p id={titleId} className={styles.muted}>
        {webMessage('token.proposal.choose')}
      </p>
      {body}
    </section>
  );
}

/**
 * 'Nuova proposta' on the proposals' list, for the supplier who may send one (domain's
 * `billingProposalCreationRefusal` asked about the actor alone); nothing for anyone else. The
 * dialog closes once the proposal is sent: the list behind it shows it first.
 */
export function NewBillingProposalButton() {
  const [open, setOpen] = useState(false);
  const { profile } = useRecordRoute();
  if (!profile || billingProposalCreationRefusal([{}], profile)?.code === 'FORBIDDEN') return null;
  const title = webMessage('token.proposal.new');
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="contained">{title}</Button>}
      title={title}
      maxWidth={720}
    >
      {open ? <NewBillingProposal actor={profile} onSent={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

/**
 * 'Proposte di fatturazione' on the tokens list, for the two sides of a token: it opens the
 * proposals' list of the role's tree (domain's route table); nothing for another role.
 */
export function BillingProposalsButton() {
  const navigate = useNavigate();
  const { route, params } = useRecordRoute();
  const list = route
    ? ROUTES.find(
        (candidate: RouteDefinition) =>
          candidate.kind === 'list' &&
          candidate.entity === BILLING_PROPOSALS_ENTITY &&
          candidate.roleType === route.roleType,
      )
    : undefined;
  const href = list ? routeHref(list, params) : undefined;
  if (!href) return null;
  return (
    <Button variant="outlined" onClick={() => navigate(href)}>
      {message('tokens.proposal.title')}
    </Button>
  );
}
