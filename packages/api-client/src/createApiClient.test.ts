import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './createApiClient.ts';
import { fakeFetch, json } from './http/testing/fakeFetch.ts';

/**
 * Every call of the spec (000 §7, 001 §7, 002 §7) and of the families: the method, the path and
 * the body the client sends, and what it makes of the answer (unwrapped once).
 */
interface CallCase {
  name: string;
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  /** The URL after `/api/v2/`, with its query string. */
  path: string;
  body?: unknown;
  answer: unknown;
  result: unknown;
  /** The Accept header, when not JSON. */
  accept?: string;
}

const rows = (results: unknown[], counter = results.length) => ({ rows: { results, counter } });
const ORDER = { id: 7, status: 'OPEN', category: 'ODS' };
const NOW = new Date('2026-03-10T09:30:00.000Z');

const CASES: CallCase[] = [
  // 000 §7 — profiles, users, auth
  {
    name: 'auth.getProfiles → GET users/auth/profiles → data',
    call: (client) => client.auth.getProfiles(),
    method: 'GET',
    path: 'users/auth/profiles',
    answer: { data: [{ uid: 'portineria:org:12' }] },
    result: [{ uid: 'portineria:org:12' }],
  },
  {
    name: 'auth.getCustomToken → GET users/auth/custom-tokens',
    call: (client) => client.auth.getCustomToken(),
    method: 'GET',
    path: 'users/auth/custom-tokens',
    answer: { data: { token: 'ct' } },
    result: { token: 'ct' },
  },
  {
    name: 'auth.getMe → GET users/auth/me (token only)',
    call: (client) => client.auth.getMe(),
    method: 'GET',
    path: 'users/auth/me',
    answer: { data: { id: '4', email: 'giulia.rossi@example.it', displayName: 'Giulia Rossi' } },
    result: { id: '4', email: 'giulia.rossi@example.it', displayName: 'Giulia Rossi' },
  },
  {
    name: 'users.getInfo → GET users/{id}/info (002 §7.3)',
    call: (client) => client.users.getInfo(5),
    method: 'GET',
    path: 'users/5/info',
    answer: { data: { id: 5, firstname: 'Luca' } },
    result: { id: 5, firstname: 'Luca' },
  },
  {
    name: 'profiles.getOwn → GET profiles/{uid}/own (002 §7.5)',
    call: (client) => client.profiles.getOwn('portineria:org:12'),
    method: 'GET',
    path: 'profiles/portineria%3Aorg%3A12/own',
    answer: { data: { uid: 'portineria:org:12', firstname: 'Giulia' } },
    result: { uid: 'portineria:org:12', firstname: 'Giulia' },
  },
  {
    name: 'profiles.updateOwn → PATCH profiles/{uid}/own with the changed fields',
    call: (client) =>
      client.profiles.updateOwn('portineria:org:12', {
        firstname: 'Giulia',
        version: '2026-12-07T08:00:00.000Z',
      }),
    method: 'PATCH',
    path: 'profiles/portineria%3Aorg%3A12/own',
    body: { firstname: 'Giulia', version: '2026-12-07T08:00:00.000Z' },
    answer: { data: { uid: 'portineria:org:12', firstname: 'Giulia' } },
    result: { uid: 'portineria:org:12', firstname: 'Giulia' },
  },
  {
    name: 'profiles.changeOwnPassword → PUT profiles/{uid}/own/password (002 §2.9 Password)',
    call: (client) =>
      client.profiles.changeOwnPassword('portineria:org:12', {
        password: 'Portineria-2026',
        passwordConfirmation: 'Portineria-2026',
      }),
    method: 'PUT',
    path: 'profiles/portineria%3Aorg%3A12/own/password',
    body: { password: 'Portineria-2026', passwordConfirmation: 'Portineria-2026' },
    answer: null,
    result: undefined,
  },
  {
    name: 'profiles.saveOwnNotificationPreferences → PUT …/own/notification-preferences (002 §2.9)',
    call: (client) =>
      client.profiles.saveOwnNotificationPreferences('portineria:org:12', {
        ORDER_NEW: { bell: true, email: false },
      }),
    method: 'PUT',
    path: 'profiles/portineria%3Aorg%3A12/own/notification-preferences',
    body: { ORDER_NEW: { bell: true, email: false } },
    answer: { data: { ORDER_NEW: { bell: true, email: false } } },
    result: { ORDER_NEW: { bell: true, email: false } },
  },
  // Organizations (001 §7, all GET)
  {
    name: 'organizations.getOne → GET organizations/{id}',
    call: (client) => client.organizations.getOne(3),
    method: 'GET',
    path: 'organizations/3',
    answer: { data: { id: 3, name: 'Studio Rossi', orgType: 'condominium_manager' } },
    result: { id: 3, name: 'Studio Rossi', orgType: 'condominium_manager' },
  },
  {
    name: 'organizations.update → PATCH organizations/{id}',
    call: (client) => client.organizations.update(3, { phone: '02 123' }),
    method: 'PATCH',
    path: 'organizations/3',
    body: { phone: '02 123' },
    answer: { data: { id: 3, phone: '02 123' } },
    result: { id: 3, phone: '02 123' },
  },
  {
    name: 'organizations.getLinkedSuppliers → GET organizations/own/linked-spl',
    call: (client) => client.organizations.getLinkedSuppliers(),
    method: 'GET',
    path: 'organizations/own/linked-spl',
    answer: { data: [{ id: 1, name: 'Idraulica Bianchi' }] },
    result: [{ id: 1, name: 'Idraulica Bianchi' }],
  },
  {
    name: 'organizations.getCurrentQualificationsPack → GET own/qualifications-packs/current',
    call: (client) => client.organizations.getCurrentQualificationsPack(),
    method: 'GET',
    path: 'organizations/own/qualifications-packs/current',
    answer: { data: { id: 2, total: 10, used: 4 } },
    result: { id: 2, total: 10, used: 4 },
  },
  {
    name: 'organizations.getQualificationsPackLicenseUse → GET own/qualifications-packs/use-license',
    call: (client) => client.organizations.getQualificationsPackLicenseUse(),
    method: 'GET',
    path: 'organizations/own/qualifications-packs/use-license',
    answer: { data: { allowed: true } },
    result: { allowed: true },
  },
  {
    name: 'organizations.getQualificationCompaniesTags → GET own/qualification-companies-tags',
    call: (client) => client.organizations.getQualificationCompaniesTags(),
    method: 'GET',
    path: 'organizations/own/qualification-companies-tags',
    answer: { data: [{ id: 1, name: 'Idraulici' }] },
    result: [{ id: 1, name: 'Idraulici' }],
  },
  {
    name: 'organizations.getQualificationsTags → GET own/qualifications-tags',
    call: (client) => client.organizations.getQualificationsTags(),
    method: 'GET',
    path: 'organizations/own/qualifications-tags',
    answer: { data: [{ id: 4, name: 'DURC' }] },
    result: [{ id: 4, name: 'DURC' }],
  },
  {
    name: 'organizations.getEmailsCustomization → GET own/emails-customization',
    call: (client) => client.organizations.getEmailsCustomization(),
    method: 'GET',
    path: 'organizations/own/emails-customization',
    answer: { data: { signature: 'Studio Rossi' } },
    result: { signature: 'Studio Rossi' },
  },
  {
    name: 'organizations.getBuildingsLicensesUsed → GET own/buildings-licenses-used (a number)',
    call: (client) => client.organizations.getBuildingsLicensesUsed(),
    method: 'GET',
    path: 'organizations/own/buildings-licenses-used',
    answer: { data: 12 },
    result: 12,
  },
  {
    name: 'organizations.getBuildingsLicensesTotal → GET own/buildings-licenses-total ({ total })',
    call: (client) => client.organizations.getBuildingsLicensesTotal(),
    method: 'GET',
    path: 'organizations/own/buildings-licenses-total',
    answer: { data: { total: 40 } },
    result: 40,
  },
  {
    name: 'organizations.getBuildingsLicensesTotal → null when the organisation has none set',
    call: (client) => client.organizations.getBuildingsLicensesTotal(),
    method: 'GET',
    path: 'organizations/own/buildings-licenses-total',
    answer: { data: null },
    result: null,
  },
  {
    name: 'consultancies.getFolderType → GET consultancies/{consultancyTypeId}/folder-types/{folderTypeId} → data (001 §2.2)',
    call: (client) => client.consultancies.getFolderType(3, 7),
    method: 'GET',
    path: 'consultancies/3/folder-types/7',
    answer: { data: { id: 7, name: 'Visura camerale', owner: 'CONSULTANT' } },
    result: { id: 7, name: 'Visura camerale', owner: 'CONSULTANT' },
  },
  // Buildings (000 §7, 001 §7)
  {
    name: 'buildings.getSessionBuildings → POST buildings/search with the session body (000 §7)',
    call: (client) => client.buildings.getSessionBuildings(),
    method: 'POST',
    path: 'buildings/search',
    body: { attributes: [], include: [], order: [['name', 'ASC']], where: {} },
    answer: { data: [{ id: 1, name: 'Condominio Aurora' }] },
    result: [{ id: 1, name: 'Condominio Aurora' }],
  },
  {
    name: 'buildings.getSessionBuildings expanding the active building licence',
    call: (client) => client.buildings.getSessionBuildings({ expandLicense: true }),
    method: 'POST',
    path: 'buildings/search?expand=active-building-license',
    body: { attributes: [], include: [], order: [['name', 'ASC']], where: {} },
    answer: { data: [] },
    result: [],
  },
  {
    name: 'buildings.getMany → POST buildings/search → data',
    call: (client) => client.buildings.getMany({ where: { isPrivate: true } }),
    method: 'POST',
    path: 'buildings/search',
    body: { where: { isPrivate: true } },
    answer: { data: [{ id: 2, name: 'Villa Verdi' }] },
    result: [{ id: 2, name: 'Villa Verdi' }],
  },
  {
    name: 'buildings.getManyExpanded → POST buildings/search?expand=… with the list query',
    call: (client) =>
      client.buildings.getManyExpanded({ where: { isPrivate: false } }, [
        'active-building-license',
      ]),
    method: 'POST',
    path: 'buildings/search?expand=active-building-license',
    body: { where: { isPrivate: false } },
    answer: { data: [{ id: 4, active_building_license: { active: true, validTo: null } }] },
    result: [{ id: 4, active_building_license: { active: true, validTo: null } }],
  },
  {
    name: 'buildings.search → GET buildings/search?expand=ras-false',
    call: (client) => client.buildings.search({ expand: 'ras-false' }),
    method: 'GET',
    path: 'buildings/search?expand=ras-false',
    answer: { data: [{ id: 1 }] },
    result: [{ id: 1 }],
  },
  {
    name: 'buildings.search with a where → JSON in the query string',
    call: (client) => client.buildings.search({ where: { city: 'Milano' } }),
    method: 'GET',
    path: `buildings/search?where=${encodeURIComponent('{"city":"Milano"}')}`,
    answer: { data: [] },
    result: [],
  },
  {
    name: 'buildings.getOne → GET buildings/{id}',
    call: (client) => client.buildings.getOne(1),
    method: 'GET',
    path: 'buildings/1',
    answer: { data: { id: 1, name: 'Condominio Aurora' } },
    result: { id: 1, name: 'Condominio Aurora' },
  },
  {
    name: 'buildings.getOneExpanded → GET buildings/{id}?expand=ras',
    call: (client) => client.buildings.getOneExpanded(1, 'ras'),
    method: 'GET',
    path: 'buildings/1?expand=ras',
    answer: { data: { id: 1, ras: { enabled: true, folderId: 'RAS-9' } } },
    result: { id: 1, ras: { enabled: true, folderId: 'RAS-9' } },
  },
  {
    name: 'buildings.getStatus → GET buildings/{id}/status',
    call: (client) => client.buildings.getStatus(1),
    method: 'GET',
    path: 'buildings/1/status',
    answer: { data: { status: 'active' } },
    result: { status: 'active' },
  },
  {
    name: 'buildings.getRasFolderId → GET buildings/{id}/ras-folder-id',
    call: (client) => client.buildings.getRasFolderId(1),
    method: 'GET',
    path: 'buildings/1/ras-folder-id',
    answer: { data: { rasFolderId: 'RAS-2026-0042' } },
    result: 'RAS-2026-0042',
  },
  {
    name: 'buildings.getRasFolderId reads rasFolderId, never the record id (null: no folder)',
    call: (client) => client.buildings.getRasFolderId(1),
    method: 'GET',
    path: 'buildings/1/ras-folder-id',
    answer: { data: { id: 1, rasFolderId: null } },
    result: null,
  },
  {
    name: 'buildings.searchManaged → GET buildings/manager/search',
    call: (client) => client.buildings.searchManaged(),
    method: 'GET',
    path: 'buildings/manager/search',
    answer: { data: [{ id: 3 }] },
    result: [{ id: 3 }],
  },
  {
    name: 'buildings.count → POST buildings/search/count → counter[1]',
    call: (client) => client.buildings.count({ isPrivate: false }),
    method: 'POST',
    path: 'buildings/search/count',
    body: { attributes: [], criteria: { isPrivate: false }, include: [], order: [] },
    answer: { counter: [10, 4] },
    result: 4,
  },
  {
    name: 'buildings.countManaged → POST buildings/manager/search/count → counter[1]',
    call: (client) => client.buildings.countManaged(),
    method: 'POST',
    path: 'buildings/manager/search/count',
    body: { attributes: [], criteria: {}, include: [], order: [] },
    answer: { counter: [10, 10] },
    result: 10,
  },
  {
    name: 'buildings.create → POST buildings',
    call: (client) => client.buildings.create({ name: 'Condominio Nuovo' }),
    method: 'POST',
    path: 'buildings',
    body: { name: 'Condominio Nuovo' },
    answer: { data: { id: 11, name: 'Condominio Nuovo' } },
    result: { id: 11, name: 'Condominio Nuovo' },
  },
  {
    name: 'buildings.createFromSupplier → POST buildings/create/createFromSupplier/{id}',
    call: (client) => client.buildings.createFromSupplier(3, { name: 'Casa' }),
    method: 'POST',
    path: 'buildings/create/createFromSupplier/3',
    body: { name: 'Casa' },
    answer: { data: { id: 12, name: 'Casa' } },
    result: { id: 12, name: 'Casa' },
  },
  {
    name: 'buildings.update → PATCH buildings/{id}',
    call: (client) =>
      client.buildings.update(1, { name: 'Aurora', version: '2026-01-01T00:00:00.000Z' }),
    method: 'PATCH',
    path: 'buildings/1',
    body: { name: 'Aurora', version: '2026-01-01T00:00:00.000Z' },
    answer: { data: { id: 1, name: 'Aurora' } },
    result: { id: 1, name: 'Aurora' },
  },
  {
    name: 'buildings.replace → PUT buildings/{id}',
    call: (client) =>
      client.buildings.replace(1, { name: 'Aurora', version: '2026-01-01T00:00:00.000Z' }),
    method: 'PUT',
    path: 'buildings/1',
    body: { name: 'Aurora', version: '2026-01-01T00:00:00.000Z' },
    answer: { data: { id: 1, name: 'Aurora' } },
    result: { id: 1, name: 'Aurora' },
  },
  // Orders, contracts, quotes (001 §7, 002 §7.1, §7.6)
  {
    name: 'orders.getMany → POST orders/search → { results, counter }',
    call: (client) => client.orders.getMany({ where: { status: 2 }, limit: 20 }),
    method: 'POST',
    path: 'orders/search',
    body: { where: { status: 2 }, limit: 20 },
    answer: rows([ORDER], 31),
    result: { results: [ORDER], counter: 31 },
  },
  {
    name: 'orders.getOne → GET orders/{id} → rows.results[0]',
    call: (client) => client.orders.getOne(7),
    method: 'GET',
    path: 'orders/7',
    answer: rows([ORDER]),
    result: ORDER,
  },
  {
    name: 'orders.count → POST orders/search/count',
    call: (client) => client.orders.count({ status: 2 }),
    method: 'POST',
    path: 'orders/search/count',
    body: { attributes: [], criteria: { status: 2 }, include: [], order: [] },
    answer: { counter: [100, 31] },
    result: 31,
  },
  {
    name: 'orders.confirmRead → POST orders/{id}/read-confirmation',
    call: (client) => client.orders.confirmRead(7),
    method: 'POST',
    path: 'orders/7/read-confirmation',
    answer: rows([{ ...ORDER, isRead: true }]),
    result: { ...ORDER, isRead: true },
  },
  {
    name: 'orders.create → POST orders (rows answer)',
    call: (client) => client.orders.create({ object: 'Perdita' }),
    method: 'POST',
    path: 'orders',
    body: { object: 'Perdita' },
    answer: rows([{ ...ORDER, object: 'Perdita' }]),
    result: { ...ORDER, object: 'Perdita' },
  },
  {
    name: 'orders.update → PATCH orders/{id}',
    call: (client) =>
      client.orders.update(7, { noteOrg: 'ok', version: '2026-11-20T10:00:00.000Z' }),
    method: 'PATCH',
    path: 'orders/7',
    body: { noteOrg: 'ok', version: '2026-11-20T10:00:00.000Z' },
    answer: rows([{ ...ORDER, noteOrg: 'ok' }]),
    result: { ...ORDER, noteOrg: 'ok' },
  },
  {
    name: 'orders.remove → DELETE orders/{id}',
    call: (client) => client.orders.remove(7),
    method: 'DELETE',
    path: 'orders/7',
    answer: null,
    result: undefined,
  },
  {
    name: 'contracts.getMany → POST contracts/search → { results, counter }',
    call: (client) => client.contracts.getMany(),
    method: 'POST',
    path: 'contracts/search',
    body: {},
    answer: rows([{ ...ORDER, category: 'ODP' }], 1),
    result: { results: [{ ...ORDER, category: 'ODP' }], counter: 1 },
  },
  {
    name: 'contracts.count → POST contracts/search/count',
    call: (client) => client.contracts.count({ category: 2 }),
    method: 'POST',
    path: 'contracts/search/count',
    body: { attributes: [], criteria: { category: 2 }, include: [], order: [] },
    answer: { counter: [9, 3] },
    result: 3,
  },
  {
    name: 'quotes.getMany → POST proxy/orders/quotes with query_sequelize (002 §7.6)',
    call: (client) =>
      client.quotes.getMany({
        order: [['updatedAt', 'DESC']],
        include: [{ association: 'org_buildings', required: true }],
      }),
    method: 'POST',
    path: 'proxy/orders/quotes',
    body: {
      query_sequelize: {
        order: [['updatedAt', 'DESC']],
        include: [{ association: 'org_buildings', required: true }],
      },
    },
    answer: rows([{ id: 1 }], 1),
    result: { results: [{ id: 1 }], counter: 1 },
  },
  {
    name: 'quotes.count → POST proxy/orders/quotes with count: true, limit 0 → rows.counter',
    call: (client) => client.quotes.count({ status: 'REQ' }),
    method: 'POST',
    path: 'proxy/orders/quotes',
    body: { count: true, query_sequelize: { where: { status: 'REQ' }, limit: 0 } },
    answer: rows([], 6),
    result: 6,
  },
  // Tickets (001 §7, 002 §7.6)
  {
    name: 'tickets.getMany → POST tickets/search → data',
    call: (client) =>
      client.tickets.getMany({ limit: 50, offset: 0, order: [['createdAt', 'DESC']] }),
    method: 'POST',
    path: 'tickets/search',
    body: { limit: 50, offset: 0, order: [['createdAt', 'DESC']] },
    answer: { data: [{ id: 1, object: 'Ascensore' }] },
    result: [{ id: 1, object: 'Ascensore' }],
  },
  {
    name: 'tickets.getOne → GET tickets/{id}',
    call: (client) => client.tickets.getOne(1),
    method: 'GET',
    path: 'tickets/1',
    answer: { data: { id: 1, object: 'Ascensore' } },
    result: { id: 1, object: 'Ascensore' },
  },
  {
    name: 'tickets.count → POST tickets/search/count',
    call: (client) => client.tickets.count({ status: 'OPEN' }),
    method: 'POST',
    path: 'tickets/search/count',
    body: { attributes: [], criteria: { status: 'OPEN' }, include: [], order: [] },
    answer: { counter: [8, 2] },
    result: 2,
  },
  {
    name: 'tickets.update → PATCH tickets/{id} with the version read',
    call: (client) =>
      client.tickets.update(1, { priority: 'URGENT', version: '2025-03-18T09:30:00.000Z' }),
    method: 'PATCH',
    path: 'tickets/1',
    body: { priority: 'URGENT', version: '2025-03-18T09:30:00.000Z' },
    answer: { data: { id: 1, priority: 'URGENT' } },
    result: { id: 1, priority: 'URGENT' },
  },
  // Claims (001 §7)
  {
    name: 'claims.getManyExpanded → POST claims/search including building and both suppliers',
    call: (client) => client.claims.getManyExpanded({ full_text: 'tubo' }),
    method: 'POST',
    path: 'claims/search',
    body: {
      full_text: 'tubo',
      include: [
        { association: 'building' },
        { association: 'supplierICMP' },
        { association: 'supplierIEXP' },
      ],
    },
    answer: { data: [{ id: 1, code: 'S-1' }] },
    result: [{ id: 1, code: 'S-1' }],
  },
  {
    name: 'claims.count → POST claims/search/count',
    call: (client) => client.claims.count({ status: 'VERIFYING' }),
    method: 'POST',
    path: 'claims/search/count',
    body: { attributes: [], criteria: { status: 'VERIFYING' }, include: [], order: [] },
    answer: { counter: [5, 1] },
    result: 1,
  },
  // Activities and tasks (001 §7, 002 §7.1)
  {
    name: 'activities.getMany → POST proxy/activities with query_sequelize → rows',
    call: (client) => client.activities.getMany({ where: { _order: 7 }, limit: 0, offset: 0 }),
    method: 'POST',
    path: 'proxy/activities',
    body: { query_sequelize: { where: { _order: 7 }, limit: 0, offset: 0 } },
    answer: rows([{ id: 3, status: 'TODO' }], 1),
    result: { results: [{ id: 3, status: 'TODO' }], counter: 1 },
  },
  {
    name: 'activities.getOne → GET proxy/activities/{id}',
    call: (client) => client.activities.getOne(3),
    method: 'GET',
    path: 'proxy/activities/3',
    answer: { data: { id: 3, status: 'TODO' } },
    result: { id: 3, status: 'TODO' },
  },
  {
    name: 'activities.create → POST proxy/activities with _order, type and options',
    call: (client) =>
      client.activities.create({
        _order: 7,
        type: 'SINGLE',
        options: {
          startDate: '2026-03-10',
          endDate: '2026-03-10',
          includeSaturday: false,
          includeSunday: false,
          includeHolidays: false,
        },
      }),
    method: 'POST',
    path: 'proxy/activities',
    body: {
      _order: 7,
      type: 'SINGLE',
      options: {
        startDate: '2026-03-10',
        endDate: '2026-03-10',
        includeSaturday: false,
        includeSunday: false,
        includeHolidays: false,
      },
    },
    answer: { data: { id: 4 } },
    result: { id: 4 },
  },
  {
    name: 'activities.update → PATCH proxy/activities/{id}',
    call: (client) =>
      client.activities.update(4, { status: 'DONE', version: '2026-11-20T10:00:00.000Z' }),
    method: 'PATCH',
    path: 'proxy/activities/4',
    body: { status: 'DONE', version: '2026-11-20T10:00:00.000Z' },
    answer: { data: { id: 4, status: 'DONE' } },
    result: { id: 4, status: 'DONE' },
  },
  {
    name: 'activities.remove → DELETE proxy/activities/{id}',
    call: (client) => client.activities.remove(4),
    method: 'DELETE',
    path: 'proxy/activities/4',
    answer: null,
    result: undefined,
  },
  {
    name: 'activities.reject → PATCH proxy/activities/{id}/reject',
    call: (client) => client.activities.reject(4, { reason: 'Non di competenza' }),
    method: 'PATCH',
    path: 'proxy/activities/4/reject',
    body: { reason: 'Non di competenza' },
    answer: { data: { id: 4, status: 'REJECTED' } },
    result: { id: 4, status: 'REJECTED' },
  },
  {
    name: 'tasks.create → POST proxy/tasks with status, isSigned and _activity',
    call: (client) => client.tasks.create({ status: 1, isSigned: false, _activity: 4 }),
    method: 'POST',
    path: 'proxy/tasks',
    body: { status: 1, isSigned: false, _activity: 4 },
    answer: rows([{ status: 1, isSigned: false, _activity: 4 }]),
    result: { status: 1, isSigned: false, _activity: 4 },
  },
  // Tokens (000 §7, 002 §7.6)
  {
    name: 'tokens.countNotInvoiced → POST proxy/tokens count, isInvoiced false, no rows',
    call: (client) => client.tokens.countNotInvoiced(),
    method: 'POST',
    path: 'proxy/tokens',
    body: { count: true, rows: false, query_sequelize: { where: { isInvoiced: false } } },
    answer: rows([], 3),
    result: 3,
  },
  {
    name: 'tokens.getMany → POST proxy/tokens with query_sequelize',
    call: (client) => client.tokens.getMany({ where: { isInvoiced: false } }),
    method: 'POST',
    path: 'proxy/tokens',
    body: { query_sequelize: { where: { isInvoiced: false } } },
    answer: rows([{ id: 1, isInvoiced: false }], 1),
    result: { results: [{ id: 1, isInvoiced: false }], counter: 1 },
  },
  // Folders (000 §7, 001 §7)
  {
    name: 'folders.getManyAvailable → POST folders/many-available with domain query',
    call: (client) =>
      client.folders.getManyAvailable({ query: { sysSplId: '3' }, filters: { status: 'expired' } }),
    method: 'POST',
    path: 'folders/many-available',
    body: { query: { sysSplId: '3' }, filters: { status: 'expired' } },
    answer: { data: [{ id: 1 }, { id: 2 }] },
    result: [{ id: 1 }, { id: 2 }],
  },
  {
    name: 'folders.getOneByKey → GET folders/one?sysSplId&type&subType',
    call: (client) => client.folders.getOneByKey({ supplierId: 3, type: 'DURC', subType: 'base' }),
    method: 'GET',
    path: 'folders/one?sysSplId=3&type=DURC&subType=base',
    answer: { data: { id: 8, status: 'VALID' } },
    result: { id: 8, status: 'VALID' },
  },
  // Employees, suppliers (002 §7.1, §7.5, 001 §7)
  {
    name: 'employees.getMany → POST employees/search',
    call: (client) => client.employees.getMany({ where: { status: 1 } }),
    method: 'POST',
    path: 'employees/search',
    body: { where: { status: 1 } },
    answer: { data: [{ id: 1, fullname: 'Luca Neri' }] },
    result: [{ id: 1, fullname: 'Luca Neri' }],
  },
  {
    name: 'employees.getCalendarColor → GET employees/{id}/calendar-color → data.color',
    call: (client) => client.employees.getCalendarColor(1),
    method: 'GET',
    path: 'employees/1/calendar-color',
    answer: { data: { color: '#3366ff' } },
    result: '#3366ff',
  },
  {
    name: 'suppliers.getOne → GET suppliers/{id} (supplier company editor)',
    call: (client) => client.suppliers.getOne(3),
    method: 'GET',
    path: 'suppliers/3',
    answer: { data: { id: 3, name1: 'Idraulica Bianchi' } },
    result: { id: 3, name1: 'Idraulica Bianchi' },
  },
  {
    name: 'suppliers.saveCompany → PATCH suppliers/{id}, categories and keywords joined, missing fields null, with the version',
    call: (client) =>
      client.suppliers.saveCompany(
        3,
        {
          name1: 'Idraulica',
          categories: ['idraulica', 'gas'],
          keywords: ['caldaie', 'pronto intervento'],
          version: '2026-12-07T08:00:00.000Z',
        },
        ['name1', 'vat', 'categories', 'keywords'],
      ),
    method: 'PATCH',
    path: 'suppliers/3',
    body: {
      name1: 'Idraulica',
      vat: null,
      categories: 'idraulica,gas',
      keywords: 'caldaie,pronto intervento',
      version: '2026-12-07T08:00:00.000Z',
    },
    answer: { data: { id: 3, name1: 'Idraulica' } },
    result: { id: 3, name1: 'Idraulica' },
  },
  {
    name: 'suppliers.getAdminTags → GET suppliers/admin-tags',
    call: (client) => client.suppliers.getAdminTags(),
    method: 'GET',
    path: 'suppliers/admin-tags',
    answer: { data: [{ id: 1, name: 'Preferito' }] },
    result: [{ id: 1, name: 'Preferito' }],
  },
  // Contacts, units, entitlements (002 §7.4, §7.6)
  {
    name: 'contacts.getCategory → GET contacts/{id}/category',
    call: (client) => client.contacts.getCategory(9),
    method: 'GET',
    path: 'contacts/9/category',
    answer: { data: { category: 'person' } },
    result: 'person',
  },
  {
    name: 'units.getMany → POST units/search',
    call: (client) => client.units.getMany({ where: { _building: 1 } }),
    method: 'POST',
    path: 'units/search',
    body: { where: { _building: 1 } },
    answer: { data: [{ id: 1, _building: 1 }] },
    result: [{ id: 1, _building: 1 }],
  },
  {
    name: 'entitlements.create → POST entitlements (002 §7.4)',
    call: (client) => client.entitlements.create({ _building: 1, _contact: 9 }),
    method: 'POST',
    path: 'entitlements',
    body: { _building: 1, _contact: 9 },
    answer: { data: { id: 5, _building: 1, _contact: 9 } },
    result: { id: 5, _building: 1, _contact: 9 },
  },
  {
    name: 'resource(path).getMany → the import wizard lookup by primary key (002 §7.4)',
    call: (client) =>
      client.resource('contacts').getMany({ where: { id: 9 }, offset: 0, limit: 1 }),
    method: 'POST',
    path: 'contacts/search',
    body: { where: { id: 9 }, offset: 0, limit: 1 },
    answer: { data: [{ id: 9 }] },
    result: [{ id: 9 }],
  },
  // Communications (001 §7)
  {
    name: 'communications.getUnreadCorrespondence → POST communications/search, limit 36, offset_key',
    call: (client) =>
      client.communications.getUnreadCorrespondence({ product: 'Portineria', offsetKey: 'k1' }),
    method: 'POST',
    path: 'communications/search',
    body: {
      where: { type: 'corrispondenza', status: 'SENT', usr_openedInPortineria: false },
      order: [['sendingDate', 'DESC']],
      limit: 36,
      offset_key: 'k1',
    },
    answer: { data: [{ id: 1 }], next_offset_key: 'k2' },
    result: { data: [{ id: 1 }], nextOffsetKey: 'k2' },
  },
  {
    name: 'communications.countUnreadCorrespondence → POST communications/search/count',
    call: (client) => client.communications.countUnreadCorrespondence('Portineria'),
    method: 'POST',
    path: 'communications/search/count',
    body: {
      attributes: [],
      criteria: { type: 'corrispondenza', status: 'SENT', usr_openedInPortineria: false },
      include: [],
      order: [],
    },
    answer: { counter: [40, 5] },
    result: 5,
  },
  {
    name: 'communications.markOpened → PATCH communications/{id}/opened',
    call: (client) => client.communications.markOpened(1, 'Portineria'),
    method: 'PATCH',
    path: 'communications/1/opened',
    body: { product: 'Portineria' },
    answer: { data: { id: 1, usr_openedInPortineria: true } },
    result: { id: 1, usr_openedInPortineria: true },
  },
  // Notices, polls (000 §7 "orders, polls, contracts: criteria-based watcher counts")
  {
    name: 'notices.getMany → POST notices/search',
    call: (client) => client.notices.getMany(),
    method: 'POST',
    path: 'notices/search',
    body: {},
    answer: { data: [{ id: 1, title: 'Assemblea' }] },
    result: [{ id: 1, title: 'Assemblea' }],
  },
  {
    name: 'polls.count → POST polls/search/count',
    call: (client) => client.polls.count({ status: 'OPEN' }),
    method: 'POST',
    path: 'polls/search/count',
    body: { attributes: [], criteria: { status: 'OPEN' }, include: [], order: [] },
    answer: { counter: [3, 1] },
    result: 1,
  },
  // Calendar (002 §2.1; calls not shown in the spec)
  {
    name: 'calendar.events.getMany → POST calendar/search',
    call: (client) => client.calendar.events.getMany({ where: { _employee: 1 } }),
    method: 'POST',
    path: 'calendar/search',
    body: { where: { _employee: 1 } },
    answer: { data: [{ id: 1, object: 'Sopralluogo' }] },
    result: [{ id: 1, object: 'Sopralluogo' }],
  },
  {
    name: 'calendar.reminders.toggle → PATCH reminders/{id} with { status, version }',
    call: (client) => client.calendar.reminders.toggle(2, 1, '2026-03-10T08:00:00.000Z'),
    method: 'PATCH',
    path: 'reminders/2',
    body: { status: 1, version: '2026-03-10T08:00:00.000Z' },
    answer: { data: { id: 2, status: 1 } },
    result: { id: 2, status: 1 },
  },
  {
    name: 'calendar.colleagues.getMany → POST calendar-employees/search',
    call: (client) => client.calendar.colleagues.getMany(),
    method: 'POST',
    path: 'calendar-employees/search',
    body: {},
    answer: { data: [{ id: 1, _employee: 2, color: '#fff', enabled: true, fullName: 'Luca' }] },
    result: [{ id: 1, _employee: 2, color: '#fff', enabled: true, fullName: 'Luca' }],
  },
  // Notifications (002 §7.6)
  {
    name: 'notifications.countUnread → POST notifications/search/count, status unread',
    call: (client) => client.notifications.countUnread(),
    method: 'POST',
    path: 'notifications/search/count',
    body: { attributes: [], criteria: { status: 'unread' }, include: [], order: [] },
    answer: { counter: [12, 4] },
    result: 4,
  },
  {
    name: 'notifications.markRead → PATCH notifications/{id}',
    call: (client) => client.notifications.markRead(3),
    method: 'PATCH',
    path: 'notifications/3',
    body: { status: 'read' },
    answer: { data: { id: 3, status: 'read' } },
    result: { id: 3, status: 'read' },
  },
  {
    name: 'notifications.markAllRead → POST notifications/read-all → data.updated',
    call: (client) => client.notifications.markAllRead(),
    method: 'POST',
    path: 'notifications/read-all',
    answer: { data: { updated: 6 } },
    result: 6,
  },
  // Changelog, helper, permissions, chats (002 §7.2, §7.3, 000 §7)
  {
    name: 'changelog.getWeb → GET changelog/web with Accept: text/markdown → data',
    call: (client) => client.changelog.getWeb(),
    method: 'GET',
    path: 'changelog/web',
    accept: 'text/markdown',
    answer: { data: '# Novità\n\n- Calendario' },
    result: '# Novità\n\n- Calendario',
  },
  {
    name: 'helper.getPage → GET helper/{id} → the page with its body export view unwrapped',
    call: (client) => client.helper.getPage('orders-list', { path: '/ORG/orders/service' }),
    method: 'GET',
    path: 'helper/orders-list?path=%2FORG%2Forders%2Fservice',
    answer: {
      data: {
        id: 4,
        key: '/ORG/OPR/orders',
        title: 'Ordini',
        appNamespace: 'OPR',
        body: { export_view: { value: '<p>Guida</p>' } },
        related: [
          { key: '/ORG/OPR/claims', title: 'Sinistri' },
          { key: 7, title: 'Scartato' },
        ],
      },
    },
    result: {
      id: 4,
      key: '/ORG/OPR/orders',
      title: 'Ordini',
      appNamespace: 'OPR',
      body: '<p>Guida</p>',
      // 002 §2.4 'Potrebbero anche interessarti': the related pages, a malformed one left out.
      related: [{ key: '/ORG/OPR/claims', title: 'Sinistri' }],
    },
  },
  {
    name: 'permissions.check → GET permissions/check?path&profile → the permission scope',
    call: (client) => client.permissions.check('/ORG/orders/service'),
    method: 'GET',
    path: 'permissions/check?path=%2FORG%2Forders%2Fservice&profile=portineria%3Aorg%3A12',
    answer: {
      data: {
        application: 'ORG_OPR_ORDERS',
        functionalities: ['APP_NEW'],
        modules: [],
        licenceLevel: 1,
      },
    },
    result: {
      application: 'ORG_OPR_ORDERS',
      functionalities: ['APP_NEW'],
      modules: [],
      licenceLevel: 1,
    },
  },
  {
    name: 'chats.getInfo → GET proxy/chats/{id}/info → object, status, users',
    call: (client) => client.chats.getInfo(4),
    method: 'GET',
    path: 'proxy/chats/4/info',
    answer: { data: { object: 'Ordine 7', status: true, users: [] } },
    result: { object: 'Ordine 7', status: true, users: [] },
  },
  // Counters (000 §7, 002 §7.6)
  {
    name: "counters.countFor → POST {endpoint}/search/count with '@activeUser' replaced",
    call: (client) =>
      client.counters.countFor('tickets', { _assignTo: '@activeUser' }, { activeUserId: 42 }),
    method: 'POST',
    path: 'tickets/search/count',
    body: { attributes: [], criteria: { _assignTo: 42 }, include: [], order: [] },
    answer: { counter: [9, 2] },
    result: 2,
  },
  {
    name: 'counters.countFor a proxy endpoint → POST proxy/<x> count: true → rows.counter',
    call: (client) => client.counters.countFor('proxy/tokens', { isInvoiced: false }),
    method: 'POST',
    path: 'proxy/tokens',
    body: { count: true, query_sequelize: { where: { isInvoiced: false }, limit: 0 } },
    answer: rows([], 7),
    result: 7,
  },
  {
    name: 'counters.countDashboardView claims/VDD → POST claims/search/count',
    call: (client) => client.counters.countDashboardView({ entity: 'claims', view: 'VDD' }),
    method: 'POST',
    path: 'claims/search/count',
    body: { attributes: [], criteria: { status: 'VERIFYING' }, include: [], order: [] },
    answer: { counter: [20, 6] },
    result: 6,
  },
  {
    name: "counters.countDashboardView service-orders/EXP fills '@endOfYesterday'",
    call: (client) => client.counters.countDashboardView({ entity: 'service-orders', view: 'EXP' }),
    method: 'POST',
    path: 'orders/search/count',
    body: {
      attributes: [],
      criteria: { category: 1, status: 2, validTo: { $lt: endOfYesterday(NOW) } },
      include: [],
      order: [],
    },
    answer: { counter: [20, 2] },
    result: 2,
  },
];

