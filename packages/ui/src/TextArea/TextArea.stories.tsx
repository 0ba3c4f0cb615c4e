import { DESCRIPTION_MAX_LENGTH, maxLengthRule } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Descrizione',
    maxLength: DESCRIPTION_MAX_LENGTH,
    validate: maxLengthRule(DESCRIPTION_MAX_LENGTH)('Descrizione'),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample =
  'Si segnala un’infiltrazione d’acqua dal soffitto del vano scala B, all’altezza del terzo piano. ' +
  'Il problema si presenta dopo ogni pioggia intensa.';

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: sample } };

export const WithError: Story = {
  args: {
    defaultValue: sample,
    error: 'Il campo Descrizione deve avere al massimo 4000 caratteri',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Descrizione' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: sample, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Descrizione' }),
    ).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: sample, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Descrizione' });
    await userEvent.type(textarea, 'altro');
    await expect(textarea).toHaveValue(sample);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Note per il fornitore sull’accesso ai locali tecnici e sugli orari concordati',
    description: 'Saranno visibili al fornitore e all’amministratore dello stabile.',
    rows: 6,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: sample } };

export const TestTypingMultipleLines: Story = {
  name: 'Test: typing several lines updates the counter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Descrizione' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Prima riga{Enter}Seconda riga');
    await expect(textarea).toHaveValue('Prima riga\nSeconda riga');
    await expect(canvas.getByText('23/4000')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Prima riga\nSeconda riga');
  },
};
