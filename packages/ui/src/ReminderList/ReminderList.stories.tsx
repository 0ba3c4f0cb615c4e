import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Reminder } from '@portineria/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyReminders } from '../private/calendarStoryData.ts';
import { settleFocus } from '../private/calendarStoryFrame.tsx';
import { ReminderList } from './ReminderList.tsx';

const meta = {
  title: 'Calendar/ReminderList',
  component: ReminderList,
  args: {
    reminders: storyReminders,
    onCreate: fn(),
    onToggleStatus: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onMoveToCalendar: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReminderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('list', { name: 'Promemoria' });
    await expect(within(open).getAllByRole('listitem')).toHaveLength(3);
    // 002 §4.2: the completed ones are collapsed under 'Completati (n)'.
    const completed = canvas.getByRole('button', { name: 'Completati (2)' });
    await expect(completed).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Completati (2)' })).toBeNull();
  },
};

export const CompletedOpen: Story = {
  name: 'Completed panel open',
  args: { defaultCompletedOpen: true },
  play: async ({ canvasElement }) => {
    const done = within(canvasElement).getByRole('list', { name: 'Completati (2)' });
    // Struck through (002 §4.2).
    const title = within(done).getByText('Sollecitare pagamento rate');
    await expect(getComputedStyle(title).textDecorationLine).toBe('line-through');
  },
};

/** 002 §4.2: 'Completati (n)' is enabled only if any exist. */
export const NoneCompleted: Story = {
  args: { reminders: storyReminders.filter((reminder) => reminder.status !== 1) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Completati (0)' }),
    ).toBeDisabled();
  },
};

export const AllCompleted: Story = {
  args: {
    reminders: storyReminders.filter((reminder) => reminder.status === 1),
    defaultCompletedOpen: true,
  },
};

/** 002 §9: the completed list is at most 450 px tall, then scrolls. */
export const ManyCompleted: Story = {
  args: {
    defaultCompletedOpen: true,
    reminders: Array.from({ length: 14 }, (_, index) => ({
      id: 300 + index,
      object: `Pratica archiviata ${index + 1}`,
      startTime: `2025-02-${String(index + 1).padStart(2, '0')} 09:00`,
      endTime: `2025-02-${String(index + 1).padStart(2, '0')} 10:00`,
      status: 1 as const,
    })),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('list', {
      name: 'Completati (14)',
    }).parentElement!;
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(450);
    await expect(panel.scrollHeight).toBeGreaterThan(450);
  },
};

export const Empty: Story = {
  args: { reminders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nessun elemento da visualizzare',
    );
  },
};

export const Loading: Story = { args: { reminders: [], loading: true } };

export const Error: Story = {
  args: { reminders: [], error: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Impossibile caricare i promemoria',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await settleFocus(waitFor);
  },
};

/** The colleagues' reminders: someone else's, so no toggle and no menu. */
export const ReadOnly: Story = {
  args: { readOnly: true, describe: () => 'Marco Bianchi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Segna come completato' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Azioni per/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nuovo promemoria' })).toBeNull();
  },
};

export const DarkTheme: Story = {
  args: { defaultCompletedOpen: true },
  globals: { theme: 'dark' },
};

/** The list as a screen holds it: toggles are applied. */
function Controlled(props: {
  onToggleStatus: (reminder: Reminder, status: 0 | 1) => void;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  onMoveToCalendar: (reminder: Reminder) => void;
}) {
  const [reminders, setReminders] = useState(storyReminders);
  return (
    <ReminderList
      reminders={reminders}
      onToggleStatus={(reminder, status) => {
        props.onToggleStatus(reminder, status);
        setReminders((list) =>
          list.map((item) => (item.id === reminder.id ? { ...item, status } : item)),
        );
      }}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
      onMoveToCalendar={props.onMoveToCalendar}
    />
  );
}

export const TestActions: Story = {
  name: 'Test: reminder actions',
  render: (args) => (
    <Controlled
      onToggleStatus={args.onToggleStatus!}
      onEdit={args.onEdit!}
      onDelete={args.onDelete!}
      onMoveToCalendar={args.onMoveToCalendar!}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // An open reminder's menu: Modifica, Elimina, Sposta in calendario (002 §4.2).
    await userEvent.click(
      canvas.getByRole('button', { name: 'Azioni per Richiedere preventivo imbiancatura' }),
    );
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Modifica', 'Elimina', 'Sposta in calendario']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sposta in calendario' }));
    await expect(args.onMoveToCalendar).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // 'Segna come completato': the reminder moves under 'Completati (3)', struck through.
    const markDone = canvas.getAllByRole('button', { name: 'Segna come completato' })[0]!;
    await expect(markDone).toHaveAccessibleDescription('Richiedere preventivo imbiancatura');
    await userEvent.click(markDone);
    await expect(args.onToggleStatus).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), 1);
    const completed = canvas.getByRole('button', { name: 'Completati (3)' });
    await userEvent.click(completed);
    await expect(completed).toHaveAttribute('aria-expanded', 'true');
    const done = canvas.getByRole('list', { name: 'Completati (3)' });
    await expect(within(done).getByText('Richiedere preventivo imbiancatura')).toBeVisible();
    // A completed reminder can only be deleted (or marked 'da fare' again).
    await userEvent.click(
      within(done).getByRole('button', { name: 'Azioni per Sollecitare pagamento rate' }),
    );
    const doneMenu = await body.findByRole('menu');
    await expect(
      within(doneMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Elimina']);
    await userEvent.click(within(doneMenu).getByRole('menuitem', { name: 'Elimina' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 104 }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    const markTodo = within(done).getAllByRole('button', { name: 'Segna come da fare' })[0]!;
    await userEvent.click(markTodo);
    await expect(args.onToggleStatus).toHaveBeenLastCalledWith(expect.anything(), 0);
    // The collapsed panel closes again from the keyboard.
    completed.focus();
    await userEvent.keyboard('{Enter}');
    await expect(completed).toHaveAttribute('aria-expanded', 'false');
    await settleFocus(waitFor);
  },
};
