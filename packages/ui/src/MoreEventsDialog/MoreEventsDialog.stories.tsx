import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { storyColleagues, storyWeekEvents } from '../private/calendarStoryData.ts';
import { MoreEventsDialog } from './MoreEventsDialog.tsx';

const wednesday = storyWeekEvents.filter((event) => event.startTime.startsWith('2025-03-12'));

const meta = {
  title: 'Calendar/MoreEventsDialog',
  component: MoreEventsDialog,
  args: {
    open: true,
    day: '2025-03-12',
    events: wednesday,
    colleagues: storyColleagues,
    onOpenChange: fn(),
    onEventOpen: fn(),
  },
} satisfies Meta<typeof MoreEventsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Visualizza eventi' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Mercoledì 12 marzo 2025');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(args.events.length);
  },
};

/** The dialog opened from a link, as the month view does. */
function WithTrigger(props: { onEventOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>+4 altri</Button>
      <MoreEventsDialog
        open={open}
        onOpenChange={setOpen}
        day="2025-03-12"
        events={wednesday}
        colleagues={storyColleagues}
        onEventOpen={props.onEventOpen}
      />
    </>
  );
}

export const TestOpenAndClose: Story = {
  name: 'Test: open, choose, Escape',
  render: (args) => <WithTrigger onEventOpen={args.onEventOpen as () => void} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '+4 altri' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Visualizza eventi' });
    // Escape closes it and gives the focus back to the link.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Choosing an event closes the dialog and opens the event.
    await userEvent.click(trigger);
    const again = await within(document.body).findByRole('dialog', { name: 'Visualizza eventi' });
    await userEvent.click(within(again).getByRole('button', { name: /Verifica caldaia/ }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onEventOpen).toHaveBeenCalledWith(
      expect.objectContaining({ object: 'Verifica caldaia' }),
    );
    await expect(dialog).not.toBeInTheDocument();
    trigger.blur();
  },
};
