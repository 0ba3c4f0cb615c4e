/**
 * The residents a building's board speaks to (domain DECISIONS.md "Notices" 4, "Polls" 5): every
 * enabled resident profile, in the record's organisation, of a user entitled on one of the
 * buildings a notice or a poll is for (`building_ids`, migration 1130). Notices and polls notify
 * them through this one query when they are published, and show themselves to them through
 * `onOwnPublicBoard`.
 */
import { ROLE_TYPE, boardBuildingIds } from '@portineria/domain';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FieldError } from '../http/errors.ts';
import { ref } from '../layer/predicates.ts';
import type { ComputedInclude, ResourceRequest, Row } from '../layer/resource.ts';
import { buildingSummarySchema } from './schemas/registries.ts';
import { readableNames } from './readableNames.ts';
import type { RequestScope } from '../authz/scope.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { notifyProfile } from './notifications.ts';
import type { NewNotification } from './notifications.ts';

/**
 * The record's building (`building_id`) is not a private one: 002 §2.10 hides the notices and
 * polls of private buildings from their residents.
 */
export function onPublicBuilding(alias: string) {
  return sql<SqlBool>`not exists (select 1 from buildings b where b.id = ${ref(alias, 'building_id')} and b.is_private)`;
}

/**
 * One of the buildings the record is for (`building_ids`) is one the resident is entitled on and
 * not a private one (002 §2.10): residents of any of the chosen buildings see it, others do not.
 */
export function onOwnPublicBoard(scope: RequestScope) {
  return (alias: string) => {
    if (scope.buildingIds.length === 0) return sql<SqlBool>`false`;
    const own = sql.join(scope.buildingIds.map((id) => sql`${id}`));
    return sql<SqlBool>`exists (select 1 from buildings b where b.id in (${own}) and not b.is_private and ${ref(alias, 'building_ids')} @> jsonb_build_array(b.id))`;
  };
}

/** The resident profiles to notify of a record published on a building's board. */
export interface BuildingAudience {
  organizationId: number;
  /** Every building the record is for: a resident of several is notified once per profile. */
  buildingIds: readonly number[];
}

/** Notifies every enabled resident profile entitled on the building, in the organisation. */
export async function notifyBuildingResidents(
  request: ResourceRequest,
  audience: BuildingAudience,
  notification: NewNotification,
): Promise<void> {
  const { db } = request.deps;
  if (audience.buildingIds.length === 0) return;
  const profiles = await db
    .selectFrom('profiles')
    .select('profiles.id')
    .where('profiles.organization_id', '=', audience.organizationId)
    .where('profiles.role_type', '=', ROLE_TYPE.USR)
    .where('profiles.enabled', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('entitlements')
          .select('entitlements.id')
          .whereRef('entitlements.user_id', '=', 'profiles.user_id')
          .where('entitlements.building_id', 'in', [...audience.buildingIds]),
      ),
    )
    .orderBy('profiles.id')
    .execute();
  for (const profile of profiles) {
    await notifyProfile(request.deps, profile.id, notification);
  }
}

/**
 * The `_building` error of a board record (a notice, a poll) whose building cannot hold it, by
 * domain's rule (`noticeBuildingError`, `pollBuildingError`: a private building); none for an id
 * that is not a building's (the layer's link check refuses those).
 */
export async function boardBuildingErrors(
  request: ResourceRequest,
  building: unknown,
  buildingError: (building: { isPrivate: boolean }) => string | null,
): Promise<FieldError[]> {
  const buildingId = Number(building);
  if (!Number.isSafeInteger(buildingId) || buildingId <= 0) return [];
  const found = await request.deps.db
    .selectFrom('buildings')
    .select('is_private')
    .where('id', '=', buildingId)
    .executeTakeFirst();
  const refused = found ? buildingError({ isPrivate: found.is_private }) : null;
  return refused === null ? [] : [{ field: '_building', message: refused }];
}

/**
 * The other buildings a notice or a poll is for (`buildings`): each must be one of the office's
 * (another organisation's or an unknown one is invalid) and not private (the resource's reason,
 * 002 §2.10). One error on `buildings`, the first building refused.
 */
export async function otherBoardBuildingErrors(
  request: ResourceRequest,
  ids: readonly number[],
  buildingError: (building: { isPrivate: boolean }) => string | null,
): Promise<FieldError[]> {
  if (ids.length === 0) return [];
  const found = await request.deps.db
    .selectFrom('buildings')
    .select(['id', 'is_private'])
    .where('id', 'in', [...ids])
    .where('organization_id', '=', request.scope.companyId)
    .execute();
  for (const id of ids) {
    const building = found.find((row) => row.id === id);
    const refused = building
      ? buildingError({ isPrivate: building.is_private })
      : fieldInvalid('buildings');
    if (refused !== null) return [{ field: 'buildings', message: refused }];
  }
  return [];
}

/**
 * An edit's buildings as stored: the main one (sent, or as stored) first, then the others (sent,
 * or as stored), each once — so `buildings` always lists every building the record is for.
 */
export function settleBuildings(
  stored: Row,
  input: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (input._building === undefined && input.buildings === undefined) return input;
  const storedIds = boardBuildingIds(stored._building, stored.buildings);
  const main = input._building ?? stored._building;
  const others =
    input.buildings ?? storedIds.filter((id) => String(id) !== String(stored._building));
  return { ...input, buildings: boardBuildingIds(main, others) };
}

/**
 * `include: ['buildingNames']` of a notice or a poll: every building it is for (`buildings`), by
 * id and name, as the reader may read them (the reader's rule over `buildings`): the office's
 * detail names the buildings it chose, never a bare id, and a building the reader may not read is
 * left out.
 */
export const buildingNamesInclude: ComputedInclude = async (rows, request, db) => {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const id of Array.isArray(row.buildings) ? row.buildings : []) {
      if (typeof id === 'number' && Number.isSafeInteger(id)) ids.add(id);
    }
  }
  const names = await readableNames(db, buildingSummarySchema, 'name', ids, request);
  return rows.map((row) => ({
    ...row,
    buildingNames: (Array.isArray(row.buildings) ? row.buildings : []).flatMap((id: unknown) => {
      const name = typeof id === 'number' ? names.get(id) : undefined;
      return name === undefined ? [] : [{ id, name }];
    }),
  }));
};
