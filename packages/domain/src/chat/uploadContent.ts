/**
 * The upload rules in one place (002 §5.3 "Attachments are restricted by a set of MIME types;
 * multiple files are allowed", §7.3 upload payloads): the entities a file attaches to, the size
 * cap, and the check of a file by its content. The browser's MIME type and the file name are the
 * sender's word; the first bytes are the file's. A file whose bytes are not of the type it claims
 * (an HTML page named `.pdf`) is refused, so nothing stored can turn into a page of the app.
 */
import { chatMessage } from '../messages/it-IT/chat.ts';
import {
  CHAT_ATTACHMENT_ACCEPTED_TYPES,
  CHAT_PREVIEWABLE_IMAGE_TYPES,
  CHAT_UPLOAD_ENTITIES,
} from './attachments.ts';

/**
 * The entities an upload attaches to: the chat ones (002 §7.3), a resident's ticket, a
 * supplier's offer on a quote request (DECISIONS.md "Quote lifecycle" 10), an order, ODS or
 * ODP (DECISIONS.md "Order files"), and a supplier company's cover image (002 §2.9).
 */
export const UPLOAD_ENTITIES = [
  ...CHAT_UPLOAD_ENTITIES,
  'tickets',
  'quoteOffers',
  'orders',
  'supplierCovers',
] as const;

/** An entity an upload attaches to. */
export type UploadEntity = (typeof UPLOAD_ENTITIES)[number];

/** The largest file accepted, in bytes (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** How many leading bytes the content check reads (a tar header's magic sits at 257). */
export const UPLOAD_SNIFF_BYTES = 512;

/**
 * The MIME types each entity accepts. One list today: a ticket's photos and files, and an order's
 * (which inherits a converted ticket's), follow the chat's allow-list (002 §5.3), SVG and HTML
 * left out on purpose.
 */
export const UPLOAD_MIME_TYPES_BY_ENTITY: Readonly<Record<UploadEntity, readonly string[]>> = {
  chatData: CHAT_ATTACHMENT_ACCEPTED_TYPES,
  qualifications: CHAT_ATTACHMENT_ACCEPTED_TYPES,
  consultancies: CHAT_ATTACHMENT_ACCEPTED_TYPES,
  tickets: CHAT_ATTACHMENT_ACCEPTED_TYPES,
  quoteOffers: CHAT_ATTACHMENT_ACCEPTED_TYPES,
  orders: CHAT_ATTACHMENT_ACCEPTED_TYPES,
  // A supplier company's cover image (002 §2.9 Informazioni, §5.6): an image a browser draws.
  supplierCovers: CHAT_PREVIEWABLE_IMAGE_TYPES,
};

/** The MIME type of a file name's extension, for a file the browser sent without one. */
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  xml: 'application/xml',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
  p7m: 'application/pkcs7-mime',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  heif: 'image/heif',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  tar: 'application/x-tar',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The leading bytes as Latin-1 text, lower-cased, for the markup check. */
function headText(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes.subarray(0, UPLOAD_SNIFF_BYTES)) text += String.fromCharCode(byte);
  return text.toLowerCase();
}

/** Markup a browser would run as a page or an image with script: HTML and SVG. */
function looksLikeActiveMarkup(bytes: Uint8Array): boolean {
  return /<\s*(!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|a\s|img\s|style)[\s>/]/.test(
    headText(bytes),
  );
}

/** Plain text: no NUL byte in the head and no active markup. */
function isSafeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, UPLOAD_SNIFF_BYTES).includes(0) && !looksLikeActiveMarkup(bytes);
}

