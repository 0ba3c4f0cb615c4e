import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Chip } from '../Chip/Chip.tsx';
import type {
  DataTablePaginationState,
  DataTableSortingState,
} from '../DataTable/dataTableColumns.ts';
import { RecordList } from './RecordList.tsx';
import type { RecordListColumn, RecordListProps } from './RecordList.tsx';

/** A unit of a building as the units registry lists it, its building included (sample data). */
interface Unit {
  id: number;
  code: string;
  name: string;
  /** The building, as the gateway embeds it (`org_buildings`); null when the unit has none. */
  building: { id: number; name: string } | null;
  floor: string | null;
  thousandths: number | null;
}

const BUILDINGS = [
  { id: 1, name: 'Condominio Via Manzoni 12' },
  { id: 2, name: 'Condominio Corso Buenos Aires 45' },
  { id: 3, name: 'Residenza I Platani' },
] as const;
const KINDS = ['Appartamento', 'Box auto', 'Cantina', 'Negozio'] as const;

/** Deterministic units: the n-th unit is always the same. */
function makeUnits(count: number, start = 0): Unit[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    return {
      id: index + 1,
      code: `U-${String(index + 1).padStart(3, '0')}`,
      name: `${KINDS[index % KINDS.length]} ${index + 1}`,
      // Every seventh unit has no building yet: its cell shows '-'.
      building: index % 7 === 6 ? null : (BUILDINGS[index % BUILDINGS.length] ?? null),
      floor: index % 4 === 1 ? null : String(index % 6),
      thousandths: index % 5 === 0 ? null : 12.5 + index,
    };
  });
}

const columns: readonly RecordListColumn<Unit>[] = [
  { id: 'code', header: 'Codice', value: (unit) => unit.code, width: '8rem' },
  { id: 'name', header: 'Nome', value: (unit) => unit.name },
  { id: 'building', header: 'Immobile', value: (unit) => unit.building?.name },
  { id: 'floor', header: 'Piano', value: (unit) => unit.floor, width: '6rem' },
  {
    id: 'thousandths',
    header: 'Millesimi',
    value: (unit) => unit.thousandths?.toLocaleString('it-IT'),
    width: '8rem',
    align: 'end',
  },
];

/** The columns a server sorts the units on: code, name and building (not the floor, not the thousandths). */
const sortableColumns: readonly RecordListColumn<Unit>[] = columns.map((column) =>
  ['code', 'name', 'building'].includes(column.id) ? { ...column, sortable: true } : column,
);

const allUnits = makeUnits(37);

/** The units as a server sorts them (`[]`: by id, its default order). */
function sortUnits(units: readonly Unit[], sorting: DataTableSortingState): Unit[] {
  const [sort] = sorting;
  if (!sort) return [...units];
  const column = columns.find((each) => each.id === sort.id);
  const text = (unit: Unit) => String(column?.value(unit) ?? '');
  const sorted = [...units].sort((first, second) =>
    text(first).localeCompare(text(second), 'it', { numeric: true }),
  );
  return sort.desc ? sorted.reverse() : sorted;
}

/** The list of units: an instantiation so that the stories' args are typed. */
const UnitList = RecordList<Unit>;
const getRowId = (unit: Unit) => String(unit.id);

/**
 * A list backed by a fake server: the page and the search are state, the rows the matching slice,
 * as a screen wired to the api-client's page query would have them.
 */
