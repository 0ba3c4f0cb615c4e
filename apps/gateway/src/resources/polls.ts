/**
 * Polls of the condominiums: search, count (000 §7 "criteria-based watcher counts"; the watch
 * record is status boolean, validTo, _building, 000 §3), getOne, create and update (`{ data }`).
 *
 * Tenant rule: ORG its organisation's polls; USR the polls of its buildings; SPL none; SYS all,
 * read only. The organisation writes them (ORG_COM_POLLS) on its buildings.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { byRole, ownBuildings, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { requiredTexts } from '../layer/rules.ts';
import { isPlainObject } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { pollSchema } from './schemas/operations.ts';

const FIELDS = ['object', 'question', 'options', 'status', 'validFrom', 'validTo', '_building'];

/** The most answers a poll offers. */
const MAX_OPTIONS = 20;

/** The polls a profile may see. */
export const visiblePolls = byRole({ ORG: ownOrganization, USR: ownBuildings });

function validatePoll(input: Record<string, unknown>, creating: boolean): FieldError[] {
  const errors = requiredTexts(input, ['object', 'question'], creating);
  if (input.options !== undefined) {
    const options = input.options;
    const valid =
      Array.isArray(options) &&
      options.length <= MAX_OPTIONS &&
      options.every(
        (option) =>
          isPlainObject(option) && typeof option.label === 'string' && option.label.trim() !== '',
      );
    if (!valid) errors.push({ field: 'options', message: fieldInvalid('options') });
  }
  if (
    typeof input.validFrom === 'string' &&
    typeof input.validTo === 'string' &&
    input.validTo < input.validFrom
  ) {
    errors.push({ field: 'validTo', message: fieldInvalid('validTo') });
  }
  return errors;
}

/** Registers the polls routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'polls',
    schema: pollSchema,
    shape: 'data',
    routes: { polls: ['search', 'count', 'getOne', 'create', 'update'] },
    notFound: resourceMessages.pollNotFound,
    visible: visiblePolls,
    writers: { ORG: 'ORG_COM_POLLS' },
    writable: { create: FIELDS, update: FIELDS },
    validate: (input, _request, current) => validatePoll(input, current === undefined),
    onCreate: (_input, request) => ({ organization_id: request.scope.companyId }),
    onUpdate: (_input, request) => ({ updatedAt: request.deps.now() }),
  });
}
