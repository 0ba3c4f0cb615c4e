/**
 * Contacts of an organisation: persons and clients (002 §2.9 "orgContactMod with idElement and
 * category (person or client)", §3.8 contact card, §7.6 "Contact category lookup by contact id
 * decides the route").
 *
 * Tenant rule: ORG its organisation's contacts; USR its own contact records (those of its user);
 * SPL none; SYS all, read only. Writes need ORG_TAB_CONTACTS (APP_NEW, APP_UPDATE, APP_DELETE).
 * `fullname` is derived (persons 'firstname lastname', clients 'name1 name2'; migration 0100 keeps
 * it on update). Routes: the resource kit's, plus `GET contacts/{id}/category` →
 * `{ data: { category: 'person' | 'client' } }`.
 */
import { importSchemaFor, ninRule } from '@portineria/domain';
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { mountResource } from './kit.ts';
import { equals, notFound, pathId, readWithin, ruleErrors } from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { contactSchema } from './registrySchemas.ts';

const FIELDS = [
  'isPerson',
  'firstname',
  'lastname',
  'name1',
  'name2',
  'email',
  'mobile',
  'landline',
  'street',
  'city',
  'zip',
  'province',
  'url',
  'vat',
  'nin',
];

/** The tenant rule of contacts. */
export function contactVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'USR':
      return (alias) => equals(alias, 'user_id', scope.user.id);
    case 'SPL':
      return () => false;
    case 'SYS':
      return () => true;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Domain's contact import columns for the category (lastname required for a person, name1 for a
 * client). The tax code identifies a row in a spreadsheet import, so the import requires it; the
 * registry form does not, and only checks its length when given.
 */
function contactRuleErrors(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): FieldError[] {
  const category =
    input.isPerson === undefined ? undefined : input.isPerson === false ? 'client' : 'person';
  const columns = importSchemaFor('contacts', { category: category ?? null }).columns.filter(
    (column) => column.name !== 'nin' && column.name !== 'vat',
  );
  return ruleErrors(input, [...columns, { name: 'nin', rules: [ninRule] }], mode);
}

/** Registers the contact routes. */
export function register(api: Hono<AppEnv>): void {
  api.get('/contacts/:id{[0-9]+}/category', async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), registryMessages.contactNotFound);
    const row = await readWithin(contactSchema, id, scope, c.var.deps, contactVisibility(scope));
    if (row === undefined) throw notFound(registryMessages.contactNotFound);
    return c.json({ data: { id: row.id, category: row.isPerson === false ? 'client' : 'person' } });
  });

  mountResource(api, {
    path: 'contacts',
    schema: contactSchema,
    shape: 'data',
    application: 'ORG_TAB_CONTACTS',
    visible: contactVisibility,
    writable: { create: FIELDS, update: FIELDS },
    routes: { remove: true },
    validate: (input, _scope, mode) => contactRuleErrors(input, mode),
    onCreate(input, scope) {
      const isPerson = input.isPerson !== false;
      const fullname = isPerson
        ? [text(input.firstname), text(input.lastname)]
        : [text(input.name1), text(input.name2)];
      return {
        organization_id: scope.companyId,
        isClient: !isPerson,
        fullname: fullname.filter((part) => part !== '').join(' '),
      };
    },
    onUpdate(input, _scope, deps) {
      const changes: Record<string, unknown> = { updatedAt: deps.now() };
      if (input.isPerson !== undefined) changes.isClient = input.isPerson === false;
      return changes;
    },
  });
}
