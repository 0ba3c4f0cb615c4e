import { downloadBlob } from '../../lib/downloadFile.ts';

/** Saves text as a file the browser downloads (the .ics exports of the calendar). */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
