/**
 * Claims (sinistri) as the rules of this area read them, with the spec's field names (001 §3
 * "Claim: code, status, _orgEmployee, dateStart, the building, and two supplier links (ICMP and
 * IEXP)"; 002 §3.5 "Claim: status …, amountRefunded, _building"; 001 §7 "expand of building,
 * supplierICMP and supplierIEXP").
 */

/**
 * A claim status. CLOSE_LIQUIDATED and CLOSE_NOT_LIQUIDATED are the spec's closed states
 * (001 §4.4); WAITING_LIQUIDATION is 002 §3.5's "waiting-liquidation" written like them. OPEN,
 * VERIFYING and DAMAGE_ASSESSED are ours, named after the dashboard views 'Aperti', 'In
 * verifica' and 'Danno accertato' (000 §4; DECISIONS.md).
 */
export type ClaimStatus =
  | 'OPEN'
  | 'VERIFYING'
  | 'DAMAGE_ASSESSED'
  | 'WAITING_LIQUIDATION'
  | 'CLOSE_LIQUIDATED'
  | 'CLOSE_NOT_LIQUIDATED';

/** A supplier linked to a claim, expanded (001 §7). */
export interface ClaimSupplier {
  id: string;
  name1?: string | null;
  name2?: string | null;
}

/** A claim. */
export interface Claim {
  id: string;
  code: string;
  status: ClaimStatus;
  /** The organisation employee who follows the claim. */
  _orgEmployee?: string | null;
  dateStart?: string | null;
  _building?: string | null;
  building?: { id: string; name?: string | null } | null;
  /** The two supplier links (001 §3 "ICMP and IEXP"); the id fields' names are ours. */
  _supplierICMP?: string | null;
  _supplierIEXP?: string | null;
  supplierICMP?: ClaimSupplier | null;
  supplierIEXP?: ClaimSupplier | null;
  amountRefunded?: number | string | null;
}

/** A sequelize-like where object over claims (000 §7, 002 §7.1). */
export interface ClaimCriteria {
  status?: ClaimStatus | { $notIn: readonly ClaimStatus[] };
  _building?: string;
  _orgEmployee?: string;
  /** The claim's employee is the active user (`ASSIGNED_TO_ACTIVE_USER`). */
  '$org_employees._user$'?: '@activeUser';
}
