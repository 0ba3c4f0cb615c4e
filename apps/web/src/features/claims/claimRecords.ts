/**
 * The claims as their list and detail show them (001 §3 Claim: code, status, _orgEmployee,
 * dateStart, building, ICMP and IEXP; 002 §3.5), read through the api-client's claim queries with
 * the building, the employee and both suppliers included in the same request (001 §7 "building,
 * supplierICMP and supplierIEXP").
 */
import {
  getClaimRecordQueryOptions,
  getClaimsPageQueryOptions,
  type IncludedBuilding,
  type IncludedEmployee,
  type IncludedSupplier,
} from '@portineria/api-client';
import type { Claim } from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import { presentClaimStatus } from '../../records/presenters.ts';

/** A claim as the claim reads answer it, its related records included. */
export interface ClaimRow extends Omit<Claim, 'building' | 'supplierICMP' | 'supplierIEXP'> {
  description?: string | null;
  amountClaimed?: number | string | null;
  createdAt?: string | null;
  /** The version of the stored claim, sent back with an edit or a lifecycle step. */
  updatedAt?: string | null;
  building?: IncludedBuilding | null;
  supplierICMP?: IncludedSupplier | null;
  supplierIEXP?: IncludedSupplier | null;
  org_employees?: IncludedEmployee | null;
}

const field = fieldsOf<ClaimRow>();

const code = field.text('code', 'field.code', (claim) => claim.code);
const status = field.custom('status', 'field.status', (claim) => presentClaimStatus(claim.status));
const building = field.relation(
  'building',
  'field.building',
  'building',
  (claim) => ({ id: claim._building, record: claim.building }),
  { include: 'building' },
);
const dateStart = field.date('dateStart', 'field.dateStart', (claim) => claim.dateStart);
const refunded = field.money(
  'amountRefunded',
  'field.amountRefunded',
  (claim) => claim.amountRefunded,
);

export const CLAIMS = defineRecords<ClaimRow>({
  columns: [code, building, status, dateStart, refunded],
  sections: [
    section('section.general', [
      code,
      status,
      field.multiline('description', 'field.description', (claim) => claim.description),
    ]),
    section('section.relations', [
      building,
      field.relation(
        'employee',
        'field.employee',
        'orgEmployee',
        (claim) => ({ id: claim._orgEmployee, record: claim.org_employees }),
        { include: 'org_employees' },
      ),
      field.relation(
        'supplierICMP',
        'field.supplierIcmp',
        'supplier',
        (claim) => ({ id: claim._supplierICMP, record: claim.supplierICMP }),
        { include: 'supplierICMP' },
      ),
      field.relation(
        'supplierIEXP',
        'field.supplierIexp',
        'supplier',
        (claim) => ({ id: claim._supplierIEXP, record: claim.supplierIEXP }),
        { include: 'supplierIEXP' },
      ),
    ]),
    section('section.dates', [
      dateStart,
      field.dateTime('createdAt', 'field.createdAt', (claim) => claim.createdAt),
    ]),
    section('section.amounts', [
      field.money('amountClaimed', 'field.amountClaimed', (claim) => claim.amountClaimed),
      refunded,
    ]),
  ],
  searchable: true,
  page: (query) => getClaimsPageQueryOptions<ClaimRow>(apiClient, query),
  record: (id, include) => getClaimRecordQueryOptions<ClaimRow>(apiClient, id, include),
});
