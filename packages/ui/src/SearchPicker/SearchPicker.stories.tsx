import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Mock } from 'storybook/test';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import type { Condominium } from './sampleData.ts';
import { condominiums, delay, never, searchIn } from './sampleData.ts';
import { SearchPicker } from './SearchPicker.tsx';
import type { SearchPickerResult } from './SearchPicker.tsx';
import { SearchPickerDialog } from './SearchPickerDialog.tsx';

const meta = {
  title: 'Pickers/SearchPicker',
  component: SearchPicker,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchPicker>;
export default meta;

type SearchSpy = Mock<
  (
    text: string,
    signal: AbortSignal,
  ) => Promise<readonly Condominium[] | SearchPickerResult<Condominium>>
>;

/** The spies every story passes, and what it varies. */
interface StoryArgs {
  search: SearchSpy;
  onChange: Mock<(value: unknown) => void>;
  onSelectionPruned: Mock<(removed: Condominium[]) => void>;
  onConfirm: Mock<(value: unknown) => void>;
}
type Story = StoryObj<StoryArgs>;

const textOf = (item: Condominium) => `${item.name} ${item.address ?? ''}`;
const byName = (...names: string[]) => condominiums.filter((item) => names.includes(item.name));
const find = (name: string): Condominium => {
  const item = condominiums.find((each) => each.name === name);
  if (!item) throw new Error(`No sample ${name}`);
  return item;
};

/** How the stories present a condominium. */
const presentation = {
  label: 'Condominio',
  getKey: (item: Condominium) => item.id,
  getLabel: (item: Condominium) => item.name,
  getDescription: (item: Condominium) => item.address,
  getSubtext: (item: Condominium) => (item.units ? `${item.units} unità immobiliari` : undefined),
};

const spies = () => ({
  search: fn(searchIn(condominiums, textOf)),
  onChange: fn(),
  onSelectionPruned: fn(),
  onConfirm: fn(),
});

const body = () => within(document.body);
const combobox = (canvasElement: HTMLElement, name = 'Condominio') =>
  within(canvasElement).getByRole('combobox', { name });
const optionNames = () =>
  body()
    .queryAllByRole('option')
    .map((option) => option.querySelector('[id]')?.textContent ?? '');

/** The option whose label is `label`. */
function option(label: string): HTMLElement {
  const found = body()
    .getAllByRole('option')
    .find((each) => each.querySelector('[id]')?.textContent === label);
  if (!found) throw new Error(`No option ${label}`);
  return found;
}

const single: Story['render'] = (args) => (
  <SearchPicker<Condominium> {...presentation} search={args.search} onChange={args.onChange} />
);

export const Default: Story = {
  args: spies(),
  render: single,
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveAttribute(
      'placeholder',
      'Inizia a digitare per una ricerca più accurata',
    );
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardSelection: Story = {
  name: 'Test: type, arrows, Enter to select, Escape to close',
  args: spies(),
  render: single,
  play: async ({ canvasElement, args }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('con');
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    // One call for the three keystrokes: the search is debounced.
    await expect(args.search).toHaveBeenCalledTimes(1);
    await expect(args.search.mock.calls[0]?.[0]).toBe('con');
    await expect(optionNames()).toEqual([
      'Condominio Aurora',
      'Condominio Le Magnolie',
      'Supercondominio Parco Nord',
      'Condominio Il Gelso',
    ]);
    // Missing description and sub-text show their fallbacks.
    await expect(option('Condominio Le Magnolie')).toHaveAccessibleName(
      'Condominio Le Magnolie Nessuna descrizione disponibile 12 unità immobiliari',
    );
    await expect(option('Condominio Il Gelso')).toHaveAccessibleName(
      'Condominio Il Gelso Roma - Viale Marconi 45 (RM) 30 unità immobiliari',
    );

    await userEvent.keyboard('{ArrowDown}');
    const options = body().getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(find('Condominio Le Magnolie'));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Condominio Le Magnolie');

    // ArrowDown opens the results again; Escape closes them and keeps the selection.
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await waitFor(() =>
      expect(option('Condominio Le Magnolie')).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Condominio Le Magnolie');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const MinCharsHint: Story = {
  name: 'Min chars hint',
  args: spies(),
  render: (args) => (
    <SearchPicker<Condominium>
      {...presentation}
      minChars={3}
      search={args.search}
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('pa');
    await expect(
      await body().findByText('Digita i primi 3 caratteri per ottenere dei risultati'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.search).not.toHaveBeenCalled();
    await userEvent.keyboard('l');
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(1));
    await expect(args.search.mock.calls[0]?.[0]).toBe('pal');
    await waitFor(() => expect(optionNames()).toEqual(['Palazzo Verdi']));
    await userEvent.keyboard('{Backspace}');
    await body().findByText('Digita i primi 3 caratteri per ottenere dei risultati');
  },
};

export const Loading: Story = {
  args: {
    ...spies(),
    search: fn((_text: string, signal: AbortSignal) => never<Condominium[]>(signal)),
  },
  render: single,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body().findByText('Ricerca in corso…')).toBeVisible();
    await waitFor(() => expect(args.search).toHaveBeenCalledWith('', expect.any(AbortSignal)));
    await expect(body().getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoResults: Story = {
  name: 'No results',
  args: spies(),
  render: single,
  play: async ({ canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('Via Garibaldi');
    await expect(await body().findByText('Nessun risultato trovato')).toBeVisible();
    await expect(body().queryAllByRole('option')).toHaveLength(0);
  },
};

const failing = () =>
  fn(async (_text: string, signal: AbortSignal): Promise<Condominium[]> => {
    await delay(20, signal);
    throw new Error('Errore 500');
  });

export const ErrorState: Story = {
  name: 'Error',
  args: { ...spies(), search: failing() },
  render: single,
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body().findByText('Impossibile completare la ricerca')).toBeVisible();
    // Once the results close, the error stays under the field with its retry button.
    await userEvent.keyboard('{Escape}');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Impossibile completare la ricerca');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toHaveFocus();
  },
};

export const Retry: Story = {
  name: 'Test: retry after an error',
  args: { ...spies(), search: failing() },
  render: single,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    await body().findByText('Impossibile completare la ricerca');
    await userEvent.keyboard('{Escape}');
    const alert = await within(canvasElement).findByRole('alert');
    args.search.mockImplementation(searchIn(condominiums, textOf));
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(optionNames()).toHaveLength(condominiums.length));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(combobox(canvasElement)).toHaveFocus();
  },
};

export const SingleSelected: Story = {
  name: 'Single selected',
  args: spies(),
  render: (args) => (
    <SearchPicker<Condominium>
      {...presentation}
      search={args.search}
      defaultValue={find('Residenza I Platani')}
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveValue('Residenza I Platani');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mostra i risultati' }),
    );
    await body().findByRole('listbox');
    await waitFor(() => expect(optionNames()).toHaveLength(condominiums.length));
    const selected = option('Residenza I Platani');
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveAttribute('data-selected', 'true');
  },
};

const multiple: Story['render'] = (args) => (
  <SearchPicker<Condominium>
    {...presentation}
    selectionMode="multiple"
    search={args.search}
    defaultValue={byName('Condominio Aurora', 'Supercondominio Parco Nord')}
    onChange={args.onChange}
  />
);

const tagNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    // hidden: while the results are open the chips are hidden from assistive technologies.
    .queryAllByRole('row', { hidden: true })
    .map((row) => row.textContent);

export const MultipleSelected: Story = {
  name: 'Multiple selected',
  args: spies(),
  render: multiple,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Elementi selezionati' });
    await expect(grid).toBeVisible();
    await expect(tagNames(canvasElement)).toEqual([
      'Condominio Aurora',
      'Supercondominio Parco Nord',
    ]);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Rimuovi Condominio Aurora' }),
    ).toBeInTheDocument();
  },
};

