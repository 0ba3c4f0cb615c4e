import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp, LogOut, MessageCircle, UserRound } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ExtensionToolbar } from '../ExtensionToolbar/ExtensionToolbar.tsx';
import { NavDrawer } from '../NavDrawer/NavDrawer.tsx';
import { orgPinned, orgSections, storyRenderLink } from '../../fixtures/sampleMenus.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import { SideDrawer } from '../SideDrawer/SideDrawer.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { AppShell } from './AppShell.tsx';
import type { AppShellProps } from './AppShell.tsx';

const account = {
  name: 'Giulia Bianchini',
  description: 'Studio Bianchi Amministrazioni · Direzione',
  items: [
    {
      id: 'profile',
      label: 'Il mio profilo',
      icon: <UserRound size={18} aria-hidden />,
      onSelect: fn(),
    },
    {
      id: 'logout',
      label: 'Esci',
      icon: <LogOut size={18} aria-hidden />,
      onSelect: fn(),
      tone: 'error' as const,
    },
  ],
};

const actions = [
  {
    id: 'chat',
    label: 'Chat aziendale',
    icon: <MessageCircle size={24} aria-hidden />,
    onClick: fn(),
  },
  { id: 'help', label: 'Helpdesk', icon: <CircleHelp size={24} aria-hidden />, onClick: fn() },
];

const orders = [
  {
    code: 'ODS-2024-0153',
    object: 'Sostituzione lampade vano scala',
    building: 'Condominio Via Roma 12',
  },
  {
    code: 'ODS-2024-0152',
    object: 'Riparazione citofono ingresso B',
    building: 'Residenza I Pini',
  },
  {
    code: 'ODS-2024-0151',
    object: 'Pulizia straordinaria autorimessa',
    building: 'Condominio Corso Italia 8',
  },
];

function PageContent() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <p style={{ margin: 0 }}>Ordini di servizio aperti negli immobili che gestisci.</p>
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        {orders.map((order) => (
          <li key={order.code}>
            <strong>{order.code}</strong> · {order.object} · {order.building}
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outlined">Apri il primo ordine</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    navigation: (
      <NavDrawer
        sections={orgSections}
        pinned={orgPinned}
        activeId="orders"
        renderLink={storyRenderLink}
      />
    ),
    topBar: (
      <TopBar
        title="Ordini di servizio"
        actions={actions}
        notificationCount={4}
        onNotificationsClick={fn()}
        account={account}
        extension={
          <ExtensionToolbar
            onSearch={fn()}
            onReload={fn()}
            onAdvancedFilters={fn()}
            activeFilterCount={1}
            onNew={fn()}
          />
        }
      />
    ),
    children: <PageContent />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's shell: navigation, top bar with its extension toolbar, content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The three landmarks.
    await expect(
      canvas.getByRole('navigation', { name: 'Navigazione principale' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(
      within(main).getByText('Ordini di servizio aperti negli immobili che gestisci.'),
    ).toBeVisible();
    // The skip link is the first Tab stop, shown while focused, and moves focus into main.
    const skip = canvas.getByRole('link', { name: 'Vai al contenuto' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    await userEvent.tab();
    await expect(within(main).getByRole('button', { name: 'Apri il primo ordine' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MiniNavigation: Story = {
  args: {
    navigation: (
      <NavDrawer sections={orgSections} activeId="orders" renderLink={storyRenderLink} mini />
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getBoundingClientRect().width).toBe(90);
    // The content starts right after the mini drawer.
    await expect(within(canvasElement).getByRole('main').getBoundingClientRect().left).toBe(90);
  },
};

/** A public building page: no navigation (000 §2). */
export const WithoutNavigation: Story = {
  args: {
    hideNavigation: true,
    topBar: <TopBar title="Condominio Via Roma 12" titleAs="h1" />,
    children: (
      <p style={{ margin: 0 }}>
        Bacheca pubblica del condominio: avvisi, orari della portineria e contatti utili.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(0);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vai al contenuto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    canvas.getByRole('main').blur();
  },
};

const onNavigationOpenChange = fn();

/** Small screens: the menu button opens the navigation over the page. */
function SmallScreenDemo(args: AppShellProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onNavigationOpenChange(next);
  };
  return (
    <AppShell
      {...args}
      navigationMode="overlay"
      navigationOpen={open}
      onNavigationOpenChange={change}
      navigation={
        <NavDrawer
          sections={orgSections}
          activeId="orders"
          renderLink={storyRenderLink}
          onItemSelect={() => change(false)}
        />
      }
      topBar={
        <TopBar
          title="Ordini di servizio"
          showMenuButton
          menuExpanded={open}
          onMenuClick={() => change(true)}
          notificationCount={4}
          onNotificationsClick={fn()}
          account={account}
        />
      }
    />
  );
}

export const SmallScreenOverlayNavigation: Story = {
  render: (args) => <SmallScreenDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Apri il menu' });
    await expectOverlayBehaviour({
      trigger: menu,
      name: 'Navigazione principale',
      onClose: onNavigationOpenChange,
      closeArgs: [false],
    });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Choosing an entry closes the drawer.
    const dialog = await openOverlay({
      trigger: menu,
      name: 'Navigazione principale',
      openWith: 'click',
    });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Contratti' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Open again for the screenshot.
    await openOverlay({ trigger: menu, name: 'Navigazione principale', openWith: 'click' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The bell opens the notifications drawer; closing it gives focus back to the bell. */
function DrawerDemo(args: AppShellProps) {
  const [open, setOpen] = useState(false);
  return (
    <AppShell
      {...args}
      topBar={
        <TopBar
          title="Dashboard"
          actions={actions}
          notificationCount={2}
          onNotificationsClick={() => setOpen(true)}
          account={account}
        />
      }
      drawers={
        <SideDrawer title="Notifiche" open={open} onOpenChange={setOpen}>
          <p style={{ margin: 0 }}>Nuovo ticket: perdita d’acqua nel box 14.</p>
        </SideDrawer>
      }
    />
  );
}

export const WithNotificationsDrawer: Story = {
  render: (args) => <DrawerDemo {...args} />,
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifiche' });
    const drawer = await openOverlay({ trigger: bell, name: 'Notifiche' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
    await openOverlay({ trigger: bell, name: 'Notifiche', openWith: 'click' });
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
