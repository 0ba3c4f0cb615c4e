/**
 * Attachment upload and download over the gateway (002 §7.3 "version 1: chat id, file, cover
 * type; version 2: file, entity, entity id"). Both chat adapters use it: the realtime database
 * stores messages, the gateway stores files. Multipart bodies bypass the JSON client but keep its
 * headers and its error types.
 */
import { isAllowedAttachment } from '@portineria/domain';
import type { HttpClient } from '../http/client.ts';
import { downloadFile, failureOf, headersOf } from '../http/fileCalls.ts';
import { NetworkError, type RequestDescription } from '../http/errors.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import { asChatCall } from './errors.ts';
import { chatClientMessages } from './messages.ts';
import {
  ChatTransportError,
  type ChatAttachmentUpload,
  type ChatCallOptions,
  type UploadedAttachment,
} from './types.ts';

export { downloadFile, failureOf, headersOf };

/** The path of each upload version under `/api/v2/`. */
export const ATTACHMENT_UPLOAD_PATHS = { 1: 'chats/attachments', 2: 'attachments' } as const;

function fileNameOf(upload: ChatAttachmentUpload): string {
  return upload.fileName ?? upload.file.name ?? 'allegato';
}

/**
 * Uploads one attachment (the domain's MIME allow-list is checked first, the server checks it
 * again) and resolves with its stored description, ready for a message's `file` field.
 */
export function uploadChatAttachment(
  http: HttpClient,
  upload: ChatAttachmentUpload,
  options: ChatCallOptions = {},
): Promise<UploadedAttachment> {
  const name = fileNameOf(upload);
  if (!isAllowedAttachment({ type: upload.file.type, name })) {
    return Promise.reject(
      new ChatTransportError('invalid-argument', chatClientMessages.attachmentRefused),
    );
  }
  const path = ATTACHMENT_UPLOAD_PATHS[upload.version];
  const request: RequestDescription = { method: 'POST', path };
  return asChatCall(chatClientMessages.attachmentFailed, async () => {
    const form = new FormData();
    if (upload.version === 1) {
      form.append('chatId', String(upload.chatId));
      form.append('coverType', upload.coverType);
    } else {
      form.append('entity', upload.entity);
      form.append('entityId', String(upload.entityId));
    }
    form.append('file', upload.file, name);
    const fetchImplementation = http.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImplementation(http.url(path), {
        method: 'POST',
        headers: await headersOf(http),
        body: form,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new NetworkError(error, request);
    }
    if (!response.ok) throw await failureOf(response, request);
    return unwrapDataOne<UploadedAttachment>(await response.json(), request);
  });
}

/**
 * Downloads an attachment the caller may see (`GET attachments/{id}`: the gateway serves files
 * only to callers who read what they are attached to): resolves with its bytes as a Blob.
 */
export function downloadAttachment(
  http: HttpClient,
  attachmentId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  return downloadFile(http, `attachments/${encodeURIComponent(attachmentId)}`, options);
}

/** {@link downloadAttachment} for a chat, its failures as the chat port's errors. */
export function downloadChatAttachment(
  http: HttpClient,
  attachmentId: string,
  options: ChatCallOptions = {},
): Promise<Blob> {
  return asChatCall(chatClientMessages.readFailed, () =>
    downloadAttachment(http, attachmentId, options),
  );
}
