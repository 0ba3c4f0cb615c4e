import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  STORY_DAY,
  STORY_NOW,
  generateEvents,
  storyColleagues,
  storyWeekEvents,
} from '../private/calendarStoryData.ts';
import { calendarFrame, settleFocus } from '../private/calendarStoryFrame.tsx';
import { MonthView } from './MonthView.tsx';

const monthEvents = [...storyWeekEvents, ...generateEvents(40, '2025-03-01', 31, 7)];

const meta = {
  title: 'Calendar/MonthView',
  component: MonthView,
  parameters: { layout: 'fullscreen' },
  args: {
    date: STORY_DAY,
    now: STORY_NOW,
    events: monthEvents,
    colleagues: storyColleagues,
    onDayOpen: fn(),
    onEventOpen: fn(),
    onSelectSlot: fn(),
    onDateChange: fn(),
    onRetry: fn(),
  },
  decorators: [calendarFrame],
} satisfies Meta<typeof MonthView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Marzo 2025' });
    // 002 §2.1: all 7 days, Monday first, in Italian.
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'lun',
      'mar',
      'mer',
      'gio',
      'ven',
      'sab',
      'dom',
    ]);
    // March 2025 needs six weeks, from Monday 24 February to Sunday 6 April.
    await expect(within(grid).getAllByRole('row')).toHaveLength(7);
    const today = within(grid).getByRole('gridcell', { current: 'date' });
    await expect(today).toHaveAttribute('data-cell-day', '2025-03-12');
    // The day's button is the grid's one tab stop (react-aria's calendar pattern).
    await expect(
      within(today).getByRole('button', { name: /^mercoledì 12 marzo 2025, oggi/ }),
    ).toHaveAttribute('tabindex', '0');
  },
};

/** A month with 1,000 events: each day shows what fits and '+n altri'. */
export const BusyMonth: Story = {
  name: 'Busy month (1,000 events)',
  args: { events: generateEvents(1000, '2025-03-01', 31) },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nessun evento da visualizzare',
    );
  },
};

export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Caricamento degli eventi in corso');
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    // No "empty" message while the events are still coming.
    await expect(canvas.queryByText('Nessun evento da visualizzare')).toBeNull();
  },
};

export const Error: Story = {
  args: { events: [], error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossibile caricare gli eventi');
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await settleFocus(waitFor);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

/** The month as a screen drives it: the keyboard moves past the month and the month follows. */
function ControlledMonth(props: Partial<Parameters<typeof MonthView>[0]>) {
  const [date, setDate] = useState(STORY_DAY);
  return (
    <MonthView
      date={date}
      now={STORY_NOW}
      events={monthEvents}
      colleagues={storyColleagues}
      onDateChange={setDate}
      {...props}
    />
  );
}

export const TestKeyboardNavigation: Story = {
  name: 'Test: keyboard navigation',
  render: (args) => <ControlledMonth onDayOpen={args.onDayOpen} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const focused = () => document.activeElement as HTMLElement;
    await userEvent.tab();
    await expect(focused()).toHaveAttribute('data-day', '2025-03-12');
    await expect(focused()).toHaveAccessibleName(/^mercoledì 12 marzo 2025, oggi, \d+ eventi$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toHaveAttribute('data-day', '2025-03-13');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAttribute('data-day', '2025-03-20');
    await userEvent.keyboard('{Home}');
    await expect(focused()).toHaveAttribute('data-day', '2025-03-17');
    await userEvent.keyboard('{End}');
    await expect(focused()).toHaveAttribute('data-day', '2025-03-23');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toHaveAttribute('data-day', '2025-03-22');
    // Only one day is a tab stop.
    await expect(canvasElement.querySelectorAll('[data-day][tabindex="0"]')).toHaveLength(1);
    // Page Down: the next month, the same day; the grid follows.
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Aprile 2025' })).toBeVisible());
    await waitFor(() => expect(focused()).toHaveAttribute('data-day', '2025-04-22'));
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(focused()).toHaveAttribute('data-day', '2025-02-22'));
    // An arrow past the last week moves into the next month.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focused()).toHaveAttribute('data-day', '2025-03-08'));
    await expect(canvas.getByRole('grid', { name: 'Marzo 2025' })).toBeVisible();
    // Enter opens the focused day (002 §2.1).
    await userEvent.keyboard('{Enter}');
    await expect(args.onDayOpen).toHaveBeenCalledWith('2025-03-08');
  },
};

export const TestOpenDayAndEvent: Story = {
  name: 'Test: clicking a date opens that day',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^venerdì 7 marzo 2025/ }));
    await expect(args.onDayOpen).toHaveBeenCalledWith('2025-03-07');
    // A click on the empty part of a day opens it too.
    const day = canvasElement.querySelector<HTMLElement>('[data-cell-day="2025-03-04"]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: day });
    await expect(args.onDayOpen).toHaveBeenLastCalledWith('2025-03-04');
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    // A click on an event opens the event.
    await userEvent.click(canvas.getByRole('button', { name: /Pulizia straordinaria cortile/ }));
    await expect(args.onEventOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, object: 'Pulizia straordinaria cortile' }),
    );
  },
};

export const TestDragSelectsDays: Story = {
  name: 'Test: dragging across days selects them',
  play: async ({ canvasElement, args }) => {
    const from = canvasElement.querySelector<HTMLElement>('[data-cell-day="2025-03-18"]')!;
    const to = canvasElement.querySelector<HTMLElement>('[data-cell-day="2025-03-20"]')!;
    // One user-event instance for the whole gesture: each direct call starts with no button pressed,
    // so a release in a second call would release nothing.
    const user = userEvent.setup();
    await user.pointer([{ keys: '[MouseLeft>]', target: from }, { target: to }]);
    await expect(to).toHaveAttribute('data-selected');
    await expect(canvasElement.querySelector('[data-cell-day="2025-03-19"]')).toHaveAttribute(
      'data-selected',
    );
    await user.pointer({ keys: '[/MouseLeft]', target: to });
    await expect(args.onSelectSlot).toHaveBeenCalledWith({
      startDate: '2025-03-18',
      endDate: '2025-03-20',
      startTempTime: null,
      endTempTime: null,
      isAllDay: true,
    });
    await expect(args.onDayOpen).not.toHaveBeenCalled();
  },
};

export const TestMoreEventsDialog: Story = {
  name: 'Test: more events dialog',
  args: { events: generateEvents(1000, '2025-03-01', 31) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', {
      name: /^\+\d+ altri ?, Visualizza tutti gli eventi di mercoledì 12 marzo 2025$/,
    });
    await userEvent.click(more);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Visualizza eventi' });
    await expect(dialog).toHaveAccessibleDescription('Mercoledì 12 marzo 2025');
    const items = within(dialog).getAllByRole('listitem');
    // Every event of the day is listed: the ones shown in the day and the ones counted.
    const cell = canvasElement.querySelector('[data-day="2025-03-12"]')!;
    // The day's button names its count of events.
    const count = Number(/(\d+) eventi$/.exec(cell.getAttribute('aria-label') ?? '')?.[1]);
    await expect(items).toHaveLength(count);
    await userEvent.click(within(items[0]!).getByRole('button'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onEventOpen).toHaveBeenCalledTimes(1);
    // Escape closes it, and focus goes back to the link.
    await userEvent.click(more);
    await within(document.body).findByRole('dialog', { name: 'Visualizza eventi' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** The month at phone width: the screen shows the day or the agenda there; the month still holds. */
export const Phone: Story = {
  parameters: { calendarFrame: { width: 390, height: 640 } },
};