function endOfYesterday(now: Date): string {
  const day = new Date(now);
  day.setDate(day.getDate() - 1);
  day.setHours(23, 59, 59, 999);
  return day.toISOString();
}

describe('every call: method, path, body and unwrapped answer', () => {
  it.each(CASES)('$name', async (testCase) => {
    const fake = fakeFetch(() =>
      testCase.answer === null ? new Response(null, { status: 204 }) : json(testCase.answer),
    );
    const client = createApiClient({
      baseUrl: 'http://gateway.test',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
      now: () => NOW,
    });
    const result = await testCase.call(client);
    expect(fake.requests).toHaveLength(1);
    const request = fake.last();
    expect(request.method).toBe(testCase.method);
    expect(request.url).toBe(`http://gateway.test/api/v2/${testCase.path}`);
    expect(request.body).toEqual(testCase.body);
    expect(request.headers.accept).toBe(testCase.accept ?? 'application/json');
    expect(result).toEqual(testCase.result);
  });
});

describe('the folder counts (000 §7 "three calls … count is the length of data.data")', () => {
  it('makes three calls and counts each answer, null for a failed one', async () => {
    const fake = fakeFetch((request) => {
      const filters = (request.body as { filters: Record<string, unknown> }).filters;
      if (filters.isExpiring) return json({ error_code: 'INTERNAL', message: 'Errore' }, 500);
      return json({ data: filters.status === 'empty' ? [{ id: 1 }, { id: 2 }] : [{ id: 3 }] });
    });
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:spl:3',
      fetch: fake.fetch,
    });
    await expect(client.folders.countAvailable(3)).resolves.toEqual({
      empty: 2,
      expired: 1,
      expiring: null,
    });
    expect(fake.requests.map((request) => request.body)).toEqual([
      {
        query: { sysSplId: '3' },
        filters: { status: 'empty', isRequired: true, uploadableBySpl: true },
      },
      { query: { sysSplId: '3' }, filters: { status: 'expired' } },
      { query: { sysSplId: '3' }, filters: { isExpiring: true } },
    ]);
  });
});