export const MultipleKeyboard: Story = {
  name: 'Test: chips removed and added with the keyboard',
  args: spies(),
  render: multiple,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The chips are one tab stop; the arrows move between them; Delete removes one.
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([find('Condominio Aurora')]);
    await waitFor(() => expect(tagNames(canvasElement)).toEqual(['Condominio Aurora']));

    // Type, pick with the arrows and Enter: the list stays open for more.
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('gelso');
    await waitFor(() => expect(optionNames()).toEqual(['Condominio Il Gelso']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      find('Condominio Aurora'),
      find('Condominio Il Gelso'),
    ]);
    await expect(body().getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());

    // Backspace in the empty input removes the last chip.
    await userEvent.clear(combobox(canvasElement));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([find('Condominio Aurora')]);
    await waitFor(() => expect(tagNames(canvasElement)).toEqual(['Condominio Aurora']));
    // Clearing the text opened the results: close them for a stable final frame.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const StaleRequestCancelled: Story = {
  name: 'Stale request cancelled',
  args: {
    ...spies(),
    search: fn(async (text: string, signal: AbortSignal): Promise<Condominium[]> => {
      if (text === 'Mil') {
        // A server that ignores the abort and answers late, with an answer that must be dropped.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return byName('Palazzo Verdi');
      }
      await delay(20, signal);
      return condominiums.filter((item) => textOf(item).toLowerCase().includes(text.toLowerCase()));
    }),
  },
  render: single,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('Mil');
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('ano');
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(2));
    const [first, second] = args.search.mock.calls;
    await expect(first?.[0]).toBe('Mil');
    await expect(first?.[1].aborted).toBe(true);
    await expect(second?.[0]).toBe('Milano');
    await expect(second?.[1].aborted).toBe(false);
    await waitFor(() =>
      expect(optionNames()).toEqual(['Condominio Aurora', 'Supercondominio Parco Nord']),
    );
    // The late answer of 'Mil' arrives now and is ignored.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(optionNames()).toEqual(['Condominio Aurora', 'Supercondominio Parco Nord']);
  },
};

