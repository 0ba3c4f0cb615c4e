/**
 * A ticket's photos and files on its detail (002 §5.3 "multiple files are allowed"; domain
 * DECISIONS.md "Ticket lifecycle" 10): every file stored, with its size and a download, for
 * whoever reads the ticket; the files on their way up with their progress, a failed one with its
 * reason and 'Riprova'; and the zone that adds more while domain's `ticketAttachmentRefusal`
 * allows it (the requester and the organisation, while the ticket is not closed), else its
 * reason. Files are fetched with the session's token (the gateway serves them only to readers,
 * always as a download), so the download is a button, not a bare link.
 */
import { getTicketAttachmentsQueryOptions, type EntityId } from '@portineria/api-client';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES_BY_ENTITY,
  checkUploadDeclaration,
  ticketAttachmentRefusal,
  type Profile,
  type TicketAttachment,
  type TicketStatus,
} from '@portineria/domain';
import { Button, FileDropzone, FileSize, ProgressBar, useSnackbar } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import type { QueuedUpload } from '../../lib/uploadQueue.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveAttachment } from '../../records/attachmentDownload.ts';
import * as recordStyles from '../../records/records.css.ts';
import * as styles from './ticketDetail.css.ts';
import { ticketUploads, useTicketUploads } from './ticketUploads.ts';

/**
 * Why a chosen file cannot go to a ticket, or undefined: domain's type and size rules (002 §5.3),
 * the content being the gateway's check.
 */
export function ticketFileRefusal(file: File): string | undefined {
  const check = checkUploadDeclaration('tickets', file);
  return check.ok ? undefined : check.message;
}

/** The hint under a ticket's file zone, with domain's size cap. */
export function ticketFilesHint(): string {
  return webMessage('ticket.files.hint', { megabytes: UPLOAD_MAX_BYTES / (1024 * 1024) });
}

function StoredFile({ attachment }: { attachment: TicketAttachment }) {
  const { show } = useSnackbar();
  return (
    <li className={recordStyles.fileRow}>
      <span className={recordStyles.fileName}>{attachment.name}</span>
      <FileSize bytes={attachment.size} />
      <Button
        variant="text"
        size="small"
        aria-label={webMessage('records.files.downloadName', { name: attachment.name })}
        onClick={() => {
          saveAttachment(attachment).catch(() =>
            show({ message: webMessage('records.files.downloadFailed'), tone: 'error' }),
          );
        }}
      >
        {webMessage('records.files.download')}
      </Button>
    </li>
  );
}

function PendingFile({ upload }: { upload: QueuedUpload }) {
  const name = upload.file.name;
  return (
    <li className={recordStyles.fileRow} data-upload-phase={upload.phase}>
      <span className={recordStyles.fileName}>{name}</span>
      <FileSize bytes={upload.file.size} />
      {upload.phase === 'uploading' ? (
        <div className={styles.fileProgress}>
          <ProgressBar
            value={upload.progress * 100}
            size="small"
            label={webMessage('ticket.files.uploading', { name })}
          />
        </div>
      ) : (
        <>
          <p className={styles.fileError} role="alert">
            {webMessage('ticket.files.failed', { name, reason: upload.error ?? '' })}
          </p>
          <Button
            variant="outlined"
            size="small"
            aria-label={webMessage('ticket.files.retryName', { name })}
            onClick={() => ticketUploads.retry(upload.key)}
          >
            {webMessage('ticket.files.retry')}
          </Button>
          <Button
            variant="text"
            size="small"
            aria-label={webMessage('ticket.files.dismissName', { name })}
            onClick={() => ticketUploads.dismiss(upload.key)}
          >
            {webMessage('ticket.files.dismiss')}
          </Button>
        </>
      )}
    </li>
  );
}

/** Props of {@link TicketFiles}. */
export interface TicketFilesProps {
  ticketId: EntityId;
  /** The ticket's status, as the detail read it: a closed ticket takes no more files. */
  status: TicketStatus;
  /** The viewer's profile (domain's actor). */
  profile: Profile;
}

/** The ticket's files section: see the module's comment. */
export function TicketFiles({ ticketId, status, profile }: TicketFilesProps) {
  const titleId = useId();
  const query = useQuery(getTicketAttachmentsQueryOptions(apiClient, ticketId));
  const uploads = useTicketUploads(String(ticketId));
  const stored = query.data ?? [];
  const refusal = ticketAttachmentRefusal({ status }, profile);
  return (
    <section className={recordStyles.section} aria-labelledby={titleId} data-section="ticket-files">
      <h3 id={titleId} className={recordStyles.sectionTitle}>
        {webMessage('ticket.files.title')}
      </h3>
      {stored.length > 0 ? (
        <ul className={recordStyles.fileList} aria-label={webMessage('ticket.files.stored')}>
          {stored.map((attachment) => (
            <StoredFile key={attachment.id} attachment={attachment} />
          ))}
        </ul>
      ) : query.isSuccess && uploads.length === 0 ? (
        <p className={recordStyles.muted}>{webMessage('ticket.files.empty')}</p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className={recordStyles.fileList} aria-label={webMessage('ticket.files.pending')}>
          {uploads.map((upload) => (
            <PendingFile key={upload.key} upload={upload} />
          ))}
        </ul>
      ) : null}
      {refusal ? (
        <p className={recordStyles.muted}>{refusal.message}</p>
      ) : (
        <FileDropzone
          label={webMessage('ticket.files.add')}
          description={ticketFilesHint()}
          accept={UPLOAD_MIME_TYPES_BY_ENTITY.tickets}
          files={[]}
          fileRefusal={ticketFileRefusal}
          onFilesChange={(files) => ticketUploads.start(String(ticketId), files)}
        />
      )}
    </section>
  );
}
