import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketStatus } from './TicketStatus.tsx';

const meta = {
  title: 'Data display/TicketStatus',
  component: TicketStatus,
  args: { ticket: { status: 'WORKING', priority: 'NORMAL' } },
} satisfies Meta<typeof TicketStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Stato del ticket' });
    await expect(group).toHaveTextContent('In lavorazione');
  },
};

export const OpenUnassigned: Story = {
  args: { ticket: { status: 'OPEN', _assignTo: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Da assegnare')).toBeVisible();
  },
};

export const OpenAssigned: Story = {
  args: {
    ticket: { status: 'OPEN', _assignTo: 'emp-1', org_employees: { fullname: 'Giulia Esposito' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Giulia Esposito')).toBeVisible();
  },
};

export const Urgent: Story = {
  args: { ticket: { status: 'OPEN', _assignTo: null, priority: 'URGENT' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Da assegnare')).toBeVisible();
    await expect(canvas.getByText('Urgente')).toBeVisible();
  },
};

export const Closed: Story = { args: { ticket: { status: 'CLOSED' } } };

export const Medium: Story = {
  args: { size: 'medium', ticket: { status: 'WORKING', priority: 'URGENT' } },
};

export const LongAssigneeName: Story = {
  args: {
    ticket: {
      status: 'OPEN',
      _assignTo: 'emp-2',
      priority: 'URGENT',
      org_employees: { fullname: 'Maria Antonietta Bianchi Della Valle di Sant’Agata' },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const CustomLabels: Story = {
  args: {
    ticket: { status: 'WORKING', priority: 'URGENT' },
    statusLabel: 'In corso',
    priorityLabel: 'Priorità alta',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Priorità alta')).toBeVisible();
  },
};

export const DarkTheme: Story = { ...Urgent, globals: { theme: 'dark' } };
