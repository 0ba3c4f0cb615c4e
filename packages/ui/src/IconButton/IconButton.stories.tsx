import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Ricarica', icon: <RefreshCw size={20} aria-hidden />, onClick: fn() },
  // Room above the button for its tooltip in the screenshot.
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 48, paddingLeft: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = () => within(document.body).queryByRole('tooltip');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ricarica' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The label is the tooltip, shown on hover after 250 ms (002 §9). */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ricarica' });
    await userEvent.hover(button);
    await waitFor(() => expect(tooltip()).toHaveTextContent('Ricarica'));
  },
};

export const Small: Story = {
  args: { size: 'small', label: 'Elimina', icon: <Trash2 size={18} aria-hidden /> },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ricarica' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled', 'true');
    // Natively disabled: out of the Tab order, and Enter cannot reach it. (No pointer here: a
    // hover would start the tooltip's delay and make the screenshot depend on timing.)
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithoutTooltip: Story = {
  args: { tooltip: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ricarica' });
    await userEvent.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(tooltip()).toBeNull();
    await userEvent.unhover(button);
  },
};

export const Test_Keyboard: Story = {
  name: 'Test: focus shows the tooltip, Escape hides it, Enter and Space activate',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ricarica' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(tooltip()).toHaveTextContent('Ricarica'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: TooltipOnHover.play,
};
