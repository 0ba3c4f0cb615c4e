export { CHAT_CATEGORIES, CHAT_VISIBILITY_VALUES } from './categories.ts';
export type { ChatCacheTag, ChatVisibility } from './categories.ts';
export { chatPageLimit, mergeMessagePage, sortMessages } from './messageOrder.ts';
export { chatDaySections } from './daySections.ts';
export type { ChatDaySection } from './daySections.ts';
export {
  cacheMessages,
  cachedChatCategory,
  cachedChatIds,
  chatCacheCapacity,
  createChatCache,
  readCachedFirstPage,
  readCachedPage,
  removeCachedChat,
} from './chatCache.ts';
export type {
  CachedChat,
  CachedPage,
  CacheMessagesInput,
  CacheMessagesOptions,
  ChatCache,
  RandomSource,
  ReadCachedPageInput,
} from './chatCache.ts';
export {
  buildOutgoingMessage,
  canSendMessage,
  chatKeyAction,
  outgoingMessagesWithFiles,
  unsentChatPart,
} from './sending.ts';
export type { ChatKeyAction, ChatKeyPress, ChatSendDelivered } from './sending.ts';
export {
  chatAvailability,
  chatErrorOutcome,
  formerMemberTooltip,
  isFormerMember,
  isPermissionDenied,
  linkHost,
} from './availability.ts';
export type {
  ChatAvailability,
  ChatAvailabilityInput,
  ChatErrorOutcome,
  ChatErrorStage,
} from './availability.ts';
export {
  isAtBottom,
  isNearTop,
  shouldLoadOlderMessages,
  unreadAfterIncoming,
  unreadAfterScroll,
} from './scroll.ts';
export type { ChatScrollPosition, LoadOlderInput, UnreadOptions } from './scroll.ts';
export {
  CHAT_ATTACHMENT_ACCEPTED_TYPES,
  CHAT_ATTACHMENT_EXTENSIONS,
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_PREVIEWABLE_IMAGE_TYPES,
  CHAT_UPLOAD_ENTITIES,
  chatAttachmentDisplay,
  isAllowedAttachment,
} from './attachments.ts';
export type {
  AttachmentCandidate,
  ChatAttachmentDisplay,
  ChatAttachmentFamily,
  ChatUploadEntity,
} from './attachments.ts';
export {
  UPLOAD_ENTITIES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES_BY_ENTITY,
  UPLOAD_SNIFF_BYTES,
  checkUpload,
  checkUploadDeclaration,
  sniffMimeType,
  uploadRefusalMessage,
} from './uploadContent.ts';
export type {
  UploadCandidate,
  UploadCheck,
  UploadDeclaration,
  UploadEntity,
  UploadRefusal,
} from './uploadContent.ts';
export { chatButtonLabel } from './chatButton.ts';
export {
  LINK_PREVIEW_LIMITS,
  LINK_PREVIEW_LOGO_TYPES,
  LINK_PREVIEW_PORTS,
  LINK_PREVIEW_SCHEMES,
  allAddressesPublic,
  checkLinkTarget,
  classifyAddress,
  extractLinkPreview,
  isInertSvg,
  isPreviewableContentType,
  linkPreviewFetchWait,
  messageLinks,
  plainPreviewText,
  previewLogoType,
} from './linkPreview.ts';
export type {
  AddressClass,
  ExtractedPreview,
  LinkPreviewRefusal,
  LinkTarget,
  Utf8Decoder,
} from './linkPreview.ts';
export { advanceSeenMark, isUnreadFor } from './seenMark.ts';
export type { SeenMarkInput } from './seenMark.ts';
export type {
  ChatCategory,
  ChatFile,
  ChatInfo,
  ChatLinkPreview,
  ChatMessage,
  ChatUser,
  OutgoingChatMessage,
} from './types.ts';
