import { amountRule, greaterThanZeroRule, requiredRule } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField.tsx';

const validateImporto = (value: string) =>
  requiredRule('Importo')(value) ??
  amountRule('Importo')(value) ??
  greaterThanZeroRule('Importo')(value);

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: { label: 'Importo', required: true, validate: validateImporto, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '1250,00' } };

export const WithError: Story = {
  args: { defaultValue: '12,5a', error: 'Il campo Importo deve essere un importo valido' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Importo' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Il campo Importo deve essere un importo valido in euro',
    );
  },
};

export const Disabled: Story = { args: { defaultValue: '80,00', disabled: true } };

export const ReadOnly: Story = {
  args: { defaultValue: '80,00', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Importo' });
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(input).toHaveValue('80,00');
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Importo preventivato per la manutenzione straordinaria della copertura',
    description: 'IVA esclusa, come da preventivo allegato',
    defaultValue: '18500,00',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '1250,00' } };

export const TestDecimalCommaAndBlurFormat: Story = {
  name: 'Test: a decimal comma is read as a point, two decimals on blur',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Importo' });
    await userEvent.click(input);
    await userEvent.keyboard('12,5');
    await expect(input).toHaveValue('12.5');
    await userEvent.tab();
    await expect(input).toHaveValue('12,50');
    await expect(args.onChange).toHaveBeenLastCalledWith('12,50');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const TestLimitsToTwoDecimals: Story = {
  name: 'Test: at most two decimals while typing',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Importo' });
    await userEvent.click(input);
    await userEvent.keyboard('7,12345');
    await expect(input).toHaveValue('7.12');
    await userEvent.tab();
    await expect(input).toHaveValue('7,12');
  },
};

export const TestNonNumericPassedThrough: Story = {
  name: 'Test: non-numeric input is passed through and reported',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Importo' });
    await userEvent.click(input);
    await userEvent.keyboard('dieci');
    await expect(input).toHaveValue('dieci');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(input).toHaveValue('dieci');
    await expect(canvas.getByText('Il campo Importo deve essere un importo valido')).toBeVisible();
  },
};

export const TestRequiredOnBlur: Story = {
  name: 'Test: an empty amount is reported on blur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Importo' }));
    await userEvent.tab();
    await expect(canvas.getByText('Il campo Importo è obbligatorio')).toBeVisible();
  },
};
