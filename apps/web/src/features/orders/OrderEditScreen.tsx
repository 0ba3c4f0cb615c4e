/**
 * The order's edit screen (ORG, while domain's machine allows EDIT: draft or open), reached from
 * the detail's 'Modifica' as /mod/{id}?edit so it can be bookmarked and the back button leaves it.
 * The order form prefilled from the order as read; the category is fixed at creation and the
 * building once the order is sent (domain's `orderEditErrors`). Saving sends the EDIT event with
 * the changed fields only and the version the form was loaded at: when someone else changed the
 * order meanwhile the gateway refuses it (409), the form keeps every field and says so, and the
 * user may base the same input on the current version and save again knowingly. The half-filled
 * edit is kept in this browser per profile and order until saved or discarded.
 */
import {
  isStaleRecordError,
  orderTransitionMutationOptions,
  type OrderCreateInput,
} from '@portineria/api-client';
import {
  ORDER_STATUS,
  message,
  orderActions,
  type OrderFormField,
  type OrderLifecycleRecord,
  type RecordVersion,
} from '@portineria/domain';
import {
  Button,
  EmptyState,
  Skeleton,
  useSnackbar,
  type EmployeePickerItem,
  type SupplierPickerItem,
} from '@portineria/ui';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { useRecordQuery } from '../../records/RecordDetailScreen.tsx';
import * as recordStyles from '../../records/records.css.ts';
import { clearFormDraft, readFormDraft, writeFormDraft } from '../../records/formDraftStore.ts';
import {
  emptyOrderFormState,
  OrderFormFields,
  resolveOrderForm,
  orderFormValues,
  showServerFieldErrors,
  type OrderFormState,
} from './OrderFormFields.tsx';
import { ORDERS, type OrderRow } from './orderRecords.ts';
import * as styles from './orderForm.css.ts';

/** A date as the date fields hold it ('YYYY-MM-DD'), or null. */
function dayOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value as string);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form's values of an order as read (the related records with their names). */
export function orderFormStateOf(order: OrderRow): OrderFormState {
  const building = order.org_buildings;
  const supplier = order.org_suppliers;
  const employee = order.org_employees;
  return {
    ...emptyOrderFormState(order.category),
    object: text(order.object),
    description: text(order.description),
    building:
      order._building != null ? { id: String(order._building), name: text(building?.name) } : null,
    supplier:
      order._supplier != null
        ? ({
            id: String(order._supplier),
            code: supplier?.code ?? null,
            name1: supplier?.name1 ?? null,
            name2: supplier?.name2 ?? null,
          } as SupplierPickerItem)
        : null,
    employee:
      order._employee != null
        ? ({
            id: String(order._employee),
            fullname: employee?.fullname ?? '',
          } as EmployeePickerItem)
        : null,
    dateOrder: dayOf(order.dateOrder),
    validFrom: dayOf(order.validFrom),
    validTo: dayOf(order.validTo),
    priority: order.priority == null ? '1' : String(order.priority),
    notifyDoorkeeper: order.notifyDoorkeeper === true,
  };
}

/** The wire fields whose value the form changed from the order as read. */
export function changedOrderFields(
  initial: OrderFormState,
  state: OrderFormState,
): Partial<OrderCreateInput> {
  const before = orderFormValues(initial);
  const after = orderFormValues(state);
  return Object.fromEntries(
    (Object.keys(after) as (keyof OrderCreateInput)[])
      .filter((field) => field !== 'category')
      .filter((field) => String(before[field] ?? '') !== String(after[field] ?? ''))
      .map((field) => [field, after[field]]),
  ) as Partial<OrderCreateInput>;
}

/** What the edit keeps in this browser: the input and the version it is based on. */
interface OrderEditDraft {
  state: OrderFormState;
  basedOn: RecordVersion;
}

/** The storage key of a profile's edit of an order. */
function editDraftKey(profileId: string, orderId: string): string {
  return `portineria.orderEdit.${profileId}.${orderId}`;
}

/** The order edit screen of the route's order. */
export function OrderEditScreen() {
  const { profile, id, query } = useRecordQuery(ORDERS);
  const order = query.data ?? undefined;
  if (!profile || !id) return null;
  if (query.isPending) return <EditFrame body={<Skeleton lines={10} />} />;
  if (query.isError || !order) {
    return (
      <EditFrame
        body={
          <EmptyState
            title={webMessage(query.isError ? 'detail.error' : 'detail.notFound')}
            action={
              <Button variant="outlined" onClick={() => void query.refetch()}>
                {webMessage('detail.retry')}
              </Button>
            }
          />
        }
      />
    );
  }
  // A new key when the order is first read: the form starts from it (or from the kept draft).
  return (
    <OrderEditForm
      key={`${id}`}
      orderId={id}
      order={order}
      draftKey={editDraftKey(String(profile.uid), id)}
    />
  );
}

