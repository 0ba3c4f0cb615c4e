/**
 * The order creation form (/new, permission ORG_OPR_ORDERS_NEW): category, object, description,
 * building, supplier and employee through the SearchPickers, dates, priority and the doorkeeper's
 * notice; saved as a DRAFT or sent to the supplier at once (OPEN). React Hook Form holds the
 * state and domain's `validateOrderForm` is its only rule book (the draft needs less than
 * sending). The half-filled form is kept in this browser per profile until saved or discarded;
 * a failed save keeps every field and says why, by field when the gateway names them.
 */
import {
  createOrderMutationOptions,
  getBuildingsQueryOptions,
  getEmployeesQueryOptions,
  getSuppliersQueryOptions,
  isApiError,
  type OrderCreateInput,
} from '@portineria/api-client';
import {
  hrefFor,
  message,
  ORDER_CATEGORY_OPTIONS,
  ORDER_FIELDS_REQUIRED_TO_SEND,
  ORDER_FORM_LABELS,
  ORDER_PRIORITY_OPTIONS,
  orderCategoryOfType,
  validateOrderForm,
  type OrderCategory,
  type OrderFormField,
  type OrderFormMode,
  type OrderType,
} from '@portineria/domain';
import {
  Button,
  buildingPickerPresentation,
  Checkbox,
  DateField,
  employeePickerPresentation,
  SearchPicker,
  Select,
  supplierPickerPresentation,
  TextArea,
  TextField,
  useSnackbar,
  type BuildingPickerItem,
  type EmployeePickerItem,
  type SupplierPickerItem,
} from '@portineria/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as recordStyles from '../../records/records.css.ts';
import {
  clearOrderDraft,
  orderDraftKey,
  readOrderDraft,
  writeOrderDraft,
} from './orderDraftStore.ts';
import * as styles from './orderForm.css.ts';

/** The form's values: the picked records whole (their names shown), the rest as the wire has them. */
export interface OrderFormState {
  category: OrderCategory | null;
  object: string;
  description: string;
  building: BuildingPickerItem | null;
  supplier: SupplierPickerItem | null;
  employee: EmployeePickerItem | null;
  dateOrder: string | null;
  validFrom: string | null;
  validTo: string | null;
  priority: string | null;
  notifyDoorkeeper: boolean;
}

/** The order fields of the form's values, as domain's validator and the gateway read them. */
export function orderFormValues(state: OrderFormState): OrderCreateInput {
  return {
    category: state.category,
    object: state.object.trim() === '' ? null : state.object.trim(),
    description: state.description.trim() === '' ? null : state.description,
    _building: state.building?.id ?? null,
    _supplier: state.supplier?.id ?? null,
    _employee: state.employee?.id ?? null,
    dateOrder: state.dateOrder,
    validFrom: state.validFrom,
    validTo: state.validTo,
    priority: state.priority === null ? null : Number(state.priority),
    notifyDoorkeeper: state.notifyDoorkeeper,
  };
}

/** Where each wire field is on the form (the pickers hold records). */
const FORM_FIELD: Readonly<Record<OrderFormField, keyof OrderFormState>> = {
  category: 'category',
  object: 'object',
  description: 'description',
  _building: 'building',
  _supplier: 'supplier',
  _employee: 'employee',
  dateOrder: 'dateOrder',
  validFrom: 'validFrom',
  validTo: 'validTo',
  priority: 'priority',
  notifyDoorkeeper: 'notifyDoorkeeper',
};

function emptyState(category: OrderCategory): OrderFormState {
  return {
    category,
    object: '',
    description: '',
    building: null,
    supplier: null,
    employee: null,
    dateOrder: null,
    validFrom: null,
    validTo: null,
    priority: '1',
    notifyDoorkeeper: false,
  };
}

const PICKER_LIMIT = 20;

