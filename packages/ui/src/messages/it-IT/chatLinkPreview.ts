/**
 * Italian defaults of a chat message's link preview (002 §3.6 `external`, §8). 'Link non
 * disponibile' is the spec's; the rest are ours.
 */
export const chatLinkPreviewMessages = {
  // 002 §8 'Link non disponibile': a link preview without a host, or no preview at all.
  'chat.linkPreview.unavailable': 'Link non disponibile',
  'chat.linkPreview.loading': 'Caricamento dell’anteprima del link…',
} as const;

export type ChatLinkPreviewMessageKey = keyof typeof chatLinkPreviewMessages;
