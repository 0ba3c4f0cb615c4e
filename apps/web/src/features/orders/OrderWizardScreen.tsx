/**
 * The order wizard (/ORG/OPR/orders/{orderType}/new/wizard/{wizard}, ORG_OPR_ORDERS_NEW): the
 * order and its activity plans in one flow, created in one transaction (POST orders with
 * `activities`, and `send` to send it at once). The spec names the route, not its steps: the
 * {wizard} segment is the step ('ordine', then 'attivita'), so the back button walks the steps
 * and a step can be bookmarked. The first step is the order form (domain's `validateOrderForm`,
 * in the mode of the button pressed at the end); the second lists the plans, each made in the
 * activities' creation dialog the route composes in (001 §5, §9, checked against the order's
 * dates). Everything typed is kept in this browser per profile until created or discarded.
 */
import { createOrderMutationOptions, type OrderCreateInput } from '@portineria/api-client';
import {
  ACTIVITY_CREATION_TYPE_OPTIONS,
  ORDER_STATUS,
  formatDate,
  hrefFor,
  orderCategoryOfType,
  type ActivityCreationInput,
  type OrderFormMode,
  type OrderLifecycleRecord,
  type OrderType,
} from '@portineria/domain';
import { Button, EmptyState, Stepper } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { RecordScreen } from '../../records/RecordDetailScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { saveRecordCreateForm, useRecordCreateOutcome } from '../../records/recordCreateForm.ts';
import {
  clearFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
} from '../../records/formDraftStore.ts';
import {
  emptyOrderFormState,
  OrderFormFields,
  orderFormValues,
  resolveOrderForm,
  ORDER_FORM_FIELD,
  orderCreatedNotice,
  type OrderFormState,
} from './OrderFormFields.tsx';
import * as styles from './orderForm.css.ts';

/** The wizard's steps, as the {wizard} segment names them. */
const STEPS = ['ordine', 'attivita'] as const;
type WizardStep = (typeof STEPS)[number];

/** What the activity plan dialog the route composes in receives. */
export interface ActivityPlanDialogProps {
  /** The order being written (its dates bound the plan, 001 §5). */
  order: OrderLifecycleRecord;
  onPlan: (request: ActivityCreationInput) => void;
  onClose: () => void;
}

/** Props of {@link OrderWizardScreen}. */
export interface OrderWizardScreenProps {
  /** The activities' creation dialog in plan mode (from the activities feature). */
  planDialog: ComponentType<ActivityPlanDialogProps>;
}

/** A plan in a sentence: its type and period. */
function planSummary(plan: ActivityCreationInput): string {
  const type = ACTIVITY_CREATION_TYPE_OPTIONS.find((option) => option.value === plan.type);
  return webMessage('order.wizard.planSummary', {
    type: type?.label ?? String(plan.type),
    from: plan.startDate ? formatDate(plan.startDate) : '—',
    to: plan.endDate ? formatDate(plan.endDate) : '—',
  });
}

/** The wizard's kept input: the order form and the plans. */
interface WizardDraft {
  state: OrderFormState;
  plans: ActivityCreationInput[];
}