const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
];
/** Compound File Binary: the container of the old Office formats and Outlook messages. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ISO_MEDIA_BOXES = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'];
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif'];

/** What a file's leading bytes are, by their signature; undefined when none is known. */
const SIGNATURES = {
  pdf: (bytes: Uint8Array) => startsWith(bytes, ascii('%PDF-')),
  png: (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  webp: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  bmp: (bytes: Uint8Array) => startsWith(bytes, ascii('BM')),
  tiff: (bytes: Uint8Array) =>
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]),
  heif: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('ftyp'), 4) &&
    HEIF_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8)),
  isoMedia: (bytes: Uint8Array) => ISO_MEDIA_BOXES.some((box) => startsWith(bytes, ascii(box), 4)),
  zip: (bytes: Uint8Array) => ZIP.some((signature) => startsWith(bytes, signature)),
  cfb: (bytes: Uint8Array) => startsWith(bytes, CFB),
  rtf: (bytes: Uint8Array) => startsWith(bytes, ascii('{\\rtf')),
  rar: (bytes: Uint8Array) => startsWith(bytes, ascii('Rar!\u001a\u0007')),
  sevenZip: (bytes: Uint8Array) => startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  gzip: (bytes: Uint8Array) => startsWith(bytes, [0x1f, 0x8b]),
  tar: (bytes: Uint8Array) => startsWith(bytes, ascii('ustar'), 257),
  mp3: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('ID3')) ||
    (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0),
  adts: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('ID3')) ||
    startsWith(bytes, ascii('ADIF')) ||
    (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xf6) === 0xf0),
  wav: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8),
  avi: (bytes: Uint8Array) =>
    startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8),
  ogg: (bytes: Uint8Array) => startsWith(bytes, ascii('OggS')),
  ebml: (bytes: Uint8Array) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]),
  mpegVideo: (bytes: Uint8Array) =>
    startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]),
  /** A DER SEQUENCE (binary PKCS #7) or its PEM text. */
  pkcs7: (bytes: Uint8Array) =>
    (bytes[0] === 0x30 && (bytes[1] ?? 0) >= 0x80) || startsWith(bytes, ascii('-----BEGIN')),
  text: isSafeText,
} as const;

type Signature = keyof typeof SIGNATURES;