describe('answers of the wrong shape', () => {
  it('refuses a licence figure that is not a number', async () => {
    const fake = fakeFetch(() => json({ data: 'many' }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.organizations.getBuildingsLicensesUsed()).rejects.toMatchObject({
      kind: 'format',
      expected: '{ data: number }',
      request: { method: 'GET', path: 'organizations/own/buildings-licenses-used' },
    });
  });

  it('refuses a changelog answer that is JSON without a text', async () => {
    const fake = fakeFetch(() => json({ data: { entries: [] } }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.changelog.getWeb()).rejects.toMatchObject({
      kind: 'format',
      expected: '{ data: string }',
    });
  });

  it('refuses a bare markdown changelog: 002 §7.3 "reads data", the body is { data }', async () => {
    const fake = fakeFetch(
      () =>
        new Response('# Novità\n\n- Calendario', {
          status: 200,
          headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
        }),
    );
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.changelog.getWeb()).rejects.toMatchObject({
      kind: 'format',
      request: { method: 'GET', path: 'changelog/web' },
    });
  });

  it('reads the changelog data even when the answer is labelled text/markdown', async () => {
    const fake = fakeFetch(
      () =>
        new Response(JSON.stringify({ data: '## 2.4.0 — Calendario' }), {
          status: 200,
          headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
        }),
    );
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.changelog.getWeb()).resolves.toBe('## 2.4.0 — Calendario');
  });

  it('refuses a help page whose body has no export view', async () => {
    const fake = fakeFetch(() =>
      json({ data: { id: 1, key: '000', title: 'Guida', body: '<p>Guida</p>' } }),
    );
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.helper.getPage('000')).rejects.toMatchObject({
      kind: 'format',
      expected: '{ data: { id, key, title, body: { export_view: { value: string } } } }',
      request: { method: 'GET', path: 'helper/000' },
    });
  });

  it('refuses a RAS folder id that is not text: the gateway sends rasFolderId as a string or null', async () => {
    const fake = fakeFetch(() => json({ data: { id: 1 } }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.buildings.getRasFolderId(1)).rejects.toMatchObject({
      kind: 'format',
      expected: '{ data: { rasFolderId: string | null } }',
      request: { method: 'GET', path: 'buildings/1/ras-folder-id' },
    });
  });

  it("refuses a contact category other than 'person' or 'client'", async () => {
    const fake = fakeFetch(() => json({ data: { id: 9, category: 'fornitore' } }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'jwt',
      getProfileId: () => 'portineria:org:12',
      fetch: fake.fetch,
    });
    await expect(client.contacts.getCategory(9)).rejects.toMatchObject({
      kind: 'format',
      request: { method: 'GET', path: 'contacts/9/category' },
    });
  });
});
