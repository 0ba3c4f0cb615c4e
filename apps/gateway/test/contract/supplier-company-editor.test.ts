/**
 * Contract tests of the supplier company editor (002 §2.9 "Supplier company editor with tabs
 * Anagrafica and Informazioni (cover image)", §5.6 "Supplier edit", §7.5 "Supplier company endpoint
 * /{companyId}: GET and save", §9 levels; domain DECISIONS.md "Supplier company editor"): the real
 * api-client against a test gateway with the demo seed — Paolo Bianchi (spl_3, Idraulica
 * Bianchi) saves; Anna Gallo (spl_1, Gallo Impianti) reads less and saves nothing.
 */
import {
  SUPPLIER_COMPANY_FORM_SCHEMA,
  SUPPLIER_LEVELLED_FIELDS,
  staleWriteMessage,
} from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actingClientFor,
  fieldMessagesOf,
  rejection,
  sharedActingClientFor,
  sharedClientFor,
} from '../support/contract.ts';
import { forgetScopes } from '../../src/authz/scopeCache.ts';
import { callerFor } from '../support/calls.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { SAMPLE_PDF, storedAttachments, uploadAs } from '../support/uploads.ts';

let gateway: TestGateway;

/** A PNG's first bytes: the signature the content check looks for. */
const SAMPLE_PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const SCHEMA_FIELDS = Object.keys(SUPPLIER_COMPANY_FORM_SCHEMA);