/** The search of the removal stories: everything but Palazzo Verdi, which no longer exists. */
const withoutVerdi = (authoritative: (text: string) => boolean) =>
  fn(async (text: string, signal: AbortSignal): Promise<SearchPickerResult<Condominium>> => {
    await delay(20, signal);
    const items = condominiums.filter(
      (item) => item.id !== 'c3' && textOf(item).toLowerCase().includes(text.toLowerCase()),
    );
    return { items, authoritative: authoritative(text) };
  });

const removal: Story['render'] = (args) => (
  <SearchPicker<Condominium>
    {...presentation}
    selectionMode="multiple"
    search={args.search}
    defaultValue={byName('Condominio Aurora', 'Palazzo Verdi')}
    onChange={args.onChange}
    onSelectionPruned={args.onSelectionPruned}
  />
);

/**
 * The rule (002 §5.2): the empty-text search returns every condominium and the story marks it
 * authoritative; Palazzo Verdi is missing from it, so it leaves the selection.
 */
export const RemovedWhenMissing: Story = {
  name: 'Removed when missing',
  args: { ...spies(), search: withoutVerdi((text) => text === '') },
  render: removal,
  play: async ({ canvasElement, args }) => {
    await expect(tagNames(canvasElement)).toEqual(['Condominio Aurora', 'Palazzo Verdi']);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mostra i risultati' }),
    );
    await waitFor(() =>
      expect(args.onSelectionPruned).toHaveBeenCalledWith([find('Palazzo Verdi')]),
    );
    await expect(args.onChange).toHaveBeenCalledWith([find('Condominio Aurora')]);
    await expect(
      await body().findByText('Non più disponibile, rimosso dalla selezione: Palazzo Verdi'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tagNames(canvasElement)).toEqual(['Condominio Aurora']));
  },
};

export const KeptWhenNotAuthoritative: Story = {
  name: 'Test: a text search never removes',
  args: { ...spies(), search: withoutVerdi(() => false) },
  render: removal,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('condominio');
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    await expect(args.onSelectionPruned).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(tagNames(canvasElement)).toEqual(['Condominio Aurora', 'Palazzo Verdi']);
  },
};

