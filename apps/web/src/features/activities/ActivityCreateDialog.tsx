/**
 * The activity creation dialog of an order (001 §5, §9): the four types — a single activity, a
 * defined number (≥ 1), fixed weekdays (LU…DO = 1…6, 0), fixed intervals (every n ≥ 1 days) —
 * over a period, with the saturday, sunday and holiday options. React Hook Form holds the
 * values; domain's `validateActivityCreationForOrder` is the only rule book, and CREA stays
 * disabled until the request is valid. The order's ADD_ACTIVITIES event carries it with the
 * order's version; success says 'Creazione attività avvenuto con successo'.
 */
import { isStaleRecordError, orderTransitionMutationOptions } from '@portineria/api-client';
import {
  ACTIVITY_CREATION_OPTION_LABELS,
  ACTIVITY_CREATION_TYPE_OPTIONS,
  message,
  validateActivityCreationForOrder,
  WEEKDAY_OPTIONS,
  type ActivityCreationInput,
  type ActivityCreationType,
  type ActivityWeekday,
  type OrderLifecycleRecord,
} from '@portineria/domain';
import { Checkbox, Select, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { FormDateField, FormTextField } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import * as styles from './activities.css.ts';

/** The dialog's values: numbers as typed, turned into the request by `creationInput`. */
export interface ActivityCreationFormValues {
  type: ActivityCreationType;
  startDate: string | null;
  endDate: string | null;
  numberOfActivities: string;
  weekdays: ActivityWeekday[];
  frequency: string;
  includeSaturday: boolean;
  includeSunday: boolean;
  includeHolidays: boolean;
}

const DEFAULTS: ActivityCreationFormValues = {
  type: 'SINGLE',
  startDate: null,
  endDate: null,
  numberOfActivities: '',
  weekdays: [],
  frequency: '',
  includeSaturday: false,
  includeSunday: false,
  includeHolidays: false,
};

function integerOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The creation request of the dialog's values: only the fields its type uses. */
export function creationInput(values: ActivityCreationFormValues): ActivityCreationInput {
  return {
    type: values.type,
    startDate: values.startDate,
    endDate: values.endDate,
    includeSaturday: values.includeSaturday,
    includeSunday: values.includeSunday,
    includeHolidays: values.includeHolidays,
    ...(values.type === 'FIXED_NUMBER'
      ? { numberOfActivities: integerOrNull(values.numberOfActivities) }
      : {}),
    ...(values.type === 'FIXED_WEEKDAYS' ? { weekdays: values.weekdays } : {}),
    ...(values.type === 'FIXED_STEP' ? { frequency: integerOrNull(values.frequency) } : {}),
  };
}

/** Props of {@link ActivityCreateDialog}. */
export interface ActivityCreateDialogProps {
  orderId: string;
  order: OrderLifecycleRecord;
  onClose: () => void;
  /**
   * The order wizard's plan: the valid request is handed back instead of being added to an order
   * (the wizard creates the order and its plans in one transaction). `order` is then the order
   * being written, for its dates.
   */
  onPlan?: (request: ActivityCreationInput) => void;
}

/** The creation dialog, open while rendered. */
export function ActivityCreateDialog({
  orderId,
  order,
  onClose,
  onPlan,
}: ActivityCreateDialogProps) {
  const { show } = useSnackbar();
  const now = useMemo(() => new Date(), []);
  const mutation = useMutation(orderTransitionMutationOptions(apiClient));
  const { control, handleSubmit, getFieldState, formState } =
    useAppForm<ActivityCreationFormValues>({
      defaultValues: DEFAULTS,
    });
  const values = useWatch({ control }) as ActivityCreationFormValues;
  const validation = validateActivityCreationForOrder(creationInput(values), order, now);
  // An error shows once its field was touched, or after a submit attempt.
  const errorOf = (field: keyof ActivityCreationFormValues, key: keyof typeof validation.errors) =>
    (getFieldState(field, formState).isTouched || formState.isSubmitted
      ? validation.errors[key]
      : undefined) ?? null;

  return (
    <FormDialog
      title={webMessage('activity.create.title')}
      maxWidth={560}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('activity.create.submit')}
      submitDisabled={!validation.valid}
      pending={mutation.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(async (submitted) => {
        const request = creationInput(submitted);
        if (!validateActivityCreationForOrder(request, order, now).valid) return;
        if (onPlan) {
          onPlan(request);
          onClose();
          return;
        }
        try {
          await mutation.mutateAsync({
            id: orderId,
            event: { type: 'ADD_ACTIVITIES', request },
            version: order.updatedAt ?? null,
          });
          show({ message: message('activities.createSuccess'), tone: 'success' });
          onClose();
        } catch (error) {
          // The values stay in the dialog for another try.
          show({
            message: isStaleRecordError(error)
              ? webMessage('order.action.stale')
              : saveErrorMessage(error),
            tone: 'error',
          });
        }
      })}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label={webMessage('activity.create.type')}
            options={ACTIVITY_CREATION_TYPE_OPTIONS.map((option) => ({ ...option }))}
            value={field.value}
            onChange={(value) => field.onChange((value ?? 'SINGLE') as ActivityCreationType)}
            onBlur={field.onBlur}
            triggerRef={field.ref}
          />
        )}
      />
      <div className={styles.dates}>
        <FormDateField
          control={control}
          name="startDate"
          label={message('activities.dates.startLabel')}
          error={errorOf('startDate', 'startDate')}
        />
        <FormDateField
          control={control}
          name="endDate"
          label={message('activities.dates.endLabel')}
          error={errorOf('endDate', 'endDate')}
        />
      </div>
      {values.type === 'FIXED_NUMBER' ? (
        <FormTextField
          control={control}
          name="numberOfActivities"
          label={webMessage('activity.create.numberOfActivities')}
          inputMode="numeric"
          error={errorOf('numberOfActivities', 'numberOfActivities')}
        />
      ) : null}
      {values.type === 'FIXED_STEP' ? (
        <FormTextField
          control={control}
          name="frequency"
          label={webMessage('activity.create.frequency')}
          inputMode="numeric"
          error={errorOf('frequency', 'frequency')}
        />
      ) : null}
      {values.type === 'FIXED_WEEKDAYS' ? (
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <fieldset className={styles.weekdays}>
              <legend className={styles.legend}>{webMessage('activity.create.weekdays')}</legend>
              {WEEKDAY_OPTIONS.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={field.value.includes(option.value)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked
                        ? [...field.value, option.value]
                        : field.value.filter((day) => day !== option.value),
                    )
                  }
                  onBlur={field.onBlur}
                />
              ))}
              {errorOf('weekdays', 'weekdays') ? (
                <p className={styles.error}>{errorOf('weekdays', 'weekdays')}</p>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      {values.type === 'SINGLE' ? null : (
        <div className={styles.options}>
          {(['includeSaturday', 'includeSunday', 'includeHolidays'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  label={ACTIVITY_CREATION_OPTION_LABELS[name]}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  buttonRef={field.ref}
                />
              )}
            />
          ))}
        </div>
      )}
      {validation.errors.plan && formState.isSubmitted ? (
        <p className={styles.error} role="alert">
          {validation.errors.plan}
        </p>
      ) : null}
    </FormDialog>
  );
}
