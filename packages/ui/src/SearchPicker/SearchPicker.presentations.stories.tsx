import type { Meta, StoryObj } from '@storybook/react-vite';
import { supplierDisplayName } from '@portineria/domain';
import type { Mock } from 'storybook/test';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  activities,
  buildings,
  claims,
  contacts,
  employees,
  orders,
  searchIn,
  suppliers,
  tickets,
  units,
} from './sampleData.ts';
import { SearchPicker } from './SearchPicker.tsx';
import type { SearchPickerPresentation } from './SearchPicker.tsx';
import {
  activityPickerPresentation,
  buildingPickerPresentation,
  claimPickerPresentation,
  contactPickerPresentation,
  employeePickerPresentation,
  orderPickerPresentation,
  supplierPickerPresentation,
  ticketPickerPresentation,
  unitPickerPresentation,
} from './SearchPicker.presentations.tsx';

const meta = {
  title: 'Pickers/Entity pickers',
  component: SearchPicker,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchPicker>;
export default meta;

interface StoryArgs {
  search: Mock<(text: string, signal: AbortSignal) => Promise<unknown[]>>;
}
type Story = StoryObj<StoryArgs>;

const body = () => within(document.body);

/** The options' accessible names, in order. */
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

/** An option's name is all its visible text: the label, then the chips and the other lines. */
async function expectOptionText(label: string, rest?: string) {
  await expect(option(label)).toHaveAccessibleName(rest ? `${label} ${rest}` : label);
}

/**
 * Renders a picker with a presentation over sample items, searched by label. The play functions
 * are written out in each story (not built here) so that the test runner sees them and waits.
 */
function entityStory<T>(presentation: SearchPickerPresentation<T>, items: readonly T[]): Story {
  return {
    args: { search: fn(searchIn(items, presentation.getLabel)) as StoryArgs['search'] },
    render: (args) => (
      <SearchPicker<T>
        {...presentation}
        search={args.search as unknown as (text: string, signal: AbortSignal) => Promise<T[]>}
      />
    ),
  };
}

/** Opens the results of the picker labelled `label` with the keyboard. */
async function openResults(canvasElement: HTMLElement, label: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.keyboard('{ArrowDown}');
  await body().findByRole('listbox');
}

/** Activities: code, order, status chip; only todo and working are offered (002 §5.2). */
export const Activities: Story = {
  ...entityStory(activityPickerPresentation(), activities),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Attività');
    await waitFor(() =>
      expect(optionNames()).toEqual(['ATT-2024-0012', 'ATT-2024-0013', 'ATT-2024-0015']),
    );
    await expectOptionText(
      'ATT-2024-0013',
      'In lavorazione Manutenzione ascensore Ordine ODP-2024-0004',
    );
    await expectOptionText(
      'ATT-2024-0015',
      'Da fare Nessuna descrizione disponibile Nessuna informazione aggiuntiva',
    );
  },
};

/** Buildings: name, address 'city - street (province)', 'Disabilitato' (002 §8). */
export const Buildings: Story = {
  ...entityStory(buildingPickerPresentation(), buildings),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Immobile');
    await waitFor(() => expect(optionNames()).toHaveLength(buildings.length));
    await expectOptionText('Palazzo Verdi', 'Disabilitato Bologna - Via dell’Indipendenza 8 (BO)');
    await expectOptionText('Residenza I Platani', 'Torino - Corso Francia 220 (TO)');
    await expectOptionText('Villa Rosa', 'Firenze (FI)');
    await expectOptionText('Magazzino Via Tortona', '-');
  },
};

/** Claims: code, building, status; closed claims are excluded (002 §5.2). */
export const Claims: Story = {
  ...entityStory(claimPickerPresentation(), claims),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Sinistro');
    await waitFor(() =>
      expect(optionNames()).toEqual(['SIN-2024-031', 'SIN-2024-027', 'SIN-2024-035']),
    );
    await expectOptionText('SIN-2024-031', 'Aperto Condominio Aurora');
    await expectOptionText('SIN-2024-035', 'In verifica Nessuna descrizione disponibile');
  },
};

/** Employees: full name, 'Non registrato' when `_user` is null (002 §8). */
export const Employees: Story = {
  ...entityStory(employeePickerPresentation(), employees),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Dipendente');
    await waitFor(() => expect(optionNames()).toHaveLength(employees.length));
    await expectOptionText('Marco Esposito', 'Non registrato');
    await expectOptionText('Giulia Bianchi');
  },
};

/** Contacts (an entitlement's contact and deputy): the full name and the e-mail. */
export const Contacts: Story = {
  ...entityStory(contactPickerPresentation(), contacts),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Contatto');
    await waitFor(() => expect(optionNames()).toEqual(['Elena Fontana', 'Condominio Aurora']));
    await expectOptionText('Elena Fontana', 'elena.fontana@example.it');
  },
};

/** Units (an entitlement's unit): the name, or the code, and the code. */
export const Units: Story = {
  ...entityStory(unitPickerPresentation(), units),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Unità');
    await waitFor(() => expect(optionNames()).toEqual(['Appartamento 4', 'MZ-B2']));
    await expectOptionText('Appartamento 4', 'Codice MZ-04');
  },
};

/** Orders and contracts: object, code, 'Ordine' (ODS) or 'Ordine ripetuto' (ODP). */
export const Orders: Story = {
  ...entityStory(orderPickerPresentation(), orders),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Ordine');
    await waitFor(() => expect(optionNames()).toHaveLength(orders.length));
    await expectOptionText('Manutenzione ascensore', 'Ordine ripetuto Codice ODP-2024-0004');
    await expectOptionText('Sostituzione citofoni', 'Ordine Codice ODS-2024-0091');
    // An order without an object shows its code.
    await expectOptionText('ODP-2024-0007', 'Ordine ripetuto Codice ODP-2024-0007');
  },
};

/** Suppliers: name1 name2 (or the code), and the code. */
export const Suppliers: Story = {
  ...entityStory(supplierPickerPresentation(), suppliers),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Fornitore');
    await waitFor(() => expect(optionNames()).toEqual(suppliers.map(supplierDisplayName)));
    await expectOptionText('Rossi Impianti S.r.l.', 'Codice FOR-0042');
    await expectOptionText('FOR-0215', 'Codice FOR-0215');
    await expectOptionText('Ascensori Ferrari & Figli S.p.A.', 'Nessuna descrizione disponibile');
  },
};

/** Tickets: object and requester, or 'Nessun richiedente' (002 §8). */
export const Tickets: Story = {
  ...entityStory(ticketPickerPresentation(), tickets),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Ticket');
    await waitFor(() => expect(optionNames()).toHaveLength(tickets.length));
    await expectOptionText('Infiltrazione dal tetto', 'Anna Ricci');
    await expectOptionText('Cancello carraio bloccato', 'Nessun richiedente');
    await expectOptionText('Lampadine fulminate nel vano scale', 'Paolo Greco');
  },
};

/** Every text of a presentation can be replaced. */
export const CustomLabels: Story = {
  name: 'Test: presentation labels overridden',
  ...entityStory(
    employeePickerPresentation({
      employee: 'Collaboratore',
      employeeNotRegistered: 'Senza account',
    }),
    employees,
  ),
  play: async ({ canvasElement }) => {
    await openResults(canvasElement, 'Collaboratore');
    await waitFor(() => expect(optionNames()).toHaveLength(employees.length));
    await expectOptionText('Luca Colombo', 'Senza account');
  },
};
