/**
 * The folder-type page of a consultancy (001 §2.2
 * `/ORG/TAB/consultancies/{consultancyTypeId}/folder-types/{folderTypeId}`, opened from the
 * consultancy folder-type notifications of 001 §5): the folder type's name as the title, its
 * fields read only, a way back to the consultancy's page. A folder type the gateway does not
 * show under that consultancy is the not-found page.
 */
import { getConsultancyFolderTypeQueryOptions, isApiError } from '@portineria/api-client';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { NotFoundPage } from '../../records/NotFoundPage.tsx';
import { RecordSections } from '../../records/RecordDetailScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';
import { CONSULTANCY_FOLDER_TYPE_SECTIONS } from './consultancyFolderTypeRecords.ts';

export function ConsultancyFolderTypeScreen() {
  const navigate = useNavigate();
  const { route, params, viewer } = useRecordRoute();
  const consultancyTypeId = params.consultancyTypeId ?? '';
  const folderTypeId = params.folderTypeId ?? '';
  const query = useQuery({
    ...getConsultancyFolderTypeQueryOptions(apiClient, consultancyTypeId, folderTypeId),
    enabled: viewer !== undefined && consultancyTypeId !== '' && folderTypeId !== '',
    retry: false,
  });

  if (!route || !viewer) return null;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <NotFoundPage />;
  }
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;

  let body;
  if (query.isPending) {
    body = (
      <SkeletonGroup>
        <Skeleton lines={6} />
      </SkeletonGroup>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        title={webMessage('detail.error')}
        action={
          <Button variant="outlined" onClick={() => void query.refetch()}>
            {webMessage('detail.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <RecordSections sections={CONSULTANCY_FOLDER_TYPE_SECTIONS} row={query.data} />;
  }

  return (
    <section className={styles.screen} data-entity="consultancyFolderType">
      <header className={styles.header}>
        <h2 className={styles.title}>{query.data?.name ?? webMessage('field.folderType')}</h2>
        {listHref ? (
          <Button
            variant="outlined"
            icon={<ArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(listHref)}
          >
            {webMessage('detail.back')}
          </Button>
        ) : null}
      </header>
      {body}
    </section>
  );
}
