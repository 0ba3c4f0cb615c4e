/**
 * Notices of the buildings' boards (001 §2.2 /ORG/COM/notices; domain DECISIONS.md "Notices"):
 * search, count (criteria-based watcher counts), getOne, create, a versioned edit, the lifecycle
 * steps and the history (`{ data }`).
 *
 * Tenant rule: ORG its organisation's notices; USR the published notices for any of the buildings
 * it is entitled on (`buildings`, migration 1130), not private ones, until their last day
 * (`validTo`) — in lists, counts, details and includes alike; SPL none; SYS all, read only. The
 * organisation writes them (ORG_COM_NOTICES): create and edit take domain's `validateNoticeForm`,
 * for its buildings that are not private (002 §2.10: a private building has no notices); domain
 * DECISIONS.md "Notices and polls for several buildings". A notice is created PUBLISHED unless sent as a
 * DRAFT; the status then changes only through `POST notices/{id}/transitions` `{ event, version }`,
 * which asks domain's notice lifecycle (PUBLISH, WITHDRAW): 404 for a notice the caller cannot
 * read, 403 for a resident or without the permission, 409 STALE_RECORD, 409 CONFLICT with the
 * machine's reason. An edit needs the version it was loaded at (409 STALE_RECORD otherwise).
 * Publishing notifies the building's residents (NOTICE_NEW). Every write appends a
 * `record_history` row; the timeline is `GET notices/{id}/history`.
 */
import {
  NOTICE_FORM_FIELDS,
  boardBuildingIds,
  NOTICE_STATUS,
  NOTIFICATION_TYPES,
  applyNoticeTransition,
  isNoticeVisibleToResidents,
  noticeBuildingError,
  noticeEditRefusal,
  noticeNotificationTitle,
  validateNoticeForm,
} from '@portineria/domain';
import type {
  NoticeEventType,
  NoticeFormValues,
  NoticeLifecycleRecord,
  NoticeStatus,
  NoticeTransitionEvent,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { AppEnv } from '../context.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { allOf, byRole, equals, ownOrganization, ref } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { historyOfCreation } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import {
  boardBuildingErrors,
  buildingNamesInclude,
  notifyBuildingResidents,
  onOwnPublicBoard,
  otherBoardBuildingErrors,
  settleBuildings,
} from './buildingResidents.ts';
import { registerHistoryRoute } from './recordHistory.ts';
import { noticeSchema } from './schemas/operations.ts';
import { transitionRoute, versionedUpdateRoute } from './transitions.ts';
import type { RecordTransition } from './transitions.ts';

/** A row or changes read for their status alone. */
type NoticeStatusRow = { status: NoticeStatus };

/** What a create or an edit writes: the form's fields; the status is the lifecycle's. */
const FIELDS: readonly string[] = NOTICE_FORM_FIELDS;

/** The statuses a new notice may be created in (a withdrawn one is never new). */
const CREATION_STATUSES: readonly string[] = [NOTICE_STATUS.DRAFT, NOTICE_STATUS.PUBLISHED];

/** Not past its last day (`validTo` inclusive). */
function stillShown(alias: string) {
  return sql<SqlBool>`(${ref(alias, 'valid_to')} is null or ${ref(alias, 'valid_to')} >= current_date)`;
}

/** The notices a profile may see: a resident the published, shown ones of its public buildings. */
export const visibleNotices = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) =>
    allOf(
      onOwnPublicBoard(scope)(alias),
      equals(alias, 'status', NOTICE_STATUS.PUBLISHED),
      stillShown(alias),
    ),
});

/**
 * domain's notice form rules on a create, or on the fields an edit sends; the building must not
 * be private (the layer's link check already refuses another organisation's).
 */
async function validateNotice(
  input: Record<string, unknown>,
  request: ResourceRequest,
  creating: boolean,
): Promise<FieldError[]> {
  const { errors } = validateNoticeForm(input as NoticeFormValues);
  const found: FieldError[] = Object.entries(errors)
    .filter(([field]) => creating || Object.hasOwn(input, field))
    .map(([field, text]) => ({ field, message: text }));
  if (creating && input.status !== undefined && !CREATION_STATUSES.includes(String(input.status))) {
    found.push({ field: 'status', message: fieldInvalid('status') });
  }
  if (errors._building === undefined) {
    found.push(...(await boardBuildingErrors(request, input._building, noticeBuildingError)));
  }
  if (errors.buildings === undefined && Array.isArray(input.buildings)) {
    const others = boardBuildingIds(undefined, input.buildings);
    found.push(...(await otherBoardBuildingErrors(request, others, noticeBuildingError)));
  }
  return found;
}

