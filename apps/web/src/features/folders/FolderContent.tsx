/**
 * What a folder holds, on its detail and on the organisation's supplier page alike: a FORM
 * folder's form (./FolderForm.tsx: filled in and sent by the supplier, reviewed on what was sent;
 * DECISIONS.md "Qualification folder forms"), any other folder's documents
 * (./FolderDocuments.tsx).
 */
import type { FolderRecord } from '@portineria/api-client';
import { isFormFolder } from '@portineria/domain';
import type { FolderLifecycleRecord, TransitionActor } from '@portineria/domain';
import { FolderDocuments } from './FolderDocuments.tsx';
import { FolderForm } from './FolderForm.tsx';

export interface FolderContentProps {
  folderId: string;
  folder: FolderRecord;
  lifecycle: FolderLifecycleRecord;
  actor: TransitionActor;
  /** The active profile's id: whose draft a FORM folder's form is. */
  profileId: string;
  /** Inside a card of several folders (the supplier's page): see FolderForm and FolderDocuments. */
  embedded?: boolean;
}

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
