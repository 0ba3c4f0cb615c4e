/**
 * The link preview under a chat message (002 §3.6 `external`; DECISIONS.md "Link previews of chat
 * messages"): asked of the gateway, which fetches the page — the browser never reaches the linked
 * site — and shown with ui's ChatLinkPreview; 'Link non disponibile' when there is none.
 */
import { getChatLinkPreviewQueryOptions } from '@portineria/api-client';
import { messageLinks, type ChatMessage } from '@portineria/domain';
import { ChatLinkPreview } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';

export interface MessageLinkPreviewProps {
  chatId: string;
  message: ChatMessage;
}

/** The preview card of a message that holds a web address; nothing for one that does not. */
export function MessageLinkPreview({ chatId, message }: MessageLinkPreviewProps) {
  const hasLink = messageLinks(message.message).length > 0;
  const preview = useQuery({
    ...getChatLinkPreviewQueryOptions(apiClient, chatId, message.idMessage),
    enabled: hasLink,
    // A refused or missing preview is an answer, not a failure worth asking again.
    retry: false,
  });
  if (!hasLink) return null;
  return <ChatLinkPreview preview={preview.data ?? null} loading={preview.isPending} />;
}
