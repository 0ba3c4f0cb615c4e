import { COLLEAGUE_COLORS } from '@portineria/domain';
import { Check } from 'lucide-react';
import type { FocusEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { mergeProps, useRadio, useRadioGroup } from 'react-aria';
import type { RadioGroupState } from 'react-stately';
import { useRadioGroupState } from 'react-stately';
import type { UiMessageKey } from '../messages/it-IT.ts';
import { uiMessage } from '../messages/it-IT.ts';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { FormsFieldFrame, useFormsField } from '../private/formsField.tsx';
import * as fieldStyles from '../private/formsField.css.ts';
import * as styles from './ColorSwatchPicker.css.ts';
import type { ColorSwatchVariants } from './ColorSwatchPicker.css.ts';

/** Props of {@link ColorSwatchPicker}. */
export interface ColorSwatchPickerProps extends FormsFieldBaseProps<string | null> {
  /** The colours offered; the 12 colleague colours of 002 §9 (domain `COLLEAGUE_COLORS`) by default. */
  colors?: readonly string[];
  /**
   * The accessible name of each colour, in the order of `colors`. Defaults to the Italian names of
   * the colleague colours, or 'Colore N' for other colours.
   */
  colorNames?: readonly string[];
  /** The chosen colour (compared ignoring case), or null (controlled). */
  value?: string | null;
  /** The initial colour (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen colour, spelled as in `colors`. */
  onChange?: (color: string) => void;
  /** Swatch size: small 24 px or medium 32 px. */
  size?: ColorSwatchVariants['size'];
  onBlur?: (event: FocusEvent<Element>) => void;
}

const COLLEAGUE_COLOR_NAME_KEYS = Array.from(
  { length: COLLEAGUE_COLORS.length },
  (_, index) => `colorSwatchPicker.color${index + 1}` as UiMessageKey,
);

function defaultNames(colors: readonly string[]): string[] {
  const isColleaguePalette = colors === COLLEAGUE_COLORS;
  return colors.map((_, index) => {
    const key = COLLEAGUE_COLOR_NAME_KEYS[index];
    return isColleaguePalette && key
      ? uiMessage(key)
      : uiMessage('colorSwatch.label', { index: index + 1 });
  });
}

/**
 * A required choice of one colour among swatches (the colleague colour, 002 §5.1, §9): a radio
 * group — Tab enters it on the chosen colour, arrow keys move and choose, each swatch has an
 * Italian colour name. The fill comes from the colour value itself; everything else from the theme.
 */
export function ColorSwatchPicker(props: ColorSwatchPickerProps) {
  const {
    colors = COLLEAGUE_COLORS,
    colorNames,
    value,
    defaultValue,
    onChange,
    size,
    onBlur,
    label,
    description,
    required,
    requiredMarker,
    disabled,
    readOnly,
    name,
    className,
  } = props;
  const canonical = (color: string | null | undefined) =>
    color == null
      ? color
      : (colors.find((candidate) => candidate.toLowerCase() === color.toLowerCase()) ?? color);
  const aria = useFormsField<string | null>({ ...props, labelElementType: 'span' });
  const state = useRadioGroupState({
    value: canonical(value),
    defaultValue: canonical(defaultValue),
    onChange: (color) => {
      onChange?.(color);
      aria.validateOnInput(color);
    },
    isDisabled: disabled,
    isReadOnly: readOnly,
    isRequired: required,
    isInvalid: aria.invalid,
    validationBehavior: 'aria',
    name,
    orientation: 'horizontal',
  });
  const { radioGroupProps } = useRadioGroup(
    {
      'aria-labelledby': aria.fieldProps['aria-labelledby'],
      'aria-describedby': aria.fieldProps['aria-describedby'],
      id: aria.fieldProps.id,
      isDisabled: disabled,
      isReadOnly: readOnly,
      isRequired: required,
      isInvalid: aria.invalid,
      validationBehavior: 'aria',
      orientation: 'horizontal',
      name,
      onBlur: (event) => {
        aria.validateOnBlur(state.selectedValue);
        onBlur?.(event);
      },
    },
    state,
  );
  const names = colorNames ?? defaultNames(colors);

  return (
    <FormsFieldFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
      labelElementType="span"
    >
      <div
        {...mergeProps(radioGroupProps, { 'aria-invalid': aria.invalid || undefined })}
        className={styles.group}
      >
        {colors.map((color, index) => (
          <Swatch
            key={color}
            color={color}
            name={names[index] ?? uiMessage('colorSwatch.label', { index: index + 1 })}
            state={state}
            size={size}
            invalid={aria.invalid}
          />
        ))}
      </div>
    </FormsFieldFrame>
  );
}

function Swatch({
  color,
  name,
  state,
  size,
  invalid,
}: {
  color: string;
  name: ReactNode;
  state: RadioGroupState;
  size: ColorSwatchVariants['size'];
  invalid: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio(
    { value: color, children: name },
    state,
    ref,
  );
  return (
    <label
      {...labelProps}
      className={styles.swatch({ size })}
      style={{ backgroundColor: color }}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-invalid={invalid || undefined}
    >
      <input {...inputProps} ref={ref} className={fieldStyles.visuallyHidden} />
      <span className={fieldStyles.visuallyHidden}>{name}</span>
      {isSelected ? (
        <span className={styles.check} aria-hidden="true">
          <Check />
        </span>
      ) : null}
    </label>
  );
}
