/**
 * A record's stored file saved in the browser's downloads, under its name. Files are fetched with
 * the session's token (the gateway serves them only to whoever reads the record, always as a
 * download), so a download is a button that calls this, never a bare link.
 */
import { downloadAttachment, type RecordAttachment } from '@portineria/api-client';
import { apiClient } from '../lib/apiClient.ts';

/** Saves one stored file (its id and name) in the browser's downloads. */
export async function saveAttachment(
  attachment: Pick<RecordAttachment, 'id' | 'name'>,
): Promise<void> {
  const blob = await downloadAttachment(apiClient.http, attachment.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
