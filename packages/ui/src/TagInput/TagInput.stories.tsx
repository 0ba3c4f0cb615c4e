import { SUPPLIER_CATEGORY_SUGGESTIONS, requiredRule } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagInput } from './TagInput.tsx';

const meta = {
  title: 'Forms/TagInput',
  component: TagInput,
  args: {
    label: 'Categorie',
    suggestions: SUPPLIER_CATEGORY_SUGGESTIONS,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: ['Idraulico', 'Termoidraulico', 'Fabbro'] } };

export const WithError: Story = {
  args: { required: true, error: 'Il campo Categorie è obbligatorio' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Categorie' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Il campo Categorie è obbligatorio');
  },
};

export const Disabled: Story = {
  args: { defaultValue: ['Idraulico', 'Fabbro'], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Categorie' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Rimuovi Fabbro' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: ['Idraulico', 'Fabbro'], readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Categorie' });
    await userEvent.click(input);
    await userEvent.keyboard('Pulizie{Enter}{Backspace}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Categorie merceologiche e specializzazioni tecniche del fornitore',
    description: 'Separa le categorie con una virgola oppure premi Invio dopo ciascuna',
    defaultValue: ['Manutenzione impianti di riscaldamento centralizzato', 'Disinfestazione'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: ['Idraulico', 'Fabbro'] },
};

export const TestEnterAndCommaAdd: Story = {
  name: 'Test: Enter or a comma adds a tag',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Categorie' });
    await userEvent.click(input);
    await userEvent.keyboard('Idraulico{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Idraulico']);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('Fabbro,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Idraulico', 'Fabbro']);
    await expect(input).toHaveValue('');
    // A repeated tag, whatever its case, is kept once (domain parseSupplierCategories).
    await userEvent.keyboard('fabbro{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(
      within(canvas.getByRole('list', { name: 'Valori inseriti' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByText('Fabbro aggiunto')).toBeInTheDocument();
  },
};

export const TestBackspaceRemovesLast: Story = {
  name: 'Test: Backspace in the empty input removes the last tag',
  args: { defaultValue: ['Idraulico', 'Fabbro'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categorie' }));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Idraulico']);
    await expect(canvas.queryByText('Fabbro')).toBeNull();
    await expect(canvas.getByText('Fabbro rimosso')).toBeInTheDocument();
  },
};

export const TestRemoveWithKeyboard: Story = {
  name: 'Test: each tag is removable with the keyboard',
  args: { defaultValue: ['Idraulico', 'Fabbro', 'Pulizie'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Rimuovi Fabbro' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Idraulico', 'Pulizie']);
    await expect(canvas.getByRole('combobox', { name: 'Categorie' })).toHaveFocus();
  },
};

export const TestSuggestions: Story = {
  name: 'Test: suggestions filtered by the typed text',
  args: { defaultValue: ['Idraulico'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Categorie' });
    await userEvent.click(input);
    await userEvent.keyboard('idr');
    const listbox = await body.findByRole('listbox', { name: /^Suggerimenti/ });
    // Idraulico is already a tag: only Termoidraulico is offered.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Termoidraulico']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Idraulico', 'Termoidraulico']);
    await expect(input).toHaveValue('');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const TestOpenSuggestions: Story = {
  name: 'Test: the suggestions list',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Categorie' });
    await userEvent.click(input);
    await userEvent.keyboard('a');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox).toHaveAccessibleName('Suggerimenti Categorie');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await expect(within(listbox).queryByRole('option', { name: 'Pulizie' })).toBeNull();
  },
};

export const TestRequired: Story = {
  name: 'Test: removing the last tag reports the required field',
  args: {
    defaultValue: ['Pulizie'],
    required: true,
    validate: (tags: string[]) => requiredRule('Categorie')(tags),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categorie' }));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText('Il campo Categorie è obbligatorio')).toBeVisible();
  },
};
