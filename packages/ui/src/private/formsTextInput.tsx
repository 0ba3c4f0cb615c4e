/**
 * The text control behind TextField, TextArea and AmountField: a native input or textarea in the
 * shared field frame, with counter, adornments, validation on input and blur, and optional input
 * transforms (the amount rules of domain).
 */
import type { FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { FormsFieldBaseProps } from './formsField.tsx';
import {
  FormsFieldCounter,
  FormsFieldFrame,
  formsClassNames,
  useFormsField,
} from './formsField.tsx';
import * as styles from './formsField.css.ts';

/** Props of the shared text control. */
export interface FormsTextInputProps extends FormsFieldBaseProps<string> {
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** Visible rows of a textarea. */
  rows?: number;
  /** The text (controlled). */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every input, and with the formatted text on blur. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  placeholder?: string;
  /** The maximum length: the browser stops typing there and the counter shows 'n/max'. */
  maxLength?: number;
  /** Show the counter (default: whenever `maxLength` is set). */
  showCounter?: boolean;
  /** The counter text; '{count}/{max}' by default. */
  formatCounter?: (count: number, max: number) => string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Content before the input (an icon). */
  startAdornment?: ReactNode;
  /** Content after the input (the € of an amount). */
  endAdornment?: ReactNode;
  /** A spoken description of the adornments, joined to aria-describedby ('in euro'). */
  adornmentDescription?: string;
  /** Applied to each typed text before it is stored (e.g. domain `normalizeAmountInput`). */
  normalizeInput?: (text: string) => string;
  /** Applied to the text when focus leaves (e.g. domain `formatAmountOnBlur`). */
  formatOnBlur?: (text: string) => string;
  /** The native input or textarea. */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** The shared text control; see {@link FormsTextInputProps}. */
export function FormsTextInput(props: FormsTextInputProps) {
  const {
    multiline,
    rows = 4,
    value: valueProp,
    defaultValue = '',
    onChange,
    onBlur,
    onFocus,
    onKeyDown,
    placeholder,
    maxLength,
    showCounter,
    formatCounter,
    type = 'text',
    inputMode,
    autoComplete,
    startAdornment,
    endAdornment,
    adornmentDescription,
    normalizeInput,
    formatOnBlur,
    inputRef,
    label,
    description,
    required,
    requiredMarker,
    disabled,
    readOnly,
    name,
    className,
  } = props;
  const [value, setValue] = useControlledState<string>(valueProp, defaultValue, onChange);
  const counterId = useId();
  const adornmentId = useId();
  const hasCounter = maxLength != null && showCounter !== false;
  const aria = useFormsField<string>({
    ...props,
    describedBy: [
      adornmentDescription ? adornmentId : undefined,
      hasCounter ? counterId : undefined,
    ],
  });

  const handleChange = (text: string) => {
    const next = normalizeInput ? normalizeInput(text) : text;
    setValue(next);
    aria.validateOnInput(next);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    let next = value ?? '';
    if (formatOnBlur && !readOnly && !disabled) {
      next = formatOnBlur(next);
      if (next !== value) setValue(next);
    }
    aria.validateOnBlur(next);
    onBlur?.(event);
  };

  const controlProps = {
    ...aria.fieldProps,
    name,
    className: styles.input,
    value: value ?? '',
    placeholder,
    maxLength,
    disabled,
    readOnly,
    'aria-required': required || undefined,
    onFocus,
    onKeyDown,
    onBlur: handleBlur,
  };

  return (
    <FormsFieldFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
      counter={
        hasCounter ? (
          <FormsFieldCounter
            id={counterId}
            count={(value ?? '').length}
            max={maxLength}
            format={formatCounter}
          />
        ) : null
      }
    >
      <div
        className={formsClassNames(styles.controlBox, multiline && styles.multilineBox)}
        {...aria.stateAttributes}
      >
        {startAdornment ? (
          <span className={styles.adornment} aria-hidden="true">
            {startAdornment}
          </span>
        ) : null}
        {multiline ? (
          <textarea
            {...controlProps}
            ref={inputRef}
            rows={rows}
            className={formsClassNames(styles.input, styles.textarea)}
            onChange={(event) => handleChange(event.target.value)}
          />
        ) : (
          <input
            {...controlProps}
            ref={inputRef}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            onChange={(event) => handleChange(event.target.value)}
          />
        )}
        {endAdornment ? (
          <span className={styles.adornment} aria-hidden="true">
            {endAdornment}
          </span>
        ) : null}
        {adornmentDescription ? (
          <span id={adornmentId} className={styles.visuallyHidden}>
            {adornmentDescription}
          </span>
        ) : null}
      </div>
    </FormsFieldFrame>
  );
}
