/**
 * The order lifecycle, one machine for the web (which actions to show) and the gateway (which
 * transitions to accept): 001 §3, §4.1, §4.2, §6; 002 §3.4, §4.1; DECISIONS.md "Order lifecycle".
 *
 * States: draft → open → (closing) → awaitingValidation | closed, and deleted for a deleted draft.
 * The flags of an open order (read, accepted, rejected, planned, suspended, asked price) are
 * context, changed by transitions and checked by guards; pending and partial are derived from the
 * activities (`orderFlagsFromActivities`). The machine is pure: it starts from a stored order
 * (`machine.resolveState`), takes one event (`transition`), and its context ends with the fields
 * to write (`changes`) and the effects the gateway must carry out (`effects`).
 */
import dayjs from 'dayjs';
import { and, assertEvent, assign, setup } from 'xstate';
import { planActivityDates } from '../activities/activityCreation.ts';
import { activitiesMessage } from '../messages/it-IT/activities.ts';
import { commonMessage } from '../messages/it-IT/common.ts';
import { amountInputToNumber } from '../validation/amountInput.ts';
import {
  ORDER_EDITABLE_FIELDS,
  ORDER_GUARDS,
  newOrderSupplier,
  orderTransitionGuards,
} from './orderLifecycleGuards.ts';
import type {
  OrderFacts,
  OrderGuardName,
  OrderLifecycleRecord,
  OrderTransitionEvent,
} from './orderLifecycleGuards.ts';
import { toMachineGuards } from './transitions.ts';
import type { TransitionEffect } from './transitions.ts';
import type { DateValue } from './types.ts';

/** The machine's context: the facts it starts from and what the transition decides to write. */
export interface OrderLifecycleContext extends OrderFacts {
  /** The fields to write on the order. */
  changes: Partial<OrderLifecycleRecord>;
  /** What the gateway must do besides writing the fields. */
  effects: TransitionEffect[];
  /** The Italian success message of the transition, when the spec gives one. */
  successMessage?: string;
}

/**
 * Whether a closing order still has an asked price after the transition's changes: then it waits
 * for the administrator's validation (002 §4.1 "While closed: In validazione if askedPrice is not
 * null"), else it is closed.
 */
export function hasAskedPriceAfterChanges(
  order: Pick<OrderLifecycleRecord, 'askedPrice'>,
  changes: Partial<Pick<OrderLifecycleRecord, 'askedPrice'>>,
): boolean {
  const price = 'askedPrice' in changes ? changes.askedPrice : order.askedPrice;
  return price != null;
}

/** A date as the gateway stores a day: 'YYYY-MM-DD' in local time (the guards checked it). */
function toDateOnly(value: DateValue): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** The order form's date fields, written as days. */
const DATE_FIELDS: readonly string[] = ['dateOrder', 'validFrom', 'validTo'];

/** A price as a number: '380,50' and '380.50' are 380.5 (001 §5 Amount field). */
function toAmount(value: number | string): number | null {
  return typeof value === 'number' ? value : amountInputToNumber(value);
}

function change(
  context: OrderLifecycleContext,
  changes: Partial<OrderLifecycleRecord>,
  effects: TransitionEffect[] = [],
): Pick<OrderLifecycleContext, 'changes' | 'effects'> {
  return {
    changes: { ...context.changes, ...changes },
    effects: [...context.effects, ...effects],
  };
}

/**
 * What a supplier had said about an order goes when the order changes supplier: read, accepted,
 * planned, its plan date, its refusal and its asked price belong to the previous supplier.
 */
const SUPPLIER_ANSWERS_CLEARED: Partial<OrderLifecycleRecord> = {
  isRead: false,
  isAccepted: false,
  isPlanned: false,
  estimatedJobEndDate: null,
  isRejected: false,
  askedPrice: null,
};