export const DisabledEmpty: Story = {
  name: 'Disabled, empty',
  args: spies(),
  // A locked picker with nothing chosen (a poll's other buildings once it has votes): the
  // placeholder stays readable (axe's contrast check runs on every story).
  render: (args) => <SearchPicker<Condominium> {...presentation} isDisabled search={args.search} />,
  play: async ({ canvasElement, args }) => {
    await expect(combobox(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByText('Inizia a digitare per una ricerca più accurata'),
    ).toBeVisible();
    await expect(args.search).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: spies(),
  render: (args) => (
    <SearchPicker<Condominium>
      {...presentation}
      isDisabled
      search={args.search}
      defaultValue={find('Condominio Aurora')}
    />
  ),
  play: async ({ canvasElement, args }) => {
    await expect(combobox(canvasElement)).toBeDisabled();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mostra i risultati' }),
    );
    await expect(body().queryByRole('listbox')).toBeNull();
    await expect(args.search).not.toHaveBeenCalled();
  },
};

const longNames: Condominium[] = [
  {
    id: 'l1',
    name: 'Supercondominio Residenziale e Commerciale “Giardini di Porta Nuova” – Edificio C, scala B',
    address: 'Milano - Via Giuseppe Mazzini angolo Corso Vittorio Emanuele II 128 (MI)',
    units: 212,
  },
  { id: 'l2', name: 'Condominio Aurora', address: 'Milano - Via Roma 12 (MI)', units: 24 },
];

export const LongItalianText: Story = {
  name: 'Long Italian text',
  args: { ...spies(), search: fn(searchIn(longNames, textOf)) },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <SearchPicker<Condominium>
      {...presentation}
      search={args.search}
      selectionMode="multiple"
      defaultValue={longNames}
      description="Scegli i condomìni a cui inviare la comunicazione"
      labels={{ placeholder: 'Cerca per nome o per indirizzo del condominio' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
  },
};

/** The placeholder shows whole: every line of it inside the field, none cut. */
async function expectPlaceholderWhole(canvasElement: HTMLElement) {
  const text = canvasElement.querySelector<HTMLElement>('[data-placeholder]');
  if (!text) throw new Error('No placeholder text');
  await expect(text).toHaveTextContent('Inizia a digitare per una ricerca più accurata');
  await expect(text).toBeVisible();
  await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  // The field around the input area (its border is the picker's edge).
  const field = text.parentElement?.parentElement;
  if (!field) throw new Error('No field');
  const inner = text.getBoundingClientRect();
  const outer = field.getBoundingClientRect();
  await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
  await expect(inner.right).toBeLessThanOrEqual(outer.right);
  await expect(inner.top).toBeGreaterThanOrEqual(outer.top);
  await expect(inner.bottom).toBeLessThanOrEqual(outer.bottom);
}

export const NarrowPlaceholder: Story = {
  name: 'Test: narrow picker wraps its placeholder (order form at 390 px)',
  args: spies(),
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  render: single,
  play: async ({ canvasElement }) => {
    await expectPlaceholderWhole(canvasElement);
    // Typing hides it; clearing the text shows it again, still whole.
    const input = combobox(canvasElement);
    await userEvent.type(input, 'con');
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(input);
    await expectPlaceholderWhole(canvasElement);
    await expect(input).toHaveAttribute(
      'placeholder',
      'Inizia a digitare per una ricerca più accurata',
    );
  },
};

export const CustomLabels: Story = {
  name: 'Test: labels overridden',
  args: spies(),
  render: (args) => (
    <SearchPicker<Condominium>
      {...presentation}
      label="Building"
      minChars={2}
      search={args.search}
      labels={{
        placeholder: 'Start typing',
        minChars: 'Type at least {count} characters',
        showResults: 'Show results',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement, 'Building');
    await expect(input).toHaveAttribute('placeholder', 'Start typing');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show results' }));
    await expect(await body().findByText('Type at least 2 characters')).toBeVisible();
  },
};

// ——— SearchPickerDialog ———

function DialogDemo({ args, initiallyOpen }: { args: StoryArgs; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [chosen, setChosen] = useState<Condominium | null>(find('Condominio Aurora'));
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>Condominio scelto: {chosen?.name ?? 'nessuno'}</p>
      <SearchPickerDialog<Condominium>
        {...presentation}
        title="Scegli il condominio"
        trigger={<Button variant="outlined">Scegli il condominio</Button>}
        open={open}
        onOpenChange={setOpen}
        search={args.search}
        value={chosen}
        onConfirm={(item) => {
          args.onConfirm(item);
          setChosen(item);
        }}
      />
    </>
  );
}

export const DialogVariant: Story = {
  name: 'Dialog',
  args: spies(),
  render: (args) => <DialogDemo args={args} initiallyOpen />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Scegli il condominio' });
    const input = within(dialog).getByRole('combobox', { name: 'Condominio' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('Condominio Aurora');
    await expect(dialog).toHaveStyle({ maxWidth: '600px' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option')).toHaveLength(condominiums.length),
    );
  },
};

export const DialogFlow: Story = {
  name: 'Test: dialog confirm, cancel and Escape',
  args: spies(),
  render: (args) => <DialogDemo args={args} initiallyOpen={false} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Scegli il condominio' });
    await userEvent.click(trigger);
    let dialog = await body().findByRole('dialog', { name: 'Scegli il condominio' });
    let input = within(dialog).getByRole('combobox', { name: 'Condominio' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.keyboard('gelso');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Condominio Il Gelso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(find('Condominio Il Gelso'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(
      within(canvasElement).getByText('Condominio scelto: Condominio Il Gelso'),
    ).toBeVisible();

    // Escape closes the results first, then the dialog, without confirming.
    await userEvent.keyboard('{Enter}');
    dialog = await body().findByRole('dialog', { name: 'Scegli il condominio' });
    input = within(dialog).getByRole('combobox', { name: 'Condominio' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await within(dialog).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('listbox')).toBeNull());
    await expect(body().getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    // Annulla drops the draft.
    await userEvent.click(trigger);
    dialog = await body().findByRole('dialog', { name: 'Scegli il condominio' });
    input = within(dialog).getByRole('combobox', { name: 'Condominio' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.keyboard('aurora');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(
      within(canvasElement).getByText('Condominio scelto: Condominio Il Gelso'),
    ).toBeVisible();
  },
};
