import type { FormsTextInputProps } from '../private/formsTextInput.tsx';
import { FormsTextInput } from '../private/formsTextInput.tsx';

/** Props of {@link TextField}. */
export type TextFieldProps = Omit<
  FormsTextInputProps,
  'multiline' | 'rows' | 'normalizeInput' | 'formatOnBlur' | 'adornmentDescription'
>;

/**
 * A one-line text field: visible label (with '(*)' when required), description, error message,
 * counter when `maxLength` is set ('Oggetto', 80 characters, 002 §5.1), disabled and read-only
 * states. `validate` runs on input and on blur (000 §5); pass a domain validator.
 */
export function TextField(props: TextFieldProps) {
  return <FormsTextInput {...props} />;
}
