/**
 * A record's files (002 §5.3 "Attachments are restricted by a set of MIME types; multiple files
 * are allowed", §7.3): the files uploaded so far, each with its size and — when `downloadable` —
 * its 'Scarica'; the files on their way up, each with its progress bar, a refused or failed one
 * with the gateway's reason, 'Riprova' and 'Rimuovi' (one failed file never holds the others
 * back); and, while the feature's domain rule lets the active profile add one, ui's
 * FileDropzone — else the rule's reason in its place. The files go up either through the app's
 * queue of the records with files of their own (`attachedTo`: a ticket, an order; the queue
 * outlives the screen, so the new-ticket form hands its files over and the detail shows them
 * going up, ./recordUploads.ts) or through the feature's own mutation (`upload`: a qualification
 * folder's documents, a supplier's offer on a quote request), each file once the one before it
 * was sent. A stored file joins the list once the feature's mutation reads the record again.
 */
import type { RecordAttachment } from '@portineria/api-client';
import { UPLOAD_MIME_TYPES_BY_ENTITY, isAllowedAttachment } from '@portineria/domain';
import { Button, FileDropzone, FileSize, ProgressBar, useSnackbar } from '@portineria/ui';
import { useId } from 'react';
import type { QueuedUpload, UploadQueue } from '../lib/uploadQueue.ts';
import { webMessage } from '../messages/it-IT.ts';
import { saveAttachment } from './attachmentDownload.ts';
import {
  attachedRecordKey,
  featureUploads,
  recordUploads,
  useFeatureUpload,
  uploadFileRefusal,
  uploadFilesHint,
  useQueuedUploads,
  type AttachedRecord,
  type RecordFileUpload,
} from './recordUploads.ts';
import * as styles from './records.css.ts';

/** The words of a record's files, from the feature's messages. */
export interface RecordFilesLabels {
  title: string;
  empty: string;
  /** The drop zone's label ('Carica documenti'). */
  upload: string;
  /** The progress bar's label of one file ('Caricamento di {name}: {percent}%'). */
  uploading: (name: string, percent: number) => string;
  /** The stored files' list name ('File del ticket'); the title when absent. */
  stored?: string;
}

/** Props of {@link RecordFiles}. */
export interface RecordFilesProps {
  labels: RecordFilesLabels;
  files: readonly RecordAttachment[];
  /**
   * A record with files of its own (a ticket, an order): its files go up through the app's queue
   * (./recordUploads.ts), with domain's type and size rules of its kind checked in the zone —
   * unless `refusal` says why the profile may not add one now.
   */
  attachedTo?: AttachedRecord;
  /**
   * Uploads one file with its progress (the feature's mutation), for a record outside the app's
   * queue; without it or `attachedTo`, no drop zone: the profile reads the files only.
   */
  upload?: RecordFileUpload;
  /** The section's `data-section` name. */
  section: string;
  /** The title's heading level under the screen's structure (a card's files are under its h4). */
  heading?: 'h3' | 'h5';
  /** A group inside a list of records (the title repeats), not a page region. */
  embedded?: boolean;
  /** Each file has its 'Scarica' button (the profile reads the record, so its files). */
  downloadable?: boolean;
  /** Why the profile may not add a file now (the domain rule's message), shown for the zone. */
  refusal?: string;
  /** A line under the title saying where an added file goes besides the record (a ticket's orders). */
  note?: string;
}

/** One stored file: its name, its size and, when downloadable, its 'Scarica'. */
function StoredFile({ file, downloadable }: { file: RecordAttachment; downloadable: boolean }) {
  const { show } = useSnackbar();
  if (!downloadable) {
    return (
      <li>
        {file.name} (<FileSize bytes={file.size} />)
      </li>
    );
  }
  return (
    <li className={styles.fileRow}>
      <span className={styles.fileName}>{file.name}</span>
      <FileSize bytes={file.size} />
      <Button
        variant="text"
        size="small"
        aria-label={webMessage('records.files.downloadName', { name: file.name })}
        onClick={() => {
          saveAttachment(file).catch(() =>
            show({ message: webMessage('records.files.downloadFailed'), tone: 'error' }),
          );
        }}
      >
        {webMessage('records.files.download')}
      </Button>
    </li>
  );
}

