/**
 * A qualification folder's documents (domain DECISIONS.md "Qualification folder lifecycle" 1, 6;
 * 002 §5.3 "Attachments are restricted by a set of MIME types; multiple files are allowed",
 * §7.3): the files uploaded so far, each with its size, and — while domain's
 * `folderUploadRefusal` lets the active profile add one — the upload zone of records' RecordFiles,
 * through the api-client (`POST attachments`, entity 'qualifications' or 'consultancies').
 */
import {
  uploadFolderDocumentMutationOptions,
  type FolderRecord,
  type RecordAttachment,
} from '@portineria/api-client';
import {
  folderUploadRefusal,
  type FolderLifecycleRecord,
  type FolderTypeOwner,
  type TransitionActor,
} from '@portineria/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { RecordFiles } from '../../records/RecordFiles.tsx';

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

const LABELS = {
  title: webMessage('folder.documents.title'),
  empty: webMessage('folder.documents.empty'),
  upload: webMessage('folder.documents.upload'),
  uploading: (name: string, percent: number) =>
    webMessage('folder.documents.uploading', { name, percent }),
};

/** The folder's documents and, when the profile may add one, the upload zone. */
export function FolderDocuments({
  folderId,
  folder,
  owner,
  documents,
  actor,
  embedded = false,
}: FolderDocumentsProps) {
  const upload = useMutation(uploadFolderDocumentMutationOptions(apiClient));
  const mayUpload = folderUploadRefusal(folder, actor) === undefined && !embedded;
  return (
    <RecordFiles
      labels={LABELS}
      files={documents}
      section="folder-documents"
      embedded={embedded}
      {...(mayUpload
        ? {
            upload: (file: File, onProgress: (fraction: number) => void) =>
              upload.mutateAsync({ folderId, owner, file, onProgress }),
          }
        : {})}
    />
  );
}

/** The lifecycle record of a folder as the gateway sends it, with its document count. */
export function folderLifecycleRecord(folder: FolderRecord): FolderLifecycleRecord {
  return {
    status: folder.status,
    _organization: folder._organization,
    uploadableBySpl: folder.uploadableBySpl,
    documentCount: folder.documents?.length ?? 0,
    kind: folder.folderType?.kind ?? null,
    formData: folder.formData ?? null,
    expiresOn: folder.expiresOn,
    validFrom: folder.validFrom,
    updatedAt: folder.updatedAt,
  };
}
