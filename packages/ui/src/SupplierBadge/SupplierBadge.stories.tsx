import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupplierBadge } from './SupplierBadge.tsx';

const meta = {
  title: 'Data display/SupplierBadge',
  component: SupplierBadge,
  args: {
    supplier: {
      vat: '01234567890',
      status: 'enabled',
      systemStatus: 'enabled',
      certificationStatus: 'validated',
    },
  },
} satisfies Meta<typeof SupplierBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectLabel =
  (label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(label)).toBeVisible();
  };

export const Validated: Story = { play: expectLabel('Validato') };

export const Occasional: Story = {
  args: { supplier: { vat: null, status: 'enabled', certificationStatus: 'validated' } },
  play: expectLabel('Con prestazioni occasionali'),
};

export const AccessDisabled: Story = {
  args: { supplier: { vat: '01234567890', status: 'disabled', certificationStatus: 'validated' } },
  play: expectLabel('Accesso disabilitato'),
};

export const AccessSuspended: Story = {
  args: { supplier: { vat: '01234567890', status: 'enabled', systemStatus: 'disabled' } },
  play: expectLabel('Accesso sospeso'),
};

export const ToValidate: Story = {
  args: {
    supplier: { vat: '01234567890', status: 'enabled', certificationStatus: 'under_evaluation' },
  },
  play: expectLabel('Da validare'),
};

export const NoBadge: Story = {
  name: 'Test: no badge',
  args: { supplier: { vat: '01234567890', status: 'enabled' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const NoSupplier: Story = {
  name: 'Test: no supplier',
  args: { supplier: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Medium: Story = { args: { size: 'medium' } };

export const CustomLabel: Story = {
  args: { labels: { 'suppliers.badge.validated': 'Certificato' } },
  play: expectLabel('Certificato'),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <SupplierBadge supplier={{ vat: null }} />
      <SupplierBadge supplier={{ vat: '1', status: 'disabled' }} />
      <SupplierBadge supplier={{ vat: '1', systemStatus: 'disabled' }} />
      <SupplierBadge supplier={{ vat: '1', certificationStatus: 'under_evaluation' }} />
      <SupplierBadge supplier={{ vat: '1', status: 'enabled', certificationStatus: 'validated' }} />
    </div>
  ),
};

export const DarkTheme: Story = { ...AllStates, globals: { theme: 'dark' } };
