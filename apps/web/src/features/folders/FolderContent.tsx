/**
 * What a folder holds, on its detail and on the organisation's supplier page alike: a FORM
 * folder's form (./FolderForm.tsx: filled in and sent by the supplier, reviewed on what was sent;
 * DECISIONS.md "Qualification folder forms"), any other folder's documents
 * (./FolderDocuments.tsx).
 */
import { isFormFolder } from '@portineria/domain';
import { FolderDocuments } from './FolderDocuments.tsx';
import { FolderForm, type FolderFormProps } from './FolderForm.tsx';

/** FolderForm's props: FolderDocuments reads a part of them. */
export type FolderContentProps = FolderFormProps;

export function FolderContent({
  folderId,
  folder,
  lifecycle,
  actor,
  profileId,
  embedded = false,
}: FolderContentProps) {
  return isFormFolder(lifecycle) ? (
    <FolderForm
      folderId={folderId}
      folder={folder}
      lifecycle={lifecycle}
      actor={actor}
      profileId={profileId}
      embedded={embedded}
    />
  ) : (
    <FolderDocuments
      folderId={folderId}
      folder={lifecycle}
      owner={folder.folderType?.owner}
      documents={folder.documents ?? []}
      actor={actor}
      embedded={embedded}
    />
  );
}
