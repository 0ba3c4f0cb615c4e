/**
 * Notices of the buildings' boards: search, count (criteria-based watcher counts), getOne,
 * create and update (`{ data }`).
 *
 * Tenant rule: ORG its organisation's notices; USR the published notices of its buildings; SPL
 * none; SYS all, read only. The organisation writes them (ORG_COM_NOTICES) on its buildings; a
 * notice published without a date is published now.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { allOf, byRole, equals, ownBuildings, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { requiredTexts } from '../layer/rules.ts';
import { resourceMessages } from './messages.ts';
import { noticeSchema } from './schemas/operations.ts';

/** The states of a notice on its board. */
const STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];
const FIELDS = ['title', 'body', 'status', 'publishedAt', 'validTo', '_building'];

/** The notices a profile may see: a resident the published ones of its buildings. */
export const visibleNotices = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) =>
    allOf(ownBuildings(scope)(alias), equals(alias, 'status', 'PUBLISHED')),
});

function validateNotice(input: Record<string, unknown>, creating: boolean): FieldError[] {
  const errors = requiredTexts(input, ['title', 'body'], creating);
  if (input.status !== undefined && !STATUSES.includes(input.status as string)) {
    errors.push({ field: 'status', message: fieldInvalid('status') });
  }
  return errors;
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
    writable: { create: FIELDS, update: FIELDS },
    validate: (input, _request, current) => validateNotice(input, current === undefined),
    onCreate(input, request) {
      const published =
        (input.status ?? 'PUBLISHED') === 'PUBLISHED' && input.publishedAt === undefined;
      return {
        organization_id: request.scope.companyId,
        ...(published ? { publishedAt: request.deps.now() } : {}),
      };
    },
    onUpdate: (_input, request) => ({ updatedAt: request.deps.now() }),
  });
}
