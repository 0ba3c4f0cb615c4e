/**
 * The dialog of a lifecycle step that carries one value (a claim's liquidated amount or closing
 * reason, a token's reason for going back, a folder's expiry date or reason for sending back, an
 * order's plan date, asked price or supplier's closing price):
 * React Hook Form holds the typed value, domain's transition checks the event it makes before it
 * is sent (with the message the gateway would give, on the event's field), and a refused send
 * keeps what was typed and the dialog open, with the gateway's field error beside the field.
 */
import type { TransitionResult } from '@portineria/domain';
import type { ReactNode, Ref } from 'react';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../lib/appForm.ts';
import { FormDialog } from '../lib/FormDialog.tsx';
import { showServerFieldErrors } from '../lib/formFields.tsx';
import { webMessage } from '../messages/it-IT.ts';

/** What the dialog gives the field it renders. */
export interface TransitionValueFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  error: string | null;
}

/** Props of {@link TransitionValueDialog}. */
export interface TransitionValueDialogProps<Event> {
  title: string;
  /** A line under the title saying what the value is for (an optional value says so). */
  description?: string;
  /** The value the field starts with (the record's current one), '' when none. */
  initialValue?: string;
  /** The event's payload field on the wire ('reason', 'amountRefunded', 'expiresOn'). */
  field: string;
  /** The event the typed value makes. */
  eventOf: (value: string) => Event;
  /** Domain's answer to the event (`apply…Transition` on the record as read, by the actor). */
  check: (event: Event) => TransitionResult<object>;
  /** The field itself (ui's TextArea, AmountField, DateField), bound to the form. */
  renderField: (props: TransitionValueFieldProps) => ReactNode;
  onClose: () => void;
  /** Sends the event; rejects when it is refused. */
  onSubmit: (event: Event) => Promise<unknown>;
}

interface StepValues {
  value: string;
}

/** See the top of this file. */
export function TransitionValueDialog<Event>({
  title,
  description,
  initialValue = '',
  field,
  eventOf,
  check,
  renderField,
  onClose,
  onSubmit,
}: TransitionValueDialogProps<Event>) {
  const { control, handleSubmit, formState, setError } = useAppForm<StepValues>({
    defaultValues: { value: initialValue },
  });
  const validate = (value: string) => {
    const result = check(eventOf(value));
    return result.ok ? true : (result.fieldErrors?.[field] ?? true);
  };
  return (
    <FormDialog
      title={title}
      {...(description === undefined ? {} : { description })}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('record.dialog.confirm')}
      pending={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async ({ value }) => {
        try {
          await onSubmit(eventOf(value));
          onClose();
        } catch (error) {
          showServerFieldErrors(error, setError, { [`event.${field}`]: 'value', [field]: 'value' });
        }
      })}
    >
      <Controller
        control={control}
        name="value"
        rules={{ validate }}
        render={({ field: bound, fieldState }) => (
          <>
            {renderField({
              value: bound.value,
              onChange: bound.onChange,
              onBlur: bound.onBlur,
              inputRef: bound.ref,
              error: fieldState.error?.message ?? null,
            })}
          </>
        )}
      />
    </FormDialog>
  );
}
