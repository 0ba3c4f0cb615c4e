/**
 * Polls of the condominiums (H5): search, count (000 §7 "criteria-based watcher counts"; the watch
 * record is status boolean, validTo, _building, 000 §3), getOne, create and update through the
 * resource kit (`{ data }`).
 *
 * Tenant rule: ORG its organisation's polls; USR the polls of its buildings; SPL none; SYS all,
 * read only. The organisation writes them (ORG_COM_POLLS).
 */
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { assertValid, columnEquals, columnIn, isPlainObject } from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { foreignReferences } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { pollSchema } from '../operations/schemas.ts';
import { mountResource } from './kit.ts';

const FIELDS = ['object', 'question', 'options', 'status', 'validFrom', 'validTo', '_building'];

/** The polls a profile may see. */
export function visiblePolls(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'USR':
        return columnIn(alias, 'building_id', scope.buildingIds);
      case 'SPL':
        return false;
      case 'SYS':
        return true;
      default:
        return scope.roleType satisfies never;
    }
  };
}

function validatePoll(input: Record<string, unknown>, mode: 'create' | 'update'): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, label] of [
    ['object', 'Oggetto'],
    ['question', 'Domanda'],
  ] as const) {
    if (mode === 'create' || input[field] !== undefined) {
      const value = input[field];
      if (typeof value !== 'string' || value.trim() === '') {
        errors.push({ field, message: operationsMessages.fieldRequired(label) });
      }
    }
  }
  if (input.options !== undefined) {
    const options = input.options;
    const valid =
      Array.isArray(options) &&
      options.length <= 20 &&
      options.every(
        (option) =>
          isPlainObject(option) && typeof option.label === 'string' && option.label.trim() !== '',
      );
    if (!valid)
      errors.push({ field: 'options', message: operationsMessages.fieldInvalid('Opzioni') });
  }
  if (
    typeof input.validFrom === 'string' &&
    typeof input.validTo === 'string' &&
    input.validTo < input.validFrom
  ) {
    errors.push({ field: 'validTo', message: operationsMessages.fieldInvalid('Data fine') });
  }
  return errors;
}

/** Registers the polls routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    path: 'polls',
    schema: pollSchema,
    shape: 'data',
    application: 'ORG_COM_POLLS',
    visible: visiblePolls,
    writable: { create: FIELDS, update: FIELDS },
    readOnlyFor: ['SYS', 'SPL', 'USR'],
    validate: (input, _scope, mode) => validatePoll(input, mode),
    onCreate: async (input, scope, deps) => {
      assertValid(
        await foreignReferences(deps, scope.companyId, input, { _building: 'buildings' }),
      );
      return { organization_id: scope.companyId };
    },
    onUpdate: async (input, scope, deps) => {
      assertValid(
        await foreignReferences(deps, scope.companyId, input, { _building: 'buildings' }),
      );
      return { updatedAt: deps.now() };
    },
  });
}
