/**
 * The two questions the web and the gateway ask the order lifecycle machine (DECISIONS.md "Order
 * lifecycle"): which actions may this actor take on this order now, and what does this event
 * write. Both read the same machine and the same guards, so a button the web enables is a
 * transition the gateway accepts, and a refusal says the same Italian reason on both sides.
 */
import { transition } from 'xstate';
import type { ActivityStatus } from '../activities/types.ts';
import { formatMoney } from '../format/money.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { OrderLifecycleMessageKey } from '../messages/it-IT/orderLifecycle.ts';
import { evaluatePermission } from '../permissions/evaluatePermission.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { orderLifecycleMachine } from './orderLifecycle.machine.ts';
import {
  ORDER_GUARDS,
  ORDER_TRANSITION_RULES,
  orderGuardRefusal,
  orderLifecycleState,
  orderPermissionRequirement,
  orderRoleRequirement,
} from './orderLifecycleGuards.ts';
import type {
  OrderActivitySummary,
  OrderEventType,
  OrderFacts,
  OrderGuardName,
  OrderLifecycleRecord,
  OrderLifecycleState,
  OrderTransitionEvent,
} from './orderLifecycleGuards.ts';
import { firstRefusal, transitionSuccess, refusal } from './transitions.ts';
import type {
  TransitionAction,
  TransitionActor,
  TransitionRefusal,
  TransitionResult,
} from './transitions.ts';

/** The actions a screen offers on an order. */
export type OrderActionId =
  | 'send'
  | 'edit'
  | 'addActivities'
  | 'delete'
  | 'markRead'
  | 'accept'
  | 'reject'
  | 'plan'
  | 'askPrice'
  | 'suspend'
  | 'resume'
  | 'close'
  | 'forceClose'
  | 'validate'
  | 'sendBack';

/** One action on an order, as `orderActions` lists it. */
export type OrderAction = TransitionAction<OrderActionId, OrderEventType>;

const ORDER_ACTION_EVENTS = {
  send: 'SEND',
  edit: 'EDIT',
  addActivities: 'ADD_ACTIVITIES',
  delete: 'DELETE',
  markRead: 'MARK_READ',
  accept: 'ACCEPT',
  reject: 'REJECT',
  plan: 'PLAN',
  askPrice: 'ASK_PRICE',
  suspend: 'SUSPEND',
  resume: 'RESUME',
  close: 'CLOSE',
  forceClose: 'FORCE_CLOSE',
  validate: 'VALIDATE',
  sendBack: 'SEND_BACK',
} as const satisfies Record<OrderActionId, OrderEventType>;

/** Every order action in the order a screen lists them: the administrator's, then the supplier's. */
export const ORDER_ACTION_IDS = Object.keys(ORDER_ACTION_EVENTS) as OrderActionId[];

function actionLabel(id: OrderActionId, order: OrderLifecycleRecord): string {
  if (id === 'plan' && order.isPlanned) return orderLifecycleMessage('orders.action.replan');
  if (id === 'askPrice' && order.askedPrice != null)
    return orderLifecycleMessage('orders.action.changePrice');
  return orderLifecycleMessage(`orders.action.${id}`);
}

function confirmationOf(
  id: OrderActionId,
  order: OrderLifecycleRecord,
): OrderAction['confirmation'] {
  const continueOrCancel = {
    confirmLabel: orderLifecycleMessage('orders.confirm.continue'),
    cancelLabel: orderLifecycleMessage('orders.confirm.cancel'),
  };
  switch (id) {
    case 'delete':
      return {
        message: orderLifecycleMessage('orders.confirm.delete'),
        confirmLabel: orderLifecycleMessage('orders.confirm.yes'),
        cancelLabel: orderLifecycleMessage('orders.confirm.no'),
      };
    case 'reject':
      return { message: orderLifecycleMessage('orders.confirm.reject'), ...continueOrCancel };
    case 'forceClose':
      return { message: orderLifecycleMessage('orders.confirm.forceClose'), ...continueOrCancel };
    case 'validate':
      return order.askedPrice != null
        ? {
            message: orderLifecycleMessage('orders.confirm.validate', {
              amount: formatMoney(order.askedPrice),
            }),
            ...continueOrCancel,
          }
        : undefined;
    case 'sendBack':
      return { message: orderLifecycleMessage('orders.confirm.sendBack'), ...continueOrCancel };
    default:
      return undefined;
  }
}

/**
 * Whether a state of the machine accepts an event at all (before any guard): the machine's shape
 * says which states an event belongs to.
 */
function acceptsEvent(
  state: Exclude<OrderLifecycleState, 'deleted'>,
  type: OrderEventType,
): boolean {
  return orderLifecycleMachine.states[state]?.ownEvents.includes(type) === true;
}

/** Why a state refuses an event that has no reason of its own (SEND, DELETE, VALIDATE, SEND_BACK do). */
const STATE_REFUSALS: Readonly<
  Record<Exclude<OrderLifecycleState, 'deleted'>, OrderLifecycleMessageKey>
> = {
  draft: 'orders.refusal.draft',
  open: 'orders.refusal.open',
  awaitingValidation: 'orders.refusal.awaitingValidation',
  closed: 'orders.refusal.closed',
};

