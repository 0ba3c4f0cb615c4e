/**
 * A record's files in its read: the include that asks for them and their shape. Apart from the
 * upload (./attachmentUpload.ts) so that the families read on the first screen (orders, tickets)
 * do not carry the upload code.
 */

/** A stored file as a record's detail lists it. */
export interface RecordAttachment {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

/**
 * The include that adds a record's files to its read (a ticket's, an order's: `include:
 * ['attachments']` adds them, oldest first, as `attachments`).
 */
export const RECORD_ATTACHMENTS = 'attachments';

/** A record read with its files ({@link RECORD_ATTACHMENTS}). */
export interface WithRecordAttachments {
  attachments?: readonly RecordAttachment[];
}

/** A read's includes with the record's files among them, once. */
export function withRecordAttachments<Entry>(
  include: readonly (Entry | string)[],
): (Entry | string)[] {
  return [...include.filter((entry) => entry !== RECORD_ATTACHMENTS), RECORD_ATTACHMENTS];
}
