import { describe, expect, it } from 'vitest';
import {
  CHAT_ATTACHMENT_ACCEPTED_TYPES,
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_UPLOAD_ENTITIES,
  chatAttachmentDisplay,
  isAllowedAttachment,
} from './attachments.ts';

describe('isAllowedAttachment', () => {
  it.each([
    ['application/vnd.ms-excel', 'xls'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['text/csv', 'csv'],
    ['application/vnd.oasis.opendocument.spreadsheet', 'ods'],
  ])('001 §9: "spreadsheets are xls, xlsx, csv and ods" — %s (%s)', (type) => {
    expect(isAllowedAttachment({ type })).toBe(true);
  });

  it.each([
    ['application/pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['image/jpeg'],
    ['image/png'],
    ['audio/mpeg'],
    ['video/mp4'],
    ['application/zip'],
    ['TEXT/PLAIN; charset=utf-8'],
  ])('001 §9: "common document, image, audio, video and archive types" — %s', (type) => {
    expect(isAllowedAttachment({ type, name: 'file' })).toBe(true);
  });

  it.each([
    [{ type: 'application/x-msdownload', name: 'setup.exe' }],
    [{ type: 'image/svg+xml', name: 'logo.svg' }],
    [{ type: 'application/x-msdownload', name: 'fattura.pdf' }],
    [{ type: 'text/html', name: 'pagina.html' }],
  ])('002 §5.3: "Attachments are restricted by a set of MIME types" — %o is refused', (file) => {
    expect(isAllowedAttachment(file)).toBe(false);
  });

  it.each([
    [{ type: '', name: 'Verbale.ODS' }, true],
    [{ type: '', name: 'firma.p7m' }, true],
    [{ type: '', name: 'script.sh' }, false],
    [{ type: '', name: 'senza-estensione' }, false],
    [{ type: '' }, false],
  ])(
    '002 §5.3: a file the browser gives no MIME type is judged by its extension — %o → %s',
    (file, allowed) => {
      expect(isAllowedAttachment(file)).toBe(allowed);
    },
  );

  it('002 §5.3: every family of the allow-list is present in the accepted list', () => {
    expect(Object.keys(CHAT_ATTACHMENT_MIME_TYPES)).toEqual([
      'document',
      'spreadsheet',
      'image',
      'audio',
      'video',
      'archive',
    ]);
    expect(CHAT_ATTACHMENT_ACCEPTED_TYPES).toContain('application/x-7z-compressed');
  });
});

describe('upload entities', () => {
  it('002 §7.3: "version 2: file, entity, entity id, for the entities chatData, qualifications and consultancies"', () => {
    expect(CHAT_UPLOAD_ENTITIES).toEqual(['chatData', 'qualifications', 'consultancies']);
  });
});

describe('chatAttachmentDisplay', () => {
  it.each([['image/jpeg'], ['image/png'], ['image/gif'], ['image/webp'], ['IMAGE/PNG']])(
    'DECISIONS.md "Chat attachments": an image a browser draws (%s) is previewed',
    (type) => {
      expect(chatAttachmentDisplay({ type })).toBe('image');
    },
  );

  it.each([['image/tiff'], ['image/heic'], ['application/pdf'], [''], [undefined]])(
    'DECISIONS.md "Chat attachments": anything else (%s) is a file to download',
    (type) => {
      expect(chatAttachmentDisplay({ type })).toBe('file');
    },
  );
});
