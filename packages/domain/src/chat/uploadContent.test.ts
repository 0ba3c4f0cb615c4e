import { describe, expect, it } from 'vitest';
import {
  UPLOAD_ENTITIES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES_BY_ENTITY,
  checkUpload,
  checkUploadDeclaration,
  sniffMimeType,
} from './uploadContent.ts';
import { CHAT_ATTACHMENT_ACCEPTED_TYPES } from './attachments.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const PDF = text('%PDF-1.7\n%âãÏÓ\n');
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const CFB = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const HEIC = new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]);
const HTML = text('<!DOCTYPE html>\n<html><body><script>alert(1)</script></body></html>');

describe('sniffMimeType (002 §5.3 "Attachments are restricted by a set of MIME types")', () => {
  it.each([
    ['application/pdf', PDF],
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/gif', text('GIF89a\u0001\u0000')],
    ['image/webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['image/heic', HEIC],
    ['application/zip', ZIP],
    ['application/x-cfb', CFB],
    ['text/html', HTML],
    ['text/html', text('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')],
    ['text/plain', text('Perdita dal soffitto del box 12.\n')],
  ])('names %s from the first bytes', (expected, firstBytes) => {
    expect(sniffMimeType(firstBytes)).toBe(expected);
  });

  it('knows no signature in random binary bytes', () => {
    expect(sniffMimeType(bytes(0x00, 0x13, 0x37, 0x00, 0x42))).toBeUndefined();
  });
});

describe('checkUpload (002 §5.3 "Attachments are restricted by a set of MIME types; multiple files are allowed")', () => {
  it('a resident attaches a photo to a ticket: a JPEG whose bytes are a JPEG', () => {
    expect(
      checkUpload('tickets', {
        type: 'image/jpeg',
        name: 'perdita.jpg',
        size: 10,
        firstBytes: JPEG,
      }),
    ).toEqual({ ok: true, mimeType: 'image/jpeg' });
  });

  it('a file named .pdf that is an HTML page is refused by its content, whatever its name and declared type', () => {
    expect(
      checkUpload('tickets', {
        type: 'application/pdf',
        name: 'verbale.pdf',
        size: HTML.byteLength,
        firstBytes: HTML,
      }),
    ).toEqual({
      ok: false,
      reason: 'contentMismatch',
      message: 'Il contenuto del file non corrisponde al suo tipo: il file non è stato caricato.',
    });
  });

  it('HTML declared as text/plain or CSV is refused: text types must not be web pages', () => {
    const asText = checkUpload('chatData', {
      type: 'text/plain',
      name: 'nota.txt',
      size: 60,
      firstBytes: HTML,
    });
    const asCsv = checkUpload('tickets', {
      type: 'text/csv',
      name: 'spese.csv',
      size: 60,
      firstBytes: HTML,
    });

    expect(asText.ok).toBe(false);
    expect(asCsv.ok).toBe(false);
  });

  it('a type outside the allow-list is refused: SVG and HTML never pass', () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"/>');

    expect(
      checkUpload('tickets', {
        type: 'image/svg+xml',
        name: 'logo.svg',
        size: 40,
        firstBytes: svg,
      }),
    ).toEqual({ ok: false, reason: 'typeRefused', message: 'Questo tipo di file non è ammesso.' });
    expect(
      checkUpload('tickets', { type: 'text/html', name: 'a.html', size: 60, firstBytes: HTML }).ok,
    ).toBe(false);
  });

  it('a file over 10 MB is refused with the cap in the message', () => {
    expect(
      checkUpload('tickets', {
        type: 'application/pdf',
        name: 'grande.pdf',
        size: UPLOAD_MAX_BYTES + 1,
        firstBytes: PDF,
      }),
    ).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: 'Il file supera la dimensione massima di 10 MB.',
    });
  });

  it('a file without a declared type is judged by its extension, then by its bytes', () => {
    expect(
      checkUpload('tickets', { type: '', name: 'foto.JPG', size: 10, firstBytes: JPEG }),
    ).toEqual({
      ok: true,
      mimeType: 'image/jpeg',
    });
    expect(
      checkUpload('tickets', { type: '', name: 'foto.jpg', size: 10, firstBytes: PNG }).ok,
    ).toBe(false);
    expect(
      checkUpload('tickets', { type: '', name: 'senza-estensione', size: 10, firstBytes: JPEG }).ok,
    ).toBe(false);
  });

  it('Office documents: a .docx is a ZIP, a .doc a compound file, and not the other way round', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

    expect(
      checkUpload('tickets', { type: docx, name: 'a.docx', size: 8, firstBytes: ZIP }).ok,
    ).toBe(true);
    expect(
      checkUpload('tickets', {
        type: 'application/msword',
        name: 'a.doc',
        size: 10,
        firstBytes: CFB,
      }).ok,
    ).toBe(true);
    expect(
      checkUpload('tickets', { type: docx, name: 'a.docx', size: 10, firstBytes: CFB }).ok,
    ).toBe(false);
  });

  it('an iPhone photo (HEIC) passes by its ftyp brand', () => {
    expect(
      checkUpload('tickets', {
        type: 'image/heic',
        name: 'IMG_0001.HEIC',
        size: 20,
        firstBytes: HEIC,
      }).ok,
    ).toBe(true);
  });

  it('002 §2.9 Informazioni (cover image): a supplier cover is an image a browser draws — a PDF is refused, a PNG taken', () => {
    expect(UPLOAD_MIME_TYPES_BY_ENTITY.supplierCovers).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/bmp',
      'image/webp',
    ]);
    expect(
      checkUpload('supplierCovers', {
        type: 'image/png',
        name: 'furgone.png',
        size: 10,
        firstBytes: PNG,
      }),
    ).toEqual({ ok: true, mimeType: 'image/png' });
    expect(
      checkUpload('supplierCovers', {
        type: 'application/pdf',
        name: 'listino.pdf',
        size: 10,
        firstBytes: PDF,
      }).ok,
    ).toBe(false);
  });

  it('every entity, tickets and orders included, accepts the chat allow-list, and every type on it has a content rule', () => {
    expect(UPLOAD_ENTITIES).toEqual([
      'chatData',
      'qualifications',
      'consultancies',
      'tickets',
      'quoteOffers',
      'orders',
      'supplierCovers',
    ]);
    for (const entity of UPLOAD_ENTITIES.filter((entity) => entity !== 'supplierCovers')) {
      expect(UPLOAD_MIME_TYPES_BY_ENTITY[entity]).toEqual(CHAT_ATTACHMENT_ACCEPTED_TYPES);
    }
    // A type without a content rule could never pass: each allowed type is accepted for some bytes.
    const samples = [
      PDF,
      PNG,
      JPEG,
      ZIP,
      CFB,
      HEIC,
      text('hello'),
      text('{\\rtf1'),
      text('GIF89a'),
      text('BM'),
      bytes(0x49, 0x49, 0x2a, 0),
      text('RIFF\0\0\0\0WEBP'),
      text('RIFF\0\0\0\0WAVE'),
      text('RIFF\0\0\0\0AVI '),
      text('ID3'),
      bytes(0xff, 0xf1),
      text('OggS'),
      bytes(0x1a, 0x45, 0xdf, 0xa3),
      bytes(0, 0, 1, 0xba),
      bytes(0x30, 0x82),
      text('Rar!\u001a\u0007'),
      bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c),
      bytes(0x1f, 0x8b),
      new Uint8Array([...new Uint8Array(257), ...text('ustar')]),
    ];
    for (const type of CHAT_ATTACHMENT_ACCEPTED_TYPES) {
      const passes = samples.some(
        (firstBytes) => checkUpload('tickets', { type, name: 'x', size: 1, firstBytes }).ok,
      );
      expect(passes, type).toBe(true);
    }
  });
});

describe('checkUploadDeclaration (002 §5.3 "Attachments are restricted by a set of MIME types"): what a form tells before any byte is read', () => {
  it('a photo of an allowed type and size passes, under the type it declares', () => {
    expect(
      checkUploadDeclaration('tickets', { type: 'image/png', name: 'citofono.png', size: 2048 }),
    ).toEqual({ ok: true, mimeType: 'image/png' });
  });

  it('a file over 10 MB is refused with the cap in the message', () => {
    expect(
      checkUploadDeclaration('tickets', {
        type: 'video/mp4',
        name: 'video.mp4',
        size: UPLOAD_MAX_BYTES + 1,
      }),
    ).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: 'Il file supera la dimensione massima di 10 MB.',
    });
  });

  it('a type outside the allow-list is refused, by its declared type or its extension', () => {
    const refused = {
      ok: false,
      reason: 'typeRefused',
      message: 'Questo tipo di file non è ammesso.',
    };

    expect(
      checkUploadDeclaration('tickets', { type: 'image/svg+xml', name: 'logo.svg', size: 10 }),
    ).toEqual(refused);
    expect(checkUploadDeclaration('tickets', { type: '', name: 'setup.exe', size: 10 })).toEqual(
      refused,
    );
  });
});
