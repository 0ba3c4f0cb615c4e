import { formatDate, orderChip } from '@portineria/domain';
import type { OrderChipKey } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { LayoutGrid, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import { Chip } from '../Chip/Chip.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DataTable } from './DataTable.tsx';
import type { DataTableProps } from './DataTable.tsx';
import { createDataTableColumnHelper } from './dataTableColumns.ts';

/** A service order as the orders list shows it (sample data). */
interface Order {
  id: string;
  code: string;
  building: string;
  supplier: string;
  status: OrderChipKey;
  /** ISO date, fixed so that the screenshots never change. */
  dueDate: string;
}

const BUILDINGS = [
  'Condominio Via Roma 12, Milano',
  'Residenza I Platani, Torino',
  'Condominio Corso Vittorio Emanuele II 45, Napoli',
  'Palazzo Ducale, Genova',
  'Condominio Le Magnolie, Bologna',
  'Residence San Marco, Venezia',
  'Condominio Piazza Navona 3, Roma',
] as const;
const SUPPLIERS = [
  'Idraulica Bianchi S.r.l.',
  'Elettrotecnica Rossi & Figli',
  'Ascensori Ferrari S.p.A.',
  'Pulizie Esposito',
  'Giardini Romano S.n.c.',
  'Edil Colombo S.r.l.',
] as const;
const STATUSES: readonly OrderChipKey[] = [
  'accepted',
  'unread',
  'expired',
  'draft',
  'validation',
  'planned',
  'read',
];

function isoDate(dayOfYear: number): string {
  return new Date(Date.UTC(2025, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
}

/** Deterministic orders: the n-th order is always the same. */
function makeOrders(count: number, start = 0): Order[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    return {
      id: String(index + 1),
      code: `ODS-2025-${String(index + 1).padStart(5, '0')}`,
      building: BUILDINGS[index % BUILDINGS.length] ?? '',
      supplier: SUPPLIERS[(index * 5) % SUPPLIERS.length] ?? '',
      status: STATUSES[(index * 3) % STATUSES.length] ?? 'draft',
      dueDate: isoDate((index * 37) % 365),
    };
  });
}

const column = createDataTableColumnHelper<Order>();
const columns = column.columns([
  column.accessor('code', { header: 'Ordine', enableHiding: false, meta: { width: '11rem' } }),
  column.accessor('building', { header: 'Immobile' }),
  column.accessor('supplier', { header: 'Fornitore' }),
  column.accessor((order) => orderChip(order.status).label, {
    id: 'status',
    header: 'Stato',
    meta: { width: '10rem' },
    cell: (info) => {
      const chip = orderChip(info.row.original.status);
      return <Chip size="small" tone={chip.tone} label={chip.label} />;
    },
  }),
  column.accessor('dueDate', {
    header: 'Scadenza',
    meta: { width: '8rem' },
    cell: (info) => formatDate(info.getValue()),
  }),
]);

const orders = makeOrders(8);
const manyOrders = makeOrders(45);
const serverOrders = makeOrders(137);
const tenThousandOrders = makeOrders(10_000);

/** The DataTable of orders: an instantiation so that the stories' args are typed. */
const OrderTable = DataTable<Order>;
const getRowId = (order: Order) => order.id;

function byField(rows: readonly Order[], sorting: SortingState): Order[] {
  const [sort] = sorting;
  if (!sort) return [...rows];
  const key = sort.id as keyof Order;
  const collator = new Intl.Collator('it', { numeric: true });
  const sorted = [...rows].sort((first, second) => collator.compare(first[key], second[key]));
  return sort.desc ? sorted.reverse() : sorted;
}

const scrollerOf = (canvasElement: HTMLElement) => {
  const scroller = canvasElement.querySelector<HTMLElement>('[data-scroller]');
  if (!scroller) throw new Error('DataTable scroller not found');
  return scroller;
};
const bodyRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));

/** Waits for the virtualiser's first rows. */
async function rowsReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(0));
}

/** Leaves no focus ring or tooltip behind for the screenshot. */
async function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
}