function ServerList(props: Partial<RecordListProps<Unit>> & { searchable?: boolean }) {
  const { searchable = false, onPaginationChange, onSortingChange, ...rest } = props;
  const [sorting, setSorting] = useState<DataTableSortingState>([]);
  const [pagination, setPagination] = useState<DataTablePaginationState>({
    pageIndex: 0,
    pageSize: 10,
  });
  const [query, setQuery] = useState('');
  const matching = sortUnits(allUnits, sorting).filter((unit) =>
    `${unit.code} ${unit.name} ${unit.building?.name ?? ''}`
      .toLowerCase()
      .includes(query.trim().toLowerCase()),
  );
  const start = pagination.pageIndex * pagination.pageSize;
  return (
    <UnitList
      title="Unità"
      columns={columns}
      getRowId={getRowId}
      rows={matching.slice(start, start + pagination.pageSize)}
      rowCount={matching.length}
      pagination={pagination}
      onPaginationChange={(next) => {
        setPagination(next);
        onPaginationChange?.(next);
      }}
      {...(searchable ? { search: { value: query, onChange: setQuery } } : {})}
      {...(onSortingChange
        ? {
            sorting,
            onSortingChange: (next: DataTableSortingState) => {
              setSorting(next);
              onSortingChange(next);
              setPagination((current) => ({ ...current, pageIndex: 0 }));
            },
          }
        : {})}
      {...rest}
    />
  );
}

const firstPage = allUnits.slice(0, 10);

const meta = {
  title: 'Data/RecordList',
  component: UnitList,
  args: {
    title: 'Unità',
    columns,
    getRowId,
    rows: firstPage,
    rowCount: allUnits.length,
    pagination: { pageIndex: 0, pageSize: 10 },
    onPaginationChange: fn(),
    view: 'table',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UnitList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Leaves no focus ring behind for the screenshot. */
function blur() {
  (document.activeElement as HTMLElement | null)?.blur();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Unità' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Unità' })).toBeVisible();
    for (const name of ['Codice', 'Nome', 'Immobile', 'Piano', 'Millesimi']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    // The related building fills its column; a unit without one shows '-'.
    const first = canvas.getByRole('row', { name: /U-001/ });
    await expect(within(first).getByText('Condominio Via Manzoni 12')).toBeVisible();
    const withoutBuilding = canvas.getByRole('row', { name: /U-007/ });
    await expect(within(withoutBuilding).getAllByText('-').length).toBeGreaterThan(0);
    await expect(canvas.getByText('1–10 di 37')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Unità' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBe(10);
  },
};

export const Empty: Story = {
  args: { rows: [], rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nessun elemento da visualizzare'),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { rows: [], rowCount: 0, search: { value: 'garage', onChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nessun risultato trovato')).toBeVisible();
    await expect(canvas.getByText('Prova a modificare i criteri di ricerca')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Cerca in Unità' })).toHaveValue('garage');
  },
};

export const Error: Story = {
  args: { rows: [], rowCount: 0, error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossibile caricare gli elementi');
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blur();
  },
};

export const WithSearchAndActions: Story = {
  args: {
    search: { value: '', onChange: fn() },
    actions: <Button icon={<Plus size={16} aria-hidden />}>NUOVO</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Cerca in Unità' });
    await expect(search).toHaveAttribute('placeholder', 'Cerca...');
    await expect(canvas.getByRole('button', { name: 'NUOVO' })).toBeVisible();
  },
};

export const WithChips: Story = {
  args: {
    columns: [
      ...columns.slice(0, 3),
      {
        id: 'status',
        header: 'Stato',
        value: (unit) => (unit.building ? 'Assegnata' : 'Da assegnare'),
        render: (unit) =>
          unit.building ? (
            <Chip size="small" tone="success" label="Assegnata" />
          ) : (
            <Chip size="small" tone="warning" label="Da assegnare" />
          ),
        width: '10rem',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /U-007/ });
    await expect(within(row).getByText('Da assegnare')).toBeVisible();
  },
};

export const Cards: Story = {
  args: { view: 'cards', rows: firstPage.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Unità' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0] as HTMLElement).getByText('Immobile')).toBeVisible();
    await expect(
      within(cards[0] as HTMLElement).getByText('Condominio Via Manzoni 12'),
    ).toBeVisible();
  },
};

export const LongItalianText: Story = {
  args: {
    title: 'Accessi delegati alle unità immobiliari dei condomini amministrati',
    rows: [
      {
        id: 1,
        code: 'U-001',
        name: 'Appartamento al piano rialzato con cantina e posto auto coperto nel cortile interno',
        building: { id: 2, name: 'Condominio Corso Vittorio Emanuele II 45, scala B, Napoli' },
        floor: 'Rialzato',
        thousandths: 112.75,
      },
    ],
    rowCount: 1,
    search: { value: '', onChange: fn() },
  },
};