/** The order creation screen of the route's order type. */
export function OrderCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const { route, params, profile } = useRecordRoute();
  const orderType = (params.orderType ?? 'service') as OrderType;
  const category = orderCategoryOfType(orderType);
  const draftKey = orderDraftKey(profile?.uid ?? 'none', orderType);
  const now = useMemo(() => new Date(), []);
  const mode = useRef<OrderFormMode>('draft');
  const mutation = useMutation(createOrderMutationOptions(apiClient));

  const resolver: Resolver<OrderFormState> = async (state) => {
    const { errors } = validateOrderForm(orderFormValues(state), mode.current, now);
    const formErrors = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [
        FORM_FIELD[field as OrderFormField],
        { type: 'validate', message: text },
      ]),
    );
    return Object.keys(formErrors).length > 0
      ? { values: {}, errors: formErrors }
      : { values: state, errors: {} };
  };

  const { control, handleSubmit, reset, setError, formState } = useForm<OrderFormState>({
    defaultValues: { ...emptyState(category), ...readOrderDraft<OrderFormState>(draftKey) },
    resolver,
  });
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeOrderDraft(draftKey, watched);
  }, [watched, formState.isDirty, draftKey]);

  const searches = useMemo(
    () => ({
      // Each search is a cached read of the api-client's list query options.
      building: async (text: string): Promise<BuildingPickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getBuildingsQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((building) => ({ ...building, id: String(building.id), name: building.name ?? '' })),
      // The pickers key their selection by a string id, as the building's is.
      supplier: async (text: string): Promise<SupplierPickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getSuppliersQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((supplier) => ({ ...supplier, id: String(supplier.id) }) as SupplierPickerItem),
      employee: async (text: string): Promise<EmployeePickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getEmployeesQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((employee) => ({ ...employee, id: String(employee.id) }) as EmployeePickerItem),
    }),
    [queryClient],
  );

  if (!route || !profile) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;

  const submit = (submitMode: OrderFormMode) => {
    mode.current = submitMode;
    void handleSubmit(async (state) => {
      try {
        const order = await mutation.mutateAsync({
          ...orderFormValues(state),
          ...(submitMode === 'send' ? { send: true } : {}),
        });
        clearOrderDraft(draftKey);
        show({
          message:
            submitMode === 'send' ? webMessage('order.create.sent') : message('common.saveSuccess'),
          tone: 'success',
        });
        navigate(
          hrefFor('orgOrderMod', {
            orderType,
            idElement: String(order.id),
          }),
          { replace: true },
        );
      } catch (error) {
        // Every field stays as typed; the gateway's field errors go beside their fields.
        if (isApiError(error, 'VALIDATION_FAILED') && Array.isArray(error.error)) {
          for (const item of error.error as { field?: string; message?: string }[]) {
            const field = FORM_FIELD[item.field as OrderFormField];
            if (field && item.message) setError(field, { type: 'server', message: item.message });
          }
        }
        show({ message: saveErrorMessage(error), tone: 'error' });
      }
    })();
  };

  const required = (field: OrderFormField) =>
    field === 'category' ||
    field === 'object' ||
    (ORDER_FIELDS_REQUIRED_TO_SEND as readonly string[]).includes(field);
  const label = (field: OrderFormField) =>
    required(field) ? `${ORDER_FORM_LABELS[field]} (*)` : ORDER_FORM_LABELS[field];

  return (
    <section className={recordStyles.screen} data-screen="order-create">
      <header className={recordStyles.header}>
        <h2 className={recordStyles.title}>{webMessage('order.create.title')}</h2>
        {listHref ? (
          <Button
            variant="outlined"
            icon={<ArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(listHref)}
          >
            {webMessage('detail.back')}
          </Button>
        ) : null}
      </header>
      <p className={styles.hint}>{webMessage('order.create.requiredHint')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit('send');
        }}
      >
        <div className={styles.grid}>
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <Select
                label={label('category')}
                options={ORDER_CATEGORY_OPTIONS.map((option) => ({ ...option }))}
                value={field.value}
                onChange={(value) => field.onChange(value as OrderCategory | null)}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={fieldState.error?.message ?? null}
              />
            )}
          />
          <Controller
            control={control}
            name="priority"
            render={({ field, fieldState }) => (
              <Select
                label={label('priority')}
                options={ORDER_PRIORITY_OPTIONS.map((option) => ({
                  value: String(option.value),
                  label: option.label,
                }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={fieldState.error?.message ?? null}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="object"
          render={({ field, fieldState }) => (
            <TextField
              label={label('object')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextArea
              label={label('description')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={4}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
        <div className={styles.grid}>
          <Controller
            control={control}
            name="building"
            render={({ field, fieldState }) => (
              <div className={styles.picker}>
                <SearchPicker<BuildingPickerItem>
                  {...buildingPickerPresentation()}
                  label={label('_building')}
                  search={searches.building}
                  value={field.value}
                  onChange={field.onChange}
                />
                <FieldError message={fieldState.error?.message} />
              </div>
            )}
          />
          <Controller
            control={control}
            name="supplier"
            render={({ field, fieldState }) => (
              <div className={styles.picker}>
                <SearchPicker<SupplierPickerItem>
                  {...supplierPickerPresentation()}
                  label={label('_supplier')}
                  search={searches.supplier}
                  value={field.value}
                  onChange={field.onChange}
                />
                <FieldError message={fieldState.error?.message} />
              </div>
            )}
          />
          <Controller
            control={control}
            name="employee"
            render={({ field, fieldState }) => (
              <div className={styles.picker}>
                <SearchPicker<EmployeePickerItem>
                  {...employeePickerPresentation()}
                  label={label('_employee')}
                  search={searches.employee}
                  value={field.value}
                  onChange={field.onChange}
                />
                <FieldError message={fieldState.error?.message} />
              </div>
            )}
          />
        </div>
        <div className={styles.grid}>
          {(['dateOrder', 'validFrom', 'validTo'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <DateField
                  label={label(name)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message ?? null}
                />
              )}
            />
          ))}
        </div>
        <Controller
          control={control}
          name="notifyDoorkeeper"
          render={({ field }) => (
            <Checkbox
              label={label('notifyDoorkeeper')}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              buttonRef={field.ref}
            />
          )}
        />
        <div className={styles.actions}>
          <Button
            variant="text"
            onClick={() => {
              clearOrderDraft(draftKey);
              reset(emptyState(category));
            }}
          >
            {webMessage('order.create.discard')}
          </Button>
          <Button
            variant="outlined"
            pending={mutation.isPending && mutation.variables?.send !== true}
            onClick={() => submit('draft')}
          >
            {webMessage('order.create.saveDraft')}
          </Button>
          <Button type="submit" pending={mutation.isPending && mutation.variables?.send === true}>
            {webMessage('order.create.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A picker's error under it (the pickers have no error slot of their own). */
function FieldError({ message: text }: { message: string | undefined }) {
  return text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;
}
