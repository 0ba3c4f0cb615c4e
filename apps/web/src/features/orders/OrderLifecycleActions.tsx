/**
 * The order's lifecycle action bar (DECISIONS.md "Order lifecycle"): domain's `orderActions` says
 * which actions the active profile may take now and why the others are refused; the bar shows
 * them all (disabled with the reason), asks the confirmation domain names, asks for the payload
 * an event carries (the plan date, the asked price) in a form validated by domain's rules, and
 * sends the event with the version of the order as read. A stale or refused event says why.
 */
import {
  orderTransitionMutationOptions,
  type OrderTransitionRequest,
} from '@portineria/api-client';
import {
  amountInputToNumber,
  applyOrderTransition,
  orderActions,
  message,
  planDateLimits,
  roleTypeOf,
  type OrderAction,
  type OrderActionId,
  type OrderActivitySummary,
  type OrderLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import type { ActionBarAction } from '@portineria/ui';
import dayjs from 'dayjs';
import { useMemo, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import { lifecycleBarActions, type LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import { AmountStepField, DateStepField } from '../../records/RecordStepActions.tsx';
import { TransitionValueDialog } from '../../records/TransitionValueDialog.tsx';

type OrderEvent = OrderTransitionRequest['event'];

/** The actions that carry a value the user gives in a dialog. */
type PayloadAction = 'plan' | 'askPrice' | 'closeWithPrice';

/**
 * Destructive actions are drawn in the error tone; the state's main action is contained;
 * activities are added from the activities section, not the bar.
 */
const KINDS: LifecycleBarKinds<OrderActionId> = {
  destructive: new Set(['delete', 'reject', 'forceClose']),
  main: new Set(['send', 'accept', 'close', 'validate']),
  elsewhere: new Set(['addActivities']),
};

/** The detail's search parameter that opens the order form's edit (`/mod/{id}?edit`). */
export const ORDER_EDIT_PARAMETER = 'edit';
/** The detail's search parameter of the open 'Pianifica ordine' dialog: a reload reopens it. */
export const ORDER_PLAN_PARAMETER = 'plan';

/** The bar's actions: the visible ones of domain's list, with their tone. */
export function orderActionBarActions(actions: readonly OrderAction[]): ActionBarAction[] {
  return lifecycleBarActions(actions, KINDS);
}

/** Props of {@link OrderLifecycleActions}. */
export interface OrderLifecycleActionsProps {
  orderId: string;
  order: OrderLifecycleRecord;
  activities: readonly OrderActivitySummary[];
  actor: TransitionActor;
  /** Called after the order was deleted (a draft): the screen goes back to the list. */
  onDeleted: () => void;
  /**
   * The calendar's 'Pianifica ordine' dialog (002 §4.3 acceptOrder), composed in by the route:
   * planning then creates the event too. Without it, the plan asks only for the date.
   */
  planDialog?: ComponentType<OrderPlanDialogProps> | undefined;
}

/** What the plan dialog the route composes in receives. */
export interface OrderPlanDialogProps {
  orderId: string;
  order: OrderLifecycleRecord;
  onClose: () => void;
}

/**
 * The lifecycle actions of an order for the active profile: records' `RecordLifecycleActions`,
 * with what only orders do: 'Modifica' opens the edit form, the plan, the asked price and a
 * supplier's closing ask their value in a dialog (or the route's plan dialog).
 */
export function OrderLifecycleActions({
  orderId,
  order,
  activities,
  actor,
  onDeleted,
  planDialog: PlanDialog,
}: OrderLifecycleActionsProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<PayloadAction | undefined>(undefined);
  const location = useLocation();
  const planning = new URLSearchParams(location.search).has(ORDER_PLAN_PARAMETER);
  const now = useMemo(() => new Date(), []);
  const actions = orderActions(order, actor, now, activities);
  const isSupplier = roleTypeOf(actor.role) === 'SPL';
  const transition = useRecordTransition({
    recordId: orderId,
    version: order.updatedAt ?? null,
    mutation: orderTransitionMutationOptions(apiClient),
    staleMessage: webMessage('order.action.stale'),
    onSent: (event: OrderEvent) => (event.type === 'DELETE' ? onDeleted() : undefined),
  });

  /** The order's own actions: true when served here. */
  const servedByFeature = (action: OrderAction): boolean => {
    if (action.id === 'edit') {
      navigate(`?${ORDER_EDIT_PARAMETER}`);
    } else if (action.id === 'plan') {
      if (PlanDialog) navigate(`?${ORDER_PLAN_PARAMETER}`);
      else setAsking('plan');
    } else if (action.id === 'askPrice') {
      setAsking('askPrice');
    } else if (action.id === 'close' && isSupplier) {
      // The supplier may state the price of the job when closing (then 'In validazione').
      setAsking('closeWithPrice');
    } else {
      return false;
    }
    return true;
  };

  return (
    <RecordLifecycleActions
      label={webMessage('order.detail.actions')}
      actions={actions}
      kinds={KINDS}
      transition={transition}
      servedByFeature={servedByFeature}
    >
      {planning && PlanDialog && actions.some((each) => each.id === 'plan' && each.enabled) ? (
        <PlanDialog
          orderId={orderId}
          order={order}
          onClose={() => navigate(location.pathname, { replace: true })}
        />
      ) : asking ? (
        <PayloadDialog
          kind={asking}
          order={order}
          activities={activities}
          actor={actor}
          now={now}
          onClose={() => setAsking(undefined)}
          onSubmit={(event) => transition.send(event)}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

interface PayloadDialogProps {
  kind: PayloadAction;
  order: OrderLifecycleRecord;
  activities: readonly OrderActivitySummary[];
  actor: TransitionActor;
  now: Date;
  onClose: () => void;
  onSubmit: (event: OrderEvent) => Promise<unknown>;
}

/** The event a typed value makes, for each action that asks one. */
function payloadEvent(kind: PayloadAction, value: string): OrderEvent {
  if (kind === 'plan') return { type: 'PLAN', estimatedJobEndDate: value === '' ? null : value };
  const price = value.trim() === '' ? null : amountInputToNumber(value);
  if (kind === 'askPrice') return { type: 'ASK_PRICE', askedPrice: price };
  return price === null ? { type: 'CLOSE' } : { type: 'CLOSE', askedPrice: price };
}

/**
 * The value an event carries, in records' TransitionValueDialog (domain's `applyOrderTransition`
 * checks it with the gateway's own message): the plan's end date within the order's validity,
 * the asked price, or a supplier's optional closing price. A failed send keeps the value and the
 * dialog open.
 */
function PayloadDialog({
  kind,
  order,
  activities,
  actor,
  now,
  onClose,
  onSubmit,
}: PayloadDialogProps) {
  const limits = planDateLimits(order, now);
  const shared = {
    eventOf: (value: string) => payloadEvent(kind, value),
    check: (event: OrderEvent) => applyOrderTransition(order, event, actor, now, activities),
    onClose,
    onSubmit,
  };
  if (kind === 'plan') {
    return (
      <TransitionValueDialog
        {...shared}
        title={webMessage('order.plan.title')}
        field="estimatedJobEndDate"
        initialValue={
          order.estimatedJobEndDate ? dayjs(order.estimatedJobEndDate).format('YYYY-MM-DD') : ''
        }
        renderField={(bound) => (
          <DateStepField
            {...bound}
            label={message('orders.plan.dateLabel')}
            min={dayjs(limits.min).format('YYYY-MM-DD')}
            max={limits.max ? dayjs(limits.max).format('YYYY-MM-DD') : null}
          />
        )}
      />
    );
  }
  return (
    <TransitionValueDialog
      {...shared}
      title={webMessage(kind === 'askPrice' ? 'order.askPrice.title' : 'order.close.title')}
      {...(kind === 'closeWithPrice' ? { description: webMessage('order.close.priceHint') } : {})}
      field="askedPrice"
      initialValue={order.askedPrice == null ? '' : String(order.askedPrice)}
      renderField={(bound) => (
        <AmountStepField
          {...bound}
          label={
            kind === 'closeWithPrice'
              ? webMessage('order.close.priceLabel')
              : message('orders.price.label')
          }
        />
      )}
    />
  );
}