function EditFrame({ body }: { body: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className={recordStyles.screen} data-screen="order-edit">
      <header className={recordStyles.header}>
        <h2 className={recordStyles.title}>{webMessage('order.edit.title')}</h2>
        <Button
          variant="outlined"
          icon={<ArrowLeft size={16} aria-hidden />}
          onClick={() => navigate(location.pathname)}
        >
          {webMessage('order.edit.back')}
        </Button>
      </header>
      <p className={styles.hint}>{webMessage('order.edit.hint')}</p>
      {body}
    </section>
  );
}

interface OrderEditFormProps {
  orderId: string;
  order: OrderRow;
  draftKey: string;
}

function OrderEditForm({ orderId, order, draftKey }: OrderEditFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const { profile } = useRecordQuery(ORDERS);
  const staleId = useId();
  const now = useMemo(() => new Date(), []);
  const initial = useMemo(() => orderFormStateOf(order), [order]);
  const [kept] = useState(() => readFormDraft<OrderEditDraft>(draftKey));
  // The version the input is based on: the order as first read, or as the kept draft read it.
  const [basedOn, setBasedOn] = useState<RecordVersion>(
    () => kept?.basedOn ?? order.updatedAt ?? null,
  );
  const [stale, setStale] = useState(false);
  const mutation = useMutation(orderTransitionMutationOptions(apiClient));
  const record = order as unknown as OrderLifecycleRecord;
  const mode = record.status === ORDER_STATUS.DRAFT ? 'draft' : 'send';

  const { control, handleSubmit, reset, setError, formState } = useAppForm<OrderFormState>({
    defaultValues: { ...initial, ...kept?.state },
    resolver: async (state) => resolveOrderForm(state, mode, now),
  });
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeFormDraft(draftKey, { state: watched, basedOn });
  }, [watched, formState.isDirty, draftKey, basedOn]);

  const edit = profile
    ? orderActions(record, profile, now, []).find((action) => action.id === 'edit')
    : undefined;
  const refusal = edit && !edit.enabled ? edit.reason : undefined;
  const locked = new Set<OrderFormField>(
    record.status === ORDER_STATUS.DRAFT ? ['category'] : ['category', '_building'],
  );
  const detailHref = location.pathname;

  const submit = handleSubmit(async (state) => {
    const changes = changedOrderFields(initial, state);
    try {
      await mutation.mutateAsync({
        id: orderId,
        event: { type: 'EDIT', changes },
        version: basedOn,
      });
      clearFormDraft(draftKey);
      setStale(false);
      show({ message: message('common.saveSuccess'), tone: 'success' });
      navigate(detailHref, { replace: true });
    } catch (error) {
      // Every field stays as typed; a stale save says so and waits for the user's choice.
      if (isStaleRecordError(error)) {
        setStale(true);
        show({ message: message('records.staleWrite'), tone: 'error' });
        return;
      }
      showServerFieldErrors(error, setError);
      show({ message: saveErrorMessage(error), tone: 'error' });
    }
  });

  /** Bases the same input on the order as it is now (read again), so the next save may go. */
  const rebase = async () => {
    const current = await queryClient.fetchQuery({
      ...ORDERS.record(orderId, ['org_buildings', 'org_suppliers', 'org_employees']),
      staleTime: 0,
    });
    setBasedOn((current as OrderRow | null)?.updatedAt ?? null);
    setStale(false);
  };

  return (
    <EditFrame
      body={
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!refusal) void submit();
          }}
        >
          {refusal ? (
            <p className={styles.error} role="status" data-order-edit-refused>
              {refusal}
            </p>
          ) : null}
          {stale ? (
            <div className={styles.stale} role="alert" id={staleId} data-order-edit-stale>
              <p className={styles.staleText}>{message('records.staleWrite')}</p>
              <Button variant="outlined" onClick={() => void rebase()}>
                {webMessage('order.edit.rebase')}
              </Button>
            </div>
          ) : null}
          <OrderFormFields control={control} locked={locked} />
          <div className={styles.actions}>
            <Button
              variant="text"
              onClick={() => {
                clearFormDraft(draftKey);
                reset(initial);
                navigate(detailHref);
              }}
            >
              {webMessage('order.edit.discard')}
            </Button>
            <Button
              type="submit"
              disabled={refusal !== undefined}
              pending={mutation.isPending}
              {...(stale ? { 'aria-describedby': staleId } : {})}
            >
              {webMessage('order.edit.save')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