/** The order wizard screen of the route's order type. */
export function OrderWizardScreen({ planDialog: PlanDialog }: OrderWizardScreenProps) {
  const navigate = useNavigate();
  const tell = useRecordCreateOutcome();
  const { route, params, profile } = useRecordRoute();
  const orderType = (params.orderType ?? 'service') as OrderType;
  const category = orderCategoryOfType(orderType);
  const step: WizardStep = (STEPS as readonly string[]).includes(params.wizard ?? '')
    ? (params.wizard as WizardStep)
    : 'ordine';
  const draftKey = formDraftKey('orderDraft', profile?.uid ?? 'none', `${orderType}.wizard`);
  const [kept] = useState(() => readFormDraft<WizardDraft>(draftKey));
  const [plans, setPlans] = useState<ActivityCreationInput[]>(() => kept?.plans ?? []);
  const [planning, setPlanning] = useState(false);
  const now = useMemo(() => new Date(), []);
  const mode = useRef<OrderFormMode>('draft');
  const mutation = useMutation(createOrderMutationOptions(apiClient));

  const { control, handleSubmit, reset, setError, getValues, trigger } = useAppForm<OrderFormState>(
    {
      defaultValues: { ...emptyOrderFormState(category), ...kept?.state },
      resolver: async (state) => resolveOrderForm(state, mode.current, now),
    },
  );
  const watched = useWatch({ control });
  useEffect(() => {
    writeFormDraft(draftKey, { state: watched, plans });
  }, [watched, plans, draftKey]);

  if (!route || !profile) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const stepHref = (next: WizardStep) => hrefFor('orgOrdersNewWizard', { orderType, wizard: next });

  /** The order as the plan dialog checks a plan against it (the dates typed so far). */
  const orderBeingWritten = (): OrderLifecycleRecord => {
    const values = orderFormValues(getValues());
    return {
      status: ORDER_STATUS.DRAFT,
      category,
      validFrom: values.validFrom,
      validTo: values.validTo,
    } as OrderLifecycleRecord;
  };

  const next = async () => {
    // A draft's rules to move on; sending checks the rest at the end.
    mode.current = 'draft';
    if (await trigger()) navigate(stepHref('attivita'));
  };

  const create = (submitMode: OrderFormMode) => {
    mode.current = submitMode;
    void handleSubmit(
      async (state) => {
        // A refusal keeps every field and plan; the order's field errors are on its step.
        tell(
          await saveRecordCreateForm({
            draftKey,
            fields: ORDER_FORM_FIELD,
            create: (input: OrderCreateInput) => mutation.mutateAsync(input),
            input: {
              ...orderFormValues(state),
              activities: plans,
              ...(submitMode === 'send' ? { send: true } : {}),
            },
            setError,
            onCreated: (order, input) => orderCreatedNotice(orderType, order, input),
          }),
        );
      },
      () => {
        // The order form refuses it: its step says why.
        navigate(stepHref('ordine'));
      },
    )();
  };

  return (
    <RecordScreen title={webMessage('order.create.title')} listHref={listHref} entity="orders">
      <Stepper
        steps={[webMessage('order.wizard.step.order'), webMessage('order.wizard.step.activities')]}
        current={STEPS.indexOf(step)}
        onStepClick={(index) => (index === 0 ? navigate(stepHref('ordine')) : undefined)}
      />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'ordine') void next();
          else create('send');
        }}
      >
        {step === 'ordine' ? (
          <>
            <p className={styles.hint}>{webMessage('order.create.requiredHint')}</p>
            <OrderFormFields control={control} />
          </>
        ) : (
          <section aria-label={webMessage('order.wizard.step.activities')} data-wizard-plans>
            {plans.length === 0 ? (
              <EmptyState title={webMessage('order.wizard.noPlans')} size="small" />
            ) : (
              <ul className={styles.plans}>
                {plans.map((plan, index) => (
                  <li key={index} className={styles.plan}>
                    <span>{planSummary(plan)}</span>
                    <Button
                      variant="text"
                      tone="error"
                      size="small"
                      icon={<Trash2 size={16} aria-hidden />}
                      onClick={() => setPlans((all) => all.filter((_, each) => each !== index))}
                    >
                      {webMessage('order.wizard.removePlan')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Button
              variant="outlined"
              icon={<Plus size={16} aria-hidden />}
              onClick={() => setPlanning(true)}
            >
              {webMessage('activity.create.open')}
            </Button>
          </section>
        )}
        <div className={styles.actions}>
          <Button
            variant="text"
            onClick={() => {
              clearFormDraft(draftKey);
              setPlans([]);
              reset(emptyOrderFormState(category));
              navigate(stepHref('ordine'));
            }}
          >
            {webMessage('record.create.discard')}
          </Button>
          {step === 'ordine' ? (
            <Button type="submit">{webMessage('order.wizard.next')}</Button>
          ) : (
            <>
              <Button variant="text" onClick={() => navigate(stepHref('ordine'))}>
                {webMessage('order.wizard.back')}
              </Button>
              <Button
                variant="outlined"
                pending={mutation.isPending && mutation.variables?.send !== true}
                onClick={() => create('draft')}
              >
                {webMessage('order.create.saveDraft')}
              </Button>
              <Button
                type="submit"
                pending={mutation.isPending && mutation.variables?.send === true}
              >
                {webMessage('order.create.send')}
              </Button>
            </>
          )}
        </div>
      </form>
      {planning ? (
        <PlanDialog
          order={orderBeingWritten()}
          onPlan={(plan) => setPlans((all) => [...all, plan])}
          onClose={() => setPlanning(false)}
        />
      ) : null}
    </RecordScreen>
  );
}
