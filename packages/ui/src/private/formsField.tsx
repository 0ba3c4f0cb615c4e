/**
 * The shared anatomy of every form field of @portineria/ui: label with the '(*)' marker, description,
 * error message and counter, wired with ids through react-aria's `useField` (aria-labelledby,
 * aria-describedby), plus validation on input and on blur (000 §5 'forms validate on input and
 * blur') with an external error that always wins.
 */
import { CircleAlert } from 'lucide-react';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { useField } from 'react-aria/useField';
import { formsMessage } from '../messages/it-IT/forms.ts';
import * as styles from './formsField.css.ts';

/** When a field runs its `validate` function: while typing ('input') and when focus leaves ('blur'). */
export type ValidateOn = 'input' | 'blur';

/** The default of `validateOn`: both, as the spec asks (000 §5). */
export const DEFAULT_VALIDATE_ON: readonly ValidateOn[] = ['input', 'blur'];

/** The props every form field shares. `Value` is what `validate` receives. */
export interface FormsFieldBaseProps<Value> {
  /** The visible label, also the field's accessible name ('Oggetto', 'Data inizio'). */
  label: ReactNode;
  /** A help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * An error from outside (the server, a form-level rule). When set it is shown instead of the
   * `validate` result, and the field is invalid.
   */
  error?: string | null;
  /**
   * The field's rule: `null` when valid, the Italian message otherwise. Use the domain validators,
   * e.g. `requiredRule('Oggetto')` or `(value) => validateField('title', { ...values, title: value }, schema)`.
   */
  validate?: (value: Value) => string | null;
  /** When `validate` runs; input and blur by default (000 §5). */
  validateOn?: readonly ValidateOn[];
  /** Called with the message (or null) each time `validate` runs, for a form to collect errors. */
  onValidationChange?: (error: string | null) => void;
  /**
   * Mandatory: shows the '(*)' marker after the label and sets aria-required. It does not validate
   * by itself: pass `validate={requiredRule(label)}` (domain) for the message.
   */
  required?: boolean;
  /** Disabled: not focusable, not validated. */
  disabled?: boolean;
  /** Read-only: focusable and readable, not editable, not validated. */
  readOnly?: boolean;
  /** The required marker text, '(*)' by default. */
  requiredMarker?: string;
  /** The id of the control; generated when absent. */
  id?: string;
  /** The form field name (submitted with native forms). */
  name?: string;
  /** An extra class on the field's root element. */
  className?: string;
}

interface UseFormsFieldOptions<Value> extends FormsFieldBaseProps<Value> {
  /** 'span' when the control is not a labelable element (a radio group). */
  labelElementType?: ElementType;
  /** More ids for aria-describedby (counter, adornment). */
  describedBy?: readonly (string | undefined)[];
}

/** The wiring a field component spreads on its parts. */
export interface FormsFieldAria<Value> {
  /** The message shown now: the external error, else the last `validate` result. */
  error: string | null;
  invalid: boolean;
  /** Runs `validate` for an input event (when validateOn includes 'input'). */
  validateOnInput: (value: Value) => void;
  /** Runs `validate` for a blur event (when validateOn includes 'blur'). */
  validateOnBlur: (value: Value) => void;
  labelProps: HTMLAttributes<HTMLElement> & { htmlFor?: string };
  /** For the control: id, aria-labelledby, aria-describedby, aria-invalid. */
  fieldProps: {
    id?: string;
    'aria-labelledby'?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  };
  descriptionProps: HTMLAttributes<HTMLElement>;
  errorMessageProps: HTMLAttributes<HTMLElement>;
  /** data-* attributes for the root and the control box. */
  stateAttributes: {
    'data-invalid'?: true;
    'data-disabled'?: true;
    'data-readonly'?: true;
    'data-required'?: true;
  };
}

