import { Check, Minus } from 'lucide-react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { FocusEvent, Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { FormsChoiceFrame } from '../private/formsChoice.tsx';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { useFormsField } from '../private/formsField.tsx';
import * as styles from './Checkbox.css.ts';

/** A checkbox state: checked, unchecked or indeterminate (some of a group). */
export type CheckboxState = boolean | 'indeterminate';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends FormsFieldBaseProps<boolean> {
  /** The state (controlled); 'indeterminate' shows a dash (some rows of a group selected). */
  checked?: CheckboxState;
  /** The initial state (uncontrolled). */
  defaultChecked?: CheckboxState;
  /** Called with the new state when the user toggles it (never 'indeterminate'). */
  onCheckedChange?: (checked: boolean) => void;
  /** The value submitted with a native form when checked ('on' by default). */
  value?: string;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** The checkbox button. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A checkbox with its label beside it (Radix Checkbox): Space toggles it, clicking the label too.
 * Supports indeterminate, description, error ('validate' receives the new state), disabled and
 * read-only (focusable, announced as read-only, not toggled).
 */
export function Checkbox(props: CheckboxProps) {
  const {
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    value,
    onBlur,
    buttonRef,
    label,
    description,
    required,
    requiredMarker,
    disabled,
    readOnly,
    name,
    className,
  } = props;
  const [checked, setChecked] = useControlledState<CheckboxState>(
    checkedProp,
    defaultChecked,
    (next: CheckboxState) => onCheckedChange?.(next === true),
  );
  const aria = useFormsField<boolean>(props);
  return (
    <FormsChoiceFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
    >
      <RadixCheckbox.Root
        {...aria.fieldProps}
        ref={buttonRef}
        className={styles.box}
        {...aria.stateAttributes}
        checked={checked}
        name={name}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-readonly={readOnly || undefined}
        onCheckedChange={(next) => {
          if (readOnly) return;
          setChecked(next === true);
          aria.validateOnInput(next === true);
        }}
        onBlur={(event) => {
          aria.validateOnBlur(checked === true);
          onBlur?.(event);
        }}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? (
            <Minus aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </FormsChoiceFrame>
  );
}
