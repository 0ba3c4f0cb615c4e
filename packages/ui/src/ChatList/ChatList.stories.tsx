import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatList } from './ChatList.tsx';

const meta = {
  title: 'Chat/ChatList',
  component: ChatList,
  args: {
    chats: [
      {
        id: '1',
        title: 'Condominio Via Manzoni 12',
        href: '/ORG/COM/chats?idChat=1',
        lastMessage: 'Il regolamento aggiornato è qui: https://www.studiorossi.example/regolamento',
        lastMessageAt: new Date(2026, 10, 26, 11, 5).getTime(),
        unread: 3,
        status: true,
      },
      {
        id: '2',
        title: 'Perdita tubo bagno interno 4',
        href: '/ORG/COM/chats?idChat=2',
        lastMessage: 'Arrivo alle 15.',
        lastMessageAt: new Date(2026, 10, 26, 10, 0).getTime(),
        status: true,
      },
      {
        id: '3',
        title: 'Cancello carraio bloccato',
        href: '/ORG/COM/chats?idChat=3',
        lastMessage: null,
        status: false,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Chat' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(expect.stringContaining('3 non letti'));
    await expect(links[2]).toHaveAccessibleName(expect.stringContaining('Chiusa'));
  },
};

export const Selected: Story = {
  args: { selectedId: '2' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '/ORG/COM/chats?idChat=2');
  },
};

export const Empty: Story = {
  args: { chats: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessuna chat')).toBeVisible();
  },
};

export const SelectInPlace: Story = {
  name: 'Test: select in place',
  args: { onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /Perdita tubo bagno/ });
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('2');
    // Enter on the focused link opens it in place too, and the link keeps its page for a new tab.
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await expect(link).toHaveAttribute('href', '/ORG/COM/chats?idChat=2');
  },
};
