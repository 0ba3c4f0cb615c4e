import { ordersMessage } from '../messages/it-IT/orders.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import type { RoleType } from '../profiles/types.ts';

/** Which internal note of an order a role works with (002 §6 Order notes). */
export type OrderNotesAccess =
  | {
      /** The internal note the role sees and edits. */
      field: 'noteSpl' | 'noteOrg';
      /** What editing the note needs; check it with the permission rules. */
      editRequirement: PermissionRequirement;
    }
  | { field: null; editRequirement: null };

/**
 * The internal order note of a role (002 §6): a supplier edits its own note, noteSpl, with
 * SPL_OPR_ORDERS_MOD update; an organisation its own, noteOrg, with ORG_OPR_ORDERS_MOD (the spec
 * names no functionality there; update, as for the supplier). Internal notes are private to
 * their side, so neither sees the other's; USR sees no internal notes, and neither does SYS,
 * which the spec does not mention.
 */
export function orderNotesAccess(roleType: RoleType): OrderNotesAccess {
  switch (roleType) {
    case 'SPL':
      return {
        field: 'noteSpl',
        editRequirement: { application: 'SPL_OPR_ORDERS_MOD', functionality: 'APP_UPDATE' },
      };
    case 'ORG':
      return {
        field: 'noteOrg',
        editRequirement: { application: 'ORG_OPR_ORDERS_MOD', functionality: 'APP_UPDATE' },
      };
    case 'USR':
    case 'SYS':
      return { field: null, editRequirement: null };
    default:
      // An unknown role type sees no internal note.
      roleType satisfies never;
      return { field: null, editRequirement: null };
  }
}

/** A relation chip of the order summary widget (002 §2.2). */
export type OrderRelation =
  'order' | 'ticket' | 'building' | 'administrator' | 'supplier' | 'employee';

/** Every relation chip, in the order the spec lists them. */
export const ORDER_RELATIONS = [
  'order',
  'ticket',
  'building',
  'administrator',
  'supplier',
  'employee',
] as const satisfies readonly OrderRelation[];

/**
 * The relation chips a role sees on the order summary widget (002 §2.2): the administrator is
 * shown to SPL only; the supplier and the ticket are hidden for SPL. The others are shown to all.
 */
export function orderRelationsShown(roleType: RoleType): OrderRelation[] {
  const shown = roleType === 'SPL' ? SHOWN_TO_SUPPLIERS : SHOWN_TO_OTHERS;
  return ORDER_RELATIONS.filter((relation) => shown[relation]);
}

const SHOWN_TO_SUPPLIERS: Record<OrderRelation, boolean> = {
  order: true,
  ticket: false,
  building: true,
  administrator: true,
  supplier: false,
  employee: true,
};

const SHOWN_TO_OTHERS: Record<OrderRelation, boolean> = {
  order: true,
  ticket: true,
  building: true,
  administrator: false,
  supplier: true,
  employee: true,
};

/**
 * The titles of the info dialog that opens when the user may not open a related entity
 * (002 §2.2 "titled by the entity type (Immobile, Amministratore, Fornitore), with a Chiudi
 * button"). The spec names these three only.
 */
export const ORDER_RELATION_INFO_TITLES = {
  building: ordersMessage('orders.relation.building'),
  administrator: ordersMessage('orders.relation.administrator'),
  supplier: ordersMessage('orders.relation.supplier'),
} as const satisfies Partial<Record<OrderRelation, string>>;
