import { describe, expect, it } from 'vitest';
import { describeAttachment, safeFileName } from './attachments.ts';

describe('safeFileName', () => {
  it.each([
    ['verbale.pdf', 'verbale.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\giulia\\foto.jpg', 'foto.jpg'],
    ['fattura"\r\n.pdf', 'fattura.pdf'],
    ['  spazi.txt  ', 'spazi.txt'],
  ])(
    'keeps only the last segment, without control characters or quotes: %j → %j',
    (name, expected) => {
      expect(safeFileName(name)).toBe(expected);
    },
  );

  it.each([[''], ['..'], ['cartella/'], ['\u0000']])(
    'refuses a name with nothing left: %j',
    (name) => {
      expect(safeFileName(name)).toBeUndefined();
    },
  );

  it('shortens a long name to 200 characters and keeps its extension', () => {
    const shortened = safeFileName(`${'a'.repeat(300)}.xlsx`);

    expect(shortened).toHaveLength(200);
    expect(shortened?.endsWith('.xlsx')).toBe(true);
  });
});

describe('describeAttachment', () => {
  it('answers the id, name, type, size and the URL served only to authorised callers', () => {
    expect(
      describeAttachment({
        public_id: '0b0d7f36-1c1d-4c8e-9d59-2d3f4a5b6c7d',
        file_name: 'verbale.pdf',
        mime_type: 'application/pdf',
        size_bytes: 1234,
      }),
    ).toEqual({
      id: '0b0d7f36-1c1d-4c8e-9d59-2d3f4a5b6c7d',
      name: 'verbale.pdf',
      url: '/api/v2/attachments/0b0d7f36-1c1d-4c8e-9d59-2d3f4a5b6c7d',
      type: 'application/pdf',
      size: 1234,
    });
  });
});
