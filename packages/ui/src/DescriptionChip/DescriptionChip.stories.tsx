import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DescriptionChip } from './DescriptionChip.tsx';

const LONG =
  'Infiltrazioni d’acqua dal lastrico solare sopra l’appartamento dell’interno 7, scala A';
const SHOWN = 'Infiltrazioni d’acqua dal lastrico solare sopra l’appartamento…';

const meta = {
  title: 'Data display/DescriptionChip',
  component: DescriptionChip,
  args: { text: LONG },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 80 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reduced: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SHOWN)).toBeVisible();
  },
};

export const Short: Story = {
  args: { text: 'Guasto citofono' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Guasto citofono')).not.toHaveAttribute(
      'tabindex',
    );
  },
};

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByText(SHOWN));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(LONG);
  },
};

export const TooltipOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText(SHOWN);
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(LONG);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <DescriptionChip text="Guasto citofono" tone="info" />
      <DescriptionChip text={LONG} tone="warning" size="small" />
      <DescriptionChip text="Pulizia scale" tone="success" />
    </div>
  ),
};

export const DarkTheme: Story = { ...TooltipOnHover, globals: { theme: 'dark' } };