async function companyRow(id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from suppliers
    where id = ${id}`.execute(gateway.gateway.deps.db);
  return rows[0];
}

async function companyHistory(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'changes', 'user_id'])
    .where('record_kind', '=', 'supplierCompany')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('the supplier company editor', () => {
  it('002 §5.6 "Categories are comma-delimited tags", §7.5: Paolo (level 3) saves categories, keywords and an extra e-mail with the version; read-only data are ignored; one history row', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const id = gateway.seed.suppliers.idraulicaBianchi;
    const loaded = await paolo.suppliers.getOne(id);
    expect(loaded.version).toBe(loaded.updatedAt);
    const saved = await paolo.suppliers.saveCompany(
      id,
      {
        name1: 'Un altro nome',
        emailAccounting: loaded.emailAccounting ?? null,
        emailPlanning: 'pianificazione@idraulicabianchi.example',
        emailSystem: loaded.emailSystem ?? null,
        categories: ['Idraulico', ' Fabbro '],
        keywords: ['caldaie', 'pronto intervento'],
        version: loaded.updatedAt,
      },
      SCHEMA_FIELDS,
    );
    expect(saved).toMatchObject({
      name1: 'Idraulica Bianchi S.r.l.',
      emailPlanning: 'pianificazione@idraulicabianchi.example',
      categories: 'Idraulico,Fabbro',
      categoryTags: ['Idraulico', 'Fabbro'],
      keywords: 'caldaie,pronto intervento',
    });
    expect(saved.version).not.toBe(loaded.version);
    expect(await companyRow(id)).toMatchObject({
      name1: 'Idraulica Bianchi S.r.l.',
      categories: 'Idraulico,Fabbro',
      keywords: 'caldaie,pronto intervento',
    });
    const history = await companyHistory(id);
    expect(history.at(-1)?.action).toBe('update');
    expect(
      (history.at(-1)?.changes as { field: string }[]).map((change) => change.field).sort(),
    ).toEqual(['categories', 'emailPlanning', 'keywords']);
  });

  it('002 §5.6 "Saving is possible only at level above 2": Anna (level 1) is refused 403 with the reason and the company is unchanged', async () => {
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const id = gateway.seed.suppliers.galloImpianti;
    const before = await companyRow(id);
    const loaded = await anna.suppliers.getOne(id);
    const error = await rejection(
      anna.suppliers.saveCompany(
        id,
        { categories: ['Elettricista'], version: loaded.updatedAt },
        SCHEMA_FIELDS,
      ),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Il salvataggio dei dati aziendali richiede il livello Direzione.');
    expect(await companyRow(id)).toEqual(before);
  });

  it('002 §5.6 "The keyword area is shown at level 2 or more. Extra emails are shown above level 1": level 1 reads neither, level 3 reads both', async () => {
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const own = (await anna.suppliers.getOne(
      gateway.seed.suppliers.galloImpianti,
    )) as unknown as Record<string, unknown>;
    expect(own.name1).toBe('Gallo Impianti Elettrici S.n.c.');
    for (const hidden of ['keywords', 'emailAccounting', 'emailPlanning', 'emailSystem']) {
      expect(Object.hasOwn(own, hidden)).toBe(false);
    }
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const full = (await paolo.suppliers.getOne(
      gateway.seed.suppliers.idraulicaBianchi,
    )) as unknown as Record<string, unknown>;
    for (const shown of ['keywords', 'emailAccounting', 'emailPlanning', 'emailSystem']) {
      expect(Object.hasOwn(full, shown)).toBe(true);
    }
  });

  it('a stale save (another version) is 409 STALE_RECORD with the orders’ message and writes nothing', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const id = gateway.seed.suppliers.idraulicaBianchi;
    const loaded = await paolo.suppliers.getOne(id);
    await paolo.suppliers.saveCompany(
      id,
      { emailSystem: 'sistema@idraulicabianchi.example', version: loaded.updatedAt },
      SCHEMA_FIELDS,
    );
    const before = await companyRow(id);
    const error = await rejection(
      paolo.suppliers.saveCompany(
        id,
        { emailSystem: 'altro@idraulicabianchi.example', version: loaded.updatedAt },
        SCHEMA_FIELDS,
      ),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('STALE_RECORD');
    expect(error.message).toBe(staleWriteMessage());
    expect(await companyRow(id)).toEqual(before);
  });

  it('002 §5.5 field rules: an invalid extra e-mail is 400 VALIDATION_FAILED naming the field, nothing written', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const id = gateway.seed.suppliers.idraulicaBianchi;
    const loaded = await paolo.suppliers.getOne(id);
    const before = await companyRow(id);
    const error = await rejection(
      paolo.suppliers.saveCompany(
        id,
        { emailSystem: 'non-una-mail', categories: ['Pulizie'], version: loaded.updatedAt },
        SCHEMA_FIELDS,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(fieldMessagesOf(error))).toEqual(['emailSystem']);
    expect(await companyRow(id)).toEqual(before);
  });

  it('another company’s save is 404, not a 403 that would tell it exists', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(
      paolo.suppliers.saveCompany(
        gateway.seed.suppliers.galloImpianti,
        { categories: ['Idraulico'], version: new Date().toISOString() },
        SCHEMA_FIELDS,
      ),
    );
    expect(error.status).toBe(404);
  });

  it('002 §5.6 "Cover edit is allowed above level 1": Paolo’s image becomes the cover, read back by his profile, told in the history; a PDF is refused', async () => {
    const paolo = await sharedActingClientFor(gateway, 'paolo', 'SPL');
    const id = gateway.seed.suppliers.idraulicaBianchi;
    const pdf = await uploadAs(gateway, paolo.acting, {
      entity: 'supplierCovers',
      entityId: id,
      file: new Blob([SAMPLE_PDF], { type: 'application/pdf' }),
      name: 'listino.pdf',
    });
    expect(pdf.status).toBe(400);
    const answer = await uploadAs(gateway, paolo.acting, {
      entity: 'supplierCovers',
      entityId: id,
      file: new Blob([SAMPLE_PNG], { type: 'image/png' }),
      name: 'furgone.png',
    });
    expect(answer.status).toBe(201);
    const stored = (await answer.json()) as { data: { id: string } };
    const company = await paolo.client.suppliers.getOne(id);
    expect(company.cover).toBe(stored.data.id);
    const image = await fetch(`${gateway.url}/api/v2/attachments/${stored.data.id}`, {
      headers: paolo.acting.headers,
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const history = await companyHistory(id);
    expect(history.at(-1)).toMatchObject({
      action: 'ATTACH',
      changes: [{ field: 'file', from: null, to: 'furgone.png' }],
    });
  });

  it('002 §5.6 "Cover edit is allowed above level 1": Anna (level 1) is refused 403 with the reason and nothing is stored', async () => {
    const anna = await sharedActingClientFor(gateway, 'anna', 'SPL');
    const id = gateway.seed.suppliers.galloImpianti;
    const before = await companyRow(id);
    const files = await storedAttachments(gateway, 'supplierCovers', id);
    const answer = await uploadAs(gateway, anna.acting, {
      entity: 'supplierCovers',
      entityId: id,
      file: new Blob([SAMPLE_PNG], { type: 'image/png' }),
      name: 'logo.png',
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "La copertina dell'azienda si modifica da un livello superiore al primo.",
    );
    expect(await storedAttachments(gateway, 'supplierCovers', id)).toBe(files);
    expect(await companyRow(id)).toEqual(before);
  });

  it('a supplier’s cover is not readable by another supplier', async () => {
    const paolo = await sharedActingClientFor(gateway, 'paolo', 'SPL');
    const answer = await uploadAs(gateway, paolo.acting, {
      entity: 'supplierCovers',
      entityId: gateway.seed.suppliers.idraulicaBianchi,
      file: new Blob([SAMPLE_PNG], { type: 'image/png' }),
      name: 'cantiere.png',
    });
    const stored = (await answer.json()) as { data: { id: string } };
    const anna = await sharedActingClientFor(gateway, 'anna', 'SPL');
    const image = await fetch(`${gateway.url}/api/v2/attachments/${stored.data.id}`, {
      headers: anna.acting.headers,
    });
    expect(image.status).toBe(404);
  });
});

describe('the supplier company’s history (domain DECISIONS.md "Record history")', () => {
  it('Paolo reads his company’s history, newest first, with his save’s fields and his name', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const id = gateway.seed.suppliers.idraulicaBianchi;
    const loaded = await paolo.suppliers.getOne(id);
    await paolo.suppliers.saveCompany(
      id,
      { categories: ['Idraulico', 'Caldaie'], version: loaded.updatedAt },
      SCHEMA_FIELDS,
    );
    const [latest] = await paolo.records.history('supplierCompany', id);
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'supplierCompany',
      entityId: id,
      user: { fullname: 'Paolo Bianchi' },
      profile: { role: 'spl_3', companyName: 'Idraulica Bianchi S.r.l.' },
    });
    expect(latest?.changes).toContainEqual(
      expect.objectContaining({ field: 'categories', to: 'Idraulico,Caldaie' }),
    );
  });

  it('another supplier’s company history is 404, as its read is: Anna cannot read Paolo’s, Paolo cannot read Anna’s', async () => {
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const intoPaolos = await rejection(
      anna.records.history('supplierCompany', gateway.seed.suppliers.idraulicaBianchi),
    );
    expect(intoPaolos.status).toBe(404);
    const intoAnnas = await rejection(
      paolo.records.history('supplierCompany', gateway.seed.suppliers.galloImpianti),
    );
    expect(intoAnnas.status).toBe(404);
  });
});

describe('the supplier company editor at level 2', () => {
  it('002 §9 "SPL level above 1 for extra emails and cover edit, 2 or more for keywords, above 2 to save": level 2 reads keywords and extra e-mails, changes the cover, and cannot save', async () => {
    const id = gateway.seed.suppliers.galloImpianti;
    // Anna's profile raised to level 2 for this test only, on a session of its own.
    await sql`update profiles set role = 'spl_2', level = 2
      where company_id = ${id} and role = 'spl_1'`.execute(gateway.gateway.deps.db);
    forgetScopes(gateway.gateway.deps);
    try {
      const anna = await actingClientFor(gateway, 'anna', 'SPL');
      const own = (await anna.client.suppliers.getOne(id)) as unknown as Record<string, unknown>;
      for (const shown of ['keywords', 'emailAccounting', 'emailPlanning', 'emailSystem']) {
        expect(Object.hasOwn(own, shown)).toBe(true);
      }
      const cover = await uploadAs(gateway, anna.acting, {
        entity: 'supplierCovers',
        entityId: id,
        file: new Blob([SAMPLE_PNG], { type: 'image/png' }),
        name: 'insegna.png',
      });
      expect(cover.status).toBe(201);
      const error = await rejection(
        anna.client.suppliers.saveCompany(
          id,
          { keywords: ['quadri elettrici'], version: String(own.version) },
          SCHEMA_FIELDS,
        ),
      );
      expect(error.status).toBe(403);
    } finally {
      await sql`update profiles set role = 'spl_1', level = 1
        where company_id = ${id} and role = 'spl_2'`.execute(gateway.gateway.deps.db);
      forgetScopes(gateway.gateway.deps);
    }
  });
});

/** The company fields a supplier's level decides (domain's list, never restated here). */
const LEVELLED = Object.keys(SUPPLIER_LEVELLED_FIELDS);

/** The supplier companies included under `org_suppliers` anywhere in an answer's rows. */
function includedSuppliers(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(includedSuppliers);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, nested]) =>
    key === 'org_suppliers' && nested !== null && typeof nested === 'object'
      ? [nested as Record<string, unknown>, ...includedSuppliers(nested)]
      : includedSuppliers(nested),
  );
}

/** Runs `body` with Anna's profile (Gallo Impianti) at `level`, then puts level 1 back. */
async function withAnnaAt(level: number, body: () => Promise<void>): Promise<void> {
  const id = gateway.seed.suppliers.galloImpianti;
  await sql`update profiles set role = ${`spl_${level}`}, level = ${level}
    where company_id = ${id} and role = 'spl_1'`.execute(gateway.gateway.deps.db);
  forgetScopes(gateway.gateway.deps);
  try {
    await body();
  } finally {
    await sql`update profiles set role = 'spl_1', level = 1
      where company_id = ${id} and role = ${`spl_${level}`}`.execute(gateway.gateway.deps.db);
    forgetScopes(gateway.gateway.deps);
  }
}

describe('a supplier company’s keywords and extra e-mails below their level, on every read path (002 §5.6; domain DECISIONS.md "Supplier company fields hidden by level on every read")', () => {
  it('Anna at level 1 reads her company’s history without the keywords and extra e-mails her level does not see: a change of only those is not told at all', async () => {
    const id = gateway.seed.suppliers.galloImpianti;
    // Saved by Anna's profile raised to level 3 for this test only.
    await withAnnaAt(3, async () => {
      const anna = await actingClientFor(gateway, 'anna', 'SPL');
      const loaded = await anna.client.suppliers.getOne(id);
      const first = await anna.client.suppliers.saveCompany(
        id,
        {
          categories: ['Elettricista', 'Antennista'],
          keywords: ['quadri elettrici'],
          emailPlanning: 'turni@galloimpianti.example',
          version: loaded.updatedAt,
        },
        SCHEMA_FIELDS,
      );
      await anna.client.suppliers.saveCompany(
        id,
        {
          categories: ['Elettricista', 'Antennista'],
          keywords: ['quadri elettrici', 'citofoni'],
          emailPlanning: 'turni@galloimpianti.example',
          version: first.updatedAt,
        },
        SCHEMA_FIELDS,
      );
      // At level 3 both saves are told with every field.
      const seen = (await anna.client.records.history('supplierCompany', id)).map((entry) =>
        entry.changes.map((change) => change.field).sort(),
      );
      expect(seen).toContainEqual(['keywords']);
      expect(seen).toContainEqual(['categories', 'emailPlanning', 'keywords']);
    });
    const anna = await actingClientFor(gateway, 'anna', 'SPL');
    const history = await anna.client.records.history('supplierCompany', id);
    const told = history.flatMap((entry) => entry.changes.map((change) => change.field));
    expect(told).toContain('categories');
    for (const hidden of LEVELLED) expect(told).not.toContain(hidden);
    expect(JSON.stringify(history)).not.toContain('citofoni');
    expect(JSON.stringify(history)).not.toContain('turni@galloimpianti.example');
  });

  it('includes: the supplier company inside Anna’s orders (depth 1) and inside the orders of her calendar events (depth 2) carries none of them, and naming one there is refused as an unknown field', async () => {
    const anna = await callerFor(gateway, 'anna', 'SPL');
    const suppliers = (attributes?: string[]) => ({
      association: 'org_suppliers',
      ...(attributes ? { attributes } : {}),
    });
    const paths = [
      ['orders/search', (attributes?: string[]) => [suppliers(attributes)]],
      [
        'calendar/search',
        (attributes?: string[]) => [
          { association: 'org_orders', include: [suppliers(attributes)] },
        ],
      ],
    ] as const;
    for (const [path, include] of paths) {
      const answer = await anna.call('POST', path, { include: include(), limit: 100 });
      expect(answer.status, path).toBe(200);
      const companies = includedSuppliers(answer.body);
      expect(companies.length, path).toBeGreaterThan(0);
      for (const company of companies) {
        for (const hidden of LEVELLED) expect(Object.hasOwn(company, hidden), path).toBe(false);
      }
      for (const hidden of LEVELLED) {
        const named = await anna.call('POST', path, { include: include(['id', hidden]) });
        expect(named.status, `${path} ${hidden}`).toBe(400);
        expect(named.body.error_code).toBe('INVALID_QUERY');
      }
    }
  });

  it('filters, sorts and counts: Anna at level 1 naming an extra e-mail is refused exactly as an unknown field, where Paolo at level 3 is answered', async () => {
    const anna = await callerFor(gateway, 'anna', 'SPL');
    const paolo = await callerFor(gateway, 'paolo', 'SPL');
    const asks = [
      ['suppliers/search', { where: { emailPlanning: { $like: 'turni%' } } }],
      ['suppliers/search', { order: [['emailAccounting', 'ASC']] }],
      ['suppliers/search/count', { where: { emailSystem: { $ne: null } } }],
    ] as const;
    for (const [path, body] of asks) {
      const refused = await anna.call('POST', path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ error_code: 'INVALID_QUERY' });
      expect(String(refused.body.message)).toMatch(
        /^Campo sconosciuto: «email(Planning|Accounting|System)»\.$/,
      );
      const unknown = await anna.call('POST', path, { where: { nessunCampo: 1 } });
      expect(unknown.body.message).toBe('Campo sconosciuto: «nessunCampo».');
      expect((await paolo.call('POST', path, body)).status, JSON.stringify(body)).toBe(200);
    }
  });
});
