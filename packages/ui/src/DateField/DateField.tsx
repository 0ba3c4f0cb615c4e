import { formatDateInput, parseDateInput } from '@portineria/domain';
import type { DateInputType } from '@portineria/domain';
import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { formsMessage } from '../messages/it-IT/forms.ts';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { FormsFieldFrame, useFormsField } from '../private/formsField.tsx';
import * as styles from '../private/formsField.css.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FormsFieldBaseProps<string | null> {
  /** A day (DD/MM/YYYY, value 'YYYY-MM-DD') or a month (MM/YYYY, value 'YYYY-MM'); 'date' by default. */
  type?: DateInputType;
  /** The value, 'YYYY-MM-DD' or 'YYYY-MM', or null when empty (controlled). */
  value?: string | null;
  /** The initial value (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called when the typed text is committed (on blur or Enter) with domain's `parseDateInput`
   * result: the new value, null for an empty or invalid text, the previous value for a text out of
   * `min`/`max`.
   */
  onChange?: (value: string | null) => void;
  /** The earliest accepted value, in the value format. */
  min?: string | null;
  /** The latest accepted value, in the value format. */
  max?: string | null;
  /** The placeholder; 'GG/MM/AAAA' (or 'MM/AAAA' for months) by default. */
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The native input. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date typed on the keyboard (002 §5.1): shows DD/MM/YYYY (MM/YYYY for the month type) and reads
 * the text with domain's `parseDateInput` when focus leaves or Enter is pressed — an invalid text
 * becomes empty, a date before `min` or after `max` reverts to the previous value.
 */
export function DateField(props: DateFieldProps) {
  const {
    type = 'date',
    value: valueProp,
    defaultValue = null,
    onChange,
    min,
    max,
    placeholder = formsMessage(
      type === 'date' ? 'dateField.placeholder' : 'dateField.monthPlaceholder',
    ),
    onBlur,
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
  const [value, setValue] = useControlledState<string | null>(valueProp, defaultValue, onChange);
  const [draft, setDraft] = useState(() => formatDateInput(value, type));
  // The shown text follows a value changed from outside (React's "adjust state on prop change").
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(formatDateInput(value, type));
  }
  const aria = useFormsField<string | null>(props);

  const read = (text: string) => parseDateInput(text, { type, min, max, previous: value });

  const commit = () => {
    const next = read(draft);
    setDraft(formatDateInput(next, type));
    if (next !== value) {
      setShownValue(next);
      setValue(next);
    }
    return next;
  };

  const handleInput = (text: string) => {
    setDraft(text);
    // While typing, only an emptied field or a complete date is judged; a half-typed date waits.
    if (text.trim() === '') aria.validateOnInput(null);
    else {
      const parsed = read(text);
      if (parsed !== null) aria.validateOnInput(parsed);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = readOnly || disabled ? value : commit();
    aria.validateOnBlur(next);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !readOnly && !disabled) aria.validateOnInput(commit());
  };

  return (
    <FormsFieldFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
    >
      <div className={styles.controlBox} {...aria.stateAttributes}>
        <input
          {...aria.fieldProps}
          ref={inputRef}
          name={name}
          className={styles.input}
          type="text"
          autoComplete="off"
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          aria-required={required || undefined}
          data-type={type}
          onChange={(event) => handleInput(event.target.value)}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
        />
      </div>
    </FormsFieldFrame>
  );
}
