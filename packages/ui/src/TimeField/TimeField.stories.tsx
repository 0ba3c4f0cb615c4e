import { requiredRule } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeField } from './TimeField.tsx';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: {
    label: 'Ora inizio',
    required: true,
    validate: requiredRule('Ora inizio'),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '09:30' } };

export const WithError: Story = {
  args: {
    label: 'Ora fine',
    defaultValue: '08:00',
    error: "L'ora di fine evento non può essere minore di quella di inizio",
  },
};

export const Disabled: Story = {
  name: 'Disabled (no start time yet)',
  args: { label: 'Ora fine', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Ora fine' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { defaultValue: '17:45', readOnly: true } };

export const LongItalianLabel: Story = {
  args: { label: 'Orario di arrivo previsto del tecnico in portineria', defaultValue: '07:15' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: '09:30' } };

export const TestTypeTheTime: Story = {
  name: 'Test: typing the time on the field chooses it',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Ora inizio' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('14:30');
    await waitFor(() => expect(trigger).toHaveTextContent('14:30'));
    await expect(args.onChange).toHaveBeenLastCalledWith('14:30');
  },
};

export const TestArrowsMoveByQuarterHours: Story = {
  name: 'Test: arrows move by 15 minutes in 24-hour format',
  args: { defaultValue: '23:00' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Ora inizio' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const options = await body.findAllByRole('option');
    await expect(options).toHaveLength(96);
    await expect(options[0]).toHaveTextContent('00:00');
    await expect(options[95]).toHaveTextContent('23:45');
    await waitFor(() => expect(body.getByRole('option', { name: '23:00' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('23:30'));
    await expect(args.onChange).toHaveBeenLastCalledWith('23:30');
  },
};

export const TestDisabledTimes: Story = {
  name: 'Test: end times before the start are not choosable',
  args: {
    label: 'Ora fine',
    times: ['08:00', '08:15', '08:30', '08:45', '09:00'],
    disabledTimes: ['08:00', '08:15'],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Ora fine' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const option = await body.findByRole('option', { name: '08:15' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    // The first choosable time has the focus; Enter takes it.
    await waitFor(() => expect(body.getByRole('option', { name: '08:30' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('08:30'));
  },
};
