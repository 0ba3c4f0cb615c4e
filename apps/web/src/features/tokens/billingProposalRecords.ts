/**
 * The billing proposals as their list and detail show them ('Proposte di fatturazione', 002 §2.8;
 * domain DECISIONS.md "Billing proposals: their list and detail"): the number, the status by
 * domain's label, the other side (the supplier for the office, the administrator for the
 * supplier), the number of tokens, the total, the date sent and the reason of a refusal — 50 a
 * page, newest first, paged by the server through the api-client's proposal reads.
 */
import {
  getBillingProposalRecordQueryOptions,
  getBillingProposalsPageQueryOptions,
  type BillingProposal,
} from '@portineria/api-client';
import {
  BILLING_PROPOSAL_LIST_LIMIT,
  BILLING_PROPOSAL_LIST_ORDER,
  billingProposalStatusLabel,
  orderRelationsShown,
  type BillingProposalStatus,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import type { FieldPresentation } from '../../records/presenters.ts';

/** A proposal as the proposal reads answer it, its related records included. */
export type BillingProposalRow = BillingProposal;

/** The tone of each status's chip: waiting, accepted, refused. */
export const BILLING_PROPOSAL_STATUS_TONES = {
  SENT: 'info',
  ACCEPTED: 'success',
  REFUSED: 'error',
} as const satisfies Record<BillingProposalStatus, 'info' | 'success' | 'error'>;

/** A proposal's status as a chip with domain's label ('Inviata', 'Accettata', 'Rifiutata'). */
export function presentBillingProposalStatus(
  status: BillingProposalStatus | null | undefined,
): FieldPresentation {
  const known = status && Object.hasOwn(BILLING_PROPOSAL_STATUS_TONES, status) ? status : 'SENT';
  return {
    kind: 'chips',
    chips: [
      { label: billingProposalStatusLabel(known), tone: BILLING_PROPOSAL_STATUS_TONES[known] },
    ],
  };
}

const field = fieldsOf<BillingProposalRow>();

const id = field.text('id', 'field.id', (proposal) => proposal.id);
const status = field.custom('status', 'field.status', (proposal) =>
  presentBillingProposalStatus(proposal.status),
);
// 002 §2.2: a supplier does not see itself as a relation, and reads the administrator instead.
const supplier = field.relation(
  'supplier',
  'field.supplier',
  'supplier',
  (proposal) => ({ id: proposal._supplier, record: proposal.org_suppliers }),
  {
    include: 'org_suppliers',
    shownTo: (viewer) => orderRelationsShown(viewer.roleType).includes('supplier'),
  },
);
const administrator = field.relation(
  'administrator',
  'field.administrator',
  'administrator',
  (proposal) => ({ id: proposal._organization, record: proposal.organization }),
  {
    include: 'organization',
    shownTo: (viewer) => !orderRelationsShown(viewer.roleType).includes('supplier'),
  },
);
const tokenCount = field.number(
  'tokenCount',
  'field.tokenCount',
  (proposal) => proposal.tokenCount,
);
const total = field.money('total', 'field.proposalTotal', (proposal) => proposal.total);
const sentAt = field.dateTime('createdAt', 'field.sentAt', (proposal) => proposal.createdAt);

export const BILLING_PROPOSALS = defineRecords<BillingProposalRow>({
  columns: [id, status, supplier, administrator, tokenCount, total, sentAt],
  sections: [
    section('section.general', [
      status,
      tokenCount,
      total,
      field.multiline(
        'refusalReason',
        'field.refusalReason',
        (proposal) => proposal.refusalReason,
        { shownFor: (proposal) => Boolean(proposal.refusalReason) },
      ),
    ]),
    section('section.relations', [supplier, administrator]),
    section('section.dates', [sentAt]),
  ],
  pageSize: BILLING_PROPOSAL_LIST_LIMIT,
  order: BILLING_PROPOSAL_LIST_ORDER,
  sortFields: { id: 'id', createdAt: 'createdAt', total: 'total' },
  defaultSortLabel: 'list.sort.newest',
  emptyLabel: 'token.proposal.none',
  page: (query) => getBillingProposalsPageQueryOptions<BillingProposalRow>(apiClient, query),
  // The detail always reads the proposal's tokens (each by the tokens' rule) with it.
  record: (recordId, include) =>
    getBillingProposalRecordQueryOptions<BillingProposalRow>(apiClient, recordId, [
      ...include,
      'org_tokens',
    ]),
});
