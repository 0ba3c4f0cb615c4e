import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderChips } from '../OrderChips/OrderChips.tsx';
import { RelationChip } from '../RelationChip/RelationChip.tsx';
import { OrderSummary } from './OrderSummary.tsx';

const NOW = new Date('2026-03-10T10:00:00');
const openBuilding = fn();
/** The organisation's role, passed by spread: `role` on a JSX element reads as an ARIA role. */
const ORG = { role: 'org_2' } as const;

const meta = {
  title: 'Workflow/OrderSummary',
  component: OrderSummary,
  args: {
    object: 'Sostituzione colonna di scarico',
    code: 'ODS-2026-0042',
    createdAt: '2026-03-02T09:00:00',
    validTo: '2026-03-31',
    chips: (
      <OrderChips
        {...ORG}
        now={NOW}
        order={{ status: 'OPEN', validTo: '2026-03-31', isPending: true }}
      />
    ),
    relations: (
      <>
        <RelationChip type="building" label="Condominio Via Roma 12" onOpen={openBuilding} />
        <RelationChip type="supplier" label="Idraulica Bianchi" allowed={false} />
      </>
    ),
  },
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 002 §2.2: heading 'Ordine', object, chips, dates and relation chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sostituzione colonna di scarico' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ordine · ODS-2026-0042')).toBeVisible();
    await expect(canvas.getByText('02/03/2026')).toBeVisible();
    await expect(canvas.getByText('31/03/2026')).toBeVisible();
    await expect(canvas.getByText('Attività in corso')).toBeVisible();
  },
};

/** A relation the user may open opens; one they may not opens the info dialog (002 §2.2). */
export const RelationChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const relations = canvas.getByRole('group', { name: 'Collegamenti' });
    await userEvent.click(
      within(relations).getByRole('button', { name: 'Immobile: Condominio Via Roma 12' }),
    );
    await expect(openBuilding).toHaveBeenCalled();
    await userEvent.click(
      within(relations).getByRole('button', { name: 'Fornitore: Idraulica Bianchi' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Fornitore' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** A draft without expiry and relations: the dates show '-'. */
export const Draft: Story = {
  args: {
    code: null,
    validTo: null,
    relations: undefined,
    chips: <OrderChips {...ORG} now={NOW} order={{ status: 'DRAFT' }} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ordine')).toBeVisible();
    await expect(canvas.getByText('Bozza')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Collegamenti' })).toBeNull();
  },
};

/** A long object wraps instead of overflowing on a phone. */
export const LongObject: Story = {
  name: 'Test: long object on a narrow screen',
  args: {
    object:
      'Intervento urgente di sostituzione della colonna di scarico condominiale nel vano scala B, piani dal terzo al sesto, con ripristino delle piastrelle',
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 340 }}>
      <OrderSummary {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('[data-order-summary]') as HTMLElement;
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
  },
};