/** The signatures each allowed type may carry (every type of the allow-list has a row). */
const TYPE_SIGNATURES: Readonly<Record<string, readonly Signature[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['cfb'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['zip'],
  'application/vnd.oasis.opendocument.text': ['zip'],
  'application/rtf': ['rtf'],
  'text/rtf': ['rtf'],
  'text/plain': ['text'],
  'application/vnd.ms-powerpoint': ['cfb'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['zip'],
  'application/vnd.oasis.opendocument.presentation': ['zip'],
  'application/xml': ['text'],
  'text/xml': ['text'],
  'message/rfc822': ['text'],
  'application/vnd.ms-outlook': ['cfb'],
  'application/pkcs7-mime': ['pkcs7'],
  'application/vnd.ms-excel': ['cfb'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['zip'],
  'text/csv': ['text'],
  'application/csv': ['text'],
  'application/vnd.oasis.opendocument.spreadsheet': ['zip'],
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/bmp': ['bmp'],
  'image/webp': ['webp'],
  'image/tiff': ['tiff'],
  'image/heic': ['heif'],
  'image/heif': ['heif'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['isoMedia'],
  'audio/aac': ['adts'],
  'audio/wav': ['wav'],
  'audio/x-wav': ['wav'],
  'audio/ogg': ['ogg'],
  'audio/webm': ['ebml'],
  'audio/x-m4a': ['isoMedia'],
  'video/mp4': ['isoMedia'],
  'video/mpeg': ['mpegVideo'],
  'video/quicktime': ['isoMedia'],
  'video/webm': ['ebml'],
  'video/ogg': ['ogg'],
  'video/x-msvideo': ['avi'],
  'video/3gpp': ['isoMedia'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'application/vnd.rar': ['rar'],
  'application/x-rar-compressed': ['rar'],
  'application/x-7z-compressed': ['sevenZip'],
  'application/gzip': ['gzip'],
  'application/x-gzip': ['gzip'],
  'application/x-tar': ['tar'],
};

/** The type each binary signature names when sniffed alone, in the order they are tried. */
const SNIFFED_TYPES: readonly (readonly [Signature, string])[] = [
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['tiff', 'image/tiff'],
  ['heif', 'image/heic'],
  ['isoMedia', 'video/mp4'],
  ['zip', 'application/zip'],
  ['cfb', 'application/x-cfb'],
  ['rtf', 'application/rtf'],
  ['rar', 'application/vnd.rar'],
  ['sevenZip', 'application/x-7z-compressed'],
  ['gzip', 'application/gzip'],
  ['tar', 'application/x-tar'],
  ['wav', 'audio/wav'],
  ['avi', 'video/x-msvideo'],
  ['ogg', 'audio/ogg'],
  ['ebml', 'video/webm'],
  ['mpegVideo', 'video/mpeg'],
];

/**
 * What a file's first bytes say it is: a family's MIME type (a ZIP-based Office document sniffs
 * as 'application/zip', the old Office formats as 'application/x-cfb'), 'text/html' for markup a
 * browser would run, 'text/plain' for other text, undefined when no signature is known.
 */
export function sniffMimeType(firstBytes: Uint8Array): string | undefined {
  for (const [signature, type] of SNIFFED_TYPES) if (SIGNATURES[signature](firstBytes)) return type;
  if (looksLikeActiveMarkup(firstBytes)) return 'text/html';
  if (SIGNATURES.text(firstBytes)) return 'text/plain';
  return undefined;
}

function normalisedType(type: string): string {
  return type.replace(/;.*$/s, '').trim().toLowerCase();
}

function extensionType(name: string | undefined): string | undefined {
  const dot = name?.lastIndexOf('.') ?? -1;
  if (!name || dot < 0) return undefined;
  return EXTENSION_TYPES[name.slice(dot + 1).toLowerCase()];
}

/** A file as the upload check reads it: its declared type and name, its size and first bytes. */
export interface UploadCandidate {
  /** The MIME type the sender declared; empty when the browser did not know it. */
  type: string;
  name: string;
  size: number;
  /** The first {@link UPLOAD_SNIFF_BYTES} bytes (fewer for a shorter file). */
  firstBytes: Uint8Array;
}

/** The answer of {@link checkUpload}: the type to store the file under, or the Italian reason. */
export type UploadCheck =
  { ok: true; mimeType: string } | { ok: false; reason: UploadRefusal; message: string };

/** Why an upload is refused. */
export type UploadRefusal = 'tooLarge' | 'typeRefused' | 'contentMismatch';

/** The Italian message of a refused upload. */
export function uploadRefusalMessage(reason: UploadRefusal): string {
  switch (reason) {
    case 'tooLarge':
      return chatMessage('chat.upload.tooLarge', { megabytes: UPLOAD_MAX_BYTES / (1024 * 1024) });
    case 'typeRefused':
      return chatMessage('chat.upload.typeRefused');
    case 'contentMismatch':
      return chatMessage('chat.upload.contentMismatch');
    default:
      return reason satisfies never;
  }
}

/** A file as the browser describes it before its bytes are read: declared type, name, size. */
export type UploadDeclaration = Omit<UploadCandidate, 'firstBytes'>;

function refusedUpload(reason: UploadRefusal): UploadCheck {
  return { ok: false, reason, message: uploadRefusalMessage(reason) };
}

/**
 * The part of {@link checkUpload} that needs no bytes (002 §5.3): at most
 * {@link UPLOAD_MAX_BYTES} and a type the entity's allow-list has (the declared one, or the
 * extension's when none is declared). A form tells a refused file at once with it; the content
 * is checked by `checkUpload` where the bytes are read (the gateway).
 */
export function checkUploadDeclaration(entity: UploadEntity, file: UploadDeclaration): UploadCheck {
  if (file.size > UPLOAD_MAX_BYTES) return refusedUpload('tooLarge');
  const declared = normalisedType(file.type);
  const mimeType = declared === '' ? extensionType(file.name) : declared;
  if (!mimeType || !UPLOAD_MIME_TYPES_BY_ENTITY[entity].includes(mimeType)) {
    return refusedUpload('typeRefused');
  }
  return { ok: true, mimeType };
}

/**
 * Whether a file may be attached to an entity (002 §5.3): {@link checkUploadDeclaration}, and
 * first bytes that carry the accepted type's signature. Answers the type the file is stored under.
 */
export function checkUpload(entity: UploadEntity, file: UploadCandidate): UploadCheck {
  const declared = checkUploadDeclaration(entity, file);
  if (!declared.ok) return declared;
  const signatures = TYPE_SIGNATURES[declared.mimeType] ?? [];
  if (!signatures.some((signature) => SIGNATURES[signature](file.firstBytes))) {
    return refusedUpload('contentMismatch');
  }
  return declared;
}
