/**
 * An order's files on its detail (domain DECISIONS.md "Order files"; 002 §5.3 "multiple files
 * are allowed"): records' RecordFiles with the order's files, which come with the order's own
 * read (api-client's `ORDER_ATTACHMENTS` include, refreshed by every upload), a 'Scarica' for
 * each one — whoever reads the order reads its files —
 * and the zone that adds more (the app's queue of record uploads), each file with its progress
 * and, when refused, the gateway's reason with 'Riprova', while domain's `orderAttachmentRefusal` lets the active profile add one (the order's
 * organisation and its supplier, with their update permission, until it is closed); otherwise
 * the rule's reason. A converted ticket's photos are among them.
 */
import type { RecordAttachment } from '@portineria/api-client';
import {
  orderAttachmentRefusal,
  type OrderLifecycleRecord,
  type TransitionActor,
} from '@portineria/domain';
import { webMessage } from '../../messages/it-IT.ts';
import { RecordFiles, type RecordFilesLabels } from '../../records/RecordFiles.tsx';

const LABELS: RecordFilesLabels = {
  title: webMessage('order.files.title'),
  empty: webMessage('order.files.empty'),
  upload: webMessage('order.files.upload'),
  uploading: (name, percent) => webMessage('order.files.uploading', { name, percent }),
};

/** Props of {@link OrderFiles}. */
export interface OrderFilesProps {
  orderId: string;
  /** The order as the detail read it (its status and asked price decide whether files are taken). */
  order: Pick<OrderLifecycleRecord, 'status' | 'askedPrice'>;
  /** The order's files, as the order's read included them. */
  files: readonly RecordAttachment[];
  /** The active profile (domain's actor). */
  actor: TransitionActor;
}

/** The order's files section: see the module's comment. */
export function OrderFiles({ orderId, order, files, actor }: OrderFilesProps) {
  const refusal = orderAttachmentRefusal(order, actor);
  return (
    <RecordFiles
      labels={LABELS}
      files={files}
      section="order-files"
      attachedTo={{ kind: 'orders', recordId: orderId }}
      downloadable
      {...(refusal ? { refusal: refusal.message } : {})}
    />
  );
}
