/** Buildings and their registry (migrations 0001 "Buildings and registry", 0100, 0500). */
import {
  boolean,
  createdAt,
  date,
  identity,
  integer,
  numeric,
  table,
  text,
  timestamp,
  view,
} from './columns.ts';
import type { AccessStatus } from './companies.ts';

const audit = { created_at: createdAt(), updated_at: createdAt() } as const;

export const buildings = table('buildings', {
  id: identity(),
  organization_id: integer(),
  parent_building_id: integer().orNull,
  code: text().orNull,
  name: text(),
  street: text().orNull,
  zip: text().orNull,
  city: text().orNull,
  province: text().orNull,
  country: text().withDefault,
  nin: text().orNull,
  cadastral_municipality: text().orNull,
  is_private: boolean().withDefault,
  is_managed_external: boolean().withDefault,
  is_buildingless_users_container: boolean().withDefault,
  status: text<AccessStatus>().withDefault,
  active_building_license: boolean().withDefault,
  licence_expires_on: date().orNull,
  ras_folder_id: text().orNull,
  /** The organisation managing the building for its owner (migration 0100). */
  manager_organization_id: integer().orNull,
  /** The doorkeeper's hours shown on the public building page (migration 0930). */
  doorkeeper_hours: text().orNull,
  /** The spreadsheet import that created the building, if one did (migration 1060). */
  import_batch_id: integer().orNull,
  ...audit,
});

export const units = table('units', {
  id: identity(),
  organization_id: integer(),
  building_id: integer(),
  code: text().orNull,
  name: text(),
  unit_type: text().withDefault,
  staircase: text().orNull,
  floor: text().orNull,
  thousandths: numeric().orNull,
  cadastral_sheet: text().orNull,
  cadastral_parcel: text().orNull,
  cadastral_sub: text().orNull,
  ...audit,
});

/** Who is what in a building (002 §3.7). */
export const entitlements = table('entitlements', {
  id: identity(),
  organization_id: integer(),
  building_id: integer(),
  unit_id: integer().orNull,
  contact_id: integer(),
  contact_deputy_id: integer().orNull,
  user_id: integer().orNull,
  is_owner: boolean().withDefault,
  is_tennant: boolean().withDefault,
  is_councilor: boolean().withDefault,
  is_doorkeeper: boolean().withDefault,
  note: text().orNull,
  ...audit,
});

/** A delegated access: an entitlement with a deputy contact (its deputy and note edited). */
export const entitlementAccessList = view('entitlement_access_list', {
  id: integer(),
  organization_id: integer(),
  building_id: integer(),
  unit_id: integer().orNull,
  contact_id: integer(),
  contact_deputy_id: integer(),
  firstname: text().orNull,
  lastname: text().orNull,
  fullname: text(),
  email: text().orNull,
  mobile: text().orNull,
  delegator_fullname: text(),
  building_name: text(),
  status: text<'active' | 'pending'>(),
  created_at: timestamp(),
  /** The entitlement's version (migration 1141). */
  updated_at: timestamp(),
  note: text().orNull,
});
