/**
 * Reads an import file's first sheet off the main thread (issue brief of 002 §5.4: 'parsing with
 * SheetJS in a Web Worker, so the page never freezes'): the page posts the file's bytes, the
 * worker answers `readImportSheet`'s result — the headers and rows, or the Italian refusal. The
 * worker is its own chunk with SheetJS in it, fetched only when a file is chosen.
 */
import { message } from '@portineria/domain';
import { readImportSheet, type ImportSheet } from './spreadsheet.ts';

self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  let answer: ImportSheet;
  try {
    answer = readImportSheet(new Uint8Array(event.data));
  } catch {
    // readImportSheet refuses what it cannot read; anything else is still an unreadable file.
    answer = { ok: false, refusal: message('import.file.unreadable') };
  }
  self.postMessage(answer);
};
