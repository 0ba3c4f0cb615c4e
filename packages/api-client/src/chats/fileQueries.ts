/**
 * A chat's files: the upload of a message's file and the bytes of an attachment, apart from the
 * chat list and counts (./queries.ts) so that the top bar's unread count, on the first screen,
 * does not carry the upload code.
 */
import { mutationOptions } from '@tanstack/react-query';
import { downloadAttachment } from '../chat/attachments.ts';
import type { ApiClient } from '../createApiClient.ts';
import { readQueryOptions } from '../http/queryOptions.ts';
import type { EntityId } from '../http/resource.ts';
import { queryKeys } from '../queryKeys.ts';
import { uploadAttachmentFile } from '../records/attachmentUpload.ts';

/** One file to attach to a chat: the chat, the file and who follows its progress (0…1). */
export interface ChatFileUploadVariables {
  chatId: EntityId;
  file: Blob;
  /** The file's name (a `File` has one; a Blob needs it). */
  fileName?: string;
  onProgress?: (fraction: number) => void;
}

/**
 * Uploads a file to a chat (002 §7.3 "version 2: file, entity, entity id", entity chatData),
 * reporting its progress; resolves with the stored description a message's `file` carries. A file
 * domain's type and size rules refuse is refused before it is sent. Nothing is refreshed: a file
 * shows once the message that carries it is sent.
 */
export const uploadChatFileMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['portineria', 'chats', 'uploadFile'],
    mutationFn: ({ chatId, file, fileName, onProgress }: ChatFileUploadVariables) =>
      uploadAttachmentFile(
        client.http,
        {
          entity: 'chatData',
          entityId: chatId,
          file,
          ...(fileName === undefined ? {} : { fileName }),
        },
        onProgress ? { onProgress } : {},
      ),
  });

/**
 * The bytes of a chat message's attachment (`GET attachments/{id}`, members only), for an image
 * previewed in the message. A stored file never changes, so it is never stale.
 */
export const getChatAttachmentQueryOptions = (client: ApiClient, attachmentId: string) =>
  readQueryOptions(
    queryKeys.chats.detail(client.profileId(), attachmentId, 'attachment'),
    (options) => downloadAttachment(client.http, attachmentId, options),
    { staleTime: Number.POSITIVE_INFINITY },
  );
