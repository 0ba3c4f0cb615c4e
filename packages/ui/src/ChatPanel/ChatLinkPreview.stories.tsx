import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatLinkPreview as ChatLinkPreviewData, ChatMessage } from '@portineria/domain';
import { expect, fn, within } from 'storybook/test';
import { ChatLinkPreview } from './ChatLinkPreview.tsx';
import { ChatPanel } from './ChatPanel.tsx';

// A 1×1 green PNG, inline as the gateway serves logos.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==';

const regolamento: ChatLinkPreviewData = {
  valid: true,
  url: 'https://www.studiorossi.example/regolamento',
  title: 'Regolamento condominiale',
  description: 'Regolamento aggiornato del Condominio Via Manzoni 12, approvato in assemblea.',
  logo: LOGO,
};

const meta = {
  title: 'Chat/ChatLinkPreview',
  component: ChatLinkPreview,
  args: { preview: regolamento },
  decorators: [
    (Story) => (
      <div style={{ width: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLinkPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 002 §3.6 `external`: the link's host, the logo, the title and the description, opened apart. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link');
    await expect(card).toHaveAttribute('href', 'https://www.studiorossi.example/regolamento');
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(card).getByText('www.studiorossi.example')).toBeVisible();
    await expect(within(card).getByText('Regolamento condominiale')).toBeVisible();
    await expect(
      within(card).getByText(/Regolamento aggiornato del Condominio Via Manzoni 12/),
    ).toBeVisible();
    await expect(card.querySelector('img')).toHaveAttribute('src', LOGO);
  },
};

/** A page without a logo or a description: the host and the title. */
export const WithoutLogo: Story = {
  args: {
    preview: {
      valid: true,
      url: 'https://www.idraulicabianchi.example/',
      title: 'Idraulica Bianchi — pronto intervento',
      description: null,
      logo: null,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    await expect(card.querySelector('img')).toBeNull();
    await expect(within(card).getByText('Idraulica Bianchi — pronto intervento')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { preview: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Caricamento dell’anteprima del link…',
    );
  },
};

/** 002 §8 'Link non disponibile': the gateway made no preview (a refused address, not HTML…). */
export const Unavailable: Story = {
  args: {
    preview: {
      valid: false,
      url: 'http://192.168.1.1/',
      title: null,
      description: null,
      logo: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Link non disponibile')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** 002 §8 'Link non disponibile': "link preview without a host". */
export const WithoutHost: Story = {
  args: { preview: { ...regolamento, url: 'mailto:amministrazione@studiorossi.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Link non disponibile')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A hostile page's texts are shown as text: no element is made from them, and a foreign logo is not loaded. */
export const TestHostilePage: Story = {
  name: 'Test: hostile page',
  args: {
    preview: {
      valid: true,
      url: 'https://offerte.example/promo',
      title: '<img src=x onerror="window.__hostile=1">Offerta',
      description: '<script>window.__hostile=2</script><b>Clicca</b>',
      logo: 'https://tracker.example/pixel.png',
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    await expect(
      within(card).getByText('<img src=x onerror="window.__hostile=1">Offerta'),
    ).toBeVisible();
    await expect(
      within(card).getByText('<script>window.__hostile=2</script><b>Clicca</b>'),
    ).toBeVisible();
    await expect(card.querySelectorAll('img, script, b')).toHaveLength(0);
    await expect((window as { __hostile?: number }).__hostile).toBeUndefined();
  },
};

const at = (hour: number, minute: number) => new Date(2026, 10, 26, hour, minute).getTime();

const messages: ChatMessage[] = [
  {
    idMessage: 'p1',
    _user: 'luca',
    timestamp: at(11, 5),
    message: 'Il regolamento aggiornato è qui: https://www.studiorossi.example/regolamento',
    containsLink: true,
  },
  {
    idMessage: 'p2',
    _user: 'giulia',
    timestamp: at(11, 20),
    message: 'Questo non si apre: http://192.168.1.1/',
    containsLink: true,
  },
  {
    idMessage: 'p3',
    _user: 'luca',
    timestamp: at(11, 30),
    message: 'Grazie, lo leggo stasera.',
  },
];

const previews: Record<string, ChatLinkPreviewData> = {
  p1: regolamento,
  p2: { valid: false, url: 'http://192.168.1.1/', title: null, description: null, logo: null },
};

/** The card under the message's text in the chat panel; a message without a link has none. */
export const InChatPanel: Story = {
  render: () => (
    <div style={{ height: 520, width: 400, border: '1px solid #ccc' }}>
      <ChatPanel
        title="Condominio Via Manzoni 12"
        messages={messages}
        ownUserId="giulia"
        users={[
          { _user: 'giulia', firstname: 'Giulia', lastname: 'Rossi' },
          { _user: 'luca', firstname: 'Luca', lastname: 'Neri' },
        ]}
        onSend={fn()}
        renderLinkPreview={(message) =>
          message.containsLink ? <ChatLinkPreview preview={previews[message.idMessage]} /> : null
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Messaggi' });
    const [first, second, third] = within(log).getAllByRole('listitem');
    await expect(within(first!).getByText('Regolamento condominiale')).toBeVisible();
    await expect(within(second!).getByText('Link non disponibile')).toBeVisible();
    await expect(within(third!).queryByText('Link non disponibile')).toBeNull();
  },
};
