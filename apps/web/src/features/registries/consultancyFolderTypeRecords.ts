/**
 * The folder type of a consultancy's page (001 §2.2
 * `/ORG/TAB/consultancies/{consultancyTypeId}/folder-types/{folderTypeId}`; 001 §3 folder type:
 * owner, kind, qualifications string, current sub-type), read through the api-client's
 * consultancy folder-type query.
 */
import type { ConsultancyFolderType } from '@portineria/api-client';
import { fieldsOf, section } from '../../records/fields.ts';

const field = fieldsOf<ConsultancyFolderType>();

/** The sections of the folder-type page. */
export const CONSULTANCY_FOLDER_TYPE_SECTIONS = [
  section('section.general', [
    field.text('name', 'field.name', (folderType) => folderType.name),
    field.labelled('owner', 'field.folderOwner', (folderType) => folderType.owner, {
      CONSULTANT: 'value.folder.owner.CONSULTANT',
      ORGANIZATION: 'value.folder.owner.ORGANIZATION',
    }),
    field.labelled('kind', 'field.folderKind', (folderType) => folderType.kind, {
      FORM: 'value.folder.kind.FORM',
      FINAL_DOC: 'value.folder.kind.FINAL_DOC',
    }),
    field.text('currentSubtype', 'field.currentSubtype', (folderType) => folderType.currentSubtype),
    field.number(
      'validityMonths',
      'field.validityMonths',
      (folderType) => folderType.validityMonths,
    ),
    field.text('qualifications', 'field.qualifications', (folderType) => folderType.qualifications),
  ]),
];
