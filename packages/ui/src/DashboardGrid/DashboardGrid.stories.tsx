import { gridPlacement, resolveDashboardCell } from '@portineria/domain';
import type { DashboardCellPlacement } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, FileWarning, Ticket, TriangleAlert, Users, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { ChipCounterCard } from '../ChipCounterCard/ChipCounterCard.tsx';
import { CounterCard } from '../CounterCard/CounterCard.tsx';
import { DashboardCellMessage } from '../DashboardCellMessage/DashboardCellMessage.tsx';
import { DateTime } from '../DateTime/DateTime.tsx';
import { ListCard } from '../ListCard/ListCard.tsx';
import { TicketStatus } from '../TicketStatus/TicketStatus.tsx';
import { WidgetListItem } from '../WidgetListItem/WidgetListItem.tsx';
import { DashboardGrid } from './DashboardGrid.tsx';

const COUNTERS = [
  {
    title: 'Ordini aperti',
    value: 12,
    tone: 'primary',
    icon: <ClipboardList size={18} aria-hidden />,
  },
  { title: 'Ordini scaduti', value: 3, tone: 'error', icon: <FileWarning size={18} aria-hidden /> },
  {
    title: 'Ticket da assegnare',
    value: 4,
    tone: 'warning',
    icon: <Ticket size={18} aria-hidden />,
  },
  {
    title: 'Sinistri aperti',
    value: null,
    tone: 'default',
    icon: <TriangleAlert size={18} aria-hidden />,
  },
  { title: 'Persone', value: 1284, tone: 'info', icon: <Users size={18} aria-hidden /> },
  {
    title: 'Contratti da rinnovare',
    value: 0,
    tone: 'success',
    icon: <Wrench size={18} aria-hidden />,
  },
] as const;

const CHIPS = [
  {
    title: 'Riepilogo ordini',
    items: [
      { id: 'open', label: 'Aperti', value: 12, tone: 'primary', href: '/ORG/orders?view=open' },
      { id: 'not-confirmed', label: 'Non confermati', value: 5, tone: 'warning' },
      { id: 'expired', label: 'Scaduti', value: 3, tone: 'error' },
      { id: 'opportunity', label: 'Con opportunità', value: 1, tone: 'info' },
    ],
  },
  {
    title: 'Riepilogo ticket',
    items: [
      { id: 'to-assign', label: 'Da assegnare', value: 4, tone: 'warning' },
      { id: 'taken', label: 'Presi in carico', value: 9, tone: 'primary' },
      { id: 'working', label: 'In lavorazione', value: 2, tone: 'info' },
    ],
  },
  {
    title: 'Riepilogo sinistri',
    items: [
      { id: 'OPE', label: 'Aperti', value: 6, tone: 'primary' },
      { id: 'VDD', label: 'In verifica', value: 2, tone: 'warning' },
      { id: 'DAC', label: 'Danno accertato', value: null, tone: 'error' },
      { id: 'INL', label: 'In liquidazione', value: 1, tone: 'success' },
    ],
  },
] as const;

const TICKETS = [
  {
    id: 'TK-101',
    object: 'Perdita d’acqua nel vano scala B',
    building: 'Condominio Via Roma 12',
    when: '2025-03-10T09:15:00',
    urgent: true,
  },
  {
    id: 'TK-102',
    object: 'Citofono guasto al civico 14',
    building: 'Residenza I Tigli',
    when: '2025-03-09T18:40:00',
  },
  {
    id: 'TK-103',
    object: 'Luci del garage sempre accese',
    building: 'Condominio Aurora',
    when: '2025-03-09T11:05:00',
  },
  {
    id: 'TK-104',
    object: 'Cancello automatico bloccato',
    building: 'Condominio Via Roma 12',
    when: '2025-03-08T07:50:00',
    urgent: true,
  },
  {
    id: 'TK-105',
    object: 'Richiesta pulizia straordinaria del cortile interno',
    building: 'Residenza Le Querce',
    when: '2025-03-07T16:20:00',
  },
];

const LISTS = ['Ticket aperti', 'Ordini in corso', 'Assegnati a me'];

