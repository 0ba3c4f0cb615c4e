import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavDrawer } from './NavDrawer.tsx';
import type { NavDrawerProps } from './NavDrawer.tsx';
import {
  longLabelSections,
  orgPinned,
  orgSections,
  permissionSections,
  splSections,
  storyRenderLink,
  usrSections,
} from '../../fixtures/sampleMenus.tsx';

const meta = {
  title: 'Layout/NavDrawer',
  component: NavDrawer,
  args: { sections: orgSections, renderLink: storyRenderLink, onItemSelect: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Navigazione principale' });
const tooltip = () => within(document.body).findByRole('tooltip');

/** The organisation menu with every group of 002 §2.10, pinned links and the current page. */
export const OrgMenu: Story = {
  args: { pinned: orgPinned, activeId: 'orders' },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByRole('list', { name: 'Link preferiti' })).toBeVisible();
    for (const group of [
      'In gestione',
      'Anagrafiche',
      'Segreteria',
      'Operatività',
      'Analisi',
      'Comunicazioni',
      'Servizi',
    ]) {
      await expect(nav.getByRole('list', { name: group })).toBeInTheDocument();
    }
    // The current page, and only it, is aria-current.
    const operations = within(nav.getByRole('list', { name: 'Operatività' }));
    await expect(operations.getByRole('link', { name: 'Ordini' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    // Tab enters on the first pinned link; Tab and the arrow keys move through the entries.
    await userEvent.tab();
    const pinned = within(nav.getByRole('list', { name: 'Link preferiti' }));
    await expect(pinned.getByRole('link', { name: 'Ordini' })).toHaveFocus();
    await userEvent.tab();
    await expect(pinned.getByRole('link', { name: 'Ticket' })).toHaveFocus();
    // The first arrow key moves focus as soon as react-aria's focus manager has arrived (it
    // starts loading when focus enters the entries); the next ones move it at once.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(pinned.getByRole('link', { name: 'Condomini' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(nav.getByRole('link', { name: 'Impostazioni' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(pinned.getByRole('link', { name: 'Ordini' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(nav.getByRole('link', { name: 'Impostazioni' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(pinned.getByRole('link', { name: 'Ordini' })).toHaveFocus();
    // Enter follows the link.
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemSelect).toHaveBeenCalledTimes(1);
    await expect(args.onItemSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'pinned-orders' }),
    );
    // An entry without href is a button that calls onSelect.
    await userEvent.click(nav.getByRole('button', { name: 'Notifico online' }));
    await expect(args.onItemSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'postalService' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    // Back to the top of the list for the screenshot.
    for (const element of navOf(canvasElement).querySelectorAll('*')) element.scrollTop = 0;
  },
};

/** The supplier menu: the red badge counts the tokens not yet invoiced (002 §2.10). */
export const SplMenuWithTokensBadge: Story = {
  name: 'SPL menu with tokens badge',
  args: { sections: splSections, activeId: 'dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    const tokens = nav.getByRole('link', { name: /^Gettoni/ });
    await expect(within(tokens).getByText('7')).toBeVisible();
    await expect(tokens).toHaveAccessibleName('Gettoni 7 gettoni da fatturare');
    for (const subtitle of ['ANAGRAFICHE', 'SEGRETERIA', 'OPERATIVITÀ']) {
      await expect(nav.getByText(subtitle)).toBeVisible();
    }
    // The folders need the qualifications module: 'Funzionalità non abilitata'.
    const folders = nav.getByRole('link', { name: 'Cartelle certificati' });
    await expect(folders).toHaveAttribute('aria-disabled', 'true');
    await expect(folders).toHaveAccessibleDescription('Funzionalità non abilitata');
  },
};

/** The user menu while the active building is private: communications are disabled (002 §2.10). */
export const UsrMenuWithDisabledItems: Story = {
  name: 'USR menu with disabled items',
  args: { sections: usrSections, activeId: 'dashboard' },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    const polls = nav.getByRole('link', { name: 'Sondaggi' });
    await expect(polls).toHaveAttribute('aria-disabled', 'true');
    await expect(polls).toHaveAccessibleDescription('Non disponibile per un immobile privato');
    await userEvent.click(polls);
    await expect(args.onItemSelect).not.toHaveBeenCalled();
    // Still reachable by keyboard so the reason can be read, but Enter does nothing.
    polls.blur();
    polls.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemSelect).not.toHaveBeenCalled();
    await expect((await tooltip()).textContent).toBe('Non disponibile per un immobile privato');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    polls.blur();
  },
};

