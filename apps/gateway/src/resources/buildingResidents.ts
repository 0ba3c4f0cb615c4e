/**
 * The residents a building's board speaks to (domain DECISIONS.md "Notices" 4, "Polls" 5): every
 * enabled resident profile, in the record's organisation, of a user entitled on the building.
 * Notices and polls notify them through this one query when they are published.
 */
import { ROLE_TYPE } from '@portineria/domain';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FieldError } from '../http/errors.ts';
import { ref } from '../layer/predicates.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { createNotification } from './notifications.ts';
import type { NewNotification } from './notifications.ts';

/**
 * The record's building (`building_id`) is not a private one: 002 §2.10 hides the notices and
 * polls of private buildings from their residents.
 */
export function onPublicBuilding(alias: string) {
  return sql<SqlBool>`not exists (select 1 from buildings b where b.id = ${ref(alias, 'building_id')} and b.is_private)`;
}

/** The resident profiles to notify of a record published on a building's board. */
export interface BuildingAudience {
  organizationId: number;
  buildingId: number;
}

/** Notifies every enabled resident profile entitled on the building, in the organisation. */
export async function notifyBuildingResidents(
  request: ResourceRequest,
  audience: BuildingAudience,
  notification: NewNotification,
): Promise<void> {
  const { db } = request.deps;
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
          .where('entitlements.building_id', '=', audience.buildingId),
      ),
    )
    .orderBy('profiles.id')
    .execute();
  for (const profile of profiles) {
    await createNotification(request.deps, profile.id, notification);
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
