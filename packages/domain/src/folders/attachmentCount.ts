import { foldersMessage } from '../messages/it-IT/folders.ts';
import { COMPLETED_ATTACHMENT_STATUS } from './constants.ts';
import type { FolderAttachmentItem } from './types.ts';

/**
 * The attachment-count label (000 §4: "An attachment-count label shows 'COMPLETATA' when every
 * item has status 1"). Otherwise it shows how many items are complete out of all, as 'n/m'
 * ('2/5'); with no item at all it shows '0/0', since nothing has been completed
 * (DECISIONS.md).
 */
export function attachmentCountLabel(items: readonly FolderAttachmentItem[]): string {
  const completed = items.filter((item) => item.status === COMPLETED_ATTACHMENT_STATUS).length;
  if (items.length > 0 && completed === items.length) {
    return foldersMessage('folders.attachments.completed');
  }
  return foldersMessage('folders.attachments.count', { completed, total: items.length });
}
