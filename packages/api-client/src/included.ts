/**
 * The related records the gateway embeds in a row when a list or a record read names them in
 * `include` (002 §3.4 org_buildings, org_suppliers, org_employees; §3.5 org_contacts): the fields
 * the gateway's summaries carry, each optional because an answer may hold fewer.
 */
import type { EntityId } from './http/resource.ts';

/** A building as the lists include it (`org_buildings`, claims' `building`). */
export interface IncludedBuilding {
  id?: EntityId;
  code?: string | null;
  name?: string | null;
  /** Decides the building's route category, private or condominium (001 §2.2). */
  isPrivate?: boolean | null;
}

/** A supplier as the lists include it (`org_suppliers`, claims' `supplierICMP`/`supplierIEXP`). */
export interface IncludedSupplier {
  id?: EntityId;
  code?: string | null;
  name1?: string | null;
  name2?: string | null;
}

/** An employee as the lists include it (`org_employees`). */
export interface IncludedEmployee {
  id?: EntityId;
  fullname?: string | null;
  color?: string | null;
}

/** A contact as the lists include it (`org_contacts`). */
export interface IncludedContact {
  id?: EntityId;
  fullname?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  name1?: string | null;
  name2?: string | null;
  /** Decides the contact's route category, person or client (002 §2.9). */
  isPerson?: boolean | null;
}
