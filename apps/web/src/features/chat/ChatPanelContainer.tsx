/**
 * The open chat: ui's ChatPanel fed by the chat info query (title, status, participants), the
 * conversation over the realtime transport, and domain's rules — disabled when the status is
 * false or on error (002 §4.4; the page never disables sending itself, so the FOLDER exception
 * is domain's to apply), start and access errors in the panel, read errors in a snackbar with
 * 'Chiudi' (002 §8). A member attaches files to a message (002 §5.3, their upload progress
 * shown); images are previewed and every file downloads with the member's token.
 */
import { getChatInfoQueryOptions } from '@portineria/api-client';
import { chatAvailability } from '@portineria/domain';
import { ChatPanel, Snackbar } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessageLinkPreview } from './MessageLinkPreview.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveAttachment } from '../../records/attachmentDownload.ts';
import { useAttachmentPreviews } from './useAttachmentPreviews.ts';
import { useMarkChatSeen } from './useMarkChatSeen.ts';
import { apiClient } from '../../lib/apiClient.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useChatConversation } from './useChatConversation.ts';
import { chatFeedCategory } from './chatFeed.ts';

export interface ChatPanelContainerProps {
  chatId: string;
  /**
   * The chat's category, when the list knows it (002 §3.6); else the chat info tells it (a chat
   * opened by its address before the list loaded).
   */
  category: string | undefined;
  /** Where the back button goes: the list. Without it nor `onBack`, no back button. */
  backHref?: string;
  /** What the back button does instead of following `backHref` (the chat drawer's list). */
  onBack?: () => void;
  /** The title the list knows, shown until the chat info arrives. */
  fallbackTitle: string;
  /** The heading level of the title: 3 inside a record detail's section. */
  headingLevel?: 2 | 3 | 4;
}

export function ChatPanelContainer({
  chatId,
  category,
  backHref,
  onBack,
  fallbackTitle,
  headingLevel,
}: ChatPanelContainerProps) {
  const navigate = useNavigate();
  const userId = useSession((snapshot) => snapshot.context.user?.id);
  const ownUserId = userId === undefined ? '' : String(userId);
  const info = useQuery({ ...getChatInfoQueryOptions(apiClient, chatId), retry: false });
  const knownCategory = chatFeedCategory(category, info.data?.category);
  const conversation = useChatConversation(chatId, ownUserId, knownCategory);
  // Only a member has a seen mark: the back office reads chats it does not belong to.
  const member = info.data?.users.some((user) => user._user === ownUserId) ?? false;
  useMarkChatSeen(chatId, member ? conversation.messages.at(-1)?.timestamp : undefined);
  const failed = conversation.state === 'error' || info.isError;
  const availability = chatAvailability({
    status: info.data?.status,
    error: failed,
    sendingDisabled: false,
    category: knownCategory ?? 'BUILDING',
  });
  const previewUrl = useAttachmentPreviews(conversation.messages);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const panelError = conversation.error?.display === 'panel' ? conversation.error : undefined;
  const readError = conversation.error?.display === 'snackbar' ? conversation.error : undefined;
  return (
    <>
      <ChatPanel
        title={info.data?.object || fallbackTitle}
        messages={conversation.messages}
        ownUserId={ownUserId}
        users={info.data?.users}
        state={info.isPending && conversation.state === 'loading' ? 'loading' : conversation.state}
        error={panelError?.message}
        disabled={availability.disabled || ownUserId === ''}
        disabledReason={panelError?.message ?? availability.placeholder}
        sending={conversation.sending}
        // Only a member writes, so only a member attaches (the back office reads).
        allowAttachments={member}
        uploads={conversation.uploads}
        attachmentPreviewUrl={previewUrl}
        onDownloadAttachment={(file) => {
          if (file.id === undefined) return;
          setDownloadFailed(false);
          saveAttachment({ id: file.id, name: file.name ?? '' }).catch(() =>
            setDownloadFailed(true),
          );
        }}
        sendError={conversation.sendError}
        onSend={conversation.send}
        onBack={onBack ?? (backHref === undefined ? undefined : () => void navigate(backHref))}
        headingLevel={headingLevel}
        hasOlder={conversation.hasOlder}
        loadingOlder={conversation.loadingOlder}
        onLoadOlder={conversation.loadOlder}
        renderLinkPreview={(message) => <MessageLinkPreview chatId={chatId} message={message} />}
      />
      {downloadFailed ? (
        <Snackbar
          tone="error"
          message={webMessage('records.files.downloadFailed')}
          closable
          timeout={null}
          onOpenChange={(open) => {
            if (!open) setDownloadFailed(false);
          }}
        />
      ) : null}
      {readError ? (
        <Snackbar
          tone="error"
          message={readError.message}
          closable
          timeout={null}
          onOpenChange={(open) => {
            if (!open) conversation.dismissError();
          }}
        />
      ) : null}
    </>
  );
}
