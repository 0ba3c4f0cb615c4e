/**
 * The order form's fields and rules, shared by the creation screen and the edit screen: the
 * form's values (the picked records whole, so the pickers show their names), their wire shape,
 * the resolver that asks domain's `validateOrderForm` (the only rule book), the SearchPickers'
 * cached searches, the gateway's field errors put beside their fields, and the fields themselves
 * on ui's inputs.
 */
import { type EntityId, type OrderCreateInput } from '@portineria/api-client';
import {
  ORDER_CATEGORY_OPTIONS,
  ORDER_FIELDS_REQUIRED_TO_SEND,
  ORDER_FORM_LABELS,
  ORDER_PRIORITY_OPTIONS,
  hrefFor,
  message,
  validateOrderForm,
  type OrderCategory,
  type OrderFormField,
  type OrderFormMode,
  type OrderType,
} from '@portineria/domain';
import {
  Checkbox,
  type BuildingPickerItem,
  type EmployeePickerItem,
  type SupplierPickerItem,
} from '@portineria/ui';
import {
  Controller,
  type Control,
  type ResolverResult,
  type UseFormSetError,
} from 'react-hook-form';
import {
  FormDateField,
  FormSelect,
  FormTextArea,
  FormTextField,
  showServerFieldErrors as showFieldErrors,
} from '../../lib/formFields.tsx';
import {
  FormBuildingPicker,
  FormEmployeePicker,
  FormSupplierPicker,
} from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { domainResolverResult, type RecordCreatedNotice } from '../../records/recordCreateForm.ts';
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
export const ORDER_FORM_FIELD: Readonly<Record<OrderFormField, keyof OrderFormState>> = {
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

/** An empty form of a category. */
export function emptyOrderFormState(category: OrderCategory): OrderFormState {
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

/**
 * What the form's resolver answers: domain's `validateOrderForm` in the mode of the submit (a
 * draft needs less than sending), its messages on the form's fields.
 */
export function resolveOrderForm(
  state: OrderFormState,
  mode: OrderFormMode,
  now: Date,
): ResolverResult<OrderFormState> {
  return domainResolverResult(
    state,
    validateOrderForm(orderFormValues(state), mode, now).errors,
    ORDER_FORM_FIELD,
  );
}

/**
 * What a created order says ('Ordine inviato al fornitore' when sent at once, the saved message
 * for a draft) and where it goes: its detail. The create screen and the wizard share it.
 */
export function orderCreatedNotice(
  orderType: OrderType,
  order: { id: EntityId },
  input: OrderCreateInput,
): RecordCreatedNotice {
  return {
    message: input.send ? webMessage('order.create.sent') : message('common.saveSuccess'),
    href: hrefFor('orgOrderMod', { orderType, idElement: String(order.id) }),
  };
}

/** Puts the gateway's field errors (400 VALIDATION_FAILED) beside the order form's fields. */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<OrderFormState>) {
  showFieldErrors(error, setError, ORDER_FORM_FIELD);
}

/** Props of {@link OrderFormFields}. */
export interface OrderFormFieldsProps {
  control: Control<OrderFormState>;
  /** The fields shown but not editable (the category once created, the building once sent). */
  locked?: ReadonlySet<OrderFormField>;
}

/** The label of a field: '(*)' on those the category and sending need. */
function fieldLabel(field: OrderFormField): string {
  const required =
    field === 'category' ||
    field === 'object' ||
    (ORDER_FIELDS_REQUIRED_TO_SEND as readonly string[]).includes(field);
  return required ? `${ORDER_FORM_LABELS[field]} (*)` : ORDER_FORM_LABELS[field];
}

/** The order form's fields on ui's inputs. */
export function OrderFormFields({ control, locked = new Set() }: OrderFormFieldsProps) {
  const label = fieldLabel;
  return (
    <>
      <div className={styles.grid}>
        <FormSelect
          control={control}
          name="category"
          label={label('category')}
          options={ORDER_CATEGORY_OPTIONS.map((option) => ({ ...option }))}
          disabled={locked.has('category')}
        />
        <FormSelect
          control={control}
          name="priority"
          label={label('priority')}
          options={ORDER_PRIORITY_OPTIONS.map((option) => ({
            value: String(option.value),
            label: option.label,
          }))}
        />
      </div>
      <FormTextField control={control} name="object" label={label('object')} />
      <FormTextArea control={control} name="description" label={label('description')} rows={4} />
      <div className={styles.grid}>
        <FormBuildingPicker
          control={control}
          name="building"
          label={label('_building')}
          isDisabled={locked.has('_building')}
        />
        <FormSupplierPicker control={control} name="supplier" label={label('_supplier')} />
        <FormEmployeePicker control={control} name="employee" label={label('_employee')} />
      </div>
      <div className={styles.grid}>
        {(['dateOrder', 'validFrom', 'validTo'] as const).map((name) => (
          <FormDateField key={name} control={control} name={name} label={label(name)} />
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
    </>
  );
}
