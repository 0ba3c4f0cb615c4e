/**
 * Notices of the buildings' boards (H5): search, count (criteria-based watcher counts), getOne,
 * create and update through the resource kit (`{ data }`).
 *
 * Tenant rule: ORG its organisation's notices; USR the published notices of its buildings; SPL
 * none; SYS all, read only. The organisation writes them (ORG_COM_NOTICES).
 */
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { allOf, assertValid, columnEquals, columnIn } from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { foreignReferences } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { noticeSchema } from '../operations/schemas.ts';
import { mountResource } from './kit.ts';

const STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];
const FIELDS = ['title', 'body', 'status', 'publishedAt', 'validTo', '_building'];

/** The notices a profile may see. */
export function visibleNotices(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'USR':
        return allOf(
          columnIn(alias, 'building_id', scope.buildingIds),
          columnEquals(alias, 'status', 'PUBLISHED'),
        );
      case 'SPL':
        return false;
      case 'SYS':
        return true;
      default:
        return scope.roleType satisfies never;
    }
  };
}

function validateNotice(input: Record<string, unknown>, mode: 'create' | 'update'): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, label] of [
    ['title', 'Titolo'],
    ['body', 'Testo'],
  ] as const) {
    if (mode === 'create' || input[field] !== undefined) {
      const value = input[field];
      if (typeof value !== 'string' || value.trim() === '') {
        errors.push({ field, message: operationsMessages.fieldRequired(label) });
      }
    }
  }
  if (input.status !== undefined && !STATUSES.includes(input.status as string)) {
    errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
  }
  return errors;
}

/** Registers the notices routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    path: 'notices',
    schema: noticeSchema,
    shape: 'data',
    application: 'ORG_COM_NOTICES',
    visible: visibleNotices,
    writable: { create: FIELDS, update: FIELDS },
    readOnlyFor: ['SYS', 'SPL', 'USR'],
    validate: (input, _scope, mode) => validateNotice(input, mode),
    onCreate: async (input, scope, deps) => {
      assertValid(
        await foreignReferences(deps, scope.companyId, input, { _building: 'buildings' }),
      );
      const published =
        (input.status ?? 'PUBLISHED') === 'PUBLISHED' && input.publishedAt === undefined;
      return {
        organization_id: scope.companyId,
        ...(published ? { publishedAt: deps.now() } : {}),
      };
    },
    onUpdate: async (input, scope, deps) => {
      assertValid(
        await foreignReferences(deps, scope.companyId, input, { _building: 'buildings' }),
      );
      return { updatedAt: deps.now() };
    },
  });
}
