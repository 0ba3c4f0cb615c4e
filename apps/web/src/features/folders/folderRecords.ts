/**
 * The qualification folders as their list and detail show them (001 §3 Qualification folder:
 * states, owner, kind, qualifications, sub-type; §4.7 criticality and the list's filters by
 * state), read through the api-client's folder queries with the folder type included in the
 * same request.
 */
import {
  countFoldersQueryOptions,
  getFolderRecordQueryOptions,
  getFoldersPageQueryOptions,
  type FolderRecord,
} from '@portineria/api-client';
import {
  FOLDER_FILTERS,
  folderDetailAccess,
  folderFilterCriteria,
  folderFilterOf,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import {
  presentAttachments,
  presentCriticality,
  presentFolderStatus,
} from '../../records/presenters.ts';

const field = fieldsOf<FolderRecord>();

const folderType = field.text(
  'folderType',
  'field.folderType',
  (folder) => folder.folderType?.name,
  { include: 'folderType' },
);
const status = field.custom('status', 'field.status', (folder) =>
  presentFolderStatus(folder.status),
);
const criticality = field.custom('criticality', 'field.criticality', (folder) =>
  presentCriticality(folder.criticality),
);
const expiresOn = field.date('expiresOn', 'field.expiresOn', (folder) => folder.expiresOn);

export const FOLDERS = defineRecords<FolderRecord>({
  columns: [folderType, status, criticality, expiresOn],
  sections: [
    section('section.general', [
      folderType,
      status,
      criticality,
      field.labelled('owner', 'field.folderOwner', (folder) => folder.folderType?.owner, {
        CONSULTANT: 'value.folder.owner.CONSULTANT',
        ORGANIZATION: 'value.folder.owner.ORGANIZATION',
      }),
      field.labelled('kind', 'field.folderKind', (folder) => folder.folderType?.kind, {
        FORM: 'value.folder.kind.FORM',
        FINAL_DOC: 'value.folder.kind.FINAL_DOC',
      }),
      field.text('subType', 'field.subType', (folder) => folder.subType),
      field.tags(
        'qualifications',
        'field.qualifications',
        (folder) => folder.folderType?.qualifications,
      ),
      field.boolean('isRequired', 'field.isRequired', (folder) => folder.isRequired),
      field.boolean('uploadableBySpl', 'field.uploadableBySpl', (folder) => folder.uploadableBySpl),
    ]),
    section('section.documents', [
      field.custom('items', 'field.attachments', (folder) => presentAttachments(folder.items)),
    ]),
    section('section.dates', [
      field.date('validFrom', 'field.validFrom', (folder) => folder.validFrom),
      expiresOn,
    ]),
  ],
  page: (query) => getFoldersPageQueryOptions<FolderRecord>(apiClient, query),
  // 001 §4.7: 'Da fare', 'Da completare', 'Completati', 'Mostra tutti' (the default), in
  // `?view=`; the server filters by state and counts each filter.
  views: {
    label: 'folder.list.filters',
    options: FOLDER_FILTERS.map((filter) => ({
      id: filter.id,
      label: filter.label,
      criteria: folderFilterCriteria(filter.id),
    })),
    selectedOf: folderFilterOf,
    count: (criteria) => countFoldersQueryOptions(apiClient, criteria),
  },
  // 001 §2.3: without matching qualification tags the server refuses the folder (403) and the
  // user goes back to the folders list; no tags or no qualifications never intersect.
  whenRefused: folderDetailAccess(null, null),
  // The folder type comes with the get, which also checks the supplier may open it (001 §2.3).
  record: (id) => getFolderRecordQueryOptions(apiClient, id),
});
