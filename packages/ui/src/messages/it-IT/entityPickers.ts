import { messageLookup } from '../messageLookup.ts';

/**
 * Italian defaults of the ready-made picker presentations (SearchPicker.presentations: the seven
 * entity pickers of 002 §2.3). Apart from ./pickers.ts so that a SearchPicker with a presentation
 * of its own does not ship them.
 */
export const entityPickersMessages = {
  /** The entity names of the seven pickers (002 §2.3), as the link picker words them (002 §5.1). */
  'entityPickers.activity.label': 'Attività',
  'entityPickers.building.label': 'Immobile',
  'entityPickers.claim.label': 'Sinistro',
  /** An entitlement's contact and unit (002 §3.7); wording ours. */
  'entityPickers.contact.label': 'Contatto',
  'entityPickers.unit.label': 'Unità',
  'entityPickers.employee.label': 'Dipendente',
  'entityPickers.order.label': 'Ordine',
  'entityPickers.supplier.label': 'Fornitore',
  'entityPickers.ticket.label': 'Ticket',
  /** Activity status chips (002 §3.5 "status (todo or working)"); wording ours. */
  'entityPickers.activity.status.todo': 'Da fare',
  'entityPickers.activity.status.working': 'In lavorazione',
  /** The order an activity belongs to. */
  'entityPickers.activity.order': 'Ordine {code}',
  /** 002 §8 "building disabled chip: 'Disabilitato'". */
  'entityPickers.building.disabled': 'Disabilitato',
  /** Order category chips (002 §3.4 "ODS, or ODP shown as repeated order or contract"). */
  'entityPickers.order.category.ods': 'Ordine',
  'entityPickers.order.category.odp': 'Ordine ripetuto',
  /** Code lines of orders and suppliers. */
  'entityPickers.code': 'Codice {code}',
} as const;

/** An entity pickers default, with `{name}` placeholders filled from `values`. */
export const entityPickersMessage = /* @__PURE__ */ messageLookup(entityPickersMessages);