/** Permission decisions: hidden entries (and a group whose entries are all hidden) vanish, locked ones show a lock. */
export const LockedAndHiddenItems: Story = {
  args: { sections: permissionSections, activeId: 'dashboard' },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.queryByText('Archivio documentale')).toBeNull();
    await expect(nav.queryByText('ANALISI')).toBeNull();
    await expect(nav.queryByText('Report')).toBeNull();
    const quotes = nav.getByRole('link', { name: 'Preventivi' });
    await expect(quotes).toHaveAttribute('aria-disabled', 'true');
    await expect(quotes).toHaveAttribute('data-locked');
    await expect(quotes.querySelector('svg.lucide-lock')).not.toBeNull();
    await expect(quotes).toHaveAccessibleDescription('Funzionalità non disponibile');
    await expect(
      nav.getByRole('link', { name: 'Cartelle certificati' }),
    ).toHaveAccessibleDescription('Funzionalità non abilitata');
    await userEvent.hover(quotes);
    await expect((await tooltip()).textContent).toBe('Funzionalità non disponibile');
    // A locked entry cannot be activated, by pointer or keyboard.
    await userEvent.click(quotes);
    await expect(args.onItemSelect).not.toHaveBeenCalled();
    quotes.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemSelect).not.toHaveBeenCalled();
    // The allowed one next to it works.
    await userEvent.click(nav.getByRole('link', { name: 'Sinistri' }));
    await expect(args.onItemSelect).toHaveBeenCalledTimes(1);
    await userEvent.unhover(quotes);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** Mini, 90 px: icons only, labels as tooltips (and still the accessible names), subtitles as dividers. */
export const Mini: Story = {
  args: { mini: true, pinned: orgPinned, activeId: 'orders' },
  play: async ({ canvasElement }) => {
    const navElement = navOf(canvasElement);
    const nav = within(navElement);
    await expect(navElement.getBoundingClientRect().width).toBe(90);
    await expect(navElement).toHaveAttribute('data-mini');
    await expect(nav.queryByText('Segreteria')).toBeNull();
    // The groups keep their names for assistive technology.
    await expect(nav.getByRole('list', { name: 'Segreteria' })).toBeInTheDocument();
    const dashboard = nav.getByRole('link', { name: 'Dashboard' });
    dashboard.focus();
    await expect((await tooltip()).textContent).toBe('Dashboard');
    // The first arrow key moves focus as soon as react-aria's focus manager has arrived.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(nav.getByRole('link', { name: 'Calendario' })).toHaveFocus());
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip').textContent).toBe('Calendario'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Test_MiniTooltipOnHover: Story = {
  name: 'Test: mini tooltip on hover',
  args: { mini: true, sections: permissionSections },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await userEvent.hover(nav.getByRole('link', { name: 'Sinistri' }));
    await expect((await tooltip()).textContent).toBe('Sinistri');
    await userEvent.unhover(nav.getByRole('link', { name: 'Sinistri' }));
    // A locked entry's tooltip says both what it is and why it is locked.
    await userEvent.hover(nav.getByRole('link', { name: 'Preventivi' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip').textContent).toBe(
        'PreventiviFunzionalità non disponibile',
      ),
    );
  },
};

export const LongItalianLabels: Story = {
  args: { sections: longLabelSections, activeId: 'maintenances' },
  play: async ({ canvasElement }) => {
    const navElement = navOf(canvasElement);
    await expect(navElement.getBoundingClientRect().width).toBe(256);
    // Long labels wrap inside the drawer instead of widening or clipping it.
    for (const link of within(navElement).getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    await expect(within(navElement).getByText('99+')).toBeVisible();
  },
};

export const Test_AutoMiniBelow1904: Story = {
  name: 'Test: auto mini below 1904 px',
  args: { autoMini: true },
  play: async ({ canvasElement }) => {
    // The test browser is narrower than 1904 px, so the drawer follows the window into mini mode.
    await expect(window.innerWidth).toBeLessThan(1904);
    await expect(navOf(canvasElement)).toHaveAttribute('data-mini');
  },
};

function ToggleDemo(args: NavDrawerProps) {
  const [mini, setMini] = useState(false);
  return (
    <NavDrawer
      {...args}
      mini={mini}
      onMiniChange={(next) => {
        setMini(next);
        args.onMiniChange?.(next);
      }}
    />
  );
}

export const CollapseToggle: Story = {
  args: { sections: splSections, activeId: 'orders', onMiniChange: fn() },
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Riduci il menu' }));
    await expect(args.onMiniChange).toHaveBeenLastCalledWith(true);
    await expect(navOf(canvasElement)).toHaveAttribute('data-mini');
    const expand = canvas.getByRole('button', { name: 'Espandi il menu' });
    await expect(expand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMiniChange).toHaveBeenLastCalledWith(false);
    await expect(navOf(canvasElement)).not.toHaveAttribute('data-mini');
    await userEvent.keyboard('{Escape}');
    canvas.getByRole('button', { name: 'Riduci il menu' }).blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Test_CustomRenderLink: Story = {
  name: 'Test: custom renderLink',
  args: {
    sections: splSections,
    activeId: 'claims',
    renderLink: ({ href, item: _item, children, ...props }) => (
      <a
        href={href}
        data-router-link=""
        {...props}
        onClickCapture={(event) => event.preventDefault()}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    const claims = nav.getByRole('link', { name: 'Sinistri' });
    await expect(claims).toHaveAttribute('data-router-link');
    await expect(claims).toHaveAttribute('href', '/SPL/OPR/claims');
    await expect(claims).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Preventivi' }));
    await expect(args.onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'quotes' }));
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { sections: splSections, activeId: 'orders' },
};

export const DarkMini: Story = {
  globals: { theme: 'dark' },
  args: { sections: splSections, activeId: 'orders', mini: true },
};
