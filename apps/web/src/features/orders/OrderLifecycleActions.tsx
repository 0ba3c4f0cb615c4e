/**
 * The order's lifecycle action bar (DECISIONS.md "Order lifecycle"): domain's `orderActions` says
 * which actions the active profile may take now and why the others are refused; the bar shows
 * them all (disabled with the reason), asks the confirmation domain names, asks for the payload
 * an event carries (the plan date, the asked price) in a form validated by domain's rules, and
 * sends the event with the version of the order as read. A stale or refused event says why.
 */
import {
  isStaleRecordError,
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
import {
  ActionBar,
  AmountField,
  ConfirmDialog,
  DateField,
  useSnackbar,
  type ActionBarAction,
} from '@portineria/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState, type ComponentType } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';

type OrderEvent = OrderTransitionRequest['event'];

/** The actions that carry a value the user gives in a dialog. */
type PayloadAction = 'plan' | 'askPrice' | 'closeWithPrice';

/** Destructive actions are drawn in the error tone; the state's main action is contained. */
const DESTRUCTIVE: ReadonlySet<OrderActionId> = new Set(['delete', 'reject', 'forceClose']);
const MAIN: ReadonlySet<OrderActionId> = new Set(['send', 'accept', 'close', 'validate']);
/** Actions served elsewhere on the screen: activities are added from the activities section. */
const ELSEWHERE: ReadonlySet<OrderActionId> = new Set(['addActivities']);

/** The detail's search parameter that opens the order form's edit (`/mod/{id}?edit`). */
export const ORDER_EDIT_PARAMETER = 'edit';
/** The detail's search parameter of the open 'Pianifica ordine' dialog: a reload reopens it. */
export const ORDER_PLAN_PARAMETER = 'plan';

/** The bar's actions: the visible ones of domain's list, with their tone. */
export function orderActionBarActions(actions: readonly OrderAction[]): ActionBarAction[] {
  return actions
    .filter((action) => !action.hidden && !ELSEWHERE.has(action.id))
    .map((action) => ({
      id: action.id,
      label: action.label,
      enabled: action.enabled,
      ...(action.reason ? { reason: action.reason } : {}),
      ...(DESTRUCTIVE.has(action.id) ? { tone: 'error' as const } : {}),
      ...(MAIN.has(action.id) && action.enabled ? { variant: 'contained' as const } : {}),
    }));
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

/** The lifecycle actions of an order for the active profile. */
export function OrderLifecycleActions({
  orderId,
  order,
  activities,
  actor,
  onDeleted,
  planDialog: PlanDialog,
}: OrderLifecycleActionsProps) {
  const { show } = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation(orderTransitionMutationOptions(apiClient));
  const [confirming, setConfirming] = useState<OrderAction | undefined>(undefined);
  const [asking, setAsking] = useState<PayloadAction | undefined>(undefined);
  const location = useLocation();
  const planning = new URLSearchParams(location.search).has(ORDER_PLAN_PARAMETER);
  const now = useMemo(() => new Date(), []);
  const actions = orderActions(order, actor, now, activities);
  const isSupplier = roleTypeOf(actor.role) === 'SPL';

  const send = (event: OrderEvent) =>
    mutation.mutateAsync(
      { id: orderId, event, version: order.updatedAt ?? null },
      {
        onSuccess: () => {
          show({ message: webMessage('order.action.done'), tone: 'success' });
          if (event.type === 'DELETE') onDeleted();
        },
        onError: (error) => {
          if (isStaleRecordError(error)) {
            // The screen shows the order as it is now; the user decides again.
            void queryClient.invalidateQueries();
            show({ message: webMessage('order.action.stale'), tone: 'error' });
          } else {
            show({ message: saveErrorMessage(error), tone: 'error' });
          }
        },
      },
    );

  const run = (id: string) => {
    const action = actions.find((each) => each.id === id);
    if (!action?.enabled) return;
    if (action.id === 'edit') return navigate(`?${ORDER_EDIT_PARAMETER}`);
    if (action.id === 'plan')
      return PlanDialog ? navigate(`?${ORDER_PLAN_PARAMETER}`) : setAsking('plan');
    if (action.id === 'askPrice') return setAsking('askPrice');
    // The supplier may state the price of the job when closing (then 'In validazione').
    if (action.id === 'close' && isSupplier) return setAsking('closeWithPrice');
    if (action.confirmation) return setConfirming(action);
    void send({ type: action.event } as OrderEvent).catch(() => undefined);
  };

  return (
    <>
      <ActionBar
        label={webMessage('order.detail.actions')}
        actions={orderActionBarActions(actions)}
        onAction={run}
        {...(mutation.isPending && mutation.variables
          ? { pendingId: pendingActionId(actions, mutation.variables.event.type) }
          : {})}
      />
      {confirming?.confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(undefined))}
          message={confirming.confirmation.message}
          confirmLabel={confirming.confirmation.confirmLabel}
          cancelLabel={confirming.confirmation.cancelLabel}
          tone={DESTRUCTIVE.has(confirming.id) ? 'destructive' : 'default'}
          onConfirm={() => send({ type: confirming.event } as OrderEvent)}
          onConfirmError={() => undefined}
        />
      ) : null}
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
          onSubmit={(event) => send(event)}
        />
      ) : null}
    </>
  );
}

function pendingActionId(actions: readonly OrderAction[], type: string): string | undefined {
  return actions.find((action) => action.event === type)?.id;
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
      cancelLabel={webMessage('order.dialog.cancel')}
      submitLabel={webMessage('order.dialog.confirm')}
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
