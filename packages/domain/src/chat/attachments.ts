/**
 * Chat attachments (002 §5.3 "Attachments are restricted by a set of MIME types; multiple files
 * are allowed", §7.3 upload payloads). The spec gives the families, not the list (001 §9 "common
 * document, image, audio, video and archive types; spreadsheets are xls, xlsx, csv and ods"): the
 * types below are the common members of each family. SVG is left out on purpose: it can carry
 * scripts, and a chat is shared with other companies.
 */
export const CHAT_ATTACHMENT_MIME_TYPES = {
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'application/rtf',
    'text/rtf',
    'text/plain',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.presentation',
    'application/xml',
    'text/xml',
    'message/rfc822',
    'application/vnd.ms-outlook',
    'application/pkcs7-mime',
  ],
  spreadsheet: [
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/csv',
    'application/csv',
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
  image: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/bmp',
    'image/webp',
    'image/tiff',
    'image/heic',
    'image/heif',
  ],
  audio: [
    'audio/mpeg',
    'audio/mp4',
    'audio/aac',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/webm',
    'audio/x-m4a',
  ],
  video: [
    'video/mp4',
    'video/mpeg',
    'video/quicktime',
    'video/webm',
    'video/ogg',
    'video/x-msvideo',
    'video/3gpp',
  ],
  archive: [
    'application/zip',
    'application/x-zip-compressed',
    'application/vnd.rar',
    'application/x-rar-compressed',
    'application/x-7z-compressed',
    'application/gzip',
    'application/x-gzip',
    'application/x-tar',
  ],
} as const;

/** A family of allowed attachments. */
export type ChatAttachmentFamily = keyof typeof CHAT_ATTACHMENT_MIME_TYPES;

/** Every allowed MIME type, for the file input's `accept` attribute. */
export const CHAT_ATTACHMENT_ACCEPTED_TYPES: readonly string[] = Object.values(
  CHAT_ATTACHMENT_MIME_TYPES,
).flat();

/**
 * The extensions accepted when the browser reports no MIME type (it does for some files, e.g.
 * .ods or .p7m on systems that do not know them), matching the MIME families above.
 */
export const CHAT_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'ppt',
  'pptx',
  'odp',
  'xml',
  'eml',
  'msg',
  'p7m',
  'xls',
  'xlsx',
  'csv',
  'ods',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'mp3',
  'm4a',
  'aac',
  'wav',
  'ogg',
  'weba',
  'mp4',
  'mpeg',
  'mpg',
  'mov',
  'webm',
  'ogv',
  'avi',
  '3gp',
  'zip',
  'rar',
  '7z',
  'gz',
  'tgz',
  'tar',
] as const;

/** What the attachment rule reads of a file (a browser File has both). */
export interface AttachmentCandidate {
  /** MIME type; empty when the browser does not know it. */
  type: string;
  name?: string;
}

function extensionOf(name: string | undefined): string | undefined {
  const dot = name?.lastIndexOf('.') ?? -1;
  if (!name || dot < 0) return undefined;
  return name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file may be attached (002 §5.3): its MIME type is allowed, ignoring case and
 * parameters ('text/plain; charset=utf-8'). Only a file without a MIME type is judged by its
 * extension: a declared type that is not allowed is refused whatever the name says.
 */
export function isAllowedAttachment(file: AttachmentCandidate): boolean {
  const type = file.type.replace(/;.*$/s, '').trim().toLowerCase();
  if (type !== '') return CHAT_ATTACHMENT_ACCEPTED_TYPES.includes(type);
  const extension = extensionOf(file.name);
  return (
    extension !== undefined && (CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
  );
}

/**
 * The image types a browser shows inline (TIFF and HEIC are allowed attachments but most browsers
 * cannot draw them): a chat previews these in the message, other files are offered for download
 * (DECISIONS.md "Chat attachments").
 */
export const CHAT_PREVIEWABLE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
] as const;

/** How a message's attachment is shown: an image preview, or a file to download. */
export type ChatAttachmentDisplay = 'image' | 'file';

/** How an attachment of a MIME type is shown in a message (DECISIONS.md "Chat attachments"). */
export function chatAttachmentDisplay(file: { type?: string | null }): ChatAttachmentDisplay {
  const type = (file.type ?? '').replace(/;.*$/s, '').trim().toLowerCase();
  return (CHAT_PREVIEWABLE_IMAGE_TYPES as readonly string[]).includes(type) ? 'image' : 'file';
}

/** The entities a version 2 upload attaches to (002 §7.3). */
export const CHAT_UPLOAD_ENTITIES = ['chatData', 'qualifications', 'consultancies'] as const;

/** An entity of a version 2 upload. */
export type ChatUploadEntity = (typeof CHAT_UPLOAD_ENTITIES)[number];
