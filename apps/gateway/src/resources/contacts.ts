/**
 * Contacts of an organisation: persons and clients (002 §2.9 "orgContactMod with idElement and
 * category (person or client)", §3.8 contact card, §7.6 "Contact category lookup by contact id
 * decides the route").
 *
 * Tenant rule: ORG its organisation's contacts; USR its own contact records (those of its user);
 * SPL none; SYS all, read only. Writes need ORG_TAB_CONTACTS (APP_NEW, APP_UPDATE, APP_DELETE).
 * `fullname` is derived (persons 'firstname lastname', clients 'name1 name2'; migration 0100 keeps
 * it on update). Routes: search, count, getOne, create, update (with the version read: 409
 * STALE_RECORD otherwise), remove (409 with what uses the contact: 'Usato da 2 diritti'),
 * `GET contacts/{id}/history`, and `GET contacts/{id}/category` → `{ data: { id, category:
 * 'person' | 'client' } }`. Kept as every registry is (./registryKeeping.ts), and imported from a
 * spreadsheet as a batch that can be undone (`contacts/import…`, ./registryImport.ts).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { byRole, equals, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { registerImportRoutes } from './registryImport.ts';
import { registryKeepingParts, registryRuleErrors } from './registryKeeping.ts';
import { contactSchema } from './schemas/registries.ts';

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

/** The tenant rule of contacts: a resident reads its own contact records (those of its user). */
export const contactVisibility = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) => equals(alias, 'user_id', scope.user.id),
});

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Domain's contact form rules for the category (lastname required for a person, name1 for a
 * client; the tax code's length when given, 000 §5): the same as the registry form's.
 */
function contactRuleErrors(
  input: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): FieldError[] {
  const category =
    input.isPerson === undefined ? undefined : input.isPerson === false ? 'client' : 'person';
  return registryRuleErrors('contacts', category)(input, mode);
}

/** A contact kept as every registry is: versioned edits, history, delete refused while used. */
const keeping = registryKeepingParts({
  schema: contactSchema,
  recordKind: 'contact',
  fields: FIELDS,
  validate: (input) => contactRuleErrors(input, 'update'),
  extraColumns: (changes) =>
    changes.isPerson === undefined ? {} : { is_client: changes.isPerson === false },
});

/** Registers the contact routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'contacts',
    schema: contactSchema,
    shape: 'data',
    routes: { contacts: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: resourceMessages.contactNotFound,
    visible: contactVisibility,
    writers: { ORG: 'ORG_TAB_CONTACTS' },
    writable: { create: FIELDS, update: FIELDS },
    validate: (input, _request, current) =>
      contactRuleErrors(input, current === undefined ? 'create' : 'update'),
    onCreate(input, request) {
      const isPerson = input.isPerson !== false;
      const fullname = isPerson
        ? [text(input.firstname), text(input.lastname)]
        : [text(input.name1), text(input.name2)];
      return {
        organization_id: request.scope.companyId,
        isClient: !isPerson,
        fullname: fullname.filter((part) => part !== '').join(' '),
      };
    },
    handlers: keeping.handlers,
    onInserted: keeping.onInserted,
    onInsertedRows: keeping.onInsertedRows,
    extend(routes) {
      keeping.registerHistory(routes, '/contacts/:id/history');
      registerImportRoutes(routes, 'contacts', 'contacts', keeping.keeping);
      routes.read('GET', '/contacts/:id/category', async (request) => {
        const row = await request.find(request.id());
        return request.c.json({
          data: { id: row.id, category: row.isPerson === false ? 'client' : 'person' },
        });
      });
    },
  });
}
