import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, FileSpreadsheet, Map as MapIcon, Receipt, Upload } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/vars.css.ts';
import { ExtensionToolbar } from './ExtensionToolbar.tsx';
import type { ExtensionToolbarLayout, ExtensionToolbarProps } from './ExtensionToolbar.tsx';

const onMap = fn();
const onExport = fn();
const onImport = fn();
const onBillingProposals = fn();

const views = [
  { id: 'all', text: 'Tutti gli ordini' },
  { id: 'open', text: 'Aperti' },
  { id: 'closed', text: 'Chiusi' },
];

const menuItems = [
  { id: 'map', label: 'Mappa', icon: <MapIcon size={18} aria-hidden />, onSelect: onMap },
  { id: 'export', label: 'Esporta', icon: <Download size={18} aria-hidden />, onSelect: onExport },
  { id: 'import', label: 'Importa', icon: <Upload size={18} aria-hidden />, onSelect: onImport },
  {
    id: 'billing',
    label: 'Proposte di fatturazione',
    icon: <Receipt size={18} aria-hidden />,
    onSelect: onBillingProposals,
  },
];

/** Keeps the view and the presentation, as the page would, and reports them to the spies. */
function Controlled(args: ExtensionToolbarProps) {
  const [view, setView] = useState(args.view);
  const [layout, setLayout] = useState<ExtensionToolbarLayout | undefined>(args.layout);
  return (
    <ExtensionToolbar
      {...args}
      view={view}
      layout={layout}
      onViewChange={
        args.onViewChange &&
        ((next) => {
          setView(next);
          args.onViewChange?.(next);
        })
      }
      onLayoutChange={
        args.onLayoutChange &&
        ((next) => {
          setLayout(next);
          args.onLayoutChange?.(next);
        })
      }
    />
  );
}

