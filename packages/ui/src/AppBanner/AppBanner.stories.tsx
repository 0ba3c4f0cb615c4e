import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, within } from 'storybook/test';
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

export const LongItalianText: Story = {
  args: {
    title:
      "Gestisci ordini, attività e preventivi anche in cantiere con l'applicazione per smartphone",
    text: "Con l'applicazione ricevi le notifiche dei nuovi ordini, aggiorni lo stato delle attività pianificate, carichi le foto degli interventi e firmi i rapportini direttamente dal telefono, anche senza connessione.",
    actionLabel: "Scarica l'applicazione",
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