/** The label, ids, validation and state attributes of one field. */
export function useFormsField<Value>(options: UseFormsFieldOptions<Value>): FormsFieldAria<Value> {
  const {
    label,
    description,
    error: externalError,
    validate,
    validateOn = DEFAULT_VALIDATE_ON,
    onValidationChange,
    required,
    disabled,
    readOnly,
    id,
    labelElementType,
    describedBy = [],
  } = options;
  const [validationError, setValidationError] = useState<string | null>(null);
  const error = externalError || (disabled || readOnly ? null : validationError) || null;
  const invalid = error !== null;

  const run = useCallback(
    (trigger: ValidateOn, value: Value) => {
      if (!validate || disabled || readOnly || !validateOn.includes(trigger)) return;
      const result = validate(value);
      setValidationError(result);
      onValidationChange?.(result);
    },
    [validate, disabled, readOnly, validateOn, onValidationChange],
  );

  const aria = useField({
    label,
    description,
    errorMessage: error ?? undefined,
    isInvalid: invalid,
    validationBehavior: 'aria',
    labelElementType,
    id,
  });
  const ariaDescribedBy = [aria.fieldProps['aria-describedby'], ...describedBy]
    .filter(Boolean)
    .join(' ');

  return {
    error,
    invalid,
    validateOnInput: (value) => run('input', value),
    validateOnBlur: (value) => run('blur', value),
    labelProps: aria.labelProps as FormsFieldAria<Value>['labelProps'],
    fieldProps: {
      id: aria.fieldProps.id,
      'aria-labelledby': aria.fieldProps['aria-labelledby'],
      'aria-describedby': ariaDescribedBy || undefined,
      'aria-invalid': invalid || undefined,
    },
    descriptionProps: aria.descriptionProps,
    errorMessageProps: aria.errorMessageProps,
    stateAttributes: {
      'data-invalid': invalid || undefined,
      'data-disabled': disabled || undefined,
      'data-readonly': (readOnly && !disabled) || undefined,
      'data-required': required || undefined,
    },
  };
}

/** The label with its '(*)' marker (aria-hidden: the control carries aria-required instead). */
export function FormsFieldLabel({
  labelProps,
  label,
  required,
  requiredMarker = formsMessage('formsField.requiredMarker'),
  elementType: Element = 'label',
  className,
}: {
  labelProps: FormsFieldAria<unknown>['labelProps'];
  label: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  elementType?: 'label' | 'span';
  className?: string;
}) {
  return (
    <Element {...labelProps} className={[styles.label, className].filter(Boolean).join(' ')}>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.requiredMarker}>
          {requiredMarker}
        </span>
      ) : null}
    </Element>
  );
}

/** The help line: description, error message, and an optional counter on the right. */
export function FormsFieldHelp({
  aria,
  description,
  counter,
}: {
  aria: Pick<FormsFieldAria<unknown>, 'error' | 'descriptionProps' | 'errorMessageProps'>;
  description?: ReactNode;
  counter?: ReactNode;
}) {
  if (!description && !aria.error && !counter) return null;
  return (
    <div className={styles.help}>
      <div className={styles.helpTexts}>
        {description ? (
          <div {...aria.descriptionProps} className={styles.description}>
            {description}
          </div>
        ) : null}
        {aria.error ? (
          <div {...aria.errorMessageProps} className={styles.errorMessage}>
            <CircleAlert aria-hidden="true" />
            <span>{aria.error}</span>
          </div>
        ) : null}
      </div>
      {counter}
    </div>
  );
}

/** The '12/80' counter; `id` joins the control's aria-describedby. */
export function FormsFieldCounter({
  id,
  count,
  max,
  format = (current, limit) => formsMessage('textField.counter', { count: current, max: limit }),
}: {
  id: string;
  count: number;
  max: number;
  format?: (count: number, max: number) => string;
}) {
  return (
    <div id={id} className={styles.counter} data-over={count > max || undefined}>
      {format(count, max)}
    </div>
  );
}

/** The root column of a standard field: label, control, help line. */
export function FormsFieldFrame({
  aria,
  label,
  required,
  requiredMarker,
  description,
  counter,
  labelElementType,
  className,
  children,
  after,
}: {
  aria: FormsFieldAria<never>;
  label: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  description?: ReactNode;
  counter?: ReactNode;
  labelElementType?: 'label' | 'span';
  className?: string;
  children: ReactNode;
  /** Content after the help line (the file lists of a dropzone). */
  after?: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} {...aria.stateAttributes}>
      <FormsFieldLabel
        labelProps={aria.labelProps}
        label={label}
        required={required}
        requiredMarker={requiredMarker}
        elementType={labelElementType}
      />
      {children}
      <FormsFieldHelp aria={aria} description={description} counter={counter} />
      {after}
    </div>
  );
}

/** Joins class names, skipping empty ones. */
export function formsClassNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
