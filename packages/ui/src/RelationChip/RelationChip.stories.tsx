import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chip } from '../Chip/Chip.tsx';
import { RelationChip } from './RelationChip.tsx';

const meta = {
  title: 'Data display/RelationChip',
  component: RelationChip,
  args: { type: 'building', label: 'Condominio Via Roma 12', onOpen: fn() },
} satisfies Meta<typeof RelationChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', {
      name: 'Immobile: Condominio Via Roma 12',
    });
    await userEvent.click(chip);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    chip.blur();
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
    // No dialog when the user may open the entity.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const Link: Story = {
  args: { onOpen: undefined, href: '#/ORG/buildings/mod/42', type: 'building' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Immobile: Condominio Via Roma 12',
    });
    await expect(link).toHaveAttribute('href', '#/ORG/buildings/mod/42');
  },
};

export const NotAllowed: Story = {
  args: { allowed: false, type: 'supplier', label: 'Idraulica Rossi S.r.l.' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const chip = within(canvasElement).getByRole('button', {
      name: 'Fornitore: Idraulica Rossi S.r.l.',
    });
    await expect(chip).toHaveAttribute('aria-haspopup', 'dialog');

    // Pointer: opens the info dialog, 'Chiudi' closes it and focus returns to the chip.
    await userEvent.click(chip);
    const dialog = await body.findByRole('dialog', { name: 'Fornitore' });
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(dialog).toHaveTextContent('Non hai i permessi per aprire questo elemento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(chip).toHaveFocus());

    // Keyboard: Enter opens it, focus moves inside, Escape closes and focus returns.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Fornitore' });
    await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(chip).toHaveFocus());
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const NotAllowedDialogOpen: Story = {
  args: {
    allowed: false,
    type: 'administrator',
    label: 'Studio Amministrazioni Bianchi',
    details: <Chip label="Amministratore di condominio" size="small" tone="info" />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Amministratore' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeVisible();
  },
};

export const NotAllowedBuilding: Story = {
  name: 'Test: building dialog title',
  args: { allowed: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await within(document.body).findByRole('dialog', { name: 'Immobile' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <RelationChip type="order" label="ODS-2025-0142" onOpen={() => {}} />
      <RelationChip type="contract" label="ODP-2024-0031" onOpen={() => {}} />
      <RelationChip type="ticket" label="TK-00981" onOpen={() => {}} />
      <RelationChip type="building" label="Condominio Via Roma 12" onOpen={() => {}} />
      <RelationChip type="administrator" label="Studio Bianchi" allowed={false} />
      <RelationChip type="supplier" label="Idraulica Rossi S.r.l." allowed={false} />
      <RelationChip type="employee" label="Giulia Esposito" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ordine: ODS-2025-0142' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ticket: TK-00981' })).toBeVisible();
    await expect(canvas.getByText('Giulia Esposito')).toBeVisible();
  },
};

export const Static: Story = {
  args: { onOpen: undefined, type: 'employee', label: 'Giulia Esposito' },
};

export const Small: Story = { args: { size: 'small', tone: 'primary' } };

export const LongItalianText: Story = {
  args: {
    label: 'Supercondominio Residenza dei Giardini di Porta Venezia, scala B, Via Lazzaretto 22',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};

export const CustomLabels: Story = {
  args: {
    allowed: false,
    typeLabel: 'Stabile',
    closeLabel: 'Ho capito',
    notAllowedMessage: 'Chiedi l’accesso all’amministratore.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Stabile: Condominio Via Roma 12' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Stabile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const DarkTheme: Story = { ...AllTypes, globals: { theme: 'dark' } };
