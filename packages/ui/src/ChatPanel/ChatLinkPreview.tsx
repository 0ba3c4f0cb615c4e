import { linkHost, type ChatLinkPreview as ChatLinkPreviewData } from '@portineria/domain';
import { chatLinkPreviewMessages } from '../messages/it-IT/chatLinkPreview.ts';
import * as styles from './ChatLinkPreview.css.ts';

/** Every visible text of the preview card, each replaceable. */
export interface ChatLinkPreviewLabels {
  /** 002 §8 'Link non disponibile': no host, or no preview. */
  unavailable: string;
  /** 'Caricamento dell’anteprima del link…'. */
  loading: string;
}

/** Props of {@link ChatLinkPreview}. */
export interface ChatLinkPreviewProps {
  /**
   * The preview of the message's link (002 §3.6 `external {valid, url, title, logo,
   * description}`); null, `valid: false` or a url without a host show 'Link non disponibile'.
   */
  preview?: ChatLinkPreviewData | null;
  /** The preview is being asked for. */
  loading?: boolean;
  /** Overrides of the labels. */
  labels?: Partial<ChatLinkPreviewLabels>;
}

const DEFAULT_LABELS: ChatLinkPreviewLabels = {
  unavailable: chatLinkPreviewMessages['chat.linkPreview.unavailable'],
  loading: chatLinkPreviewMessages['chat.linkPreview.loading'],
};

const WEB_LINK = /^https?:\/\//i;

/**
 * The preview card of a chat message's link (002 §3.6, §8): the link's host, the page's logo,
 * title and description, opening the link in a new tab without access to this page. Every text
 * is rendered as text, never as HTML; the logo is shown only inline (a `data:` image the gateway
 * fetched), so the browser never reaches the linked site to show the card.
 */
export function ChatLinkPreview({
  preview,
  loading = false,
  labels: overrides,
}: ChatLinkPreviewProps) {
  const labels = { ...DEFAULT_LABELS, ...overrides };
  if (loading) {
    return (
      <p className={styles.card} data-state="loading" role="status">
        {labels.loading}
      </p>
    );
  }
  const url = preview?.url ?? '';
  const host = WEB_LINK.test(url) ? linkHost(url) : undefined;
  if (!preview || preview.valid !== true || host === undefined) {
    return (
      <p className={styles.card} data-state="unavailable">
        {labels.unavailable}
      </p>
    );
  }
  const logo = preview.logo?.startsWith('data:image/') ? preview.logo : undefined;
  return (
    <a
      className={styles.card}
      data-state="ready"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
      <span className={styles.host}>{host}</span>
      {preview.title ? (
        <span className={styles.title} title={preview.title}>
          {preview.title}
        </span>
      ) : null}
      {preview.description ? <p className={styles.description}>{preview.description}</p> : null}
    </a>
  );
}
