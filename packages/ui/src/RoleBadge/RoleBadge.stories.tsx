import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './RoleBadge.tsx';

const meta = {
  title: 'Data display/RoleBadge',
  component: RoleBadge,
  args: { role: 'org_3' },
} satisfies Meta<typeof RoleBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const ALL_ROLES = [
  'org_1',
  'org_2',
  'org_3',
  'spl_1',
  'spl_2',
  'spl_3',
  'sys_1',
  'sys_2',
  'sys_3',
  'usr_1',
  'usr_2',
  'usr_3',
  'guest',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Direzione')).toBeVisible();
  },
};

export const AllRoles: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 8 }}>
      {ALL_ROLES.map((role) => (
        <RoleBadge key={role} {...args} role={role} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'Operatività',
      'Segreteria',
      'Direzione',
      'Supervisor',
      'Standard',
      'Premium',
      'Premium+',
      'Invitato',
    ]) {
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(0);
    }
  },
};

export const RoleTypes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['ORG', 'SPL', 'SYS', 'USR'] as const).map((role) => (
        <RoleBadge key={role} {...args} role={role} label={role} />
      ))}
    </div>
  ),
};

export const Small: Story = { args: { role: 'spl_1', size: 'small' } };

export const Unknown: Story = {
  name: 'Test: unknown role is Invitato',
  args: { role: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invitato')).toBeVisible();
  },
};

export const IconOnly: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['org_1', 'spl_2', 'sys_3', 'usr_3'].map((role) => (
        <RoleBadge key={role} {...args} role={role} iconOnly />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Ruolo: Supervisor' }),
    ).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { role: 'usr_3', label: 'Residente Premium+ del condominio Via Garibaldi' },
};

export const DarkTheme: Story = { ...AllRoles, play: undefined, globals: { theme: 'dark' } };
