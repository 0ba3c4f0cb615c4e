import { COLLEAGUE_COLORS, validateColleague } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorSwatchPicker } from './ColorSwatchPicker.tsx';

/** The colour part of domain's colleague rule (002 §5.1: a mandatory choice from 12). */
const validateColor = (color: string | null) =>
  validateColleague({ employeeId: 'employee', color }).color?.message ?? null;

const meta = {
  title: 'Forms/ColorSwatchPicker',
  component: ColorSwatchPicker,
  args: { label: 'Colore', required: true, validate: validateColor, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorSwatchPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: '#e62063' } };

export const Small: Story = { args: { defaultValue: COLLEAGUE_COLORS[7], size: 'small' } };

export const WithError: Story = {
  args: { error: 'Il campo Colore è obbligatorio' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Colore' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Il campo Colore è obbligatorio');
  },
};

export const Disabled: Story = {
  args: { defaultValue: COLLEAGUE_COLORS[2], disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: COLLEAGUE_COLORS[2], readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Arancione' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Arancione' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Colore con cui mostrare gli eventi di questo collaboratore nel calendario condiviso',
    description: 'Scegli un colore diverso da quello degli altri collaboratori',
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
  args: { defaultValue: COLLEAGUE_COLORS[7] },
};

export const TestArrowKeysChoose: Story = {
  name: 'Test: arrow keys move between swatches and choose',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(12);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Verde prato' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: 'Giallo ambra' });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('#FFB600');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Grigio talpa' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('#615755');
    // Tab leaves the group; Shift+Tab comes back to the chosen swatch.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Grigio talpa' })).toHaveFocus();
  },
};

export const TestRequiredChoice: Story = {
  name: 'Test: leaving without a choice shows the error',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Il campo Colore è obbligatorio')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Colore' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Il campo Colore è obbligatorio')).toBeNull();
  },
};
