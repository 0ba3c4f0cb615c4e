import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  STORY_DAY,
  STORY_NOW,
  storyColleagues,
  storyWeekEvents,
} from '../private/calendarStoryData.ts';
import { settleFocus } from '../private/calendarStoryFrame.tsx';
import { CalendarAgenda } from './CalendarAgenda.tsx';

const meta = {
  title: 'Calendar/CalendarAgenda',
  component: CalendarAgenda,
  args: {
    view: 'week',
    date: STORY_DAY,
    now: STORY_NOW,
    events: storyWeekEvents,
    colleagues: storyColleagues,
    onEventOpen: fn(),
    onDayOpen: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarAgenda>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Eventi di 10 – 16 marzo 2025' });
    // Only days with events, in order, today marked.
    const headings = within(list).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.getAttribute('data-day'))).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    await expect(headings[2]).toHaveTextContent('mercoledì 12 marzo 2025oggi');
    // Multi-day and all-day events first, then by time.
    const wednesday = headings[2]!.closest('li')!;
    await expect(within(wednesday).getAllByRole('listitem')).toHaveLength(5);
    const text = wednesday.textContent ?? '';
    const positions = [
      'Cantiere facciata (lavori in corso)',
      'Telefonata amministratore',
      'Riunione fornitori',
      'Verifica caldaia',
      'Intervento idraulico scala B',
    ].map((title) => text.indexOf(title));
    await expect(positions.every((position) => position >= 0)).toBe(true);
    await expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // 002 §9: 45 minutes or less show only the start; the name says the rest.
    await expect(
      within(wednesday).getByRole('button', { name: '09:00 Telefonata amministratore' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nessun evento da visualizzare',
    );
  },
};

export const Loading: Story = { args: { events: [], loading: true } };

export const Error: Story = { args: { events: [], error: 'Sessione scaduta' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const TestOpen: Story = {
  name: 'Test: open an event or a day',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '17:00 Consegna chiavi' }));
    await expect(args.onEventOpen).toHaveBeenCalledWith(
      expect.objectContaining({ object: 'Consegna chiavi' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'venerdì 14 marzo 2025' }));
    await expect(args.onDayOpen).toHaveBeenCalledWith('2025-03-14');
    await settleFocus(waitFor);
  },
};
