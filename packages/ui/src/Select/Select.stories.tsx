import { requiredRule } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wrench } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const options = [
  { value: 'ordinaria', label: 'Manutenzione ordinaria' },
  { value: 'straordinaria', label: 'Manutenzione straordinaria' },
  { value: 'pulizie', label: 'Pulizie' },
  { value: 'collaudo', label: 'Collaudo impianti', disabled: true },
  { value: 'sopralluogo', label: 'Sopralluogo' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Tipologia',
    options,
    required: true,
    validate: requiredRule('Tipologia'),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'straordinaria' } };

export const WithIcon: Story = {
  args: {
    defaultValue: 'pulizie',
    icon: <Wrench />,
    description: 'Determina il modulo del preventivo',
  },
};

export const WithError: Story = {
  args: { error: 'Il campo Tipologia è obbligatorio' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tipologia' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Il campo Tipologia è obbligatorio');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'pulizie', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tipologia' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'pulizie', readOnly: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tipologia' });
    await expect(trigger).toHaveAttribute('aria-readonly', 'true');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('s');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveTextContent('Pulizie');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Categoria di spesa secondo il piano di riparto approvato in assemblea',
    defaultValue: 'straordinaria',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'straordinaria' } };

export const TestChooseWithKeyboard: Story = {
  name: 'Test: choose with the keyboard, disabled options skipped',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipologia' });
    await expect(trigger).toHaveTextContent('Seleziona');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'Collaudo impianti' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(body.getByRole('option', { name: 'Manutenzione ordinaria' })).toHaveFocus(),
    );
    // Pulizie → (Collaudo is disabled) → Sopralluogo.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('option', { name: 'Sopralluogo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Sopralluogo');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('sopralluogo');
    await expect(trigger).not.toHaveAttribute('aria-invalid');
  },
};

export const TestEscapeWithoutChoice: Story = {
  name: 'Test: Escape closes without a choice and reports the required field',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipologia' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByText('Il campo Tipologia è obbligatorio')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TestOpenOnChosenOption: Story = {
  name: 'Test: the list opens on the chosen option, Escape returns to the trigger',
  args: { defaultValue: 'pulizie' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tipologia' });
    await userEvent.click(trigger);
    const option = await body.findByRole('option', { name: 'Pulizie' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
