/**
 * The new-ticket form (001 §3 Ticket: object, priority, visibility; 002 §3.10 _building;
 * DECISIONS.md "Ticket lifecycle", new-ticket form): the rules the web's form and the gateway's
 * create both apply.
 */
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants/constants.ts';
import { ticketLifecycleMessage } from '../messages/it-IT/ticketLifecycle.ts';
import { maxLengthRule, oneOfRule, requiredRule } from '../validation/rules.ts';
import type { FieldRule } from '../validation/rules.ts';
import { TICKET_PRIORITIES } from './ticketValues.ts';
import type { TicketPriority } from './types.ts';

/** The fields of the new-ticket form, by wire name. */
export type TicketFormField = 'object' | '_building' | 'description' | 'priority' | 'visibility';

/** The values of the new-ticket form as the gateway reads them. */
export interface TicketFormValues {
  object?: string | null;
  _building?: number | string | null;
  description?: string | null;
  priority?: TicketPriority | string | null;
  visibility?: string | null;
}

/** Who may read a ticket among the building's people (002 §3.6 "owner, tennant, councilor, doorkeeper"). */
export const TICKET_VISIBILITIES = ['owner', 'tennant', 'councilor', 'doorkeeper'] as const;

/** A ticket visibility value. */
export type TicketVisibility = (typeof TICKET_VISIBILITIES)[number];

/** The Italian label of each form field. */
export const TICKET_FORM_LABELS: Readonly<Record<TicketFormField, string>> = {
  object: ticketLifecycleMessage('tickets.form.label.object'),
  _building: ticketLifecycleMessage('tickets.form.label.building'),
  description: ticketLifecycleMessage('tickets.form.label.description'),
  priority: ticketLifecycleMessage('tickets.form.label.priority'),
  visibility: ticketLifecycleMessage('tickets.form.label.visibility'),
};

/** The priority choices: 'Normale', 'Urgente' (001 §4.3 "Priority URGENT exists"). */
export const TICKET_PRIORITY_OPTIONS = [
  { value: 'NORMAL', label: ticketLifecycleMessage('tickets.form.priority.normal') },
  { value: 'URGENT', label: ticketLifecycleMessage('tickets.form.priority.urgent') },
] as const satisfies readonly { value: TicketPriority; label: string }[];

/** The visibility choices (002 §3.6). */
export const TICKET_VISIBILITY_OPTIONS: readonly { value: TicketVisibility; label: string }[] =
  TICKET_VISIBILITIES.map((value) => ({
    value,
    label: ticketLifecycleMessage(`tickets.form.visibility.${value}`),
  }));

/** The fields marked '(*)' on the form. */
export const TICKET_FORM_REQUIRED_FIELDS = [
  'object',
  '_building',
] as const satisfies readonly TicketFormField[];

const FIELD_RULES: Readonly<Record<TicketFormField, readonly FieldRule[]>> = {
  object: [requiredRule, maxLengthRule(TITLE_MAX_LENGTH)],
  _building: [requiredRule],
  description: [maxLengthRule(DESCRIPTION_MAX_LENGTH)],
  priority: [oneOfRule(TICKET_PRIORITIES)],
  visibility: [oneOfRule(TICKET_VISIBILITIES)],
};

/** The errors of a ticket form, one message per field. */
export interface TicketFormValidation {
  valid: boolean;
  errors: Partial<Record<TicketFormField, string>>;
}

/**
 * The new-ticket rules: object required, at most 80 characters (002 §5.1, §9 title); building
 * required (a request is about a building); description at most 4000; priority NORMAL or URGENT
 * (001 §4.3); visibility one of owner, tennant, councilor, doorkeeper (002 §3.6), or none. One
 * message per field, the first rule broken.
 */
export function validateTicketForm(values: TicketFormValues): TicketFormValidation {
  const errors: TicketFormValidation['errors'] = {};
  for (const field of Object.keys(FIELD_RULES) as TicketFormField[]) {
    for (const rule of FIELD_RULES[field]) {
      const error = rule(TICKET_FORM_LABELS[field])(values[field]);
      if (error !== null) {
        errors[field] = error;
        break;
      }
    }
  }
  return { valid: Object.keys(errors).length === 0, errors };
}