export const TestServerPaging: Story = {
  name: 'Test: pagine dal server',
  render: (args) => <ServerList onPaginationChange={args.onPaginationChange} view="table" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /U-001/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina successiva' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
    await expect(await canvas.findByRole('row', { name: /U-011/ })).toBeVisible();
    await expect(canvas.getByText('11–20 di 37')).toBeVisible();
    blur();
  },
};

export const TestSearch: Story = {
  name: 'Test: la ricerca torna alla prima pagina',
  render: (args) => (
    <ServerList onPaginationChange={args.onPaginationChange} searchable view="table" />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina successiva' }));
    await expect(await canvas.findByText('11–20 di 37')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cerca in Unità' }), 'Platani');
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 10 });
    await waitFor(() => expect(canvas.getByText('1–10 di 11')).toBeVisible());
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Residenza I Platani');
    }
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Cerca in Unità' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cerca in Unità' }), 'Lugano');
    await expect(await canvas.findByText('Nessun risultato trovato')).toBeVisible();
    blur();
  },
};

export const TestKeyboard: Story = {
  name: 'Test: apertura con la tastiera',
  args: { onRowActivate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    // The rows are one tab stop: Tab lands on the first, arrows move, Enter opens.
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenCalledWith(firstPage[2]);
    await userEvent.keyboard('{End}');
    await expect(rows[rows.length - 1]).toHaveFocus();
    await userEvent.click(canvas.getByRole('row', { name: /U-002/ }));
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(firstPage[1]);
    blur();
  },
};

/** The header button of a sortable column, by the column's name. */
function sortButton(canvasElement: HTMLElement, name: string): HTMLElement {
  const table = within(canvasElement).getByRole('table', { name: 'Unità' });
  return within(table).getByRole('button', { name: new RegExp(`^${name},`) });
}

/** The column header cell of a column, by the column's name. */
function headerCell(canvasElement: HTMLElement, name: string): HTMLElement {
  const cell = sortButton(canvasElement, name).closest('th');
  if (!cell) throw new globalThis.Error(`no header cell for ${name}`);
  return cell;
}

