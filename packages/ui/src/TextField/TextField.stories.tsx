import type { FormSchema } from '@portineria/domain';
import {
  TITLE_MAX_LENGTH,
  canSave,
  maxLengthRule,
  requiredRule,
  validateField,
  validateForm,
} from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Oggetto',
    maxLength: TITLE_MAX_LENGTH,
    required: true,
    validate: requiredRule('Oggetto'),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'Sopralluogo ascensore scala B' },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    required: false,
    maxLength: undefined,
    type: 'email',
    description: 'Riceverai qui le notifiche degli ordini',
    defaultValue: 'm.rossi@studiorossi.it',
  },
};

export const WithError: Story = {
  args: { error: 'Il campo Oggetto è obbligatorio' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Oggetto' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Il campo Oggetto è obbligatorio/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Verifica impianto antincendio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Oggetto' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Verifica impianto antincendio' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Oggetto' });
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('Verifica impianto antincendio');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Descrizione sintetica dell’intervento di manutenzione straordinaria richiesto',
    description:
      'Indica il luogo esatto, la scala e il piano: il fornitore lo leggerà prima del sopralluogo.',
    defaultValue:
      'Sostituzione delle guarnizioni della colonna di scarico condominiale lato cortile',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Riunione condominiale', description: 'Visibile a tutti i condomini' },
};

export const DarkError: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Il campo Oggetto è obbligatorio' },
};

export const TestTypingUpdatesCounter: Story = {
  name: 'Test: typing updates the counter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Oggetto' });
    await userEvent.click(input);
    await userEvent.keyboard('Riunione condominiale');
    await expect(input).toHaveValue('Riunione condominiale');
    await expect(canvas.getByText('21/80')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Riunione condominiale');
    await expect(input).toHaveAccessibleDescription('21/80');
  },
};

export const TestMaxLength: Story = {
  name: 'Test: typing stops at 80 characters',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Oggetto' });
    await userEvent.click(input);
    await userEvent.keyboard('a'.repeat(85));
    await expect(input).toHaveValue('a'.repeat(80));
    await expect(canvas.getByText('80/80')).toBeVisible();
  },
};

export const TestValidatesOnInputAndBlur: Story = {
  name: 'Test: validates on input and blur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Oggetto' });
    // Nothing is judged before the user has been in the field.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Il campo Oggetto è obbligatorio')).toBeVisible();
    // Typing fixes it at once…
    await userEvent.click(input);
    await userEvent.keyboard('R');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Il campo Oggetto è obbligatorio')).toBeNull();
    // …and emptying it again shows the message while typing.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

const eventSchema: FormSchema<'title' | 'startDate'> = {
  title: { label: 'Oggetto', rules: [requiredRule, maxLengthRule(TITLE_MAX_LENGTH)] },
  startDate: { label: 'Data inizio', rules: [requiredRule] },
};

/** A small event form: the save button follows domain's `canSave(validateForm(…))` (002 §5.7). */
function EventFormExample() {
  const [values, setValues] = useState({
    title: '',
    startDate: null as string | null,
    description: '',
  });
  const [saved, setSaved] = useState(false);
  const errors = validateForm(values, eventSchema);
  return (
    <form
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
    >
      <TextField
        label="Oggetto"
        required
        maxLength={TITLE_MAX_LENGTH}
        value={values.title}
        onChange={(title) => setValues((current) => ({ ...current, title }))}
        validate={(title) => validateField('title', { ...values, title }, eventSchema)}
      />
      <DateField
        label="Data inizio"
        required
        value={values.startDate}
        onChange={(startDate) => setValues((current) => ({ ...current, startDate }))}
        validate={(startDate) => validateField('startDate', { ...values, startDate }, eventSchema)}
      />
      <TextArea
        label="Descrizione"
        maxLength={4000}
        value={values.description}
        onChange={(description) => setValues((current) => ({ ...current, description }))}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Button type="submit" disabled={!canSave(errors)}>
          SALVA
        </Button>
        {saved ? <span role="status">Salvataggio avvenuto con successo</span> : null}
      </div>
    </form>
  );
}

export const TestSaveDisabledWhileErrorsExist: Story = {
  name: 'Test: save disabled while errors exist',
  render: () => <EventFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'SALVA' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Oggetto' }));
    await userEvent.keyboard('Assemblea straordinaria');
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Data inizio' }));
    await userEvent.keyboard('15/03/2025');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Data inizio' })).toHaveValue('15/03/2025');
    await expect(save).toBeEnabled();
    // Emptying the title shows its message and disables the save again.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Oggetto' }));
    await expect(canvas.getByText('Il campo Oggetto è obbligatorio')).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.keyboard('Assemblea');
    await userEvent.click(save);
    await expect(canvas.getByRole('status')).toHaveTextContent('Salvataggio avvenuto con successo');
  },
};
