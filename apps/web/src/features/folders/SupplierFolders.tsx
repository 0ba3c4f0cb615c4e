/**
 * The qualification folders of one supplier, on the organisation's supplier page (domain
 * DECISIONS.md "Qualification folder lifecycle" 8: 001 §2.2 gives the organisation no folder
 * route): each folder the organisation reads, with its state, its documents and its steps
 * ('Approva', 'Rimanda al fornitore' while the review is to be completed) — a FORM folder with the
 * form as the supplier sent it instead of its documents — read through the
 * api-client's folder page with the folder type and the documents included.
 */
import { getFoldersPageQueryOptions, type FolderRecord } from '@portineria/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { presentFolderStatus } from '../../records/presenters.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';
import { FolderContent } from './FolderContent.tsx';
import { folderLifecycleRecord } from './FolderDocuments.tsx';
import { FolderLifecycleActions } from './FolderLifecycleActions.tsx';

/** Props of {@link SupplierFolders}. */
export interface SupplierFoldersProps {
  supplierId: string;
}

/** The supplier's folders with their review; nothing while they load. */
export function SupplierFolders({ supplierId }: SupplierFoldersProps) {
  const titleId = useId();
  const { viewer, profile, context } = useRecordRoute();
  const query = useQuery(
    getFoldersPageQueryOptions<FolderRecord>(apiClient, {
      where: { _supplier: Number(supplierId) },
      include: [{ association: 'folderType' }, 'documents'],
      limit: 50,
    }),
  );
  if (!viewer || !profile || !query.data) return null;
  const folders = query.data.rows;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="supplier-folders">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('folder.supplier.title')}
      </h3>
      {folders.length === 0 ? (
        <p className={styles.muted}>{webMessage('folder.supplier.empty')}</p>
      ) : null}
      {folders.map((folder) => {
        const id = String(folder.id);
        const lifecycle = folderLifecycleRecord(folder);
        return (
          <article key={id} aria-label={folder.folderType?.name ?? id} data-folder={id}>
            <h4 className={styles.sectionTitle}>{folder.folderType?.name}</h4>
            <FieldValueView
              presentation={presentFolderStatus(folder.status)}
              context={context}
              roleType={viewer.roleType}
              relationDecision={() => undefined}
            />
            <FolderLifecycleActions folderId={id} folder={lifecycle} actor={profile} />
            {/* A FORM folder is reviewed on the form the supplier sent (DECISIONS.md
                "Qualification folder forms" 3), as its detail shows it. */}
            <FolderContent
              folderId={id}
              folder={folder}
              lifecycle={lifecycle}
              actor={profile}
              profileId={profile.uid}
              embedded
            />
          </article>
        );
      })}
    </section>
  );
}
