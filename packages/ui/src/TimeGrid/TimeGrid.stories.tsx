import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarEvent } from '@portineria/domain';
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
import type { CalendarEventChange } from './TimeGrid.tsx';
import { TimeGrid } from './TimeGrid.tsx';

const meta = {
  title: 'Calendar/TimeGrid',
  component: TimeGrid,
  parameters: { layout: 'fullscreen' },
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
  decorators: [
    (Story) => (
      <div style={{ height: 720, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};

export const Day: Story = { args: { view: 'day' } };

/** 300 events in a week: the bench's case. */
export const BusyWeek: Story = {
  name: 'Busy week (300 events)',
  args: { events: generateEvents(300, '2025-03-10', 7) },
};

export const Empty: Story = { args: { events: [] } };

export const Loading: Story = { args: { events: [], loading: true } };

export const Error: Story = { args: { events: [], error: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { view: 'day' },
  decorators: [
    (Story) => (
      <div style={{ width: 390, height: 700, padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
};

/** The grid as a screen drives it: moves are applied, so the events follow. */
function Controlled(props: {
  view?: 'week' | 'day';
  onEventMove?: (change: CalendarEventChange) => void;
  onEventResize?: (change: CalendarEventChange) => void;
  onSelectSlot?: (selection: unknown) => void;
}) {
  const [events, setEvents] = useState<CalendarEvent[]>(storyWeekEvents);
  const [date, setDate] = useState(STORY_DAY);
  const apply = (change: CalendarEventChange) =>
    setEvents((list) =>
      list.map((event) => (event === change.event ? { ...event, ...change.after } : event)),
    );
  return (
    <TimeGrid
      view={props.view ?? 'week'}
      date={date}
      now={STORY_NOW}
      events={events}
      colleagues={storyColleagues}
      currentProfileId={STORY_PROFILE_ID}
      onDateChange={setDate}
      onSelectSlot={props.onSelectSlot}
      onEventMove={(change) => {
        props.onEventMove?.(change);
        apply(change);
      }}
      onEventResize={(change) => {
        props.onEventResize?.(change);
        apply(change);
      }}
    />
  );
}

export const Interactive: Story = {
  render: (args) => (
    <Controlled
      onEventMove={args.onEventMove}
      onEventResize={args.onEventResize}
      onSelectSlot={args.onSelectSlot}
    />
  ),
};
