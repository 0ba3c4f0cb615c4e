import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, Ticket } from 'lucide-react';
import type { ReactElement } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DateTime } from '../DateTime/DateTime.tsx';
import { ListCard } from '../ListCard/ListCard.tsx';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { TicketStatus } from '../TicketStatus/TicketStatus.tsx';
import { vars } from '../theme/vars.css.ts';
import { WidgetListItem } from './WidgetListItem.tsx';

const navigate = fn();

/** Inside a ListCard item, as on the dashboard. */
const inList = (Story: () => ReactElement) => (
  <div style={{ width: 560 }}>
    <ListCard title="Ticket aperti" items={[0]} renderItem={() => <Story />} />
  </div>
);

const meta = {
  title: 'Dashboard/WidgetListItem',
  component: WidgetListItem,
  args: {
    title: 'Perdita d’acqua nel vano scala B',
    subtitle: 'Condominio Via Roma 12 · Mario Rossi',
    meta: <DateTime value="2025-03-10T09:15:00" />,
    leading: <Ticket size={18} aria-hidden />,
    accessory: <TicketStatus ticket={{ status: 'OPEN', _assignTo: null, priority: 'URGENT' }} />,
    href: '/ORG/tickets/101',
  },
  decorators: [inList, withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof WidgetListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ canvasElement }) => {
    // The whole row is one link, named by its text.
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    const [row] = links;
    if (!row) throw new Error('No link');
    await expect(row).toHaveAccessibleName(/^Perdita d’acqua nel vano scala B/);
    await expect(row).toHaveAttribute('href', '/ORG/tickets/101');
    await expectClientNavigation(row, navigate, '/ORG/tickets/101');
  },
};

export const Static: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { subtitle: undefined, meta: undefined, accessory: undefined, leading: undefined },
};

export const CalendarEvent: Story = {
  name: 'Calendar event with colour dot',
  args: {
    title: 'Assemblea condominiale straordinaria',
    subtitle: 'Sala riunioni, piano terra',
    meta: '18:30 - 20:00',
    accessory: undefined,
    leading: (
      <span
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: '50%',
          background: vars.eventDefault,
        }}
      />
    ),
    href: '/ORG/calendar?selectedDay=2025-03-10',
  },
};

export const QuoteProgress: Story = {
  name: 'Quote with progress',
  args: {
    title: 'Rifacimento della facciata nord',
    subtitle: 'Residenza I Tigli',
    leading: <ClipboardList size={18} aria-hidden />,
    meta: <DateTime value="2025-03-02T10:00:00" format="date" />,
    accessory: (
      <div style={{ width: 140 }}>
        <ProgressBar value={66.6} label="Preventivi ricevuti" hideLabel size="small" />
      </div>
    ),
    href: '/ORG/quotes/88',
  },
};

export const LongItalianText: Story = {
  args: {
    title:
      'Sostituzione della pompa di sollevamento delle acque reflue nel locale tecnico del piano interrato e verifica dell’impianto elettrico',
    subtitle:
      'Condominio Residenza dei Giardini di Via Giuseppe Garibaldi 128 · Impianti Idraulici Bianchi e Figli S.n.c.',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    // The text is cut on one line with an ellipsis, never wrapped; the name keeps all of it.
    const title = within(link).getByText(/^Sostituzione della pompa/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    await expect(title).toHaveAttribute('title', expect.stringContaining('impianto elettrico'));
    await expect(link).toHaveAccessibleName(expect.stringContaining('impianto elettrico'));
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
