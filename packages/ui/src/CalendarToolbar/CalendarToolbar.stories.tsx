import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarSidePanel, CalendarView } from '@portineria/domain';
import { openRemindersCount, visibleCalendarEvents } from '@portineria/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarAgenda } from '../CalendarAgenda/CalendarAgenda.tsx';
import { CalendarSidePane } from '../CalendarSidePane/CalendarSidePane.tsx';
import { ColleagueList } from '../ColleagueList/ColleagueList.tsx';
import { MonthView } from '../MonthView/MonthView.tsx';
import {
  STORY_DAY,
  STORY_NOW,
  STORY_PROFILE_ID,
  generateEvents,
  storyColleagues,
  storyReminders,
  storyWeekEvents,
} from '../private/calendarStoryData.ts';
import { settleFocus } from '../private/calendarStoryFrame.tsx';
import { ReminderList } from '../ReminderList/ReminderList.tsx';
import { TimeGrid } from '../TimeGrid/TimeGrid.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';

const meta = {
  title: 'Calendar/CalendarToolbar',
  component: CalendarToolbar,
  args: {
    view: 'week',
    date: STORY_DAY,
    now: STORY_NOW,
    onViewChange: fn(),
    onDateChange: fn(),
    onNew: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof CalendarToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expect(canvas.getByText('10 – 16 marzo 2025')).toBeVisible();
    const views = canvas.getByRole('radiogroup', { name: 'Vista' });
    await expect(
      within(views)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Giorno', 'Settimana', 'Mese']);
    await expect(within(views).getByRole('radio', { name: 'Settimana' })).toBeChecked();
  },
};

export const Day: Story = { args: { view: 'day' } };

export const Month: Story = { args: { view: 'month' } };

export const WithoutActions: Story = {
  name: 'Without new and reload',
  args: { onNew: undefined, onReload: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Nuovo evento' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Aggiorna' })).toBeNull();
  },
};

export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: 'Aggiorna' });
    await expect(reload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reload);
    await expect(args.onReload).not.toHaveBeenCalled();
    await settleFocus(waitFor);
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const TestNavigation: Story = {
  name: 'Test: navigation and views',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settimana successiva' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2025-03-19');
    await userEvent.click(canvas.getByRole('button', { name: 'Settimana precedente' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2025-03-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Oggi' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2025-03-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Nuovo evento' }));
    await expect(args.onNew).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiorna' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // The views are a radio group: one tab stop, arrows choose.
    await userEvent.click(canvas.getByRole('radio', { name: 'Mese' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('month');
    canvas.getByRole('radio', { name: 'Settimana' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Giorno' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('day');
    await settleFocus(waitFor);
  },
};

/**
 * The pieces together as the calendar screen will compose them (the screen itself lives in the
 * web app): the toolbar drives the view and the day, the side pane opens beside the view.
 */
function ComposedCalendar({
  initialView = 'week',
  phone = false,
}: {
  initialView?: CalendarView;
  phone?: boolean;
}) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [date, setDate] = useState(STORY_DAY);
  // On a phone the open pane covers the screen: the calendar opens without it.
  const [panel, setPanel] = useState<CalendarSidePanel | null>(phone ? null : 'reminders');
  const [colleagues, setColleagues] = useState(storyColleagues);
  const [reminders, setReminders] = useState(storyReminders);
  const events = visibleCalendarEvents(
    [...storyWeekEvents, ...generateEvents(60, '2025-03-01', 31, 3)],
    colleagues,
  );
  const shared = { date, now: STORY_NOW, events, colleagues, currentProfileId: STORY_PROFILE_ID };
  let main;
  if (phone && view !== 'day')
    main = (
      <CalendarAgenda
        {...shared}
        view={view}
        headingLevel={2}
        onDayOpen={(day) => {
          setDate(day);
          setView('day');
        }}
      />
    );
  else if (view === 'month')
    main = (
      <MonthView
        {...shared}
        onDateChange={setDate}
        onDayOpen={(day) => {
          setDate(day);
          setView('day');
        }}
      />
    );
  else
    main = (
      <TimeGrid
        {...shared}
        view={view}
        onDateChange={setDate}
        onDayOpen={(day) => {
          setDate(day);
          setView('day');
        }}
      />
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <CalendarToolbar
        view={view}
        onViewChange={setView}
        date={date}
        now={STORY_NOW}
        onDateChange={setDate}
        onNew={() => undefined}
        onReload={() => undefined}
      />
      <div style={{ display: 'flex', gap: 12, flex: '1 1 auto', minHeight: 0 }}>
        <div
          style={{
            flex: '1 1 auto',
            minWidth: 0,
            minHeight: 0,
            overflow: phone ? 'auto' : undefined,
          }}
        >
          {main}
        </div>
        <CalendarSidePane
          activePanel={panel}
          onActivePanelChange={setPanel}
          openReminders={openRemindersCount(reminders)}
          openColleaguesReminders={2}
          seesColleaguesReminders
        >
          {panel === 'colleagues' ? (
            <ColleagueList
              colleagues={colleagues}
              currentProfileId={STORY_PROFILE_ID}
              onToggle={(entry, enabled) =>
                setColleagues((list) =>
                  list.map((item) => (item.id === entry.id ? { ...item, enabled } : item)),
                )
              }
              onAdd={() => undefined}
              onEdit={() => undefined}
              onDelete={() => undefined}
            />
          ) : null}
          {panel === 'reminders' ? (
            <ReminderList
              reminders={reminders}
              onCreate={() => undefined}
              onToggleStatus={(reminder, status) =>
                setReminders((list) =>
                  list.map((item) => (item.id === reminder.id ? { ...item, status } : item)),
                )
              }
              onEdit={() => undefined}
              onDelete={() => undefined}
              onMoveToCalendar={() => undefined}
            />
          ) : null}
          {panel === 'colleaguesReminders' ? (
            <ReminderList reminders={storyReminders.slice(0, 2)} readOnly />
          ) : null}
        </CalendarSidePane>
      </div>
    </div>
  );
}

export const ComposedWeek: Story = {
  name: 'Composed: week with the reminders pane',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ height: 768, padding: 16, boxSizing: 'border-box' }}>
      <ComposedCalendar />
    </div>
  ),
};

export const ComposedMonth: Story = {
  name: 'Composed: month',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ height: 768, padding: 16, boxSizing: 'border-box' }}>
      <ComposedCalendar initialView="month" />
    </div>
  ),
};

export const ComposedPhone: Story = {
  name: 'Composed: phone (390 px)',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ width: 390, height: 760, padding: 8, boxSizing: 'border-box' }}>
      <ComposedCalendar phone />
    </div>
  ),
};
