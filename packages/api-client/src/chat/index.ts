/**
 * The realtime chat port and what both adapters share. The adapters themselves are exported at
 * `@portineria/api-client/chat/gateway` and `@portineria/api-client/chat/firebase`; this module
 * imports no Firebase code.
 */
export { ChatTransportError } from './types.ts';
export type {
  AttachmentFile,
  ChatAttachmentUpload,
  ChatAttachmentUploadV1,
  ChatAttachmentUploadV2,
  ChatCallOptions,
  ChatFile,
  ChatId,
  ChatMessage,
  ChatMessageHandler,
  ChatTransport,
  ChatUploadEntity,
  OutgoingChatMessage,
  UploadedAttachment,
} from './types.ts';
export { createChatTransport } from './createChatTransport.ts';
export type { ChatTransportConfig } from './createChatTransport.ts';
export {
  ATTACHMENT_UPLOAD_PATHS,
  downloadAttachment,
  downloadChatAttachment,
  uploadChatAttachment,
} from './attachments.ts';
export { toChatError } from './errors.ts';
export { chatClientMessages } from './messages.ts';
