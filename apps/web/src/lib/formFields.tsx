/**
 * ui's form fields bound to a React Hook Form field (the app's one form library, README): each
 * takes the form's `control` and the field's `name`, and gives the ui field its value, change,
 * blur, ref (so a failed submit focuses it) and the field's message (domain's validators through
 * the form's resolver). Everything else is the ui field's own props.
 */
import { isApiError } from '@portineria/api-client';
import {
  DateField,
  SearchPicker,
  Select,
  TextArea,
  TextField,
  type SearchPickerSingleProps,
} from '@portineria/ui';
import type { ComponentType } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormSetError,
} from 'react-hook-form';
import * as styles from './form.css.ts';

/** What the binding provides, left out of the ui field's props. */
type Provided = 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'triggerRef';

/**
 * The props of a bound field: the form and the field, then the ui field's own props. `error`, when
 * given, replaces the field's own message (a form whose rules run outside the resolver).
 */
export type BoundFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Props> = {
  control: Control<Values>;
  name: Name;
  error?: string | null;
} & Omit<Props, Provided>;

/** `Field` bound to a form field; `refProp` is the prop through which it hands out its element. */
function boundField<Props extends object>(
  Field: ComponentType<Props>,
  refProp: 'inputRef' | 'triggerRef',
) {
  return function BoundField<Values extends FieldValues, Name extends FieldPath<Values>>({
    control,
    name,
    error,
    ...props
  }: BoundFieldProps<Values, Name, Props>) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const binding = {
            value: field.value,
            onChange: field.onChange,
            onBlur: field.onBlur,
            [refProp]: field.ref,
            error: error !== undefined ? error : (fieldState.error?.message ?? null),
          };
          return <Field {...(props as unknown as Props)} {...binding} />;
        }}
      />
    );
  };
}

export const FormTextField = boundField(TextField, 'inputRef');
export const FormTextArea = boundField(TextArea, 'inputRef');
export const FormDateField = boundField(DateField, 'inputRef');
export const FormSelect = boundField(Select, 'triggerRef');

/** A picker's error under it (the pickers have no error slot of their own). */
export function PickerFieldError({ message: text }: { message: string | undefined }) {
  return text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * ui's SearchPicker bound to a form field that holds the picked record (or null) — or, with
 * `multiple`, the list of picked records, shown as removable chips — with the field's message
 * under it (the pickers have no error slot of their own). `rules` are React Hook Form's, for a
 * form whose rules run outside the resolver.
 */
export function FormSearchPicker<Item, Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rules,
  multiple = false,
  ...props
}: {
  control: Control<Values>;
  name: Name;
  rules?: Omit<RegisterOptions<Values, Name>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs'>;
  /** The field holds a list of records (the suppliers asked for a quote). */
  multiple?: boolean;
} & Omit<SearchPickerSingleProps<Item>, 'value' | 'defaultValue' | 'onChange' | 'selectionMode'>) {
  return (
    <Controller
      control={control}
      name={name}
      {...(rules ? { rules } : {})}
      render={({ field, fieldState }) => (
        <div className={styles.picker}>
          {multiple ? (
            <SearchPicker<Item>
              {...props}
              selectionMode="multiple"
              value={(field.value as readonly Item[] | null) ?? []}
              onChange={field.onChange}
            />
          ) : (
            <SearchPicker<Item> {...props} value={field.value} onChange={field.onChange} />
          )}
          <PickerFieldError message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}

/**
 * Puts the gateway's field errors (400 VALIDATION_FAILED) beside their fields: `fields` says
 * where each wire field is on the form (the pickers hold records under another name).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: Readonly<Record<string, FieldPath<Values>>>,
): void {
  if (!isApiError(error, 'VALIDATION_FAILED') || !Array.isArray(error.error)) return;
  for (const item of error.error as { field?: string; message?: string }[]) {
    const field = item.field === undefined ? undefined : fields[item.field];
    if (field && item.message) setError(field, { type: 'server', message: item.message });
  }
}