/** One file on its way up: its progress, or why it failed with 'Riprova' and 'Rimuovi'. */
function PendingFile({
  upload,
  queue,
  labels,
}: {
  upload: QueuedUpload;
  queue: UploadQueue;
  labels: RecordFilesLabels;
}) {
  const name = upload.file.name;
  return (
    <li className={styles.fileRow} data-upload-phase={upload.phase}>
      <span className={styles.fileName}>{name}</span>
      <FileSize bytes={upload.file.size} />
      {upload.phase === 'uploading' ? (
        <div className={styles.fileProgress}>
          <ProgressBar
            value={upload.progress * 100}
            size="small"
            label={labels.uploading(name, Math.round(upload.progress * 100))}
          />
        </div>
      ) : (
        <>
          <p className={styles.fileError} role="alert">
            {webMessage('records.files.failed', { name, reason: upload.error ?? '' })}
          </p>
          <Button
            variant="outlined"
            size="small"
            aria-label={webMessage('records.files.retryName', { name })}
            onClick={() => queue.retry(upload.key)}
          >
            {webMessage('records.files.retry')}
          </Button>
          <Button
            variant="text"
            size="small"
            aria-label={webMessage('records.files.dismissName', { name })}
            onClick={() => queue.dismiss(upload.key)}
          >
            {webMessage('records.files.dismiss')}
          </Button>
        </>
      )}
    </li>
  );
}

/**
 * The queue the files go through: the app's for a record with files of its own, else the one of
 * the features' own mutations under this section's key, sending with the feature's latest
 * `upload`.
 */
function useUploadQueue(
  attachedTo: AttachedRecord | undefined,
  upload: RecordFileUpload | undefined,
): { queue: UploadQueue; key: string } {
  const sectionKey = useId();
  useFeatureUpload(sectionKey, upload);
  return attachedTo
    ? { queue: recordUploads, key: attachedRecordKey(attachedTo) }
    : { queue: featureUploads, key: sectionKey };
}

/** The files of a record and, when the profile may add one, the upload zone. */
export function RecordFiles({
  labels,
  files,
  attachedTo,
  upload,
  section,
  heading: Heading = 'h3',
  embedded = false,
  downloadable = false,
  refusal,
  note,
}: RecordFilesProps) {
  const Container = embedded ? 'div' : 'section';
  const titleId = useId();
  const { queue, key } = useUploadQueue(attachedTo, upload);
  const pending = useQueuedUploads(queue, key);
  const mayUpload = refusal === undefined && (attachedTo !== undefined || upload !== undefined);
  const entity = attachedTo?.kind;

  return (
    <Container
      className={styles.section}
      aria-labelledby={titleId}
      data-section={section}
      {...(embedded ? { role: 'group' } : {})}
    >
      <Heading id={titleId} className={styles.sectionTitle}>
        {labels.title}
      </Heading>
      {note === undefined ? null : (
        <p className={styles.muted} data-files-note>
          {note}
        </p>
      )}
      {files.length === 0 && pending.length === 0 ? (
        <p className={styles.muted}>{labels.empty}</p>
      ) : files.length > 0 ? (
        <ul
          {...(labels.stored === undefined
            ? { 'aria-labelledby': titleId }
            : { 'aria-label': labels.stored })}
          className={downloadable ? styles.fileList : undefined}
        >
          {files.map((file) => (
            <StoredFile key={file.id} file={file} downloadable={downloadable} />
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul className={styles.fileList} aria-label={webMessage('records.files.pending')}>
          {pending.map((each) => (
            <PendingFile key={each.key} upload={each} queue={queue} labels={labels} />
          ))}
        </ul>
      ) : null}
      {mayUpload ? (
        <FileDropzone
          label={labels.upload}
          files={[]}
          {...(entity === undefined
            ? { isFileAccepted: isAllowedAttachment }
            : {
                description: uploadFilesHint(),
                accept: UPLOAD_MIME_TYPES_BY_ENTITY[entity],
                fileRefusal: (file: File) => uploadFileRefusal(entity, file),
              })}
          onFilesChange={(chosen) => {
            if (chosen.length > 0) queue.start(key, chosen);
          }}
        />
      ) : refusal !== undefined ? (
        <p className={styles.muted}>{refusal}</p>
      ) : null}
    </Container>
  );
}
