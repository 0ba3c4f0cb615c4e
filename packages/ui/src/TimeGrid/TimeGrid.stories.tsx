import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarEvent, CalendarSlotSelection } from '@portineria/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  STORY_DAY,
  STORY_NOW,
  STORY_PROFILE_ID,
  generateEvents,
  storyColleagues,
  storyWeekEvents,
} from '../private/calendarStoryData.ts';
import { calendarFrame, drag, settleFocus } from '../private/calendarStoryFrame.tsx';
import type { CalendarEventChange } from './TimeGrid.tsx';
import { TimeGrid } from './TimeGrid.tsx';
import { SLOT_HEIGHT } from './TimeGrid.css.ts';

const meta = {
  title: 'Calendar/TimeGrid',
  component: TimeGrid,
  parameters: { layout: 'fullscreen' },
  decorators: [calendarFrame],
  args: {
    view: 'week',
    date: STORY_DAY,
    now: STORY_NOW,
    events: storyWeekEvents,
    colleagues: storyColleagues,
    currentProfileId: STORY_PROFILE_ID,
    onDayOpen: fn(),
    onEventOpen: fn(),
    onSelectSlot: fn(),
    onDateChange: fn(),
    onEventMove: fn(),
    onEventResize: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TimeGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
const place = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)!;
const eventButton = (canvasElement: HTMLElement, title: string) =>
  within(grid(canvasElement)).getByRole('button', { name: new RegExp(title) });
const focused = () => document.activeElement as HTMLElement;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: '10 – 16 marzo 2025' })).toBeVisible();
    // 002 §2.1: all 7 days, Monday first; today is marked.
    const headers = canvas.getAllByRole('columnheader').slice(1);
    await expect(headers).toHaveLength(7);
    // Named by what they show, then the month: 'lun 10 marzo 2025'.
    await expect(within(headers[0]!).getByRole('button')).toHaveAccessibleName('lun 10 marzo 2025');
    await expect(within(headers[2]!).getByRole('button')).toHaveAccessibleName(
      'mer 12 marzo 2025, oggi',
    );
    // 002 §9: 15-minute slots: 96 rows of slots under the header and all-day rows.
    await expect(canvas.getAllByRole('row')).toHaveLength(98);
  },
};

