import { formatAmountOnBlur, normalizeAmountInput } from '@portineria/domain';
import { formsMessage } from '../messages/it-IT/forms.ts';
import type { FormsTextInputProps } from '../private/formsTextInput.tsx';
import { FormsTextInput } from '../private/formsTextInput.tsx';

/** Props of {@link AmountField}. */
export interface AmountFieldProps extends Omit<
  FormsTextInputProps,
  | 'multiline'
  | 'rows'
  | 'type'
  | 'inputMode'
  | 'normalizeInput'
  | 'formatOnBlur'
  | 'endAdornment'
  | 'adornmentDescription'
  | 'maxLength'
  | 'showCounter'
  | 'formatCounter'
> {
  /** The currency adornment after the amount, '€' by default. */
  currency?: string;
  /** How the adornment is spoken, 'in euro' by default. */
  currencyName?: string;
}

/**
 * An amount in euro (001 §5): the text the user types goes through domain's
 * `normalizeAmountInput` (a decimal comma becomes a point, at most two decimals, non-numeric text
 * passed through for the amount rule to report) and, on blur, `formatAmountOnBlur` (two decimals
 * with a decimal comma: '12.5' → '12,50'). The value is that text; turn it into a number with
 * domain's `amountInputToNumber`. Validate with `amountRule(label)` or `greaterThanZeroRule(label)`.
 */
export function AmountField({
  currency = formsMessage('amountField.currency'),
  currencyName = formsMessage('amountField.currencyName'),
  ...props
}: AmountFieldProps) {
  return (
    <FormsTextInput
      {...props}
      inputMode="decimal"
      autoComplete={props.autoComplete ?? 'off'}
      normalizeInput={normalizeAmountInput}
      formatOnBlur={formatAmountOnBlur}
      endAdornment={currency}
      adornmentDescription={currencyName}
    />
  );
}
