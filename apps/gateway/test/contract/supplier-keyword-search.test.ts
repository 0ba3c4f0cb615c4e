/**
 * Contract tests of the search of an organisation's supplier registry by the suppliers' keywords
 * (002 §5.6 keyword area, §2.9 supplier company editor; domain DECISIONS.md "Suppliers found by
 * their keywords"): the real api-client and raw calls against a test gateway with the demo seed.
 * Paolo Bianchi (spl_3) gives Idraulica Bianchi its keywords through the company editor; Giardini
 * Moretti, in Studio Rossi's registry only and without a profile of its own, is given one in the
 * database. Giulia (Studio Rossi) and Sara (Conti Gestioni) search their registries; Anna Gallo
 * (spl_1) may not use keywords at all.
 */
import { SUPPLIER_COMPANY_FORM_SCHEMA } from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedClientFor } from '../support/contract.ts';
import { callerFor } from '../support/calls.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

/** Idraulica Bianchi's keyword: in neither its name, code, VAT number nor categories. */
const BIANCHI_KEYWORD = 'condensazione';
/** Giardini Moretti's keyword: in none of its registry fields either. */
const MORETTI_KEYWORD = 'abbattimento';

beforeAll(async () => {
  gateway = await startTestGateway();
  const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
  const id = gateway.seed.suppliers.idraulicaBianchi;
  const loaded = await paolo.suppliers.getOne(id);
  await paolo.suppliers.saveCompany(
    id,
    {
      emailAccounting: loaded.emailAccounting ?? null,
      emailPlanning: loaded.emailPlanning ?? null,
      emailSystem: loaded.emailSystem ?? null,
      categories: loaded.categoryTags ?? [],
      keywords: [`caldaie a ${BIANCHI_KEYWORD}`, 'pronto intervento'],
      version: loaded.updatedAt,
    },
    Object.keys(SUPPLIER_COMPANY_FORM_SCHEMA),
  );
  await sql`update suppliers set keywords = ${`${MORETTI_KEYWORD} alberi`}
    where id = ${gateway.seed.suppliers.giardiniMoretti}`.execute(gateway.gateway.deps.db);
});

afterAll(async () => {
  await gateway?.close();
});

/** The rows of a raw `suppliers/search` answer. */
function rowsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const data = body.data as Record<string, unknown>[] | undefined;
  if (!Array.isArray(data)) throw new Error(`no rows in ${JSON.stringify(body)}`);
  return data;
}

describe('an organisation finds a supplier of its registry by a keyword (002 §5.6 "keyword area"; domain DECISIONS.md "Suppliers found by their keywords")', () => {
  it('Giulia finds Idraulica Bianchi by a keyword Paolo saved that is not in its name, as her registry row, alone and with a word of its name', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const found = await giulia.suppliers.getMany({ limit: 100, full_text: BIANCHI_KEYWORD });
    expect(found.map((supplier) => Number(supplier.id))).toEqual([
      gateway.seed.suppliers.idraulicaBianchi,
    ]);
    const [bianchi] = found;
    expect(bianchi).toMatchObject({
      code: 'SR-IDR-01',
      _organization: gateway.seed.organizations.studioRossi,
    });
    for (const shown of [bianchi?.name1, bianchi?.name2, bianchi?.categories]) {
      expect(String(shown ?? '').toLowerCase()).not.toContain(BIANCHI_KEYWORD);
    }
    // Each word in at least one field: the keyword and a word of the name together.
    const both = await giulia.suppliers.getMany({
      limit: 100,
      full_text: `Bianchi ${BIANCHI_KEYWORD.toUpperCase()}`,
    });
    expect(both.map((supplier) => Number(supplier.id))).toEqual([
      gateway.seed.suppliers.idraulicaBianchi,
    ]);
    expect(await giulia.suppliers.count({}, { fullText: BIANCHI_KEYWORD })).toBe(1);
  });

  it('another organisation does not find a supplier outside its registry by its keyword, and finds a shared one only as its own registry row', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const moretti = await giulia.suppliers.getMany({ limit: 100, full_text: MORETTI_KEYWORD });
    expect(moretti.map((supplier) => Number(supplier.id))).toEqual([
      gateway.seed.suppliers.giardiniMoretti,
    ]);
    expect(await sara.suppliers.getMany({ limit: 100, full_text: MORETTI_KEYWORD })).toEqual([]);
    const shared = await sara.suppliers.getMany({ limit: 100, full_text: BIANCHI_KEYWORD });
    expect(shared.map((supplier) => [Number(supplier.id), supplier.code])).toEqual([
      [gateway.seed.suppliers.idraulicaBianchi, 'CG-01'],
    ]);
    expect(shared[0]?._organization).toBe(gateway.seed.organizations.contiGestioni);
  });

  it('002 §5.6 "The keyword area is shown at level 2 or more": Anna (spl level 1) searching by a keyword gets nothing, and naming the keywords in a filter, a sort, a count or an include is refused as an unknown field', async () => {
    const anna = await callerFor(gateway, 'anna', 'SPL');
    const paolo = await callerFor(gateway, 'paolo', 'SPL');
    for (const word of [BIANCHI_KEYWORD, MORETTI_KEYWORD]) {
      const searched = await anna.call('POST', 'suppliers/search', { full_text: word });
      expect(searched.status).toBe(200);
      expect(rowsOf(searched.body)).toEqual([]);
    }
    const asks = [
      ['suppliers/search', { where: { '$company.keywords$': { $like: '%condensazione%' } } }],
      ['suppliers/search', { order: [['$company.keywords$', 'ASC']] }],
      ['suppliers/search', { include: [{ association: 'company', attributes: ['keywords'] }] }],
      ['suppliers/search/count', { where: { '$company.keywords$': { $ne: null } } }],
    ] as const;
    for (const [path, body] of asks) {
      const refused = await anna.call('POST', path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toMatchObject({ error_code: 'INVALID_QUERY' });
      // Paolo, at the keywords' level, is answered (a supplier's profile reads no registry).
      const answered = await paolo.call('POST', path, body);
      expect(answered.status, JSON.stringify(body)).toBe(200);
    }
  });
});
