import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, within } from 'storybook/test';
import { UiRouterProvider } from '../private/uiRouter.tsx';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { AppBanner } from './AppBanner.tsx';

const navigate = fn();

/** A 4x1 dashboard cell (000 §9). */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 1000, height: 160 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/AppBanner',
  component: AppBanner,
  args: {
    title: "Scarica l'applicazione",
    text: "Per un'esperienza migliore, usa l'applicazione del prodotto.",
    actionLabel: 'Apri applicazione',
    href: '/SPL/app',
  },
  decorators: [cell, withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAppPage: Story = {
  name: 'In-app page',
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: "Scarica l'applicazione" });
    const link = within(banner).getByRole('link', { name: 'Apri applicazione' });
    await expect(link).not.toHaveAttribute('target');
    await expectClientNavigation(link, navigate, '/SPL/app');
  },
};

export const StoreInNewTab: Story = {
  name: 'Store page in a new tab',
  args: { href: 'https://apps.apple.com/it/app/portineria/id000000000', newTab: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Apri applicazione (si apre in una nuova scheda)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The Play Store page of the SPL dashboard's banner (domain's demo address). */
const STORE_ADDRESS = 'https://play.google.com/store/apps/details?id=it.portineria.app';

/**
 * The app's router as react-router's `useHref` behaves on /SPL/dashboard: an address that does not
 * start with '/' is resolved as a path relative to the page ('https://…' became
 * '/SPL/dashboard/https:/play.google.com/…').
 */
function RouterOnSplDashboard({ children }: { children: ReactElement }) {
  return (
    <UiRouterProvider
      navigate={(href) => navigate(href)}
      useHref={(href) =>
        href.startsWith('/') ? href : `/SPL/dashboard/${href}`.replace(/\/{2,}/g, '/')
      }
    >
      {children}
    </UiRouterProvider>
  );
}

export const StoreAddressUnderTheAppRouter: Story = {
  name: 'Test: a store address opens in a new tab, not as an app path',
  args: { href: STORE_ADDRESS, actionLabel: "Scarica l'app" },
  parameters: { visual: { disable: true } },
  decorators: [(Story) => <RouterOnSplDashboard>{Story()}</RouterOnSplDashboard>],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: "Scarica l'app (si apre in una nuova scheda)",
    });
    await expect(link).toHaveAttribute('href', STORE_ADDRESS);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A click is the browser's (a new tab), never the app router's. It is read on the window,
    // then cancelled there so that the story page opens nothing.
    const leftToBrowser: boolean[] = [];
    const readAndStop = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', readAndStop);
    try {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    } finally {
      window.removeEventListener('click', readAndStop);
    }
    await expect(leftToBrowser).toEqual([true]);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Addresses that are neither an app path nor an https page. */
const REFUSED_ADDRESSES = [
  'javascript:alert(document.domain)',
  ' java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://play.google.com/store/apps/details?id=it.portineria.app',
  '//evil.example/app',
  '/\\evil.example/app',
];

export const OtherSchemesAreNoLink: Story = {
  name: 'Test: an address of another scheme or site is not made a link',
  parameters: { visual: { disable: true } },
  decorators: [(Story) => <RouterOnSplDashboard>{Story()}</RouterOnSplDashboard>],
  render: (args) => (
    <>
      {REFUSED_ADDRESSES.map((href, index) => (
        <AppBanner key={href} {...args} title={`Banner ${index + 1}`} href={href} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [index] of REFUSED_ADDRESSES.entries()) {
      const banner = canvas.getByRole('region', { name: `Banner ${index + 1}` });
      await expect(within(banner).queryByRole('link')).toBeNull();
      await expect(within(banner).getByText('Apri applicazione')).toBeVisible();
    }
    await expect(canvasElement.querySelectorAll('a[href]')).toHaveLength(0);
  },
};

export const LongItalianText: Story = {
  args: {
    title:
      "Gestisci ordini, attività e preventivi anche in cantiere con l'applicazione per smartphone",
    text: "Con l'applicazione ricevi le notifiche dei nuovi ordini, aggiorni lo stato delle attività pianificate, carichi le foto degli interventi e firmi i rapportini direttamente dal telefono, anche senza connessione.",
    actionLabel: "Scarica l'applicazione",
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
