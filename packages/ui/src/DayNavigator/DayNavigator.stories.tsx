import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ListCard } from '../ListCard/ListCard.tsx';
import { DayNavigator } from './DayNavigator.tsx';

/** A fixed today, so that the stories never change with the calendar. */
const TODAY = '2025-03-10';

const meta = {
  title: 'Dashboard/DayNavigator',
  component: DayNavigator,
  args: {
    day: TODAY,
    today: TODAY,
    onPrevious: fn(),
    onNext: fn(),
    onToday: fn(),
  },
} satisfies Meta<typeof DayNavigator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Giorno mostrato' });
    const day = group.querySelector('time');
    await expect(day).toHaveTextContent('Oggi');
    await expect(day).toHaveAttribute('dateTime', '2025-03-10');
    // No 'Oggi' button on today.
    await expect(canvas.queryByRole('button', { name: 'Vai a oggi' })).toBeNull();
    const previous = canvas.getByRole('button', { name: 'Giorno precedente' });
    const next = canvas.getByRole('button', { name: 'Giorno successivo' });
    await userEvent.click(previous);
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    // Keyboard: Tab from previous to next, Enter and Space activate.
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    next.blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const OtherDay: Story = {
  name: 'Another day',
  args: { day: '2025-03-07' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toHaveTextContent('07/03/2025');
    const today = canvas.getByRole('button', { name: 'Vai a oggi' });
    await expect(today).toHaveTextContent('Oggi');
    await userEvent.click(today);
    await expect(args.onToday).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const WithoutToday: Story = {
  name: 'Another day, without onToday',
  args: { day: new Date(2025, 11, 31), onToday: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('31/12/2025');
    await expect(within(canvasElement).queryByRole('button', { name: 'Vai a oggi' })).toBeNull();
  },
};

/** The navigation as the daily events widget uses it, moving through real days. */
function DailyEvents() {
  const [day, setDay] = useState(TODAY);
  const move = (days: number) => setDay(dayjs(day).add(days, 'day').format('YYYY-MM-DD'));
  return (
    <div style={{ width: 560, height: 360 }}>
      <ListCard
        title="Eventi del calendario"
        items={[]}
        renderItem={() => null}
        labels={{ empty: 'Nessun evento da visualizzare' }}
        headerActions={
          <>
            <DayNavigator
              day={day}
              today={TODAY}
              onPrevious={() => move(-1)}
              onNext={() => move(1)}
              onToday={() => setDay(TODAY)}
            />
            <IconButton label="Nuovo evento" icon={<Plus size={18} aria-hidden />} size="small" />
          </>
        }
      />
    </div>
  );
}

export const InListCardHeader: Story = {
  name: 'In a ListCard header',
  render: () => <DailyEvents />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = () => canvasElement.querySelector('time');
    // The day is a polite live region: each move is announced.
    await expect(day()).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Giorno successivo' }));
    await expect(day()).toHaveTextContent('11/03/2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Giorno precedente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Giorno precedente' }));
    await expect(day()).toHaveTextContent('09/03/2025');
    // Back to today from the keyboard: the button leaves, the focus stays in the navigation.
    const today = canvas.getByRole('button', { name: 'Vai a oggi' });
    today.focus();
    await userEvent.keyboard('{Enter}');
    await expect(day()).toHaveTextContent('Oggi');
    await expect(canvas.queryByRole('button', { name: 'Vai a oggi' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Giorno precedente' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const CustomLabels: Story = {
  args: {
    labels: { previous: 'Previous day', next: 'Next day', today: 'Today', label: 'Day' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Day' })).toHaveTextContent('Today');
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  ...InListCardHeader,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  play: undefined,
};
