import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarSidePanel } from '@portineria/domain';
import { openRemindersCount } from '@portineria/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColleagueList } from '../ColleagueList/ColleagueList.tsx';
import { STORY_PROFILE_ID, storyColleagues, storyReminders } from '../private/calendarStoryData.ts';
import { settleFocus } from '../private/calendarStoryFrame.tsx';
import { ReminderList } from '../ReminderList/ReminderList.tsx';
import { CalendarSidePane } from './CalendarSidePane.tsx';

const meta = {
  title: 'Calendar/CalendarSidePane',
  component: CalendarSidePane,
  parameters: { layout: 'fullscreen' },
  args: {
    activePanel: null,
    openReminders: openRemindersCount(storyReminders),
    openColleaguesReminders: 4,
    seesColleaguesReminders: true,
    onActivePanelChange: fn(),
  },
  decorators: [
    // A row of 1366 px: the main pane, then the side pane at 15 to 25 percent of it.
    (Story) => (
      <div style={{ display: 'flex', height: 600, maxWidth: 1366 }}>
        <div
          style={{
            flex: '1 1 auto',
            background:
              'repeating-linear-gradient(45deg, transparent 0 12px, rgba(0,0,0,0.03) 12px 24px)',
          }}
        />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarSidePane>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Pannelli del calendario' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Collaboratori',
      'Promemoria',
      'Promemoria dei collaboratori',
    ]);
    // 002 §2.1: the Promemoria badge counts the open reminders.
    await expect(canvas.getByRole('button', { name: 'Promemoria' })).toHaveAccessibleDescription(
      '3 da fare',
    );
    await expect(canvas.queryByRole('region')).toBeNull();
    // The badges stand out past their buttons' corners but stay inside the rail: on a phone the
    // rail is on the screen's edge, and a badge past it would be cut.
    const rail = group.getBoundingClientRect();
    const badges = [...group.querySelectorAll('[data-variant="count"]')];
    await expect(badges).toHaveLength(2);
    for (const badge of badges) {
      const box = badge.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(rail.right);
      await expect(box.top).toBeGreaterThanOrEqual(rail.top);
    }
  },
};

export const Reminders: Story = {
  args: {
    activePanel: 'reminders',
    children: (
      <ReminderList
        reminders={storyReminders}
        onCreate={fn()}
        onToggleStatus={fn()}
        onEdit={fn()}
        onDelete={fn()}
        onMoveToCalendar={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promemoria' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Promemoria' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // 002 §2.1, §9: the open pane is 15 to 25 percent of its row.
    const row = canvasElement.firstElementChild!.getBoundingClientRect().width;
    const pane = region.parentElement!.getBoundingClientRect().width;
    await expect(pane / row).toBeGreaterThanOrEqual(0.15);
    await expect(pane / row).toBeLessThanOrEqual(0.25);
  },
};

export const Colleagues: Story = {
  args: {
    activePanel: 'colleagues',
    children: (
      <ColleagueList
        colleagues={storyColleagues}
        currentProfileId={STORY_PROFILE_ID}
        onToggle={fn()}
        onAdd={fn()}
        onEdit={fn()}
        onDelete={fn()}
      />
    ),
  },
};

/** 002 §6: base roles (org_1, spl_1) do not see the colleagues' reminders. */
export const BaseRole: Story = {
  args: { seesColleaguesReminders: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Promemoria dei collaboratori' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const DarkTheme: Story = {
  ...Reminders,
  globals: { theme: 'dark' },
  play: undefined,
};

/** The pane as the screen holds it. */
function Controlled({ onChange }: { onChange: (panel: CalendarSidePanel | null) => void }) {
  const [panel, setPanel] = useState<CalendarSidePanel | null>(null);
  return (
    <CalendarSidePane
      activePanel={panel}
      onActivePanelChange={(next) => {
        onChange(next);
        setPanel(next);
      }}
      openReminders={3}
      openColleaguesReminders={4}
      seesColleaguesReminders
    >
      {panel === 'colleagues' ? <p>Collaboratori del calendario</p> : null}
      {panel === 'reminders' ? <p>I miei promemoria</p> : null}
      {panel === 'colleaguesReminders' ? <p>Promemoria degli altri</p> : null}
    </CalendarSidePane>
  );
}

export const TestToggling: Story = {
  name: 'Test: switching and closing the pane',
  render: (args) => <Controlled onChange={args.onActivePanelChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Promemoria' }));
    await expect(args.onActivePanelChange).toHaveBeenLastCalledWith('reminders');
    await expect(canvas.getByRole('region', { name: 'Promemoria' })).toHaveTextContent(
      'I miei promemoria',
    );
    // Another button switches the panel.
    await userEvent.click(canvas.getByRole('button', { name: 'Collaboratori' }));
    await expect(args.onActivePanelChange).toHaveBeenLastCalledWith('colleagues');
    await expect(canvas.getByRole('region', { name: 'Collaboratori' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Promemoria' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // 002 §2.1: "Clicking the active button closes the pane".
    await userEvent.click(canvas.getByRole('button', { name: 'Collaboratori' }));
    await expect(args.onActivePanelChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('region')).toBeNull();
    // From the keyboard, and the panel's own close button.
    canvas.getByRole('button', { name: 'Promemoria dei collaboratori' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('region', { name: 'Promemoria dei collaboratori' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chiudi il pannello' }));
    await expect(args.onActivePanelChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('region')).toBeNull();
    await settleFocus(waitFor);
  },
};
