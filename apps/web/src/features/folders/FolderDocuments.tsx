/**
 * A qualification folder's documents (domain DECISIONS.md "Qualification folder lifecycle" 1, 6;
 * 002 §5.3 "Attachments are restricted by a set of MIME types; multiple files are allowed",
 * §7.3): the files uploaded so far, each with its size, and — while domain's
 * `folderUploadRefusal` lets the active profile add one — ui's FileDropzone, whose files are
 * uploaded one by one with their progress through the api-client (`POST attachments`, entity
 * 'qualifications' or 'consultancies'). A refused file stays in the zone with the gateway's
 * reason; an accepted one joins the list.
 */
import {
  uploadFolderDocumentMutationOptions,
  type FolderRecord,
  type RecordAttachment,
} from '@portineria/api-client';
import {
  folderUploadRefusal,
  isAllowedAttachment,
  type FolderLifecycleRecord,
  type FolderTypeOwner,
  type TransitionActor,
} from '@portineria/domain';
import { FileDropzone, FileSize } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import * as styles from '../../records/records.css.ts';

/** Props of {@link FolderDocuments}. */
export interface FolderDocumentsProps {
  folderId: string;
  folder: FolderLifecycleRecord;
  /** The folder type's owner: it names the upload's entity. */
  owner: FolderTypeOwner | null | undefined;
  documents: readonly RecordAttachment[];
  actor: TransitionActor;
  /**
   * Inside a list of folders (the organisation's supplier page, where it reviews): a group, not a
   * page region, since every folder's documents share the title; and no upload zone, which would
   * repeat under every folder (the organisation reads what the supplier sent).
   */
  embedded?: boolean;
}

/** The folder's documents and, when the profile may add one, the upload zone. */
export function FolderDocuments({
  folderId,
  folder,
  owner,
  documents,
  actor,
  embedded = false,
}: FolderDocumentsProps) {
  const Container = embedded ? 'div' : 'section';
  const titleId = useId();
  const upload = useMutation(uploadFolderDocumentMutationOptions(apiClient));
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | undefined>();
  const refused = folderUploadRefusal(folder, actor);

  const send = async (chosen: File[]) => {
    setFiles(chosen);
    setError(null);
    const kept: File[] = [];
    let failure: string | null = null;
    for (const file of chosen) {
      try {
        setProgress({ name: file.name, fraction: 0 });
        await upload.mutateAsync({
          folderId,
          owner,
          file,
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
      } catch (caught) {
        kept.push(file);
        failure ??= saveErrorMessage(caught);
      }
    }
    setProgress(undefined);
    setFiles(kept);
    setError(failure);
  };

  return (
    <Container
      className={styles.section}
      aria-labelledby={titleId}
      data-section="folder-documents"
      {...(embedded ? { role: 'group' } : {})}
    >
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('folder.documents.title')}
      </h3>
      {documents.length === 0 ? (
        <p className={styles.muted}>{webMessage('folder.documents.empty')}</p>
      ) : (
        <ul aria-labelledby={titleId}>
          {documents.map((document) => (
            <li key={document.id}>
              {document.name} (<FileSize bytes={document.size} />)
            </li>
          ))}
        </ul>
      )}
      {refused === undefined && !embedded ? (
        <>
          <FileDropzone
            label={webMessage('folder.documents.upload')}
            files={files}
            isFileAccepted={isAllowedAttachment}
            onFilesChange={(chosen) => {
              if (chosen.length > 0 && progress === undefined) void send(chosen);
              else setFiles(chosen);
            }}
            error={error}
            disabled={progress !== undefined}
          />
          {progress ? (
            <p role="status">
              {webMessage('folder.documents.uploading', {
                name: progress.name,
                percent: Math.round(progress.fraction * 100),
              })}
            </p>
          ) : null}
        </>
      ) : null}
    </Container>
  );
}

/** The lifecycle record of a folder as the gateway sends it, with its document count. */
export function folderLifecycleRecord(folder: FolderRecord): FolderLifecycleRecord {
  return {
    status: folder.status,
    _organization: folder._organization,
    uploadableBySpl: folder.uploadableBySpl,
    documentCount: folder.documents?.length ?? 0,
    expiresOn: folder.expiresOn,
    validFrom: folder.validFrom,
    updatedAt: folder.updatedAt,
  };
}
