/**
 * The buildings as their lists and detail show them (001 §3 Building; 002 §3.5, §3.8 building
 * card; 000 §3): the organisation's buildings of the route's category, the buildings it manages
 * for others (001 §2.2 external-buildings) and the supplier's, read through the api-client's
 * building queries.
 */
import {
  getBuildingRecordQueryOptions,
  getBuildingsPageQueryOptions,
  getManagedBuildingsPageQueryOptions,
  type Building,
} from '@portineria/api-client';
import {
  buildingDetailAccess,
  showsActiveLicenceKey,
  showsExternallyManagedChip,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import {
  presentBuildingCategory,
  presentBuildingStatus,
  presentExternallyManaged,
} from '../../records/presenters.ts';
import { addressFields } from './addressFields.ts';

/** A building as the building reads answer it. */
export type BuildingRow = Building;

const field = fieldsOf<BuildingRow>();

const name = field.text('name', 'field.name', (building) => building.name);
// 002 §4.6 "A building with status 0 and an active licence shows a key icon".
const listedName = field.text('name', 'field.name', (building) => building.name, {
  marker: (building) =>
    showsActiveLicenceKey(building)
      ? { icon: 'licenceKey', label: 'field.activeBuildingLicense' }
      : undefined,
});
const address = addressFields<BuildingRow>();
// 002 §6 "Only org-type profiles see the 'externally managed' chip": a chip, in the list and the card.
const externallyManaged = field.custom(
  'isManagedExternal',
  'field.isManagedExternal',
  (building) => presentExternallyManaged(building.isManagedExternal),
  { shownTo: (viewer) => showsExternallyManagedChip({ role: viewer.role }) },
);
const columns = [listedName, address.street, address.city, address.province, externallyManaged];

const sections = [
  section('section.general', [
    field.text('code', 'field.code', (building) => building.code),
    name,
    field.custom('category', 'field.category', (building) =>
      presentBuildingCategory(building.isPrivate),
    ),
    field.custom('status', 'field.status', (building) => presentBuildingStatus(building.status)),
    externallyManaged,
    field.boolean(
      'isBuildinglessUsersContainer',
      'field.isBuildinglessUsersContainer',
      (building) => building.isBuildinglessUsersContainer,
    ),
    field.boolean(
      'activeBuildingLicense',
      'field.activeBuildingLicense',
      (building) => building.active_building_license?.active,
    ),
    field.relation('parentBuilding', 'field.parentBuilding', 'building', (building) => ({
      id: building._building,
    })),
  ]),
  section('section.address', Object.values(address)),
  section('section.cadastral', [
    // 002 §3.8 "nin (hidden for private buildings)".
    field.text('nin', 'field.nin', (building) => building.nin, {
      shownFor: (building) => building.isPrivate !== true,
    }),
    field.text(
      'cadastralMunicipality',
      'field.cadastralMunicipality',
      (building) => building.cadastralMunicipality,
    ),
  ]),
];

const record = (id: string) => getBuildingRecordQueryOptions<BuildingRow>(apiClient, id);

/** The buildings of the route: the organisation's by category (001 §2.2), or the supplier's. */
export const BUILDINGS = defineRecords<BuildingRow>({
  columns,
  sections,
  searchable: true,
  page: (query, params) =>
    getBuildingsPageQueryOptions<BuildingRow>(
      apiClient,
      params.category ? { ...query, where: { isPrivate: params.category === 'private' } } : query,
      { expand: ['active-building-license'] },
    ),
  record,
  // 001 §2.2: the edit route of the container of users without a building is a 404.
  access: buildingDetailAccess,
});

/** The buildings other organisations own and this one manages (001 §2.2 external-buildings). */
export const MANAGED_BUILDINGS = defineRecords<BuildingRow>({
  columns,
  sections,
  page: (query) =>
    getManagedBuildingsPageQueryOptions(apiClient, {
      limit: query.limit ?? 25,
      offset: query.offset ?? 0,
    }),
  record,
});