const meta = {
  title: 'Data/DataTable',
  component: OrderTable,
  args: { data: orders, columns, getRowId, 'aria-label': 'Ordini' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Ordini' });
    for (const name of ['Ordine', 'Immobile', 'Fornitore', 'Stato', 'Scadenza']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(await canvas.findByRole('rowheader', { name: 'ODS-2025-00001' })).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', String(orders.length + 1));
  },
};

export const Sorting: Story = {
  args: { onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    await rowsReady(canvasElement);
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Scadenza' });
    const button = within(header).getByRole('button', { name: 'Scadenza' });
    const firstCode = () =>
      within(bodyRows(canvasElement)[0] as HTMLElement).getByRole('rowheader').textContent;
    const ascending = byField(orders, [{ id: 'dueDate', desc: false }]);
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCode()).toBe(ascending[0]?.code);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'dueDate', desc: false }]);

    // Keyboard: Enter and Space on the header button.
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCode()).toBe(ascending[ascending.length - 1]?.code);
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(firstCode()).toBe('ODS-2025-00001');

    // Italian alphabetical order on a text column.
    const supplierButton = within(
      canvas.getByRole('columnheader', { name: 'Fornitore' }),
    ).getByRole('button');
    supplierButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Fornitore' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText('Ascensori Ferrari S.p.A.'),
    ).toBeVisible();
    await settle();
  },
};

export const Selection: Story = {
  args: { selectable: true, onRowSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    await rowsReady(canvasElement);
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Seleziona tutte le righe' });
    const rowBoxes = canvas.getAllByRole('checkbox', { name: 'Seleziona la riga' });
    await expect(rowBoxes).toHaveLength(orders.length);
    // Each row checkbox is described by its row header.
    await expect(rowBoxes[0]).toHaveAccessibleDescription('ODS-2025-00001');
    // The rows are the tab stops, not their checkboxes: Tab goes from the header into the rows.
    await expect(rowBoxes[0]).toHaveAttribute('tabindex', '-1');
    within(canvas.getByRole('columnheader', { name: 'Scadenza' }))
      .getByRole('button')
      .focus();
    await userEvent.tab();
    await expect(bodyRows(canvasElement)[0]).toHaveFocus();

    await userEvent.click(rowBoxes[0] as HTMLElement);
    await expect(rowBoxes[0]).toBeChecked();
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ '1': true });

    // Space on a checkbox.
    (rowBoxes[1] as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect(rowBoxes[1]).toBeChecked();

    // Space on a focused row.
    const third = bodyRows(canvasElement)[2] as HTMLTableRowElement;
    third.focus();
    await userEvent.keyboard(' ');
    await expect(rowBoxes[2]).toBeChecked();
    await expect(third).toHaveAttribute('data-selected');
    await userEvent.keyboard(' ');
    await expect(rowBoxes[2]).not.toBeChecked();

    // Shift+click selects the range from the last checkbox used.
    const user = userEvent.setup();
    await user.click(rowBoxes[3] as HTMLElement);
    await user.keyboard('{Shift>}');
    await user.click(rowBoxes[5] as HTMLElement);
    await user.keyboard('{/Shift}');
    await expect(rowBoxes[4]).toBeChecked();
    await expect(rowBoxes[5]).toBeChecked();

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    for (const box of rowBoxes) await expect(box).toBeChecked();
    await userEvent.click(selectAll);
    for (const box of rowBoxes) await expect(box).not.toBeChecked();
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({});

    await userEvent.click(rowBoxes[1] as HTMLElement);
    await settle();
  },
};

export const ColumnVisibility: Story = {
  args: { columnMenu: true, onColumnVisibilityChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Colonne' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    // 'Ordine' names the rows and cannot be hidden.
    await expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Ordine' })).toBeNull();
    const supplier = within(menu).getByRole('menuitemcheckbox', { name: 'Fornitore' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Immobile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(supplier).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The menu stays open to change several columns. While it is open the page behind is hidden
    // from assistive technology (modal menu), hence `hidden: true`.
    const header = (name: string) => canvas.queryByRole('columnheader', { name, hidden: true });
    await expect(supplier).toHaveAttribute('aria-checked', 'false');
    await expect(header('Fornitore')).toBeNull();
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({ supplier: false });
    await userEvent.keyboard(' ');
    await expect(header('Fornitore')).not.toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(header('Stato')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // With the mouse too.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitemcheckbox', { name: 'Stato' }));
    await expect(header('Stato')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('columnheader', { name: 'Stato' })).toBeVisible();
    await settle();
  },
};

function ServerPaginationDemo(props: DataTableProps<Order>) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  // What the server would answer: the requested page of the requested order.
  const page = useMemo(() => {
    const start = pagination.pageIndex * pagination.pageSize;
    return byField(serverOrders, sorting).slice(start, start + pagination.pageSize);
  }, [pagination, sorting]);
  return (
    <OrderTable
      {...props}
      data={page}
      rowCount={serverOrders.length}
      pagination={pagination}
      onPaginationChange={(next) => {
        setPagination(next);
        props.onPaginationChange?.(next);
      }}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPagination((current) => ({ ...current, pageIndex: 0 }));
        props.onSortingChange?.(next);
      }}
    />
  );
}

