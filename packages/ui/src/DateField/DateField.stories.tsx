import { requiredRule } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: {
    label: 'Data inizio',
    required: true,
    validate: requiredRule('Data inizio'),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '2025-03-15' } };

export const Month: Story = {
  args: { label: 'Mese di competenza', type: 'month', defaultValue: '2025-03', required: false },
};

export const WithError: Story = {
  args: { error: 'Il campo Data inizio è obbligatorio' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Data inizio' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2025-03-15', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Data inizio' }),
    ).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: '2025-03-15', readOnly: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Data inizio' });
    await userEvent.type(input, '1');
    await userEvent.tab();
    await expect(input).toHaveValue('15/03/2025');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Data di fine prevista per il completamento dei lavori di rifacimento',
    description: 'Non può essere precedente alla data di inizio',
    defaultValue: '2025-11-30',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '2025-03-15' } };

export const TestTypingADate: Story = {
  name: 'Test: a typed date is read on blur',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Data inizio' });
    await userEvent.click(input);
    await userEvent.keyboard('1/2/2025');
    await userEvent.tab();
    await expect(input).toHaveValue('01/02/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-02-01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const TestEnterCommits: Story = {
  name: 'Test: Enter reads the typed date',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Data inizio' });
    await userEvent.click(input);
    await userEvent.keyboard('15/03/2025{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-15');
    await expect(input).toHaveFocus();
  },
};

export const TestInvalidBecomesEmpty: Story = {
  name: 'Test: an invalid date becomes empty',
  args: { defaultValue: '2025-03-15' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Data inizio' });
    await userEvent.clear(input);
    await userEvent.keyboard('31/02/2025');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Il campo Data inizio è obbligatorio')).toBeVisible();
  },
};

export const TestOutOfRangeRevertsToPrevious: Story = {
  name: 'Test: a date out of range reverts to the previous value',
  args: {
    defaultValue: '2025-06-10',
    min: '2025-01-01',
    max: '2025-12-31',
    description: 'Tra il 01/01/2025 e il 31/12/2025',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Data inizio' });
    await userEvent.clear(input);
    await userEvent.keyboard('01/01/2026');
    await userEvent.tab();
    await expect(input).toHaveValue('10/06/2025');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.keyboard('31/12/2024');
    await userEvent.tab();
    await expect(input).toHaveValue('10/06/2025');
    await userEvent.clear(input);
    await userEvent.keyboard('31/12/2025');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-31');
  },
};

export const TestMonthType: Story = {
  name: 'Test: the month type reads MM/YYYY',
  args: { label: 'Mese di competenza', type: 'month', required: false, validate: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mese di competenza' });
    await expect(input).toHaveAttribute('placeholder', 'MM/AAAA');
    await userEvent.click(input);
    await userEvent.keyboard('3/2025');
    await userEvent.tab();
    await expect(input).toHaveValue('03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03');
  },
};
