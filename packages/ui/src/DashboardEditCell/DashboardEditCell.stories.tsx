import { gridPlacement } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList } from 'lucide-react';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CounterCard } from '../CounterCard/CounterCard.tsx';
import { DashboardGrid } from '../DashboardGrid/DashboardGrid.tsx';
import { DashboardEditCell } from './DashboardEditCell.tsx';

/** A 2x1 dashboard cell (000 §9). */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 320, height: 160 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/DashboardEditCell',
  component: DashboardEditCell,
  args: {
    componentName: null,
    size: { width: 2, height: 1 },
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof DashboardEditCell>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = (button: HTMLElement) => button.parentElement as HTMLElement;
const opacity = (element: HTMLElement) => Number(getComputedStyle(element).opacity);

export const Empty: Story = {
  decorators: [cell],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Cella vuota 2x1' });
    await expect(group).toHaveAttribute('data-state', 'empty');
    await expect(group).toHaveTextContent('2x1');
    const add = canvas.getByRole('button', { name: 'Aggiungi un componente 2x1' });
    // Hidden until hovered or focused.
    await expect(opacity(overlayOf(add))).toBe(0);
    // Keyboard: Tab reaches the button and shows the overlay at once; Enter and Space add.
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await expect(opacity(overlayOf(add))).toBe(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onAdd).toHaveBeenCalledTimes(2);
    await expect(args.onRemove).not.toHaveBeenCalled();
    add.blur();
    await expect(opacity(overlayOf(add))).toBe(0);
  },
};

export const EmptyHovered: Story = {
  decorators: [cell],
  name: 'Empty: hovered',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Cella vuota 2x1' });
    const add = canvas.getByRole('button', { name: 'Aggiungi un componente 2x1' });
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(opacity(overlayOf(add))).toBe(1));
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    add.blur();
  },
};

export const Filled: Story = {
  decorators: [cell],
  args: {
    componentName: 'Ordini aperti',
    children: (
      <CounterCard
        title="Ordini aperti"
        value={12}
        tone="primary"
        icon={<ClipboardList size={18} aria-hidden />}
        href="/ORG/orders"
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Ordini aperti, 2x1' });
    await expect(group).toHaveAttribute('data-state', 'filled');
    // The placed widget is shown but not operable: its link is inert, out of reach.
    const link = canvas.getByText('Ordini aperti', { selector: 'span' }).closest('a');
    await expect(link?.closest('[inert]')).not.toBeNull();
    const remove = canvas.getByRole('button', { name: 'Rimuovi Ordini aperti' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await expect(opacity(overlayOf(remove))).toBe(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const FilledHovered: Story = {
  name: 'Filled: hovered',
  args: { componentName: 'Ticket da assegnare', size: { width: 4, height: 1 } },
  decorators: [
    (Story) => (
      <div style={{ width: 660, height: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('group', { name: 'Ticket da assegnare, 4x1' }));
    const remove = canvas.getByRole('button', { name: 'Rimuovi Ticket da assegnare' });
    await waitFor(() => expect(opacity(overlayOf(remove))).toBe(1));
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    remove.blur();
  },
};

export const LongItalianName: Story = {
  decorators: [cell],
  args: {
    componentName:
      'Ordini di servizio aperti non ancora confermati dal fornitore per gli immobili gestiti',
  },
};

export const CustomLabels: Story = {
  decorators: [cell],
  args: { labels: { addLabel: 'Add a {size} widget', add: 'Add', emptyCell: 'Empty {size}' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Empty 2x1' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add a 2x1 widget' })).toHaveTextContent('Add');
  },
};

export const SettingsGrid: Story = {
  name: 'In the settings grid',
  parameters: { layout: 'padded' },
  render: (args) => {
    const names: Record<number, string> = {
      0: 'Ordini aperti',
      3: 'Sinistri aperti',
      6: 'Riepilogo ordini',
      9: 'Ticket aperti',
    };
    return (
      <DashboardGrid
        label="Impostazioni dashboard"
        placements={gridPlacement('variant1')}
        renderCell={(placement) => (
          <DashboardEditCell
            componentName={names[placement.cell] ?? null}
            size={placement.size}
            onAdd={args.onAdd}
            onRemove={args.onRemove}
          />
        )}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every cell's button is in the Tab order, in configuration order.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(12);
    await expect(buttons[0]).toHaveAccessibleName('Rimuovi Ordini aperti');
    await expect(buttons[1]).toHaveAccessibleName('Aggiungi un componente 2x1');
    await expect(buttons[7]).toHaveAccessibleName('Aggiungi un componente 4x1');
    await expect(buttons[11]).toHaveAccessibleName('Aggiungi un componente 4x2');
  },
};

export const DarkTheme: Story = {
  ...SettingsGrid,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  play: undefined,
};