export const ServerPagination: Story = {
  // A bounded height: the header sticks while the rows scroll and the pagination bar stays in view.
  args: { onPaginationChange: fn(), onSortingChange: fn(), maxHeight: '480px' },
  render: (args) => <ServerPaginationDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const table = canvas.getByRole('table');
    await expect(canvas.getByText('Pagina 1 di 14')).toBeVisible();
    await expect(canvas.getByText('1–10 di 137')).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', '138');
    await expect(canvas.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Pagina successiva' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
    await expect(canvas.getByText('Pagina 2 di 14')).toBeVisible();
    const first = canvas.getByRole('rowheader', { name: 'ODS-2025-00011' });
    await expect(first.closest('tr')).toHaveAttribute('aria-rowindex', '12');

    // Keyboard on the pagination buttons.
    canvas.getByRole('button', { name: 'Ultima pagina' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pagina 14 di 14')).toBeVisible();
    await expect(canvas.getByText('131–137 di 137')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
    // 'Ultima pagina' disabled itself: the focus moved to 'Pagina precedente', not to the page.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pagina precedente' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Pagina 13 di 14')).toBeVisible();
    canvas.getByRole('button', { name: 'Prima pagina' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pagina 1 di 14')).toBeVisible();

    // Rows per page, by keyboard.
    const pageSize = canvas.getByRole('combobox', { name: 'Righe per pagina' });
    pageSize.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 25 });
    await expect(canvas.getByText('Pagina 1 di 6')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(25);

    // Server sorting: the order comes back from the "server" and the page restarts.
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: 'Ordine' })).getByRole('button'),
    );
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: 'Ordine' })).getByRole('button'),
    );
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'code', desc: true }]);
    await expect(canvas.getByRole('rowheader', { name: 'ODS-2025-00137' })).toBeVisible();
    await settle();
  },
};

export const ClientPagination: Story = {
  args: {
    data: manyOrders,
    defaultPagination: { pageIndex: 0, pageSize: 10 },
    onPaginationChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByText('Pagina 1 di 5')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina successiva' }));
    await expect(canvas.getByText('Pagina 2 di 5')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'ODS-2025-00011' })).toBeVisible();
    canvas.getByRole('button', { name: 'Pagina successiva' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pagina 3 di 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ultima pagina' }));
    await expect(canvas.getByText('41–45 di 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina precedente' }));
    await expect(canvas.getByText('Pagina 4 di 5')).toBeVisible();

    // Sorting goes back to the first page.
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: 'Ordine' })).getByRole('button'),
    );
    await expect(canvas.getByText('Pagina 1 di 5')).toBeVisible();

    const pageSize = canvas.getByRole('combobox', { name: 'Righe per pagina' });
    pageSize.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await settle();
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Caricamento in corso')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessun elemento da visualizzare')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Ordine' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { data: [], filtered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessun risultato trovato')).toBeVisible();
    await expect(canvas.getByText('Prova a modificare i criteri di ricerca')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossibile caricare gli elementi');
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Riprova' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    await settle();
  },
};

function InfiniteDemo(props: DataTableProps<Order>) {
  const [rows, setRows] = useState(() => makeOrders(30));
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <OrderTable
      {...props}
      data={rows}
      hasMore={rows.length < 90}
      loadingMore={loadingMore}
      onLoadMore={() => {
        // A play function may hold a page back until it has looked at the loading state (its mock
        // answers a promise); otherwise the next page "arrives from the server" a moment later.
        const held: unknown = props.onLoadMore?.();
        setLoadingMore(true);
        const arrive = () => {
          setRows((current) => [...current, ...makeOrders(30, current.length)]);
          setLoadingMore(false);
        };
        if (held instanceof Promise) void held.then(arrive);
        else setTimeout(arrive, 300);
      }}
    />
  );
}

