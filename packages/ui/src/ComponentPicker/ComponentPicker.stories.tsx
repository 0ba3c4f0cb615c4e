import { componentsForCell, orgDashboardWidgets } from '@portineria/domain';
import type { DashboardCellSize, DashboardWidget, PermissionState } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import { ComponentPicker } from './ComponentPicker.tsx';
import type { ComponentPickerProps } from './ComponentPicker.tsx';

const LIST: DashboardCellSize = { width: 4, height: 2 };
const COUNTER: DashboardCellSize = { width: 2, height: 1 };

/** The tokens list is locked for this profile; everything else is allowed. */
function stateOf(widget: DashboardWidget): PermissionState {
  return widget.id === 'tokens_list' || widget.id === 'tokens_to_verify_counter'
    ? 'locked'
    : 'allowed';
}

/** What domain offers for an empty cell of this size on an administrator's dashboard. */
function categoriesFor(cellSize: DashboardCellSize, configuration: (string | null)[] = []) {
  return componentsForCell({
    cellSize,
    configuration,
    widgets: orgDashboardWidgets('administrator'),
    stateOf,
  });
}

const ordersList = orgDashboardWidgets('administrator').find(
  (widget) => widget.id === 'orders_list',
);
if (!ordersList) throw new Error('orders_list is in the catalogue');

const TRIGGER = 'Aggiungi un componente 4x2';

/** The settings cell's add button opens the picker; adding closes it. */
function Harness(props: ComponentPickerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {TRIGGER}
      </Button>
      <ComponentPicker
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        onAdd={(widgetId) => {
          props.onAdd(widgetId);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dashboard/ComponentPicker',
  component: ComponentPicker,
  args: {
    open: true,
    onOpenChange: fn(),
    onAdd: fn(),
    categories: categoriesFor(LIST, ['daily_events']),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ComponentPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const drawer = () => body().findByRole('dialog', { name: 'Componenti' });
const optionCard = (container: HTMLElement, name: string) =>
  within(container).getByRole('group', { name });

/** The time the card's actions show, measured by watching its `data-actions`. */
function whenActionsShow(card: HTMLElement): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (card.dataset.actions === 'visible') {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(card, { attributes: true, attributeFilter: ['data-actions'] });
  });
}

export const Lists: Story = {
  name: 'Lists (4x2 cell)',
  play: async ({ args }) => {
    const picker = await drawer();
    await expect(picker).toHaveAccessibleDescription(
      'Naviga tra le varie sezioni e seleziona il widget che vuoi aggiungere',
    );
    // The eight categories of 000 §2, in order, with their exact labels, as headings.
    const headings = within(picker).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent?.replace(/\d+$/, ''))).toEqual([
      "Attivita'",
      'Calendario',
      'Contatori',
      'Sinistri',
      'Ordini',
      'Preventivi',
      'Tickets',
      'Tokens',
    ]);
    // The first category with options is open; the others are closed.
    const expanded = headings.map((heading) =>
      within(heading).getByRole('button').getAttribute('aria-expanded'),
    );
    await expect(expanded).toEqual(['true', ...Array.from({ length: 7 }, () => 'false')]);

    // Hover: the actions show after 125 ms (000 §2), not before; leaving hides them. One
    // user-event session, so that it knows where the pointer was and moves it off the card.
    const user = userEvent.setup();
    const card = optionCard(picker, 'Attività di oggi');
    await expect(card).toHaveAttribute('data-actions', 'hidden');
    const shown = whenActionsShow(card);
    const hoveredAt = performance.now();
    await user.hover(card);
    const shownAt = await shown;
    await expect(shownAt - hoveredAt).toBeGreaterThanOrEqual(125);
    await expect(shownAt - hoveredAt).toBeLessThan(1000);
    // The pointer moves on to the drawer's title (the page under the modal drawer takes none).
    const title = within(picker).getByRole('heading', { name: 'Componenti' });
    await user.hover(title);
    await waitFor(() => expect(card).toHaveAttribute('data-actions', 'hidden'));

    // A pointer that only passes over the card never shows them.
    await user.hover(card);
    await user.hover(title);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(card).toHaveAttribute('data-actions', 'hidden');

    // Keyboard: focus shows them at once; Enter adds the widget.
    const add = within(card).getByRole('button', { name: 'Aggiungi Attività di oggi' });
    const focusShown = whenActionsShow(card);
    const focusedAt = performance.now();
    add.focus();
    await expect((await focusShown) - focusedAt).toBeLessThan(125);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('activities_list');
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    // Focus return to the cell's button is proven by 'Test: drawer behaviour' (here the drawer
    // was open from the start). The picker opens again for the screenshot.
    await userEvent.click(within(document.body).getByRole('button', { name: TRIGGER }));
    await drawer();
  },
};

