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
    // A refused or missing preview is an answer, not asked again; a member over its fetch budget
    // (429) is asked again when the gateway's Retry-After says a slot is free (the options' retry).
    enabled: hasLink,
  });
  if (!hasLink) return null;
  return <ChatLinkPreview preview={preview.data ?? null} loading={preview.isPending} />;
}