export const Sortable: Story = {
  name: 'Ordinabile: nessun ordinamento',
  args: { columns: sortableColumns, sorting: [], onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Code, name and building are buttons saying what they do; floor and thousandths are not.
    await expect(
      canvas.getByRole('button', {
        name: 'Codice, non ordinata, attiva per ordinare in modo crescente',
      }),
    ).toBeVisible();
    for (const name of ['Codice', 'Nome', 'Immobile']) {
      await expect(headerCell(canvasElement, name)).toHaveAttribute('aria-sort', 'none');
    }
    const floor = canvas.getByRole('columnheader', { name: 'Piano' });
    await expect(floor).not.toHaveAttribute('aria-sort');
    await expect(within(floor).queryByRole('button')).toBeNull();
    await userEvent.click(sortButton(canvasElement, 'Nome'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    blur();
  },
};

export const SortedAscending: Story = {
  name: 'Ordinabile: crescente',
  args: {
    columns: sortableColumns,
    sorting: [{ id: 'code', desc: false }],
    onSortingChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await expect(headerCell(canvasElement, 'Codice')).toHaveAttribute('aria-sort', 'ascending');
    await expect(headerCell(canvasElement, 'Nome')).toHaveAttribute('aria-sort', 'none');
    await expect(sortButton(canvasElement, 'Codice')).toHaveAccessibleName(
      'Codice, in ordine crescente, attiva per ordinare in modo decrescente',
    );
    await userEvent.click(sortButton(canvasElement, 'Codice'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'code', desc: true }]);
    blur();
  },
};

export const SortedDescending: Story = {
  name: 'Ordinabile: decrescente',
  args: {
    columns: sortableColumns,
    rows: [...firstPage].reverse(),
    sorting: [{ id: 'code', desc: true }],
    onSortingChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await expect(headerCell(canvasElement, 'Codice')).toHaveAttribute('aria-sort', 'descending');
    await expect(sortButton(canvasElement, 'Codice')).toHaveAccessibleName(
      "Codice, in ordine decrescente, attiva per tornare all'ordine predefinito",
    );
    // The third activation goes back to the server's default order.
    await userEvent.click(sortButton(canvasElement, 'Codice'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    blur();
  },
};

export const SortableCards: Story = {
  name: 'Ordinabile: schede',
  args: {
    view: 'cards',
    rows: firstPage.slice(0, 4),
    columns: sortableColumns,
    sorting: [{ id: 'name', desc: true }],
    onSortingChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Cards have no column headers: 'Ordina per' offers the same sorts.
    const select = canvas.getByRole('combobox', { name: 'Ordina per' });
    await expect(select).toHaveTextContent('Nome, decrescente');
    await userEvent.click(select);
    const body = within(canvasElement.ownerDocument.body);
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Ordine predefinito',
      'Codice, crescente',
      'Codice, decrescente',
      'Nome, crescente',
      'Nome, decrescente',
      'Immobile, crescente',
      'Immobile, decrescente',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Immobile, crescente' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'building', desc: false }]);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ordina per' }));
    await userEvent.click(await body.findByRole('option', { name: 'Ordine predefinito' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    blur();
  },
};

/** The fake server's list with its sortable columns, reporting each new order to the story's spy. */
function renderSortingServer(args: Partial<RecordListProps<Unit>>) {
  return (
    <ServerList
      columns={sortableColumns}
      onSortingChange={args.onSortingChange ?? fn()}
      view="table"
    />
  );
}

export const TestSortClick: Story = {
  name: 'Test: ordinamento con il mouse',
  render: renderSortingServer,
  args: { onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const firstRow = () => canvas.getAllByRole('row')[1];
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina successiva' }));
    await expect(await canvas.findByText('11–20 di 37')).toBeVisible();
    // Sorting goes back to the first page, in the new order.
    await userEvent.click(sortButton(canvasElement, 'Nome'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    await waitFor(() => expect(canvas.getByText('1–10 di 37')).toBeVisible());
    await waitFor(() => expect(firstRow()).toHaveTextContent('Appartamento 1'));
    await userEvent.click(sortButton(canvasElement, 'Nome'));
    await waitFor(() =>
      expect(headerCell(canvasElement, 'Nome')).toHaveAttribute('aria-sort', 'descending'),
    );
    await expect(firstRow()).toHaveTextContent('Negozio 36');
    await userEvent.click(sortButton(canvasElement, 'Nome'));
    await waitFor(() =>
      expect(headerCell(canvasElement, 'Nome')).toHaveAttribute('aria-sort', 'none'),
    );
    await expect(firstRow()).toHaveTextContent('U-001');
    blur();
  },
};

export const TestSortKeyboard: Story = {
  name: 'Test: ordinamento con la tastiera',
  render: renderSortingServer,
  args: { onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The sortable headers are tab stops before the rows (after the table's scrolling region):
    // Enter and Space sort.
    const codice = sortButton(canvasElement, 'Codice');
    for (let stops = 0; stops < 3 && document.activeElement !== codice; stops += 1) {
      await userEvent.tab();
    }
    await expect(codice).toHaveFocus();
    await userEvent.tab();
    await expect(sortButton(canvasElement, 'Nome')).toHaveFocus();
    await userEvent.tab();
    await expect(sortButton(canvasElement, 'Immobile')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'building', desc: false }]);
    await waitFor(() =>
      expect(headerCell(canvasElement, 'Immobile')).toHaveAttribute('aria-sort', 'ascending'),
    );
    await expect(sortButton(canvasElement, 'Immobile')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'building', desc: true }]);
    await waitFor(() =>
      expect(headerCell(canvasElement, 'Immobile')).toHaveAttribute('aria-sort', 'descending'),
    );
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Residenza I Platani');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    blur();
  },
};
