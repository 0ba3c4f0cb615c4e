/**
 * The qualification folders' screens (001 §2.3, §3, §4.7; domain DECISIONS.md "Qualification
 * folder lifecycle"): the list, and the supplier's detail — its step ('Invia in revisione'), the
 * folder's fields, its documents with the upload zone — or, for a FORM folder, its form
 * (./FolderForm.tsx) — and its history. A folder whose type's
 * qualifications miss the supplier's tags goes back to the list (001 §2.3).
 */
import type { FolderRecord } from '@portineria/api-client';
import { isFormFolder, recordTitle } from '@portineria/domain';
import { EmptyState } from '@portineria/ui';
import { useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { isApiError } from '@portineria/api-client';
import { webMessage } from '../../messages/it-IT.ts';
import { RecordChatSection, type RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import {
  RecordScreen,
  RecordSections,
  recordReadState,
  useInAppLinks,
  useRecordQuery,
} from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { FolderContent } from './FolderContent.tsx';
import { folderLifecycleRecord } from './FolderDocuments.tsx';
import { FolderLifecycleActions } from './FolderLifecycleActions.tsx';
import { FOLDER_HISTORY_FORMAT } from './folderHistory.ts';
import { FOLDERS } from './folderRecords.ts';

export function FoldersListScreen() {
  return <RecordListScreen definition={FOLDERS} />;
}

/** Props of {@link FolderDetailScreen}. */
export interface FolderDetailScreenProps {
  /** The folder's chat (FOLDER), composed by the route. */
  chatSection?: RecordChatSlot;
}

/** A folder's detail: the supplier's step, the fields, the documents, the chat, the history. */
export function FolderDetailScreen({ chatSection }: FolderDetailScreenProps) {
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, profile, viewer, id, query } = useRecordQuery(FOLDERS);
  if (!route || !viewer || !profile || !id) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  // 001 §2.3: a folder the server refuses (tags that miss the type's) sends the user to the list.
  const refused = query.isError && isApiError(query.error) && query.error.status === 403;
  if (refused && FOLDERS.whenRefused?.kind === 'redirect') {
    return <Navigate to={FOLDERS.whenRefused.to} replace />;
  }
  const folder = (query.data ?? undefined) as FolderRecord | undefined;

  let body = recordReadState(query, 8);
  if (body === null && !folder) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else if (body === null && folder) {
    const lifecycle = folderLifecycleRecord(folder);
    // A FORM folder is filled in and sent with its form (DECISIONS.md "Qualification folder forms").
    const formFolder = isFormFolder(lifecycle);
    body = (
      <>
        <FolderLifecycleActions
          folderId={id}
          folder={lifecycle}
          actor={profile}
          submitInForm={formFolder}
        />
        <RecordSections sections={FOLDERS.sections} row={folder} />
        <FolderContent
          folderId={id}
          folder={folder}
          lifecycle={lifecycle}
          actor={profile}
          profileId={profile.uid}
        />
        <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} />
        <RecordHistory kind="folder" recordId={id} format={FOLDER_HISTORY_FORMAT} />
      </>
    );
  }

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id }) : null}
      listHref={listHref}
      entity="folders"
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}
