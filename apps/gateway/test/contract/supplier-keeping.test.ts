/**
 * Contract tests of an organisation's supplier registry kept as the other registries are (001
 * §2.2 /ORG/TAB/suppliers; 000 §3, §5; 002 §3.9, §5.5, §5.6; domain DECISIONS.md "Suppliers kept
 * as a registry"): a supplier is created with its categories, edited with the version it was
 * read at (409 STALE_RECORD otherwise), refused with domain's Italian field messages on every
 * write, removed from the registry when the organisation's records do not name it and refused
 * with what names it otherwise, and each write is told in its history — the real api-client
 * against a test gateway with the demo seed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessagesOf, rejection, sharedClientFor, wireAs } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** The registry rows naming a supplier company, by organisation. */
async function registryRows(supplierId: number) {
  const { rows } = await sql<{ organization_id: number }>`select organization_id
    from organization_suppliers where supplier_id = ${supplierId}`.execute(gateway.gateway.deps.db);
  return rows;
}

describe('suppliers kept as a registry (001 §2.2 /ORG/TAB/suppliers)', () => {
  it('creates a supplier with its categories, edits it with its version, removes it unused, and tells it all in its history', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.suppliers.create({
      code: 'F-101',
      name1: 'Vetreria Brianza S.r.l.',
      vat: '01234567890',
      email: 'ufficio@vetreriabrianza.it',
      province: 'MB',
      categories: 'Vetraio,Fabbro',
    });
    expect(created).toMatchObject({
      code: 'F-101',
      name1: 'Vetreria Brianza S.r.l.',
      categories: 'Vetraio,Fabbro',
      status: 'enabled',
    });

    const edited = await giulia.suppliers.update(created.id, {
      mobile: '+39 333 1234567',
      categories: 'Vetraio,Fabbro,Idraulico',
      version: created.updatedAt,
    });
    expect(edited).toMatchObject({
      mobile: '+39 333 1234567',
      categories: 'Vetraio,Fabbro,Idraulico',
    });
    expect(edited.updatedAt).not.toBe(created.updatedAt);

    const history = await giulia.records.history('supplier', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([
      { field: 'mobile', label: expect.any(String), from: null, to: '+39 333 1234567' },
      {
        field: 'categories',
        label: 'Categorie',
        from: 'Vetraio,Fabbro',
        to: 'Vetraio,Fabbro,Idraulico',
      },
    ]);

    await giulia.suppliers.remove(created.id);
    expect(await registryRows(Number(created.id))).toEqual([]);
    // The company stays on the platform; the registry row's history ends with its removal.
    const { rows: companies } = await sql<{ id: number }>`select id from suppliers
      where id = ${created.id}`.execute(gateway.gateway.deps.db);
    expect(companies).toHaveLength(1);
    const { rows } = await sql<{ action: string }>`select action from record_history
      where record_kind = 'supplier' and organization_id = ${gateway.seed.tenants.studioRossi.organizationId}
        and changes @> ${JSON.stringify([{ field: 'name1', from: 'Vetreria Brianza S.r.l.' }])}::jsonb
      order by id`.execute(gateway.gateway.deps.db);
    expect(rows.map((row) => row.action)).toEqual(['delete']);
    expect((await rejection(giulia.suppliers.getOne(created.id))).status).toBe(404);
  });

  it("registers a supplier with its access disabled (000 §3 status, 000 §4 'Accesso disabilitato') and refuses a status that is neither", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.suppliers.create({
      name1: 'Traslochi Naviglio',
      vat: '09876543210',
      status: 'disabled',
    });
    expect(created).toMatchObject({ status: 'disabled' });
    expect(created.badge).toMatchObject({ label: 'Accesso disabilitato' });
    const refused = await rejection(
      giulia.suppliers.create(wireAs({ name1: 'Traslochi Naviglio', status: 'blocked' })),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldMessagesOf(refused))).toEqual(['status']);
  });

  it('refuses an edit based on another version with 409 STALE_RECORD and keeps the stored supplier', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    // The form sends what was left empty as null: the company's default country stays.
    const created = await giulia.suppliers.create({
      name1: 'Pulizie Adda S.n.c.',
      country: null,
      vat: null,
    });
    expect(created).toMatchObject({ country: 'IT', vat: null });
    await giulia.suppliers.update(created.id, { city: 'Lecco', version: created.updatedAt });
    const stale = await rejection(
      giulia.suppliers.update(created.id, { city: 'Como', version: created.updatedAt }),
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('STALE_RECORD');
    expect(await giulia.suppliers.getOne(created.id)).toMatchObject({ city: 'Lecco' });
  });

  it("refuses a VAT number, a tax code, an e-mail, a phone, a zip and a province that break 000 §5 / 002 §5.5 with 400 and domain's Italian messages, on create and on edit", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const wrong = {
      vat: '0123',
      nin: '1234567890123456',
      email: 'non-una-mail',
      mobile: '12',
      zip: '123',
      province: 'M1',
    };
    const refused = await rejection(giulia.suppliers.create({ name1: 'Edilizia Rota', ...wrong }));
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('VALIDATION_FAILED');
    const messages = fieldMessagesOf(refused);
    expect(Object.keys(messages).sort()).toEqual(
      ['email', 'mobile', 'nin', 'province', 'vat', 'zip'].sort(),
    );
    expect(messages.vat).toBe('Il campo Partita IVA deve avere esattamente 11 caratteri');
    expect(messages.nin).toBe('Il campo Codice fiscale deve essere un codice fiscale valido');
    expect(messages.mobile).toBe('Il campo Cellulare deve essere un numero di telefono valido');

    const created = await giulia.suppliers.create({ name1: 'Edilizia Rota' });
    const editRefused = await rejection(
      giulia.suppliers.update(created.id, { ...wrong, name1: '', version: created.updatedAt }),
    );
    expect(editRefused.status).toBe(400);
    expect(Object.keys(fieldMessagesOf(editRefused)).sort()).toEqual(
      ['email', 'mobile', 'name1', 'nin', 'province', 'vat', 'zip'].sort(),
    );
    expect(await giulia.suppliers.getOne(created.id)).toMatchObject({
      name1: 'Edilizia Rota',
      vat: null,
    });
  });

  it("refuses to remove a supplier the organisation's records name: 409 'Usato da 1 manutenzione programmata', the supplier kept in the registry", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const supplier = await giulia.suppliers.create({ name1: 'Ascensori Martesana S.p.A.' });
    await giulia.plannedMaintenances.create({
      object: 'Verifica semestrale ascensore',
      _building: gateway.seed.buildings.buenosAires,
      _supplier: Number(supplier.id),
      startDate: '2027-03-01',
    });
    const refused = await rejection(giulia.suppliers.remove(supplier.id));
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('Usato da 1 manutenzione programmata');
    expect(await registryRows(Number(supplier.id))).toHaveLength(1);
  });

  it("removes a supplier another office's records name from this office's registry: only the office's own records are a use (DECISIONS.md 'Suppliers kept as a registry' 3)", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const supplier = await giulia.suppliers.create({ name1: 'Spurghi Seveso S.r.l.' });
    const supplierId = Number(supplier.id);
    const other = gateway.seed.tenants.contiGestioni;
    const db = gateway.gateway.deps.db;
    await sql`insert into organization_suppliers (organization_id, supplier_id)
      values (${other.organizationId}, ${supplierId})`.execute(db);
    await sql`insert into planned_maintenances (organization_id, building_id, supplier_id, object, start_date)
      values (${other.organizationId}, ${other.buildingId}, ${supplierId}, 'Spurgo annuale', '2027-04-01')`.execute(
      db,
    );
    await giulia.suppliers.remove(supplier.id);
    expect((await registryRows(supplierId)).map((row) => row.organization_id)).toEqual([
      other.organizationId,
    ]);
  });

  it("keeps a certified company's data its own: the organisation edits its code, not its name (002 §2.9 'read-only certified data')", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const certified = await giulia.suppliers.getOne(gateway.seed.suppliers.idraulicaBianchi);
    expect(certified.certificationStatus).not.toBeNull();
    const refused = await rejection(
      giulia.suppliers.update(certified.id, {
        name1: 'Un altro nome',
        version: certified.updatedAt,
      }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldMessagesOf(refused))).toEqual(['name1']);
    // The same value sent back is no change, so the edit form may send every field.
    const edited = await giulia.suppliers.update(certified.id, {
      name1: certified.name1,
      code: 'IDR-01',
      version: certified.updatedAt,
    });
    expect(edited).toMatchObject({ code: 'IDR-01', name1: certified.name1 });
  });

  it('refuses writes by profiles without the ORG_TAB_SUPPLIERS functionality with 403 and keeps the supplier', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const supplier = await giulia.suppliers.create({ name1: 'Giardini Villoresi' });
    // luca (level 1) has no APP_DELETE; the back office (SYS) reads and never writes.
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    const lucaRefused = await rejection(luca.suppliers.remove(supplier.id));
    expect(lucaRefused.status).toBe(403);
    expect(lucaRefused.code).toBe('FORBIDDEN');
    const elena = await sharedClientFor(gateway, 'elena', 'SYS');
    const elenaRefused = await rejection(
      elena.suppliers.update(supplier.id, { city: 'Monza', version: supplier.updatedAt }),
    );
    expect(elenaRefused.status).toBe(403);
    expect(await registryRows(Number(supplier.id))).toHaveLength(1);
    expect(await giulia.suppliers.getOne(supplier.id)).toMatchObject({ city: null });
  });

  it("lets each organisation read only its own supplier's history", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const supplier = await giulia.suppliers.create({ name1: 'Fabbri Lambro' });
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    expect((await rejection(sara.records.history('supplier', supplier.id))).status).toBe(404);
  });
});