const EVENT_STATE_REFUSALS: Readonly<Partial<Record<OrderEventType, OrderLifecycleMessageKey>>> = {
  SEND: 'orders.refusal.alreadySent',
  DELETE: 'orders.refusal.deleteDraftOnly',
  VALIDATE: 'orders.refusal.notAwaitingValidation',
  SEND_BACK: 'orders.refusal.notAwaitingValidation',
};

/** Why an event does not belong to the order's state. */
function stateRefusal(
  type: OrderEventType,
  state: Exclude<OrderLifecycleState, 'deleted'>,
): TransitionRefusal {
  return refusal(
    'CONFLICT',
    orderLifecycleMessage(EVENT_STATE_REFUSALS[type] ?? STATE_REFUSALS[state]),
  );
}

/** The first reason the event is refused (see `firstRefusal`), or undefined. */
function findRefusal(
  facts: OrderFacts,
  event: OrderTransitionEvent,
  state: Exclude<OrderLifecycleState, 'deleted'>,
  checkPayload: boolean,
): TransitionRefusal | undefined {
  return firstRefusal<OrderGuardName>({
    rule: ORDER_TRANSITION_RULES[event.type],
    permissionGuard: 'isOrderActionPermitted',
    actor: facts.actor,
    roleRequirement: orderRoleRequirement(roleTypeOf(facts.actor.role)),
    passes: (guard) => ORDER_GUARDS[guard](facts, event),
    acceptedInState: acceptsEvent(state, event.type),
    stateRefusal: () => stateRefusal(event.type, state),
    refusalOf: (guard) => orderGuardRefusal(guard, facts, event),
    checkPayload,
  });
}

/**
 * An event without its payload, for listing actions: only the payload guards read the payload,
 * and listing never runs them.
 */
function bareEvent(type: OrderEventType): OrderTransitionEvent {
  return { type } as OrderTransitionEvent;
}

/**
 * Every action on the order for the actor (DECISIONS.md "Order lifecycle"): enabled, or disabled
 * with the Italian reason — rather than hidden — except the actions of the other role, those
 * the actor's permissions hide (002 §6), the half of Sospendi / Riprendi that does not apply, and
 * the read confirmation, which happens by itself on opening (001 §2.6). `activities` are the
 * order's activities (closing needs them finished).
 */
export function orderActions(
  order: OrderLifecycleRecord,
  actor: TransitionActor,
  now: Date,
  activities: readonly OrderActivitySummary[],
): OrderAction[] {
  const facts: OrderFacts = { order, actor, now, activities };
  const state = orderLifecycleState(order);
  return ORDER_ACTION_IDS.map((id) => {
    const type = ORDER_ACTION_EVENTS[id];
    const event = bareEvent(type);
    const reason = findRefusal(facts, event, state, false)?.message;
    const confirmation = confirmationOf(id, order);
    return {
      id,
      event: type,
      label: actionLabel(id, order),
      enabled: reason === undefined,
      ...(reason === undefined ? {} : { reason }),
      ...(isHidden(id, facts, event) ? { hidden: true } : {}),
      ...(confirmation ? { confirmation } : {}),
    };
  });
}

function isHidden(id: OrderActionId, facts: OrderFacts, event: OrderTransitionEvent): boolean {
  if (!ORDER_GUARDS[ORDER_TRANSITION_RULES[event.type].actor](facts, event)) return true;
  const requirement = orderPermissionRequirement(event.type, roleTypeOf(facts.actor.role));
  if (requirement && evaluatePermission(facts.actor, requirement).state === 'hidden') return true;
  if (id === 'markRead') return true;
  if (id === 'suspend') return facts.order.isSuspended === true;
  if (id === 'resume') return facts.order.isSuspended !== true;
  return false;
}

/**
 * What an event writes on the order, or why it is refused (DECISIONS.md "Order lifecycle"). Pure:
 * the gateway runs it inside its transaction on the stored order and the order's activities,
 * writes `changes`, appends `history` (who, profile, when are the gateway's) and carries out
 * `effects`; a refusal is answered with its code (FORBIDDEN 403, CONFLICT 409, VALIDATION 400)
 * and its Italian message.
 */
export function applyOrderTransition(
  order: OrderLifecycleRecord,
  event: OrderTransitionEvent,
  actor: TransitionActor,
  now: Date,
  activities: readonly OrderActivitySummary[],
): TransitionResult<OrderLifecycleRecord> {
  const facts: OrderFacts = { order, actor, now, activities };
  const state = orderLifecycleState(order);
  const refused = findRefusal(facts, event, state, true);
  if (refused) return refused;
  const snapshot = orderLifecycleMachine.resolveState({
    value: state,
    context: { ...facts, changes: {}, effects: [] },
  });
  const [next] = transition(orderLifecycleMachine, snapshot, event);
  return transitionSuccess(order, next);
}

/**
 * The order flags its activities decide (DECISIONS.md "Order lifecycle", derived flags):
 * pending ('Attività in corso', 002 §4.1) while an activity is WORKING; partial ('Attività
 * rifiutate') once an activity is REJECTED.
 */
export function orderFlagsFromActivities(
  activities: readonly { status: ActivityStatus }[],
): Pick<OrderLifecycleRecord, 'isPending' | 'isPartial'> {
  return {
    isPending: activities.some((activity) => activity.status === 'WORKING'),
    isPartial: activities.some((activity) => activity.status === 'REJECTED'),
  };
}