/** Notifies the building's residents of a published notice (DECISIONS.md "Notices" 4). */
async function notifyResidents(noticeId: number, request: ResourceRequest): Promise<void> {
  const notice = await request.deps.db
    .selectFrom('notices')
    .select(['title', 'building_ids', 'organization_id', 'status'])
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!notice || !isNoticeVisibleToResidents(notice as NoticeStatusRow)) return;
  await notifyBuildingResidents(
    request,
    { organizationId: notice.organization_id, buildingIds: notice.building_ids },
    {
      notificationType: NOTIFICATION_TYPES.NOTICE_NEW,
      entityIDs: [{ entityName: 'notice', id: noticeId }],
      title: noticeNotificationTitle(notice),
    },
  );
}

/** The fields each event carries besides its type: none. */
const NOTICE_EVENT_PAYLOADS: Readonly<Record<NoticeEventType, readonly string[]>> = {
  PUBLISH: [],
  WITHDRAW: [],
};

/** A step of the notice's lifecycle: domain's machine decides, the layer writes (./transitions.ts). */
const NOTICE_TRANSITION: RecordTransition<NoticeEventType, NoticeLifecycleRecord> = {
  schema: noticeSchema,
  recordKind: 'notice',
  payloads: NOTICE_EVENT_PAYLOADS,
  apply: ({ stored, event, scope }) => ({
    result: applyNoticeTransition(
      asDomainRecord<NoticeLifecycleRecord>(stored),
      asDomainRecord<NoticeTransitionEvent>(event),
      scope.profile,
    ),
  }),
  // A notice is dated the moment it is published.
  extraColumns: (changes, _stored, now) =>
    isNoticeVisibleToResidents(changes as NoticeStatusRow) ? { published_at: now } : {},
  afterCommit: async ({ stored, changes, request }) => {
    if (isNoticeVisibleToResidents(changes as NoticeStatusRow))
      await notifyResidents(Number(stored.id), request);
  },
};

/**
 * `PATCH|PUT notices/{id}` `{ version, ...fields }`: the form's fields; the status is refused here,
 * and a withdrawn notice is not edited (domain's `noticeEditRefusal`, 409).
 */
function updateNotice(request: ResourceRequest): Promise<Response> {
  return versionedUpdateRoute(request, {
    schema: noticeSchema,
    recordKind: 'notice',
    fields: FIELDS,
    validate: (input) => validateNotice(input, request, false),
    refuse: (stored) =>
      noticeEditRefusal(asDomainRecord<NoticeLifecycleRecord>(stored), request.scope.profile),
    settle: settleBuildings,
  });
}

/** Registers the notices routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'notices',
    schema: noticeSchema,
    shape: 'data',
    routes: { notices: ['search', 'count', 'getOne', 'create', 'update'] },
    notFound: resourceMessages.noticeNotFound,
    visible: visibleNotices,
    writers: { ORG: 'ORG_COM_NOTICES' },
    writable: { create: [...FIELDS, 'status'], update: FIELDS },
    validate: (input, request, current) => validateNotice(input, request, current === undefined),
    handlers: { update: updateNotice },
    computedIncludes: { buildingNames: buildingNamesInclude },
    onCreate(input, request) {
      const status = input.status ?? NOTICE_STATUS.PUBLISHED;
      const published = isNoticeVisibleToResidents({ status: status as NoticeStatus });
      return {
        organization_id: request.scope.companyId,
        buildings: boardBuildingIds(input._building, input.buildings),
        status: published ? NOTICE_STATUS.PUBLISHED : NOTICE_STATUS.DRAFT,
        publishedAt: published ? request.deps.now() : null,
      };
    },
    onInserted: historyOfCreation(noticeSchema, 'notice', ['status', ...FIELDS]),
    // Once the create is committed: a notice created published is announced at once.
    async afterWrite(write, request) {
      if (write.action === 'create' && isNoticeVisibleToResidents(write.row as NoticeStatusRow)) {
        await notifyResidents(write.id, request);
      }
    },
    extend(routes) {
      // Mounted as a read so that a notice the caller cannot read answers 404 before any 403:
      // domain's machine then refuses a resident, or an office user without the permission.
      routes.read('POST', '/notices/:id/transitions', (request) =>
        transitionRoute(request, NOTICE_TRANSITION),
      );
      registerHistoryRoute(routes, '/notices/:id/history', 'notice');
    },
  });
}