const meta = {
  title: 'Layout/ExtensionToolbar',
  component: ExtensionToolbar,
  args: {
    onSearch: fn(),
    onSearchChange: fn(),
    views,
    view: 'all',
    onViewChange: fn(),
    onReload: fn(),
    onSort: fn(),
    layout: 'table',
    onLayoutChange: fn(),
    onAdvancedFilters: fn(),
    activeFilterCount: 2,
    onNew: fn(),
    menuItems,
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Controlled {...args} />,
  beforeEach: () => {
    for (const spy of [onMap, onExport, onImport, onBillingProposals]) spy.mockClear();
  },
} satisfies Meta<typeof ExtensionToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const toolbarOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('toolbar', { name: 'Azioni della pagina' });
const noTooltip = () =>
  waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** A list page (orders): search, views, reload, sort, grid/table, filters with 2 active, NUOVO and the menu. */
export const ListPage: Story = {
  play: async ({ canvasElement, args }) => {
    const toolbar = within(toolbarOf(canvasElement));
    await expect(toolbarOf(canvasElement)).not.toHaveAttribute('data-compact');
    await userEvent.click(toolbar.getByRole('button', { name: 'NUOVO' }));
    await expect(args.onNew).toHaveBeenCalledTimes(1);
    await userEvent.click(toolbar.getByRole('button', { name: 'Ricarica' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(toolbar.getByRole('button', { name: 'Ordinamento' }));
    await expect(args.onSort).toHaveBeenCalledTimes(1);
    const filters = toolbar.getByRole('button', { name: 'Filtri avanzati' });
    await expect(filters).toHaveAccessibleDescription('2 filtri attivi');
    await userEvent.click(filters);
    await expect(args.onAdvancedFilters).toHaveBeenCalledTimes(1);
    // Only the controls whose handler is given are shown.
    await expect(toolbar.queryByRole('button', { name: 'SALVA' })).toBeNull();
    await expect(toolbar.queryByRole('button', { name: 'Segna come lette' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Indietro' })).toBeNull();
    blur();
    await noTooltip();
  },
};

/** A detail page: back, SALVA, INVIA, ELIMINA. */
export const DetailPage: Story = {
  args: {
    onSearch: undefined,
    onSearchChange: undefined,
    onViewChange: undefined,
    onReload: undefined,
    onSort: undefined,
    onLayoutChange: undefined,
    onAdvancedFilters: undefined,
    onNew: undefined,
    menuItems: [],
    onBack: fn(),
    onSave: fn(),
    onSend: fn(),
    onDelete: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Indietro' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    // One Tab stop for the toolbar, arrow keys inside it.
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'SALVA' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'INVIA' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'ELIMINA' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    // The toolbar loops, and it is a single Tab stop: only the last focused control is tabbable.
    await userEvent.keyboard('{ArrowRight}');
    await expect(save).toHaveFocus();
    const toolbarButtons = within(toolbarOf(canvasElement)).getAllByRole('button');
    await expect(toolbarButtons.filter((button) => button.tabIndex === 0)).toEqual([save]);
    blur();
    await noTooltip();
  },
};

export const Test_SearchWithEnter: Story = {
  name: 'Test: search typing with Enter',
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Cerca...' });
    await expect(search).toHaveAttribute('placeholder', 'Cerca...');
    await expect(within(canvasElement).getByRole('search')).toContainElement(search);
    await userEvent.click(search);
    await userEvent.type(search, 'Rossi');
    await expect(args.onSearchChange).toHaveBeenCalledTimes(5);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Rossi');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('Rossi');
    // Escape empties the field and searches for everything again.
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    // So does the clear button, which gives focus back to the field.
    await userEvent.type(search, 'Via Roma');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Cancella la ricerca' }),
    );
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledTimes(3);
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await userEvent.type(search, 'Idraulica');
    blur();
  },
};

export const Test_ViewSelector: Story = {
  name: 'Test: view selector',
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const selector = within(toolbarOf(canvasElement)).getByRole('combobox', { name: 'Vista' });
    await expect(selector).toHaveTextContent('Tutti gli ordini');
    await userEvent.click(selector);
    await userEvent.click(await body.findByRole('option', { name: 'Chiusi' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('closed');
    await waitFor(() => expect(selector).toHaveTextContent('Chiusi'));
    await waitFor(() => expect(selector).toHaveFocus());
    // Keyboard: Enter opens on the chosen option, arrows move, Enter chooses.
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Chiusi' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(listbox).getByRole('option', { name: 'Aperti' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('open');
    await waitFor(() => expect(selector).toHaveTextContent('Aperti'));
    // Escape closes without choosing.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onViewChange).toHaveBeenCalledTimes(2);
    blur();
  },
};

export const Test_GridTableToggle: Story = {
  name: 'Test: grid/table toggle',
  play: async ({ canvasElement, args }) => {
    const toolbar = within(toolbarOf(canvasElement));
    const group = toolbar.getByRole('radiogroup', { name: 'Visualizzazione' });
    const grid = within(group).getByRole('radio', { name: 'Vista a griglia' });
    const table = within(group).getByRole('radio', { name: 'Vista a tabella' });
    await expect(table).toBeChecked();
    await expect(grid).not.toBeChecked();
    await userEvent.click(grid);
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith('grid');
    await expect(grid).toBeChecked();
    await expect(table).not.toBeChecked();
    // Pressing the chosen one again keeps it chosen.
    await userEvent.click(grid);
    await expect(grid).toBeChecked();
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(1);
    // Keyboard: arrows move within the toolbar, Space chooses.
    await userEvent.keyboard('{ArrowRight}');
    await expect(table).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith('table');
    await expect(table).toBeChecked();
    await userEvent.keyboard('{Escape}');
    blur();
    await noTooltip();
  },
};

export const Test_OverflowMenu: Story = {
  name: 'Test: overflow menu',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const more = within(toolbarOf(canvasElement)).getByRole('button', { name: 'Altre azioni' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mappa', 'Esporta', 'Importa', 'Proposte di fatturazione']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    await expect(onMap).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    // By pointer; left open for the screenshot.
    blur();
    await noTooltip();
    await userEvent.click(more);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Proposte di fatturazione' }));
    await expect(onBillingProposals).toHaveBeenCalledTimes(1);
    await userEvent.click(more);
    await body.findByRole('menu');
  },
};

/** A narrow page: 'Ricarica' and 'Ordinamento' move into the overflow menu, filters keep only the icon. */
export const Narrow: Story = {
  name: 'Narrow (collapses into the menu)',
  decorators: [
    (Story) => (
      <div style={{ width: 560, border: `1px dashed ${vars.color.borderStrong}` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const toolbar = within(toolbarOf(canvasElement));
    await waitFor(() =>
      expect(toolbarOf(canvasElement).parentElement).toHaveAttribute('data-compact'),
    );
    await expect(toolbar.queryByRole('button', { name: 'Ricarica' })).toBeNull();
    // The filters button keeps its name (now also its tooltip) and its badge.
    await expect(
      toolbar.getByRole('button', { name: 'Filtri avanzati' }),
    ).toHaveAccessibleDescription('2 filtri attivi');
    // Nothing sticks out of the row.
    const row = toolbarOf(canvasElement).parentElement as HTMLElement;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await userEvent.click(toolbar.getByRole('button', { name: 'Altre azioni' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ricarica',
      'Ordinamento',
      'Mappa',
      'Esporta',
      'Importa',
      'Proposte di fatturazione',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ricarica' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    blur();
    await noTooltip();
  },
};

export const NotificationsPage: Story = {
  args: {
    onSearch: undefined,
    onSearchChange: undefined,
    onViewChange: undefined,
    onSort: undefined,
    onLayoutChange: undefined,
    onAdvancedFilters: undefined,
    onNew: undefined,
    menuItems: [],
    onBack: fn(),
    onMarkAsRead: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const markAsRead = within(toolbarOf(canvasElement)).getByRole('button', {
      name: 'Segna come lette',
    });
    await userEvent.hover(markAsRead);
    await expect((await within(document.body).findByRole('tooltip')).textContent).toBe(
      'Segna come lette',
    );
    await userEvent.click(markAsRead);
    await expect(args.onMarkAsRead).toHaveBeenCalledTimes(1);
    await userEvent.unhover(markAsRead);
    blur();
    await noTooltip();
  },
};

export const DisabledAndPending: Story = {
  args: {
    onSearch: undefined,
    onSearchChange: undefined,
    onViewChange: undefined,
    onReload: undefined,
    onSort: undefined,
    onLayoutChange: undefined,
    onAdvancedFilters: undefined,
    menuItems: [],
    onBack: fn(),
    onSave: fn(),
    onDelete: fn(),
    onNew: fn(),
    disabledActions: ['delete', 'new'],
    pendingActions: ['save'],
  },
  play: async ({ canvasElement, args }) => {
    const toolbar = within(toolbarOf(canvasElement));
    const save = toolbar.getByRole('button', { name: 'SALVA' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(toolbar.getByRole('button', { name: 'ELIMINA' })).toBeDisabled();
    await expect(toolbar.getByRole('button', { name: 'NUOVO' })).toBeDisabled();
    // Disabled controls are skipped by the arrow keys.
    save.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(save).toHaveFocus();
    blur();
  },
};

export const CustomLabels: Story = {
  args: {
    labels: {
      search: 'Cerca fornitori...',
      new: 'NUOVO FORNITORE',
      advancedFilters: 'Filtri',
      view: 'Elenco',
    },
    activeFilterCount: 1,
    views: [
      { id: 'active', text: 'Fornitori attivi' },
      { id: 'all', text: 'Tutti i fornitori' },
    ],
    view: 'active',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Cerca fornitori...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'NUOVO FORNITORE' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Elenco' })).toHaveTextContent(
      'Fornitori attivi',
    );
    await expect(canvas.getByRole('button', { name: 'Filtri' })).toHaveAccessibleDescription(
      '1 filtro attivo',
    );
  },
};

export const Test_OnlyNew: Story = {
  name: 'Test: only the given controls',
  args: {
    onSearch: undefined,
    onSearchChange: undefined,
    onViewChange: undefined,
    onReload: undefined,
    onSort: undefined,
    onLayoutChange: undefined,
    onAdvancedFilters: undefined,
    menuItems: [],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['NUOVO']);
    await expect(within(canvasElement).queryByRole('searchbox')).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    onBack: fn(),
    onMarkAsRead: fn(),
    defaultSearchValue: 'Rossi',
    menuItems: [
      ...menuItems,
      {
        id: 'sheet',
        label: 'Esporta in Excel',
        icon: <FileSpreadsheet size={18} aria-hidden />,
        onSelect: fn(),
      },
    ],
  },
};