export const InfiniteLoading: Story = {
  args: { onLoadMore: fn(), maxHeight: '360px' },
  render: (args) => <InfiniteDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scroller = scrollerOf(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '-1');
    await expect(args.onLoadMore).not.toHaveBeenCalled();

    // The first page is held until its loading state has been seen: on a loaded machine the
    // 300 ms a page takes to arrive could end before the check.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    (args.onLoadMore as Mock<() => unknown>).mockImplementationOnce(() => held);
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('Caricamento di altri elementi…')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(canvas.queryByText('Caricamento di altri elementi…')).toBeNull());

    scroller.scrollTop = scroller.scrollHeight;
    await expect(
      await canvas.findByRole('rowheader', { name: 'ODS-2025-00060' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.queryByText('Caricamento di altri elementi…')).toBeNull());

    // Everything loaded: the count is known and no further call is made.
    scroller.scrollTop = scroller.scrollHeight;
    await expect(
      await canvas.findByRole('rowheader', { name: 'ODS-2025-00090' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '91'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    scroller.scrollTop = 0;
    await expect(await canvas.findByRole('rowheader', { name: 'ODS-2025-00001' })).toBeVisible();
  },
};

export const LoadingMore: Story = {
  args: { onLoadMore: fn(), hasMore: true, loadingMore: true, maxHeight: '360px' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Caricamento di altri elementi…')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // While a page is loading no further page is asked for.
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Two animation frames: whatever the last render's effects do has been done by then. */
const twoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

export const TestOneRequestPerPage: Story = {
  name: 'Test: una richiesta per pagina',
  // A consumer that shows no loading state while its next page comes (or re-renders late): the
  // end of the list seen again must not ask for the same page twice.
  args: { data: makeOrders(30), onLoadMore: fn(), hasMore: true, maxHeight: '360px' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scroller = scrollerOf(canvasElement);
    await rowsReady(canvasElement);
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByRole('rowheader', { name: 'ODS-2025-00030' })).toBeVisible();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    scroller.scrollTop = 0;
    await expect(await canvas.findByRole('rowheader', { name: 'ODS-2025-00001' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('rowheader', { name: 'ODS-2025-00030' })).toBeNull(),
    );
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByRole('rowheader', { name: 'ODS-2025-00030' })).toBeVisible();
    await twoFrames();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const TestOneRequestPerPageNotVirtualised: Story = {
  name: 'Test: una richiesta per pagina, senza virtualizzazione',
  args: {
    data: makeOrders(30),
    onLoadMore: fn(),
    hasMore: true,
    virtualized: false,
    maxHeight: '360px',
  },
  play: async ({ canvasElement, args }) => {
    const scroller = scrollerOf(canvasElement);
    await rowsReady(canvasElement);
    const sentinel = scroller.querySelector(':scope > div[aria-hidden="true"]');
    if (!sentinel) throw new Error('DataTable end-of-list sentinel not found');
    // A witness observing the same end of the list: the table's own observer, created before it,
    // is told of each change in the same task and before it.
    const seen: boolean[] = [];
    const witness = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) seen.push(entry.isIntersecting);
      },
      { root: scroller },
    );
    witness.observe(sentinel);
    try {
      await waitFor(() => expect(seen).toEqual([false]));
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(seen).toEqual([false, true]));
      await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
      scroller.scrollTop = 0;
      await waitFor(() => expect(seen).toEqual([false, true, false]));
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(seen).toEqual([false, true, false, true]));
      await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    } finally {
      witness.disconnect();
    }
  },
};

export const TestTenThousandRowsVirtualised: Story = {
  name: 'Test: 10 000 righe virtualizzate',
  args: { data: tenThousandOrders, selectable: true, maxHeight: '420px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const scroller = scrollerOf(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(await canvas.findByRole('rowheader', { name: 'ODS-2025-00001' })).toBeVisible();
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);

    scroller.scrollTop = scroller.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: 'ODS-2025-10000' });
    // The virtualiser corrects the height once the last rows are measured: settle at the bottom.
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(last).toBeVisible());
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);

    // Keyboard: Home brings the first row back and focuses it.
    (last.closest('tr') as HTMLTableRowElement).focus();
    await userEvent.keyboard('{Home}');
    const first = await canvas.findByRole('rowheader', { name: 'ODS-2025-00001' });
    await waitFor(() => expect(first.closest('tr')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('rowheader', { name: 'ODS-2025-10000' }).closest('tr')).toHaveFocus(),
    );
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(canvas.getByRole('rowheader', { name: 'ODS-2025-00001' }).closest('tr')).toHaveFocus(),
    );
    await settle();
  },
};

