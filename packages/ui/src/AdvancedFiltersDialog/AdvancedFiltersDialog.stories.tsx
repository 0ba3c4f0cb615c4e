import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import { AdvancedFiltersDialog } from './AdvancedFiltersDialog.tsx';
import type { AdvancedFiltersDialogProps } from './AdvancedFiltersDialog.tsx';

const TRIGGER = 'Filtri avanzati';
const TITLE = 'Filtri avanzati';

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const inputStyle = { font: 'inherit', padding: 8 } as const;

interface Filters {
  status: string;
  supplier: string;
  building: string;
}
const empty: Filters = { status: '', supplier: '', building: '' };

/** Stand-in filter fields: the app composes the real ones from the forms and pickers groups. */
function FilterFields({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <>
      <label style={fieldStyle}>
        Stato
        <select
          name="status"
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value })}
          style={inputStyle}
        >
          <option value="">Tutti</option>
          <option value="open">Aperto</option>
          <option value="closed">Chiuso</option>
        </select>
      </label>
      <label style={fieldStyle}>
        Fornitore
        <input
          name="supplier"
          value={value.supplier}
          onChange={(event) => onChange({ ...value, supplier: event.target.value })}
          style={inputStyle}
        />
      </label>
      <label style={fieldStyle}>
        Immobile
        <input
          name="building"
          value={value.building}
          onChange={(event) => onChange({ ...value, building: event.target.value })}
          style={inputStyle}
        />
      </label>
    </>
  );
}

/** The dialog wired as an app would: draft values, active count from them, Ripristina clears them. */
function FiltersDemo({
  initial = empty,
  ...args
}: Omit<AdvancedFiltersDialogProps, 'children'> & { initial?: Filters }) {
  const [filters, setFilters] = useState<Filters>(initial);
  const activeCount = Object.values(filters).filter(Boolean).length;
  return (
    <AdvancedFiltersDialog
      {...args}
      activeCount={activeCount}
      onReset={() => {
        setFilters(empty);
        args.onReset();
      }}
      trigger={<Button variant="outlined">{TRIGGER}</Button>}
    >
      <FilterFields value={filters} onChange={setFilters} />
    </AdvancedFiltersDialog>
  );
}

const meta = {
  title: 'Overlays/AdvancedFiltersDialog',
  component: AdvancedFiltersDialog,
  args: { activeCount: 0, onApply: fn(), onReset: fn(), onOpenChange: fn(), children: null },
  render: ({ children: _children, ...args }) => (
    <FiltersDemo
      {...args}
      initial={{ status: 'open', supplier: 'Edilnord S.r.l.', building: '' }}
    />
  ),
} satisfies Meta<typeof AdvancedFiltersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });

export const Default: Story = {
  name: 'Two active filters',
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: TITLE,
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    // Closing without Applica applies nothing.
    await expect(args.onApply).not.toHaveBeenCalled();
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: TITLE,
      openWith: 'click',
    });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 filtri attivi');
    await expect(dialog).toHaveAccessibleDescription('2 filtri attivi');
  },
};

export const NoActiveFilters: Story = {
  render: ({ children: _children, ...args }) => <FiltersDemo {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: TITLE,
      openWith: 'click',
    });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Nessun filtro attivo');
  },
};

export const OneActiveFilter: Story = {
  render: ({ children: _children, ...args }) => (
    <FiltersDemo {...args} initial={{ ...empty, building: 'Via Roma 12' }} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: TITLE,
      openWith: 'click',
    });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('1 filtro attivo');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openOverlay({ trigger: triggerOf(canvasElement), name: TITLE, openWith: 'click' });
  },
};

export const Test_Apply: Story = {
  name: 'Test: Applica by click passes the values and closes',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const dialog = await openOverlay({ trigger, name: TITLE, openWith: 'click' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Immobile' }), 'Via Roma 12');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('3 filtri attivi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Applica' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    const values = (args.onApply as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(Object.fromEntries(values)).toEqual({
      status: 'open',
      supplier: 'Edilnord S.r.l.',
      building: 'Via Roma 12',
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Test_KeyboardFlow: Story = {
  name: 'Test: keyboard flow (Tab order, Enter on Ripristina, Enter in a field applies)',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const dialog = await openOverlay({ trigger, name: TITLE });
    const inside = within(dialog);
    // Title bar first: Chiudi, Ripristina, Applica; then the fields in reading order.
    await expect(inside.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Ripristina' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    // Ripristina keeps the dialog open and the focus where it was; the count is announced.
    await expect(dialog).toBeInTheDocument();
    await expect(inside.getByRole('button', { name: 'Ripristina' })).toHaveFocus();
    await expect(inside.getByRole('status')).toHaveTextContent('Nessun filtro attivo');
    await expect(inside.getByRole('textbox', { name: 'Fornitore' })).toHaveValue('');
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Applica' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('combobox', { name: 'Stato' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('textbox', { name: 'Fornitore' })).toHaveFocus();
    await userEvent.keyboard('Manutenzioni Rossi{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    const values = (args.onApply as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(values.get('supplier')).toBe('Manutenzioni Rossi');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Test_ResetByClick: Story = {
  name: 'Test: Ripristina by click',
  play: async ({ canvasElement, args }) => {
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: TITLE,
      openWith: 'click',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ripristina' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Nessun filtro attivo');
  },
};

export const Test_LabelsOverridden: Story = {
  name: 'Test: labels overridden',
  args: {
    title: 'Filtra gli ordini',
    resetLabel: 'Azzera',
    applyLabel: 'Mostra risultati',
    formatActiveCount: (count: number) => `Filtri: ${count}`,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'Filtra gli ordini',
      openWith: 'click',
    });
    await expect(within(dialog).getByRole('button', { name: 'Azzera' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'Mostra risultati' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Filtri: 2');
  },
};
