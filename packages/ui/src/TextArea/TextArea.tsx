import type { FormsTextInputProps } from '../private/formsTextInput.tsx';
import { FormsTextInput } from '../private/formsTextInput.tsx';

/** Props of {@link TextArea}. */
export type TextAreaProps = Omit<
  FormsTextInputProps,
  | 'multiline'
  | 'type'
  | 'inputMode'
  | 'normalizeInput'
  | 'formatOnBlur'
  | 'startAdornment'
  | 'endAdornment'
  | 'adornmentDescription'
>;

/**
 * A multi-line text field with the same anatomy as TextField: label, description, error, counter
 * when `maxLength` is set (the description of an event, 4000 characters, 002 §5.1). `rows` sets
 * the visible height (4 by default); the user may resize it vertically.
 */
export function TextArea(props: TextAreaProps) {
  return <FormsTextInput {...props} multiline />;
}
