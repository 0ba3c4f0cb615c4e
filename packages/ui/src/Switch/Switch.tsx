import * as RadixSwitch from '@radix-ui/react-switch';
import type { FocusEvent, Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { FormsChoiceFrame } from '../private/formsChoice.tsx';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { useFormsField } from '../private/formsField.tsx';
import * as styles from './Switch.css.ts';

/** Props of {@link Switch}. */
export interface SwitchProps extends FormsFieldBaseProps<boolean> {
  /** On or off (controlled). */
  checked?: boolean;
  /** The initial state (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  /** The value submitted with a native form when on ('on' by default). */
  value?: string;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** The switch button. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch with its label beside it (Radix Switch), for settings that apply at once
 * (the private event switch, 002 §5.1). Space or Enter toggles it; disabled and read-only states.
 */
export function Switch(props: SwitchProps) {
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
  const [checked, setChecked] = useControlledState<boolean>(
    checkedProp,
    defaultChecked,
    onCheckedChange,
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
      <RadixSwitch.Root
        {...aria.fieldProps}
        ref={buttonRef}
        className={styles.track}
        {...aria.stateAttributes}
        checked={checked}
        name={name}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-readonly={readOnly || undefined}
        onCheckedChange={(next) => {
          if (readOnly) return;
          setChecked(next);
          aria.validateOnInput(next);
        }}
        onBlur={(event) => {
          aria.validateOnBlur(checked);
          onBlur?.(event);
        }}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </FormsChoiceFrame>
  );
}
