/**
 * A record's files (002 §5.3 "Attachments are restricted by a set of MIME types; multiple files
 * are allowed", §7.3): the files uploaded so far, each with its size, and — when the feature
 * gives an `upload` (its domain rule lets the active profile add one) — ui's FileDropzone, whose
 * files are uploaded one by one with their progress. A refused file stays in the zone with the
 * gateway's reason; an accepted one joins the list once the feature's mutation reads the record
 * again. Optionally: a 'Scarica' button per file for whoever reads them, and — when the profile
 * may not add a file — the domain rule's reason in place of the zone. A qualification folder's documents, a
 * supplier's offer on a quote request and an order's files use it.
 */
import type { RecordAttachment } from '@portineria/api-client';
import { isAllowedAttachment } from '@portineria/domain';
import { Button, FileDropzone, FileSize, useSnackbar } from '@portineria/ui';
import { useId, useState } from 'react';
import { webMessage } from '../messages/it-IT.ts';
import { saveAttachment } from './attachmentDownload.ts';
import { saveErrorMessage } from './NoteEditor.tsx';
import * as styles from './records.css.ts';

/** The words of a record's files, from the feature's messages. */
export interface RecordFilesLabels {
  title: string;
  empty: string;
  /** The drop zone's label ('Carica documenti'). */
  upload: string;
  /** The progress line of one file ('Caricamento di {name}: {percent}%'). */
  uploading: (name: string, percent: number) => string;
}

/** Props of {@link RecordFiles}. */
export interface RecordFilesProps {
  labels: RecordFilesLabels;
  files: readonly RecordAttachment[];
  /**
   * Uploads one file with its progress (the feature's mutation); without it, no drop zone: the
   * profile reads the files only.
   */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** The section's `data-section` name. */
  section: string;
  /** The title's heading level under the screen's structure (a card's files are under its h4). */
  heading?: 'h3' | 'h5';
  /** A group inside a list of records (the title repeats), not a page region. */
  embedded?: boolean;
  /** Each file has its 'Scarica' button (the profile reads the record, so its files). */
  downloadable?: boolean;
  /** Without `upload`: why the profile may not add a file now (the domain rule's message). */
  refusal?: string;
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

/** The files of a record and, when the profile may add one, the upload zone. */
export function RecordFiles({
  labels,
  files,
  upload,
  section,
  heading: Heading = 'h3',
  embedded = false,
  downloadable = false,
  refusal,
}: RecordFilesProps) {
  const Container = embedded ? 'div' : 'section';
  const titleId = useId();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | undefined>();

  const send = async (sent: File[], uploadOne: NonNullable<RecordFilesProps['upload']>) => {
    setChosen(sent);
    setError(null);
    const kept: File[] = [];
    let failure: string | null = null;
    for (const file of sent) {
      try {
        setProgress({ name: file.name, fraction: 0 });
        await uploadOne(file, (fraction) => setProgress({ name: file.name, fraction }));
      } catch (caught) {
        kept.push(file);
        failure ??= saveErrorMessage(caught);
      }
    }
    setProgress(undefined);
    setChosen(kept);
    setError(failure);
  };

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
      {files.length === 0 ? (
        <p className={styles.muted}>{labels.empty}</p>
      ) : (
        <ul aria-labelledby={titleId} className={downloadable ? styles.fileList : undefined}>
          {files.map((file) => (
            <StoredFile key={file.id} file={file} downloadable={downloadable} />
          ))}
        </ul>
      )}
      {upload ? (
        <>
          <FileDropzone
            label={labels.upload}
            files={chosen}
            isFileAccepted={isAllowedAttachment}
            onFilesChange={(next) => {
              if (next.length > 0 && progress === undefined) void send(next, upload);
              else setChosen(next);
            }}
            error={error}
            disabled={progress !== undefined}
          />
          {progress ? (
            <p role="status">
              {labels.uploading(progress.name, Math.round(progress.fraction * 100))}
            </p>
          ) : null}
        </>
      ) : refusal ? (
        <p className={styles.muted}>{refusal}</p>
      ) : null}
    </Container>
  );
}