const cardStory = (order: Order) => {
  const chip = orderChip(order.status);
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <strong>{order.code}</strong>
      <span>{order.building}</span>
      <span style={{ opacity: 0.85 }}>{order.supplier}</span>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" tone={chip.tone} label={chip.label} />
        <span>Scadenza {formatDate(order.dueDate)}</span>
      </span>
    </div>
  );
};

export const CardView: Story = {
  args: { view: 'grid', renderCard: cardStory, selectable: true, onRowActivate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Ordini' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(orders.length);
    (cards[1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(orders[1]);
    await userEvent.click(within(cards[2] as HTMLElement).getByText(orders[2]?.building ?? ''));
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(orders[2]);
    const checkbox = within(cards[0] as HTMLElement).getByRole('checkbox', {
      name: 'Seleziona la riga',
    });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onRowActivate).toHaveBeenCalledTimes(2);
    await settle();
  },
};

function ViewToggleDemo(props: DataTableProps<Order>) {
  const [view, setView] = useState<'table' | 'grid'>('table');
  return (
    <OrderTable
      {...props}
      view={view}
      toolbar={
        <>
          <IconButton
            label="Vista a tabella"
            icon={<Table2 size={20} aria-hidden />}
            aria-pressed={view === 'table'}
            onClick={() => setView('table')}
          />
          <IconButton
            label="Vista a griglia"
            icon={<LayoutGrid size={20} aria-hidden />}
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          />
        </>
      }
    />
  );
}

export const GridTableToggle: Story = {
  args: { columnMenu: true },
  render: (args) => <ViewToggleDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Vista a griglia' }));
    const list = await canvas.findByRole('list', { name: 'Ordini' });
    // Without renderCard, each card lists the visible columns.
    await expect(within(list).getAllByText('Fornitore')).toHaveLength(orders.length);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Colonne' })).toBeNull();
    canvas.getByRole('button', { name: 'Vista a tabella' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vista a griglia' }));
    await settle();
  },
};

export const RowActivation: Story = {
  name: 'Test: apertura della riga',
  args: { onRowActivate: fn(), selectable: true },
  play: async ({ canvasElement, args }) => {
    await rowsReady(canvasElement);
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    // A click on a cell opens the row; a click on its checkbox does not.
    await userEvent.click(within(rows[1] as HTMLElement).getByText(orders[1]?.supplier ?? ''));
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(orders[1]);
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    await expect(args.onRowActivate).toHaveBeenCalledTimes(1);

    // One tab stop for the rows; arrows move between them, Enter opens.
    (rows[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await expect(rows[1]).toHaveAttribute('tabindex', '0');
    await expect(rows[0]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(orders[2]);
    await userEvent.keyboard('{End}');
    await expect(rows[rows.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(orders[orders.length - 2]);
    await expect(canvas.getAllByRole('checkbox', { name: 'Seleziona la riga' })[2]).toBeChecked();
    await settle();
  },
};

const longOrders: Order[] = makeOrders(4).map((order, index) => ({
  ...order,
  building:
    index % 2 === 0
      ? 'Supercondominio Residenziale "Parco delle Rimembranze" – Scala B, Via Giuseppe Garibaldi 128/bis, Reggio nell’Emilia'
      : order.building,
  supplier:
    index % 2 === 1
      ? 'Manutenzioni Impiantistiche Termoidrauliche e Condizionamento Aria del Centro Italia S.r.l.s.'
      : order.supplier,
}));

export const LongItalianText: Story = {
  args: { data: longOrders, selectable: true, columnMenu: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    // Narrow screens scroll the table sideways instead of squeezing it.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    selectable: true,
    columnMenu: true,
    defaultRowSelection: { '2': true },
    defaultSorting: [{ id: 'dueDate', desc: false }],
    onRowActivate: fn(),
  },
};
