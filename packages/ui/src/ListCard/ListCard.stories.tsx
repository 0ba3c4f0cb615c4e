import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { DateTime } from '../DateTime/DateTime.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TicketStatus } from '../TicketStatus/TicketStatus.tsx';
import { ListCard } from './ListCard.tsx';

interface TicketRow {
  id: string;
  object: string;
  createdAt: string;
  urgent?: boolean;
}

const TICKETS: TicketRow[] = [
  {
    id: 'TK-101',
    object: 'Perdita d’acqua nel vano scala B',
    createdAt: '2025-03-10T09:15:00',
    urgent: true,
  },
  { id: 'TK-102', object: 'Citofono guasto al civico 14', createdAt: '2025-03-09T18:40:00' },
  { id: 'TK-103', object: 'Luci del garage sempre accese', createdAt: '2025-03-09T11:05:00' },
  {
    id: 'TK-104',
    object: 'Cancello automatico bloccato',
    createdAt: '2025-03-08T07:50:00',
    urgent: true,
  },
  {
    id: 'TK-105',
    object: 'Richiesta pulizia straordinaria cortile',
    createdAt: '2025-03-07T16:20:00',
  },
  { id: 'TK-106', object: 'Sesto elemento, non mostrato', createdAt: '2025-03-06T10:00:00' },
  { id: 'TK-107', object: 'Settimo elemento, non mostrato', createdAt: '2025-03-05T10:00:00' },
];

const renderTicket = (item: unknown) => {
  const ticket = item as TicketRow;
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
      <div style={{ minWidth: 0 }}>
        <div style={{ fontWeight: 500 }}>{ticket.object}</div>
        <small>
          {ticket.id} · <DateTime value={ticket.createdAt} />
        </small>
      </div>
      <TicketStatus
        ticket={{ status: 'OPEN', _assignTo: null, priority: ticket.urgent ? 'URGENT' : 'NORMAL' }}
      />
    </div>
  );
};

const meta = {
  title: 'Data display/ListCard',
  component: ListCard,
  args: {
    title: 'Ticket aperti',
    items: TICKETS,
    renderItem: renderTicket,
    getItemKey: (item: unknown) => (item as TicketRow).id,
    showAllHref: '#/ORG/tickets',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560, height: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Ticket aperti' });
    // At most 5 items (000 §9).
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByText('Sesto elemento, non mostrato')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Mostra tutti' })).toHaveAttribute(
      'href',
      '#/ORG/tickets',
    );
  },
};

const navigate = fn();

/** Under UiRouterProvider (the app's), 'Mostra tutti' navigates client-side. */
export const Test_ClientSideShowAll: Story = {
  name: 'Test: client-side Mostra tutti',
  args: { showAllHref: '/ORG/tickets?view=open' },
  decorators: [withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mostra tutti' });
    await expectClientNavigation(link, navigate, '/ORG/tickets?view=open');
  },
};

export const WithHeaderActions: Story = {
  args: {
    title: 'Eventi di oggi',
    headerActions: (
      <>
        <IconButton
          label="Giorno precedente"
          icon={<ChevronLeft size={18} aria-hidden />}
          size="small"
          tooltip={false}
        />
        <IconButton
          label="Giorno successivo"
          icon={<ChevronRight size={18} aria-hidden />}
          size="small"
          tooltip={false}
        />
        <IconButton
          label="Nuovo evento"
          icon={<Plus size={18} aria-hidden />}
          size="small"
          tooltip={false}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nuovo evento' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Ticket aperti' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByText('Caricamento in corso')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun elemento da visualizzare')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Impossibile caricare gli elementi')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Riprova' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const ErrorWithoutRetry: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Riprova' })).toBeNull();
  },
};

export const ShowAllButton: Story = {
  args: { showAllHref: undefined, onShowAll: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra tutti' }));
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
  },
};

export const LongItalianText: Story = {
  args: {
    title:
      'Ordini di servizio in scadenza nei prossimi sette giorni per tutti gli immobili gestiti',
    items: [
      {
        id: 'ODS-2025-0142',
        object:
          'Sostituzione della pompa di sollevamento delle acque reflue nel locale tecnico del piano interrato e verifica dell’impianto',
        createdAt: '2025-03-10T09:15:00',
      },
    ],
  },
};

export const CustomLabels: Story = {
  args: { items: [], labels: { empty: 'Nessun ticket aperto' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun ticket aperto')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