export const Test_InfoSheet: Story = {
  name: 'Test: Informazioni opens the info sheet',
  play: async ({ args }) => {
    const picker = await drawer();
    const card = optionCard(picker, 'Attività di oggi');
    const info = within(card).getByRole('button', { name: 'Informazioni su Attività di oggi' });
    // Tab from 'Aggiungi' reaches 'Informazioni'; Space opens the sheet over the drawer.
    within(card).getByRole('button', { name: 'Aggiungi Attività di oggi' }).focus();
    await userEvent.tab();
    await expect(info).toHaveFocus();
    await userEvent.keyboard(' ');
    const sheet = await body().findByRole('dialog', { name: 'Informazioni' });
    await expect(sheet).toHaveTextContent('Attività di oggi');
    await expect(sheet).toHaveTextContent(
      'Mostra le attività da fare o in lavorazione previste per oggi',
    );
    // Escape closes only the sheet; focus goes back to 'Informazioni', the drawer stays.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(picker).toBeInTheDocument();
    await waitFor(() => expect(info).toHaveFocus());
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Open again with the pointer for the screenshot.
    await userEvent.click(info);
    await body().findByRole('dialog', { name: 'Informazioni' });
  },
};

export const Locked: Story = {
  name: 'Locked option',
  args: { defaultExpanded: ['Tokens'] },
  play: async ({ args }) => {
    const picker = await drawer();
    const card = optionCard(picker, 'Elenco tokens');
    await expect(card).toHaveAttribute('data-locked', 'true');
    const add = within(card).getByRole('button', { name: 'Aggiungi Elenco tokens' });
    // Locked but focusable: aria-disabled, described by the lock message, shown with its tooltip.
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    add.focus();
    await expect(add).toHaveAccessibleDescription('Funzionalità non disponibile');
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Funzionalità non disponibile');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(add);
    await expect(args.onAdd).not.toHaveBeenCalled();
    // The information stays available.
    await expect(
      within(card).getByRole('button', { name: 'Informazioni su Elenco tokens' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const EmptyCategory: Story = {
  name: 'Empty category',
  play: async () => {
    const picker = await drawer();
    const claims = within(picker).getByRole('button', { name: 'Sinistri' });
    await userEvent.click(claims);
    await expect(claims).toHaveAttribute('aria-expanded', 'true');
    await expect(within(picker).getByText('Nessun widget disponibile')).toBeVisible();
    // Several categories open at once.
    await expect(within(picker).getByRole('button', { name: "Attivita'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Arrow keys move between categories; Enter closes one.
    claims.focus();
    await userEvent.keyboard('{ArrowDown}');
    const orders = within(picker).getByRole('button', { name: 'Ordini' });
    await expect(orders).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(orders).toHaveAttribute('aria-expanded', 'true');
    orders.blur();
  },
};

export const Counters: Story = {
  name: 'Counters (2x1 cell)',
  args: { categories: categoriesFor(COUNTER), defaultExpanded: ['Contatori', 'Tokens'] },
  play: async () => {
    const picker = await drawer();
    // A widget without preview says so (000 §2).
    const card = optionCard(picker, 'Persone');
    await expect(card).toHaveTextContent('Anteprima non disponibile');
  },
};

export const Test_OverlayBehaviour: Story = {
  name: 'Test: drawer behaviour',
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: TRIGGER });
    await expectOverlayBehaviour({
      trigger,
      name: 'Componenti',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    const picker = await openOverlay({ trigger, name: 'Componenti', openWith: 'click' });
    await expect(picker).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongItalianText: Story = {
  args: {
    categories: [
      {
        category: 'Ordini',
        emptyMessage: null,
        options: [
          {
            locked: false,
            widget: {
              ...ordersList,
              name: 'Ordini di servizio in corso per tutti gli immobili gestiti dallo studio amministrativo',
            },
          },
        ],
      },
    ],
  },
};

export const CustomLabels: Story = {
  args: {
    labels: { title: 'Components', subtitle: 'Pick a widget', emptyCategory: 'No widgets' },
    defaultExpanded: ['Sinistri'],
  },
  play: async () => {
    const picker = await body().findByRole('dialog', { name: 'Components' });
    await expect(picker).toHaveAccessibleDescription('Pick a widget');
    await expect(within(picker).getByText('No widgets')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
