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
  orderActions,
  message,
  planDateLimits,
  roleTypeOf,
  validateAskedPrice,
  validateEstimatedJobEndDate,
  type OrderAction,
  type OrderActionId,
  type OrderActivitySummary,
  type OrderLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import { AmountField, DateField, type ActionBarAction } from '@portineria/ui';
import dayjs from 'dayjs';
import { useMemo, useState, type ComponentType } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import { lifecycleBarActions, type LifecycleBarKinds } from '../../records/recordLifecycle.ts';

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
          now={now}
          onClose={() => setAsking(undefined)}
          onSubmit={(event) => transition.send(event)}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

interface PayloadValues {
  value: string | null;
}

interface PayloadDialogProps {
  kind: PayloadAction;
  order: OrderLifecycleRecord;
  now: Date;
  onClose: () => void;
  onSubmit: (event: OrderEvent) => Promise<unknown>;
}

/**
 * The value an event carries, in a form (React Hook Form, domain's validators): the plan's end
 * date within the order's validity, the asked price, or a closing's optional price. A failed
 * send keeps the value and the dialog open.
 */
function PayloadDialog({ kind, order, now, onClose, onSubmit }: PayloadDialogProps) {
  const initial =
    kind === 'plan'
      ? order.estimatedJobEndDate
        ? dayjs(order.estimatedJobEndDate).format('YYYY-MM-DD')
        : null
      : order.askedPrice == null
        ? null
        : String(order.askedPrice);
  const { control, handleSubmit, formState } = useAppForm<PayloadValues>({
    defaultValues: { value: initial },
  });
  const limits = planDateLimits(order, now);
  const title =
    kind === 'plan'
      ? webMessage('order.plan.title')
      : kind === 'askPrice'
        ? webMessage('order.askPrice.title')
        : webMessage('order.close.title');

  const validate = (value: string | null) => {
    if (kind === 'plan') return validateEstimatedJobEndDate(value, order, now) ?? true;
    if (kind === 'closeWithPrice' && (value === null || value.trim() === '')) return true;
    return validateAskedPrice(value === null ? null : amountInputToNumber(value)) ?? true;
  };

  const eventOf = (value: string | null): OrderEvent => {
    if (kind === 'plan') return { type: 'PLAN', estimatedJobEndDate: value };
    const price = value === null || value.trim() === '' ? null : amountInputToNumber(value);
    if (kind === 'askPrice') return { type: 'ASK_PRICE', askedPrice: price };
    return price === null ? { type: 'CLOSE' } : { type: 'CLOSE', askedPrice: price };
  };

  return (
    <FormDialog
      title={title}
      {...(kind === 'closeWithPrice' ? { description: webMessage('order.close.priceHint') } : {})}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('record.dialog.confirm')}
      pending={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async ({ value }) => {
        try {
          await onSubmit(eventOf(value));
          onClose();
        } catch {
          // The snackbar says why; the value stays for another try.
        }
      })}
    >
      <Controller
        control={control}
        name="value"
        rules={{ validate }}
        render={({ field, fieldState }) =>
          kind === 'plan' ? (
            <DateField
              label={message('orders.plan.dateLabel')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              min={dayjs(limits.min).format('YYYY-MM-DD')}
              max={limits.max ? dayjs(limits.max).format('YYYY-MM-DD') : null}
              error={fieldState.error?.message ?? null}
            />
          ) : (
            <AmountField
              label={
                kind === 'closeWithPrice'
                  ? webMessage('order.close.priceLabel')
                  : message('orders.price.label')
              }
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? null}
            />
          )
        }
      />
    </FormDialog>
  );
}