/** The element at `index`, failing the test when there is none. */
function at<Item>(items: readonly Item[], index: number): Item {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at ${index}`);
  return item;
}

/** A realistic ORG dashboard: counters in the 2x1 cells, chip counters in the 4x1, lists in the 4x2. */
function renderCell(placement: DashboardCellPlacement): ReactNode {
  const { width, height } = placement.size;
  if (width === 2) {
    const counter = at(COUNTERS, placement.cell % COUNTERS.length);
    return <CounterCard {...counter} href={`/ORG/counters/${placement.cell}`} />;
  }
  if (height === 1) {
    const chips = at(CHIPS, placement.cell % CHIPS.length);
    return <ChipCounterCard title={chips.title} items={chips.items} />;
  }
  return (
    <ListCard
      title={at(LISTS, placement.cell % LISTS.length)}
      items={TICKETS}
      getItemKey={(ticket) => ticket.id}
      showAllHref="/ORG/tickets"
      renderItem={(ticket) => (
        <WidgetListItem
          title={ticket.object}
          subtitle={ticket.building}
          meta={<DateTime value={ticket.when} />}
          accessory={
            <TicketStatus
              ticket={{
                status: 'OPEN',
                _assignTo: null,
                priority: ticket.urgent ? 'URGENT' : 'NORMAL',
              }}
            />
          }
          href={`/ORG/tickets/${ticket.id}`}
        />
      )}
    />
  );
}

const meta = {
  title: 'Dashboard/DashboardGrid',
  component: DashboardGrid,
  args: { placements: gridPlacement('variant1'), renderCell },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

function cellsOf(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-cell]'));
}

export const Variant1: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Dashboard' });
    await expect(grid).toHaveAttribute('data-state', 'ready');
    const cells = cellsOf(canvasElement);
    await expect(cells).toHaveLength(12);
    // Cells on the lines of gridPlacement: two 2x1 counters share a row, a 4x1 fills one.
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    const [first, second, third] = [at(boxes, 0), at(boxes, 1), at(boxes, 2)];
    await expect(first.top).toBe(second.top);
    await expect(second.left).toBeGreaterThan(first.left);
    await expect(third.top).toBeGreaterThan(first.top);
    await expect(third.left).toBe(first.left);
    await expect(at(cells, 6)).toHaveAttribute('data-size', '4x1');
    await expect(at(cells, 6).getBoundingClientRect().width).toBeCloseTo(
      grid.getBoundingClientRect().width,
      0,
    );
    // A row of 2x1 counters is compact (96 px); a row of chip counters is a full row (172 px).
    await expect(first.height).toBe(96);
    await expect(at(boxes, 6).height).toBe(172);
    await expect(at(cells, 0)).toHaveAttribute('data-row-height', 'compact');
    await expect(at(cells, 6)).toHaveAttribute('data-row-height', 'full');
    // A 4x2 list shows its 5 rows without scrolling: every row ends inside the card's body.
    const list = at(cells, 9);
    await expect(list).toHaveAttribute('data-size', '4x2');
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    const body = at(rows, 0).closest('ul')?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight);
    const bodyBottom = body.getBoundingClientRect().bottom;
    for (const row of rows)
      await expect(row.getBoundingClientRect().bottom).toBeLessThanOrEqual(bodyBottom);
  },
};

/**
 * The content area of a 1366×768 laptop (the 90 px rail beside it): the six counters and the next
 * row fit in the window's height.
 */
export const Laptop1366: Story = {
  name: 'Laptop (1366 px window)',
  decorators: [
    (Story) => (
      <div style={{ width: 1366 - 90 - 48 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    const top = at(cells, 0).getBoundingClientRect().top;
    // Three rows of counters and the first chip counter row, with the page header above them.
    await expect(at(cells, 6).getBoundingClientRect().bottom - top).toBeLessThanOrEqual(768 - 140);
  },
};

/** The content area of a 1920 px desktop (the 256 px drawer beside it). */
export const Desktop1920: Story = {
  name: 'Desktop (1920 px window)',
  decorators: [
    (Story) => (
      <div style={{ width: 1920 - 256 - 48 }}>
        <Story />
      </div>
    ),
  ],
};

export const Variant2: Story = {
  args: { placements: gridPlacement('variant2') },
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await expect(cells.map((cell) => cell.dataset.size)).toEqual([
      '4x1',
      '4x1',
      '4x1',
      '4x2',
      '4x2',
      '4x2',
      '2x1',
      '2x1',
      '2x1',
      '2x1',
      '2x1',
      '2x1',
    ]);
  },
};

export const Variant3: Story = {
  args: { placements: gridPlacement('variant3') },
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement)).toHaveLength(9);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Dashboard' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    // Exactly 12 skeleton cells (000 §2), named once for assistive technology.
    await expect(grid.querySelectorAll('[data-skeleton-cell]')).toHaveLength(12);
    await expect(cellsOf(canvasElement)).toHaveLength(0);
    const status = within(grid).getByRole('status');
    await expect(status).toHaveTextContent('Caricamento della dashboard in corso');
  },
};

export const UnknownComponent: Story = {
  name: 'Unknown component',
  args: {
    placements: gridPlacement('variant3'),
    renderCell: (placement) => {
      if (placement.cell !== 1) return renderCell(placement);
      const resolution = resolveDashboardCell('users_total_counter_v0');
      return resolution.kind === 'unknown' ? (
        <DashboardCellMessage message={resolution.message} />
      ) : null;
    },
  },
  play: async ({ canvasElement }) => {
    const cell = at(cellsOf(canvasElement), 1);
    await expect(cell).toHaveTextContent(
      "Non riesco a trovare il componente users_total_counter_v0, contatta l'assistenza.",
    );
  },
};

export const Test_NarrowStacksInOrder: Story = {
  name: 'Test: narrow grid stacks in configuration order',
  decorators: [
    (Story) => (
      <div style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const boxes = cellsOf(canvasElement).map((cell) => cell.getBoundingClientRect());
    await expect(boxes).toHaveLength(12);
    for (let index = 1; index < boxes.length; index += 1) {
      // One column: same left edge and width, each cell below the one before.
      await expect(at(boxes, index).left).toBe(at(boxes, 0).left);
      await expect(at(boxes, index).width).toBe(at(boxes, 0).width);
      await expect(at(boxes, index).top).toBeGreaterThan(at(boxes, index - 1).top);
    }
    // A 4x2 list keeps two rows' height when stacked.
    await expect(at(boxes, 9).height).toBeGreaterThan(at(boxes, 0).height * 1.9);
  },
};

/** 'Assegnati a me' holds up to 50 items (001 §9): 12 here, in the first 4x2 cell. */
const MANY_TICKETS = Array.from({ length: 12 }, (_, index) => ({
  ...at(TICKETS, index % TICKETS.length),
  id: `TK-${200 + index}`,
}));

export const Test_LongListScrollsInItsCell: Story = {
  args: {
    renderCell: (placement: DashboardCellPlacement) =>
      placement.cell === 9 ? (
        <ListCard
          title="Tutti i ticket assegnati a me"
          items={MANY_TICKETS}
          maxItems={50}
          getItemKey={(ticket) => ticket.id}
          renderItem={(ticket) => (
            <WidgetListItem
              title={ticket.object}
              subtitle={ticket.building}
              href={`/ORG/tickets/${ticket.id}`}
            />
          )}
        />
      ) : (
        renderCell(placement)
      ),
  },
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    const long = at(cells, 9);
    const short = at(cells, 10);
    // The cell keeps the 4x2 size of its neighbours: the grid does not stretch for it.
    await expect(long.getBoundingClientRect().height).toBeCloseTo(
      short.getBoundingClientRect().height,
      0,
    );
    // Its 12 rows are all there, scrolling inside the card; the last one is reachable by Tab.
    const list = long.querySelector('ul') as HTMLElement;
    await expect(within(long).getAllByRole('listitem')).toHaveLength(12);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const links = within(long).getAllByRole('link');
    const last = at(links, links.length - 1);
    last.focus();
    await expect(last).toHaveFocus();
    await expect(list.scrollTop).toBeGreaterThan(0);
  },
};

export const CustomLabel: Story = {
  args: { loading: true, label: 'Dashboard di Studio Bianchi', labels: { loading: 'Attendere' } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Dashboard di Studio Bianchi' });
    await expect(within(grid).getByRole('status')).toHaveTextContent('Attendere');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
