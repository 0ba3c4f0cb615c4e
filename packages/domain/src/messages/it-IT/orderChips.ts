import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of an order's status chips (002 §4.1), keys prefixed with 'orders.' as the rest
 * of the area. Apart from ./orders.ts because the chips are a ui leaf of their own (OrderChips,
 * 5 KB budget) that must not ship the area's other strings.
 */
export const orderChipsMessages = {
  /** Order chips (002 §4.1). */
  'orders.chip.planned': 'Pianificato',
  /** The planned chip with its expected end date: the spec gives no wording; ours. */
  'orders.chip.plannedWithDate': 'Pianificato, fine prevista {date}',
  'orders.chip.accepted': 'Accettato',
  'orders.chip.read': 'Letto',
  'orders.chip.unread': 'Non letto',
  'orders.chip.expired': 'Scaduto',
  'orders.chip.pending': 'Attività in corso',
  'orders.chip.suspended': 'Esecuzione attività sospesa',
  'orders.chip.partial': 'Attività rifiutate',
  'orders.chip.rejected': 'Rifiutato',
  'orders.chip.validation': 'In validazione',
  'orders.chip.forcedClose': 'Chiusura forzata',
  /** The spec gives no chip for a draft order; ours. */
  'orders.chip.draft': 'Bozza',
  /** ODP flag (001 §4.1). */
  'orders.chip.expiredActivities': 'Attività scadute',
} as const;

/** A message of the order chips, its `{name}` placeholders filled. */
export const orderChipsMessage = /* @__PURE__ */ areaMessage(orderChipsMessages);
