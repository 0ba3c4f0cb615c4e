/**
 * ui's form fields bound to a React Hook Form field (the app's one form library, README): each
 * takes the form's `control` and the field's `name`, and gives the ui field its value, change,
 * blur, ref (so a failed submit focuses it) and the field's message (domain's validators through
 * the form's resolver). Everything else is the ui field's own props.
 */
import { DateField, Select, TextArea, TextField } from '@portineria/ui';
import type { ComponentType } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
