import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Actions/Tooltip',
  component: Tooltip,
  args: {
    content: 'Visualizza le ultime novitá',
    children: <Button variant="outlined">Novità</Button>,
  },
  // Room around the trigger for the tooltip in the screenshot.
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = () => within(document.body).queryByRole('tooltip');
const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Novità' });

/** Hover: shown after the 250 ms delay (002 §9), hidden when the pointer leaves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await userEvent.hover(trigger);
    // Not at once: the open delay is 250 ms.
    await expect(tooltip()).toBeNull();
    await waitFor(() => expect(tooltip()).toHaveTextContent('Visualizza le ultime novitá'));
    // The trigger is described by the tooltip.
    await expect(trigger).toHaveAccessibleDescription('Visualizza le ultime novitá');
    // The pointer leaves the trigger for the page (Radix keeps it open while the pointer heads to it).
    await userEvent.unhover(trigger);
    await userEvent.hover(canvasElement);
    await waitFor(() => expect(tooltip()).toBeNull());
    await userEvent.hover(trigger);
    await waitFor(() => expect(tooltip()).toBeInTheDocument());
  },
};

export const Test_KeyboardFocus: Story = {
  name: 'Test: keyboard focus shows it, Escape hides it',
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(tooltip()).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Long text wraps at the 350 px maximum width (002 §9). */
export const LongItalianText: Story = {
  args: {
    open: true,
    side: 'bottom',
    content:
      'Il collegamento non é modificabile una volta creato l’evento: per cambiarlo elimina l’evento e creane uno nuovo collegato all’immobile, al fornitore o all’ordine corretto.',
  },
  play: async () => {
    const content = await within(document.body).findByText(/Il collegamento non é modificabile/, {
      selector: 'div',
    });
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
};

export const Sides: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 96, padding: '48px 0' }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} content={`Lato ${side}`} side={side} open>
          <Button variant="outlined">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { open: true },
};