export const Day: Story = {
  args: { view: 'day' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('grid', { name: 'Mercoledì 12 marzo 2025' }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(2);
  },
};

/** 300 events in a week: the bench's case, every overlap side by side. */
export const BusyWeek: Story = {
  name: 'Busy week (300 events)',
  args: { events: generateEvents(300, '2025-03-10', 7) },
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

/**
 * Mounted inside a hidden panel and shown later, the grid still opens at 07:00: a scroll set while
 * it had no box would be lost (under load Storybook itself hid a story's frame while it rendered,
 * and the screenshot showed 00:00).
 */
export const TestMountedHidden: Story = {
  name: 'Test: mounted hidden, shown at the initial time',
  decorators: [
    (Story) => (
      <div data-testid="panel" hidden style={{ height: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('panel');
    const hiddenGrid = panel.querySelector<HTMLElement>('[role="grid"]')!;
    await expect(hiddenGrid.clientHeight).toBe(0);
    panel.hidden = false;
    // 07:00 is the 28th quarter of an hour.
    await waitFor(() => expect(grid(canvasElement).scrollTop).toBe(28 * SLOT_HEIGHT));
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The day view at phone width (390 px): the screen shows the day there, or the agenda. */
export const Phone: Story = {
  args: { view: 'day' },
  parameters: { calendarFrame: { width: 390, height: 700 } },
};

export const TestLayout: Story = {
  name: 'Test: layout rules',
  play: async ({ canvasElement }) => {
    // 002 §9: an event of 45 minutes or less shows only its start time.
    const short = eventButton(canvasElement, 'Telefonata amministratore');
    await expect(short).toHaveTextContent('09:00');
    await expect(short).not.toHaveTextContent('09:30');
    await expect(eventButton(canvasElement, 'Riunione fornitori')).toHaveTextContent(
      '09:15 – 11:00',
    );
    // 002 §4.3: more than 24 h counts as all-day: in the all-day row, not in the slots.
    const longEvent = eventButton(canvasElement, 'Cantiere facciata \\(lavori in corso\\)');
    await expect(longEvent.closest('[data-all-day-cell]')).not.toBeNull();
    await expect(longEvent).toHaveAccessibleName(/Tutto il giorno/);
    // Overlapping events side by side: the short call and the meeting share Wednesday 09:15.
    const meeting = eventButton(canvasElement, 'Riunione fornitori');
    const callBox = short.getBoundingClientRect();
    const meetingBox = meeting.getBoundingClientRect();
    await expect(meetingBox.left).toBeGreaterThanOrEqual(callBox.right - 1);
    await expect(Math.abs(callBox.width - meetingBox.width)).toBeLessThan(2);
    // 002 §4.6: an urgent order and a suspended one say so.
    await expect(eventButton(canvasElement, 'Intervento idraulico scala B')).toHaveAccessibleName(
      /Urgente/,
    );
    await expect(eventButton(canvasElement, 'Pulizia straordinaria cortile')).toHaveAccessibleName(
      /Sospeso/,
    );
    // The current-time line sits at 10:20 on today's column.
    const line = canvasElement.querySelector<HTMLElement>('[data-now-line]')!;
    const slotHeight = place(canvasElement, 's:2:0').getBoundingClientRect().height;
    await expect(line.style.top).toBe(`${(620 / 15) * slotHeight}px`);
    // Colours: the owner's entry colour (Sara Colombo, #E62063) reaches the event.
    await expect(
      eventButton(canvasElement, 'Verifica caldaia').style.getPropertyValue(
        '--portineria-event-color',
      ),
    ).toBe('#E62063');
  },
};

export const TestKeyboardNavigation: Story = {
  name: 'Test: keyboard navigation',
  play: async ({ canvasElement, args }) => {
    // One tab stop: today at 07:00, the first time shown.
    await userEvent.tab();
    await expect(focused()).toHaveAttribute('data-focus-key', 's:2:28');
    await expect(focused()).toHaveAccessibleName('mercoledì 12 marzo 2025, oggi, 07:00');
    await expect(canvasElement.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName('mercoledì 12 marzo 2025, oggi, 07:15');
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toHaveAccessibleName('giovedì 13 marzo 2025, 07:15');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(focused()).toHaveAccessibleName('martedì 11 marzo 2025, 07:15');
    // Page Down: an hour later; Home and End: the day's first and last slot.
    await userEvent.keyboard('{PageDown}');
    await expect(focused()).toHaveAccessibleName('martedì 11 marzo 2025, 08:15');
    await userEvent.keyboard('{End}');
    await expect(focused()).toHaveAccessibleName('martedì 11 marzo 2025, 23:45');
    await userEvent.keyboard('{Home}');
    await expect(focused()).toHaveAccessibleName('martedì 11 marzo 2025, 00:00');
    // Above the first slot: the all-day cell, then the day's header; Enter opens the day.
    await userEvent.keyboard('{ArrowUp}');
    await expect(focused()).toHaveAccessibleName('Tutto il giorno, martedì 11 marzo 2025');
    await userEvent.keyboard('{ArrowUp}');
    await expect(focused()).toHaveAccessibleName('mar 11 marzo 2025');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDayOpen).toHaveBeenCalledWith('2025-03-11');
    // Below a day's all-day cell come the all-day events that start that day.
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    await expect(focused()).toHaveAccessibleName(/^Cantiere facciata/);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await expect(focused()).toHaveAccessibleName('mercoledì 12 marzo 2025, oggi, 00:00');
    await userEvent.keyboard('{PageDown>9/}');
    // Down from a slot where events start: the events come next, then the next slot.
    await expect(focused()).toHaveAccessibleName('mercoledì 12 marzo 2025, oggi, 09:00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName('09:00 Telefonata amministratore');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventOpen).toHaveBeenCalledWith(
      expect.objectContaining({ object: 'Telefonata amministratore' }),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName('mercoledì 12 marzo 2025, oggi, 09:15');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName(/^Riunione fornitori/);
    // Past the last day: the screen is asked for the next day.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onDateChange).toHaveBeenCalledWith('2025-03-17');
    await settleFocus(waitFor);
  },
};

export const TestKeyboardCreate: Story = {
  name: 'Test: create with the keyboard',
  play: async ({ canvasElement, args }) => {
    place(canvasElement, 's:3:40').focus();
    await expect(focused()).toHaveAccessibleName('giovedì 13 marzo 2025, 10:00');
    // Enter on one slot: an hour from it (001 §9).
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith({
      startDate: '2025-03-13',
      endDate: '2025-03-13',
      startTempTime: '10:00',
      endTempTime: '11:00',
      isAllDay: false,
    } satisfies CalendarSlotSelection);
    // Shift + arrows select slots; Enter creates on the selection, 15-minute steps (002 §9).
    await userEvent.keyboard(
      '{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}',
    );
    await expect(
      canvasElement.querySelectorAll('[role="gridcell"][aria-selected="true"]'),
    ).toHaveLength(6);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith({
      startDate: '2025-03-13',
      endDate: '2025-03-13',
      startTempTime: '10:00',
      endTempTime: '11:30',
      isAllDay: false,
    });
    // Escape clears the selection.
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    // On the all-day row, Shift + arrows select days.
    place(canvasElement, 'a:1').focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith({
      startDate: '2025-03-11',
      endDate: '2025-03-13',
      startTempTime: null,
      endTempTime: null,
      isAllDay: true,
    });
    await settleFocus(waitFor);
  },
};

/** The grid as a screen drives it: every change is applied, so the events follow. */
function Controlled({
  onEventMove,
  onEventResize,
  onSelectSlot,
}: {
  onEventMove?: (change: CalendarEventChange) => void;
  onEventResize?: (change: CalendarEventChange) => void;
  onSelectSlot?: (selection: CalendarSlotSelection) => void;
}) {
  const [events, setEvents] = useState<CalendarEvent[]>(storyWeekEvents);
  const [date, setDate] = useState(STORY_DAY);
  const apply = (change: CalendarEventChange) =>
    setEvents((list) =>
      list.map((event) => (event.id === change.event.id ? { ...event, ...change.after } : event)),
    );
  return (
    <TimeGrid
      view="week"
      date={date}
      now={STORY_NOW}
      events={events}
      colleagues={storyColleagues}
      currentProfileId={STORY_PROFILE_ID}
      onDateChange={setDate}
      onSelectSlot={onSelectSlot}
      onEventMove={(change) => {
        onEventMove?.(change);
        apply(change);
      }}
      onEventResize={(change) => {
        onEventResize?.(change);
        apply(change);
      }}
    />
  );
}

export const TestKeyboardMoveAndResize: Story = {
  name: 'Test: move and resize with the keyboard',
  render: (args) => (
    <Controlled onEventMove={args.onEventMove} onEventResize={args.onEventResize} />
  ),
  play: async ({ canvasElement, args }) => {
    const call = eventButton(canvasElement, 'Telefonata amministratore');
    call.focus();
    // Alt + ↓: 15 minutes later; the change carries before and after, for the screen's undo.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onEventMove).toHaveBeenLastCalledWith(
      expect.objectContaining({
        event: expect.objectContaining({ id: 3 }),
        before: { startTime: '2025-03-12 09:00', endTime: '2025-03-12 09:30' },
        after: { startTime: '2025-03-12 09:15', endTime: '2025-03-12 09:45' },
        source: 'keyboard',
      }),
    );
    // The focus follows the event to its new slot, and the move is announced.
    await waitFor(() => expect(focused()).toHaveAttribute('data-focus-key', 'e:2:37:3'));
    await expect(
      within(canvasElement).getByText(/^Telefonata amministratore: Mercoledì 12 marzo 2025, 09:15/),
    ).toBeInTheDocument();
    // Alt + →: one day later.
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onEventMove).toHaveBeenLastCalledWith(
      expect.objectContaining({
        after: { startTime: '2025-03-13 09:15', endTime: '2025-03-13 09:45' },
      }),
    );
    await waitFor(() => expect(focused()).toHaveAttribute('data-focus-key', 'e:3:37:3'));
    // Alt + Shift + ↓: the end 15 minutes later; now 45 minutes, still only the start shown.
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    await expect(args.onEventResize).toHaveBeenLastCalledWith(
      expect.objectContaining({
        before: { startTime: '2025-03-13 09:15', endTime: '2025-03-13 09:45' },
        after: { startTime: '2025-03-13 09:15', endTime: '2025-03-13 10:00' },
      }),
    );
    await waitFor(() =>
      expect(eventButton(canvasElement, 'Telefonata amministratore')).toHaveTextContent('09:15'),
    );
    await expect(eventButton(canvasElement, 'Telefonata amministratore')).not.toHaveTextContent(
      '10:00',
    );
    // Someone else's event does not move (002 §6).
    const moves = (args.onEventMove as ReturnType<typeof fn>).mock.calls.length;
    eventButton(canvasElement, 'Verifica caldaia').focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onEventMove).toHaveBeenCalledTimes(moves);
    await expect(eventButton(canvasElement, 'Verifica caldaia')).not.toHaveAttribute(
      'data-draggable',
    );
    await settleFocus(waitFor);
  },
};

export const TestKeyboardMovePastTheWeek: Story = {
  name: 'Test: a keyboard move past Sunday takes the view to the next week',
  render: (args) => (
    <Controlled onEventMove={args.onEventMove} onEventResize={args.onEventResize} />
  ),
  play: async ({ canvasElement, args }) => {
    eventButton(canvasElement, 'Telefonata amministratore').focus();
    // Wednesday 12 → Sunday 16, a day at a time: still this week.
    for (const column of [3, 4, 5, 6]) {
      await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
      await waitFor(() => expect(focused()).toHaveAttribute('data-focus-key', `e:${column}:36:3`));
    }
    // One more day: Monday 17 is next week; the view follows and the focus stays on the event.
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onEventMove).toHaveBeenLastCalledWith(
      expect.objectContaining({
        after: { startTime: '2025-03-17 09:00', endTime: '2025-03-17 09:30' },
      }),
    );
    await expect(
      await within(canvasElement).findByRole('grid', { name: '17 – 23 marzo 2025' }),
    ).toBeVisible();
    await waitFor(() => expect(focused()).toHaveAttribute('data-focus-key', 'e:0:36:3'));
    // And back: Alt + ← on Monday returns to the week it came from.
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(
      await within(canvasElement).findByRole('grid', { name: '10 – 16 marzo 2025' }),
    ).toBeVisible();
    await waitFor(() => expect(focused()).toHaveAttribute('data-focus-key', 'e:6:36:3'));
    await settleFocus(waitFor);
  },
};

export const TestDragToCreate: Story = {
  name: 'Test: drag to create',
  play: async ({ canvasElement, args }) => {
    const slot = place(canvasElement, 's:5:52');
    const box = slot.getBoundingClientRect();
    // From 13:00 down six slots: 13:00 – 14:45 (002 §9 15-minute steps).
    await drag(slot, 0, box.height * 6, { x: box.left + 10, y: box.top + 2 });
    await expect(args.onSelectSlot).toHaveBeenCalledWith({
      startDate: '2025-03-15',
      endDate: '2025-03-15',
      startTempTime: '13:00',
      endTempTime: '14:45',
      isAllDay: false,
    });
    await expect(canvasElement.querySelectorAll('[aria-selected="true"]')).toHaveLength(7);
    // A click creates one hour (001 §9).
    await userEvent.click(place(canvasElement, 's:6:60'));
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        startDate: '2025-03-16',
        startTempTime: '15:00',
        endTempTime: '16:00',
      }),
    );
    await settleFocus(waitFor);
  },
};

export const TestDragToMoveAndResize: Story = {
  name: 'Test: drag to move and resize own events',
  render: (args) => (
    <Controlled onEventMove={args.onEventMove} onEventResize={args.onEventResize} />
  ),
  play: async ({ canvasElement, args }) => {
    const meeting = eventButton(canvasElement, 'Assemblea condominiale Via Roma 12');
    const slotBox = place(canvasElement, 's:0:72').getBoundingClientRect();
    const meetingBox = meeting.getBoundingClientRect();
    // One day right and half an hour up, in 15-minute steps.
    await drag(meeting, slotBox.width, -slotBox.height * 2, {
      x: meetingBox.left + 20,
      y: meetingBox.top + 6,
    });
    await expect(args.onEventMove).toHaveBeenCalledWith(
      expect.objectContaining({
        before: { startTime: '2025-03-10 18:00', endTime: '2025-03-10 20:00' },
        after: { startTime: '2025-03-11 17:30', endTime: '2025-03-11 19:30' },
        source: 'pointer',
      }),
    );
    // The lower edge resizes: three slots more.
    const moved = eventButton(canvasElement, 'Assemblea condominiale Via Roma 12');
    const handle = moved.querySelector('[data-resize-handle]')!;
    await drag(handle, 0, slotBox.height * 3);
    await expect(args.onEventResize).toHaveBeenCalledWith(
      expect.objectContaining({
        before: { startTime: '2025-03-11 17:30', endTime: '2025-03-11 19:30' },
        after: { startTime: '2025-03-11 17:30', endTime: '2025-03-11 20:15' },
      }),
    );
    // Someone else's event stays where it is; a press on it opens nothing to drag.
    const others = eventButton(canvasElement, 'Sopralluogo tetto');
    await expect(others.querySelector('[data-resize-handle]')).toBeNull();
    await drag(others, 0, slotBox.height * 4);
    await expect(args.onEventMove).toHaveBeenCalledTimes(1);
    await settleFocus(waitFor);
  },
};

export const TestAllDayMore: Story = {
  name: 'Test: all-day row and its more link',
  args: {
    events: [
      ...storyWeekEvents,
      ...['Inventario', 'Sciopero trasporti', 'Chiusura uffici', 'Festa patronale'].map(
        (object, index) => ({
          id: 900 + index,
          object,
          startTime: '2025-03-12',
          endTime: '2025-03-12',
          isAllDay: true,
          _employee: 11,
        }),
      ),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Wednesday has five all-day events for three lines: two shown, three behind the link.
    const more = canvas.getByRole('button', {
      name: /^\+3 altri ?, Visualizza tutti gli eventi di mercoledì 12 marzo 2025, oggi$/,
    });
    await userEvent.click(more);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Visualizza eventi' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: /Festa patronale/ }));
    await expect(args.onEventOpen).toHaveBeenCalledWith(
      expect.objectContaining({ object: 'Festa patronale' }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await settleFocus(waitFor);
  },
};
