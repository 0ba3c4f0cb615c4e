/**
 * The order form of /ORG/OPR/orders/{orderType}/new and of the detail's edit (001 §2.2, §3;
 * DECISIONS.md "Order lifecycle"): what a draft needs, what sending needs, and the Italian
 * messages in the style of 000 §5 ('Il campo X …'). The web's form and the gateway's create and
 * update both call `validateOrderForm`, so a rule is written once.
 */
import dayjs from 'dayjs';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants/constants.ts';
import { activitiesMessage } from '../messages/it-IT/activities.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { OrderLifecycleMessageKey } from '../messages/it-IT/orderLifecycle.ts';
import { validationMessage } from '../messages/it-IT/validation.ts';
import { isEmptyValue, maxLengthRule, oneOfRule, requiredRule } from '../validation/rules.ts';
import type { FieldRule } from '../validation/rules.ts';
import { readDate } from './dates.ts';
import { ORDER_CATEGORIES } from './types.ts';
import type { DateValue, OrderCategory, OrderEntityId } from './types.ts';

/** The fields of the order form, by wire name. */
export type OrderFormField =
  | 'category'
  | 'object'
  | 'description'
  | '_building'
  | '_supplier'
  | '_employee'
  | 'dateOrder'
  | 'validFrom'
  | 'validTo'
  | 'priority'
  | 'notifyDoorkeeper';

/** The values of the order form; a field left empty is null or absent. */
export interface OrderFormValues {
  category?: OrderCategory | null;
  object?: string | null;
  description?: string | null;
  _building?: OrderEntityId | null;
  _supplier?: OrderEntityId | null;
  _employee?: OrderEntityId | null;
  dateOrder?: DateValue | null;
  validFrom?: DateValue | null;
  validTo?: DateValue | null;
  /** 1 normal, 2 urgent (002 §4.6). */
  priority?: number | null;
  notifyDoorkeeper?: boolean | null;
}

/**
 * What the form is checked for: `draft` (saved as DRAFT: a category and an object are enough)
 * or `send` (sent as OPEN: everything the supplier needs to work).
 */
export type OrderFormMode = 'draft' | 'send';

/** The result of the order form checks: one Italian message per field in error. */
export interface OrderFormValidation {
  valid: boolean;
  errors: Partial<Record<OrderFormField, string>>;
}

const LABEL_KEYS = {
  category: 'orders.form.label.category',
  object: 'orders.form.label.object',
  description: 'orders.form.label.description',
  _building: 'orders.form.label.building',
  _supplier: 'orders.form.label.supplier',
  _employee: 'orders.form.label.employee',
  dateOrder: 'orders.form.label.dateOrder',
  validFrom: 'orders.form.label.validFrom',
  validTo: 'orders.form.label.validTo',
  priority: 'orders.form.label.priority',
  notifyDoorkeeper: 'orders.form.label.notifyDoorkeeper',
} as const satisfies Record<OrderFormField, OrderLifecycleMessageKey>;

/** The Italian label of each order form field. */
export const ORDER_FORM_LABELS: Readonly<Record<OrderFormField, string>> = Object.fromEntries(
  Object.entries(LABEL_KEYS).map(([field, key]) => [field, orderLifecycleMessage(key)]),
) as Record<OrderFormField, string>;

/** The fields sending needs besides category and object, marked '(*)' on the form. */
export const ORDER_FIELDS_REQUIRED_TO_SEND = [
  '_building',
  '_supplier',
  'validFrom',
  'validTo',
] as const satisfies readonly OrderFormField[];

/** The priority choices: 1 'Normale', 2 'Urgente' (002 §4.6 "Priority 2 shows 'Urgente'"). */
export const ORDER_PRIORITY_OPTIONS = [
  { value: 1, label: orderLifecycleMessage('orders.form.priority.normal') },
  { value: 2, label: orderLifecycleMessage('orders.form.priority.urgent') },
] as const;

/** The category choices: ODS single service order, ODP repeated order (001 §3, 002 §3.1). */
export const ORDER_CATEGORY_OPTIONS = [
  { value: 'ODS', label: orderLifecycleMessage('orders.form.category.ods') },
  { value: 'ODP', label: orderLifecycleMessage('orders.form.category.odp') },
] as const satisfies readonly { value: OrderCategory; label: string }[];

const PRIORITIES = ORDER_PRIORITY_OPTIONS.map((option) => option.value);

const booleanRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || typeof value === 'boolean'
    ? null
    : validationMessage('validation.notInList', { label });

const dateRule: FieldRule = (label) => (value) =>
  isEmptyValue(value) || readDate(value as DateValue) !== undefined
    ? null
    : orderLifecycleMessage('orders.form.invalidDate', { label });

const FIELD_RULES: Readonly<Record<OrderFormField, readonly FieldRule[]>> = {
  category: [requiredRule, oneOfRule(ORDER_CATEGORIES)],
  object: [requiredRule, maxLengthRule(TITLE_MAX_LENGTH)],
  description: [maxLengthRule(DESCRIPTION_MAX_LENGTH)],
  _building: [],
  _supplier: [],
  _employee: [],
  dateOrder: [dateRule],
  validFrom: [dateRule],
  validTo: [dateRule],
  priority: [oneOfRule(PRIORITIES)],
  notifyDoorkeeper: [booleanRule],
};

/**
 * The order form rules (001 §3 Order; DECISIONS.md "Order lifecycle", order form):
 * - always: category required, ODS or ODP; object required, at most 80 characters, and
 *   description at most 4000 (the limits of 002 §5.1, §9 for a title and a description);
 *   dates readable; validFrom not after validTo; dateOrder not after validTo; priority 1 or 2;
 *   notifyDoorkeeper a yes or no;
 * - to send (`send`): building, supplier, validFrom and validTo required too, and validTo not
 *   before today — an order that reaches its supplier already expired could not be planned.
 * One message per field, the first rule broken; dates are compared by day.
 */
export function validateOrderForm(
  values: OrderFormValues,
  mode: OrderFormMode,
  now: Date,
): OrderFormValidation {
  const errors: OrderFormValidation['errors'] = {};
  for (const field of Object.keys(FIELD_RULES) as OrderFormField[]) {
    const label = ORDER_FORM_LABELS[field];
    const rules = [
      ...(mode === 'send' && isRequiredToSend(field) ? [requiredRule] : []),
      ...FIELD_RULES[field],
    ];
    for (const rule of rules) {
      const error = rule(label)(values[field]);
      if (error !== null) {
        errors[field] = error;
        break;
      }
    }
  }

  const validFrom = readDate(values.validFrom);
  const validTo = readDate(values.validTo);
  const dateOrder = readDate(values.dateOrder);
  if (!errors.validTo && validTo) {
    if (validFrom && validTo.isBefore(validFrom, 'day')) {
      errors.validTo = activitiesMessage('activities.dates.endBeforeStart');
    } else if (mode === 'send' && validTo.isBefore(dayjs(now), 'day')) {
      errors.validTo = activitiesMessage('activities.dates.endBeforeToday');
    }
  }
  if (!errors.dateOrder && dateOrder && validTo && dateOrder.isAfter(validTo, 'day')) {
    errors.dateOrder = orderLifecycleMessage('orders.form.dateOrderAfterEnd');
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

function isRequiredToSend(field: OrderFormField): boolean {
  return (ORDER_FIELDS_REQUIRED_TO_SEND as readonly OrderFormField[]).includes(field);
}
