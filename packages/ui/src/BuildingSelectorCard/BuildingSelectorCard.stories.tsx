import {
  initialUsrBuildingSelection,
  usrBuildingNavigation,
  usrBuildingSelection,
} from '@portineria/domain';
import type { UsrBuilding, UsrBuildingSelectionState } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BuildingSelectorCard } from './BuildingSelectorCard.tsx';
import type { BuildingSelectorCardProps } from './BuildingSelectorCard.tsx';

const BUILDINGS: UsrBuilding[] = [
  {
    id: 11,
    name: 'Condominio Aurora',
    city: 'Milano',
    street: 'Via Roma 12',
    province: 'mi',
    isPrivate: false,
  },
  {
    id: 12,
    name: 'Villetta Bianchi',
    city: 'Monza',
    street: 'Via Lecco 3',
    province: 'MB',
    isPrivate: true,
  },
  {
    id: 13,
    name: 'Residenza I Tigli',
    city: 'Bergamo',
    street: 'Viale Papa Giovanni XXIII 48',
    province: 'BG',
    isPrivate: false,
  },
];

/** The app's wiring: domain's selection reducer and navigation flags, spies for the stories. */
function Harness(props: BuildingSelectorCardProps) {
  const [state, setState] = useState<UsrBuildingSelectionState>({
    ...initialUsrBuildingSelection(props.buildings),
    index: props.selectedIndex,
  });
  const { hasPrevious, hasNext } = usrBuildingNavigation(state);
  return (
    <div style={{ width: 900, height: 160 }}>
      <BuildingSelectorCard
        {...props}
        buildings={state.buildings}
        selectedIndex={state.index}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
        onSelect={(buildingId) => {
          props.onSelect(buildingId);
          setState((current) => usrBuildingSelection(current, { type: 'select', buildingId }));
        }}
        onPrevious={() => {
          props.onPrevious();
          setState((current) => usrBuildingSelection(current, { type: 'previous' }));
        }}
        onNext={() => {
          props.onNext();
          setState((current) => usrBuildingSelection(current, { type: 'next' }));
        }}
        onUnselect={() => {
          props.onUnselect();
          setState((current) => usrBuildingSelection(current, { type: 'unselect' }));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/BuildingSelectorCard',
  component: BuildingSelectorCard,
  args: {
    buildings: BUILDINGS,
    selectedIndex: -1,
    onSelect: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onUnselect: fn(),
    hasPrevious: false,
    hasNext: false,
    publicPageHref: (building: UsrBuilding) => `/buildings/${building.id}`,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof BuildingSelectorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const NoneSelected: Story = {
  name: 'None selected',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Seleziona un immobile' });
    await expect(select).toHaveTextContent('Scegli un immobile');
    // Keyboard: open the list, move to the second building, choose it.
    select.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Condominio Aurora, Milano - Via Roma 12 (MI)',
      'Villetta Bianchi, Monza - Via Lecco 3 (MB)',
      'Residenza I Tigli, Bergamo - Viale Papa Giovanni XXIII 48 (BG)',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(12);
    // The card replaces the select and takes the focus.
    const heading = await canvas.findByRole('heading', { name: 'Villetta Bianchi' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Back with unselect: the select returns and takes the focus.
    await userEvent.click(canvas.getByRole('button', { name: "Deseleziona l'immobile" }));
    await expect(args.onUnselect).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Seleziona un immobile' })).toHaveFocus(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Selected: Story = {
  args: { selectedIndex: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Condominio Aurora' });
    // 000 §3: 'city - street (province)'.
    await expect(card).toHaveTextContent('Milano - Via Roma 12 (MI)');
    await expect(card).toHaveTextContent('1 di 3');
    const previous = canvas.getByRole('button', { name: 'Immobile precedente' });
    const next = canvas.getByRole('button', { name: 'Immobile successivo' });
    // First building: previous is disabled but keeps its place in the Tab order.
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPrevious).not.toHaveBeenCalled();
    // Next with the keyboard, up to the last building, where next is disabled.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Villetta Bianchi');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Residenza I Tigli');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    // The public page opens in a new tab (000 §2).
    const publicPage = canvas.getByRole('link', {
      name: 'Pagina pubblica (si apre in una nuova scheda)',
    });
    await expect(publicPage).toHaveAttribute('href', '/buildings/13');
    await expect(publicPage).toHaveAttribute('target', '_blank');
    await expect(publicPage).toHaveAttribute('rel', 'noopener noreferrer');
    next.blur();
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const PrivateBuilding: Story = {
  name: 'Private building',
  args: { selectedIndex: 1 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Villetta Bianchi' });
    await expect(card).toHaveAttribute('data-private', 'true');
    await expect(within(card).getByText('Immobile privato')).toBeVisible();
  },
};

export const NoBuildings: Story = {
  name: 'No buildings',
  args: { buildings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessun immobile disponibile')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const MissingAddress: Story = {
  name: 'Missing address parts',
  args: {
    buildings: [{ id: 'b-1', name: 'Magazzino comunale', city: 'Lodi', street: null }],
    selectedIndex: 0,
    publicPageHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lodi')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongItalianText: Story = {
  args: {
    buildings: [
      {
        id: 1,
        name: 'Supercondominio Residenza dei Giardini Pensili di Porta Nuova, scala C',
        city: 'San Giovanni in Persiceto',
        street: 'Via della Circonvallazione Esterna Nord-Ovest 1284/B',
        province: 'BO',
        isPrivate: true,
      },
      ...BUILDINGS,
    ],
    selectedIndex: 0,
  },
};

export const CustomLabels: Story = {
  args: {
    labels: { select: 'Choose a building', placeholder: 'None', title: 'Building' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Choose a building' }),
    ).toHaveTextContent('None');
  },
};

export const DarkTheme: Story = {
  args: { selectedIndex: 1 },
  globals: { theme: 'dark' },
};
