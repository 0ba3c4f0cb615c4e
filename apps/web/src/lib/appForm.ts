/**
 * The app's one way to start a form (README, Forms): React Hook Form's `useForm` with the
 * validation timing every form of the app shares, so that no form can drift to another.
 */
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * 000 §5: "forms validate on input and blur". React Hook Form's `mode: 'all'` runs a field's rules
 * (the form's resolver over domain's validators, or its own `rules`) at each change of the field
 * and when it is left, from the first keystroke and before any submit; after a submit they keep
 * running at each change. Not `onTouched`, which would wait for the first blur before a field's
 * input is checked.
 */
export const FORM_VALIDATION_TIMING = { mode: 'all', reValidateMode: 'onChange' } as const;

/** `useForm` with the validation timing of 000 §5; every other option is the form's own. */
export function useAppForm<
  Values extends FieldValues = FieldValues,
  // React Hook Form's own default for the resolver's context.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Context = any,
  Transformed = Values,
>(
  props: Omit<UseFormProps<Values, Context, Transformed>, 'mode' | 'reValidateMode'> = {},
): UseFormReturn<Values, Context, Transformed> {
  return useForm<Values, Context, Transformed>({ ...props, ...FORM_VALIDATION_TIMING });
}
