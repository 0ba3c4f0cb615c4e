import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, MessageSquare } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: {
    count: 5,
    children: <IconButton label="Notifiche" icon={<Bell size={20} aria-hidden />} />,
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifiche' });
    await expect(button).toHaveAccessibleDescription('5 elementi');
    await expect(within(canvasElement).getByText('5')).toBeVisible();
  },
};

export const CappedAt99: Story = {
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    // The full count is what assistive technology reads.
    await expect(canvas.getByRole('button', { name: 'Notifiche' })).toHaveAccessibleDescription(
      '150 elementi',
    );
  },
};

export const ExactlyMax: Story = { args: { count: 99 } };

export const CustomMax: Story = { args: { count: 12, max: 9 } };

export const ZeroIsHidden: Story = {
  name: 'Test: zero is hidden',
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('0')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Notifiche' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

export const ShowZero: Story = {
  args: { count: 0, showZero: true, tone: 'default' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const Dot: Story = {
  args: { variant: 'dot', count: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifiche' });
    await expect(button).toHaveAccessibleDescription('Nuovi elementi');
  },
};

export const DotWithCount: Story = {
  args: {
    variant: 'dot',
    count: 3,
    children: <IconButton label="Chat" icon={<MessageSquare size={20} aria-hidden />} />,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Chat' });
    await expect(button).toHaveAccessibleDescription('3 elementi');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {(['default', 'primary', 'success', 'warning', 'error', 'info'] as const).map(
        (tone, index) => (
          <Badge key={tone} count={index + 1} tone={tone}>
            <IconButton
              label={`Notifiche ${tone}`}
              icon={<Bell size={20} aria-hidden />}
              tooltip={false}
            />
          </Badge>
        ),
      )}
    </div>
  ),
};

export const Standalone: Story = {
  args: { children: undefined, count: 3, tone: 'primary' },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      Collegamenti fissati <Badge {...args} />
    </span>
  ),
};

export const CustomLabel: Story = {
  args: { count: 7, label: (count: number) => `${count} notifiche non lette` },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifiche' });
    await expect(button).toHaveAccessibleDescription('7 notifiche non lette');
  },
};

export const Invisible: Story = {
  name: 'Test: invisible',
  args: { count: 4, invisible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('4')).toBeNull();
  },
};

export const DarkTheme: Story = { args: { count: 150 }, globals: { theme: 'dark' } };
