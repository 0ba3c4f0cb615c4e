/**
 * The folder-type page of a consultancy (001 §2.2
 * `/ORG/TAB/consultancies/{consultancyTypeId}/folder-types/{folderTypeId}`, opened from the
 * consultancy folder-type notifications of 001 §5): the folder type's name as the title, its
 * fields read only, a way back to the consultancy's page. A folder type the gateway does not
 * show under that consultancy is the not-found page.
 */
import { getConsultancyFolderTypeQueryOptions, isApiError } from '@portineria/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { NotFoundPage } from '../../records/NotFoundPage.tsx';
import {
  recordReadState,
  RecordScreen,
  RecordSections,
} from '../../records/RecordDetailScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { CONSULTANCY_FOLDER_TYPE_SECTIONS } from './consultancyFolderTypeRecords.ts';

export function ConsultancyFolderTypeScreen() {
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
  return (
    <RecordScreen
      title={query.data?.name ?? webMessage('field.folderType')}
      listHref={listRoute ? routeHref(listRoute, params) : undefined}
      entity={route.entity}
    >
      {recordReadState(query, 6) ??
        (query.data ? (
          <RecordSections sections={CONSULTANCY_FOLDER_TYPE_SECTIONS} row={query.data} />
        ) : null)}
    </RecordScreen>
  );
}