/** The order lifecycle (001 §3, §4.1, §4.2, §6; 002 §3.4, §4.1; DECISIONS.md "Order lifecycle"). */
export const orderLifecycleMachine = setup({
  types: {
    context: {} as OrderLifecycleContext,
    events: {} as OrderTransitionEvent,
    input: {} as OrderFacts,
  },
  guards: {
    ...toMachineGuards<OrderGuardName, OrderFacts, OrderTransitionEvent>(ORDER_GUARDS),
    hasAskedPriceAfterChanges: ({ context }: { context: OrderLifecycleContext }) =>
      hasAskedPriceAfterChanges(context.order, context.changes),
  },
  actions: {
    // ORG sends the draft: it is open, dated today when it has no date yet, and its supplier is
    // notified (the ORDER_NEW notification).
    send: assign(({ context }) =>
      change(
        context,
        { status: 'OPEN', dateOrder: context.order.dateOrder ?? toDateOnly(context.now) },
        [{ type: 'notifySupplier' }],
      ),
    ),
    // Only the fields the event carries; days as the gateway stores them.
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const fields: Partial<OrderLifecycleRecord> = {};
      for (const field of ORDER_EDITABLE_FIELDS) {
        if (!(field in event.changes)) continue;
        const value = event.changes[field];
        Object.assign(fields, {
          [field]:
            DATE_FIELDS.includes(field) && value != null ? toDateOnly(value as DateValue) : value,
        });
      }
      const supplier = newOrderSupplier(context.order, event);
      return {
        ...change(
          context,
          supplier === undefined ? fields : { ...fields, ...SUPPLIER_ANSWERS_CLEARED },
          supplier === undefined
            ? []
            : [{ type: 'notifySupplier' }, { type: 'reassignActivities', supplier }],
        ),
        successMessage: commonMessage('common.saveSuccess'),
      };
    }),
    deleteDraft: assign(({ context }) => change(context, {}, [{ type: 'deleteRecord' }])),
    addActivities: assign(({ context, event }) => {
      assertEvent(event, 'ADD_ACTIVITIES');
      return {
        ...change(context, {}, [
          { type: 'createActivities', activities: planActivityDates(event.request) },
        ]),
        successMessage: activitiesMessage('activities.createSuccess'),
      };
    }),
    markRead: assign(({ context }) => change(context, { isRead: true })),
    accept: assign(({ context }) => change(context, { isAccepted: true, isRead: true })),
    reject: assign(({ context }) => change(context, { isRejected: true, isRead: true })),
    // The guards refused a missing or unreadable date and a missing or invalid price.
    plan: assign(({ context, event }) => {
      assertEvent(event, 'PLAN');
      return change(context, {
        isPlanned: true,
        estimatedJobEndDate: toDateOnly(event.estimatedJobEndDate as DateValue),
      });
    }),
    askPrice: assign(({ context, event }) => {
      assertEvent(event, 'ASK_PRICE');
      return change(context, { askedPrice: toAmount(event.askedPrice as number | string) });
    }),
    suspend: assign(({ context }) => change(context, { isSuspended: true })),
    resume: assign(({ context }) => change(context, { isSuspended: false })),
    close: assign(({ context, event }) => {
      const price =
        event.type === 'CLOSE' && event.askedPrice != null && event.askedPrice !== ''
          ? { askedPrice: toAmount(event.askedPrice) }
          : {};
      return change(context, { status: 'CLOSE', ...price });
    }),
    forceClose: assign(({ context }) => change(context, { status: 'CLOSE', isForcedClose: true })),
    // The asked price becomes the order's agreed amount; with no price there is nothing to agree.
    validate: assign(({ context }) => {
      const price = context.order.askedPrice;
      return change(
        context,
        price != null ? { status: 'CLOSE', amount: price, askedPrice: null } : { status: 'CLOSE' },
      );
    }),
    sendBack: assign(({ context }) =>
      change(context, { status: 'OPEN', askedPrice: null, isForcedClose: false }),
    ),
  },
}).createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => ({ ...input, changes: {}, effects: [] }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        SEND: { guard: and(orderTransitionGuards('SEND')), target: 'open', actions: 'send' },
        EDIT: { guard: and(orderTransitionGuards('EDIT')), actions: 'edit' },
        DELETE: {
          guard: and(orderTransitionGuards('DELETE')),
          target: 'deleted',
          actions: 'deleteDraft',
        },
        ADD_ACTIVITIES: {
          guard: and(orderTransitionGuards('ADD_ACTIVITIES')),
          actions: 'addActivities',
        },
      },
    },
    open: {
      on: {
        EDIT: { guard: and(orderTransitionGuards('EDIT')), actions: 'edit' },
        ADD_ACTIVITIES: {
          guard: and(orderTransitionGuards('ADD_ACTIVITIES')),
          actions: 'addActivities',
        },
        MARK_READ: { guard: and(orderTransitionGuards('MARK_READ')), actions: 'markRead' },
        ACCEPT: { guard: and(orderTransitionGuards('ACCEPT')), actions: 'accept' },
        REJECT: { guard: and(orderTransitionGuards('REJECT')), actions: 'reject' },
        PLAN: { guard: and(orderTransitionGuards('PLAN')), actions: 'plan' },
        ASK_PRICE: { guard: and(orderTransitionGuards('ASK_PRICE')), actions: 'askPrice' },
        SUSPEND: { guard: and(orderTransitionGuards('SUSPEND')), actions: 'suspend' },
        RESUME: { guard: and(orderTransitionGuards('RESUME')), actions: 'resume' },
        CLOSE: { guard: and(orderTransitionGuards('CLOSE')), target: 'closing', actions: 'close' },
        FORCE_CLOSE: {
          guard: and(orderTransitionGuards('FORCE_CLOSE')),
          target: 'closing',
          actions: 'forceClose',
        },
        CLOSE_AFTER_LAST_ACTIVITY: {
          guard: and(orderTransitionGuards('CLOSE_AFTER_LAST_ACTIVITY')),
          target: 'closing',
          actions: 'close',
        },
      },
    },
    // Where a closing lands: awaiting validation with an asked price, closed without one.
    closing: {
      always: [
        { guard: 'hasAskedPriceAfterChanges', target: 'awaitingValidation' },
        { target: 'closed' },
      ],
    },
    awaitingValidation: {
      on: {
        MARK_READ: { guard: and(orderTransitionGuards('MARK_READ')), actions: 'markRead' },
        VALIDATE: {
          guard: and(orderTransitionGuards('VALIDATE')),
          target: 'closed',
          actions: 'validate',
        },
        SEND_BACK: {
          guard: and(orderTransitionGuards('SEND_BACK')),
          target: 'open',
          actions: 'sendBack',
        },
      },
    },
    closed: {
      on: {
        MARK_READ: { guard: and(orderTransitionGuards('MARK_READ')), actions: 'markRead' },
      },
    },
    deleted: { type: 'final' },
  },
});
