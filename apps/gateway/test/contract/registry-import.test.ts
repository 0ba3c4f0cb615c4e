/**
 * Contract tests of a registry's spreadsheet import as one batch, and its undo (002 §4.5, §5.4,
 * §7.4; domain DECISIONS.md "Import batches and their undo"): the dry run writes nothing and
 * says what each row would do, the gateway checks every row itself with domain's rules, the
 * batch writes the new records naming it, and the undo deletes what nobody touched since — the
 * real api-client against a test gateway with the demo seed. Each test makes its own tax codes.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importModelHeaders, importSchemaFor } from '@portineria/domain';
import { read, utils } from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection, sharedClientFor } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** A 16-character tax code no other test uses. */
function taxCode(): string {
  return `IMP${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;
}

async function contactsWithTaxCodes(codes: readonly string[]): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from contacts
    where nin in (${sql.join([...codes])}) order by id`.execute(gateway.gateway.deps.db);
  return rows;
}

describe('contacts imported from a spreadsheet as one batch (002 §4.5, §5.4)', () => {
  it('the dry run says what each row would do — insert, ignore an existing one (update-existing off), error with every reason — and writes nothing', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const existing = taxCode();
    await giulia.contacts.create({ isPerson: true, lastname: 'Esposito', nin: existing });
    const fresh = taxCode();
    const plan = await giulia.registryImport.dryRun({
      registry: 'contacts',
      category: 'person',
      updateExisting: false,
      rows: [
        { lastname: 'Marino', firstname: 'Sara', nin: fresh, email: 'sara.marino@example.it' },
        { lastname: 'Esposito', nin: existing },
        { lastname: '', nin: taxCode(), zip: '123', email: 'non-una-mail' },
      ],
    });
    expect(plan.map((row) => [row.row, row.plan])).toEqual([
      [2, 'wouldInsert'],
      [3, 'wouldIgnore'],
      [4, 'invalid'],
    ]);
    expect(plan[1]?.reasons).toEqual(['Elemento già presente in anagrafica']);
    expect(plan[2]?.reasons).toEqual(
      expect.arrayContaining([
        'Il campo Cognome è obbligatorio',
        'Il campo CAP deve avere esattamente 5 caratteri',
        'Il campo Email deve essere un indirizzo email valido',
      ]),
    );
    // Named by the registry's Italian labels (002 §3.7 error row description), never by wire names.
    for (const reason of plan[2]?.reasons ?? []) {
      expect(reason).not.toMatch(/^Il campo (lastname|zip|email)\b/);
    }
    expect(await contactsWithTaxCodes([fresh])).toEqual([]);
  });

  it('writes the new rows as one batch with their history, and the undo deletes them all', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const codes = Array.from({ length: 130 }, () => taxCode());
    const rows = codes.map((nin, index) => ({ lastname: `Importato ${String(index)}`, nin }));
    const result = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows,
    });
    expect(result.rows.every((row) => row.status === 'inserted' && row.id !== null)).toBe(true);
    const stored = await contactsWithTaxCodes(codes);
    expect(stored).toHaveLength(130);
    expect(stored.every((row) => row.import_batch_id === result.batchId)).toBe(true);
    expect(stored[0]).toMatchObject({ is_person: true, fullname: 'Importato 0' });
    // Each row's outcome names the record made of that row, in both chunks of 100.
    const nameById = new Map(stored.map((row) => [row.id, row.fullname]));
    expect(result.rows.map((row) => nameById.get(row.id))).toEqual(rows.map((row) => row.lastname));
    const history = await giulia.records.history('contact', result.rows[0]?.id ?? 0);
    expect(history.map((entry) => entry.action)).toEqual(['create']);
    const secondChunk = await giulia.records.history('contact', result.rows[120]?.id ?? 0);
    expect(secondChunk.map((entry) => entry.action)).toEqual(['create']);
    expect(JSON.stringify(secondChunk[0]?.changes)).toContain('Importato 120');
    expect(JSON.stringify(secondChunk[0]?.changes)).not.toContain('Importato 119');

    const undone = await giulia.registryImport.undo('contacts', result.batchId);
    expect(undone.deleted).toHaveLength(130);
    expect(undone.restored).toEqual([]);
    expect(await contactsWithTaxCodes(codes)).toEqual([]);

    const again = await rejection(giulia.registryImport.undo('contacts', result.batchId));
    expect(again.status).toBe(409);
    expect(again.message).toBe('Importazione già annullata');
  });

  it('the undo of the whole batch is refused (409) while a contact it created was edited or used since, naming them; nothing is deleted', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const [edited, used, untouched] = [taxCode(), taxCode(), taxCode()];
    const result = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows: [
        { lastname: 'Ricci', nin: edited },
        { lastname: 'Greco', nin: used },
        { lastname: 'Bruno', nin: untouched },
      ],
    });
    const [editedId, usedId] = result.rows.map((row) => row.id ?? 0);
    const contact = await giulia.contacts.getOne(editedId as number);
    await giulia.contacts.update(editedId as number, {
      firstname: 'Paola',
      version: contact.updatedAt,
    });
    await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: usedId as number,
      isOwner: true,
    });
    const refused = await rejection(giulia.registryImport.undo('contacts', result.batchId));
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      `Impossibile annullare l’importazione: elementi cambiati dopo l’importazione (2): ${edited}: Modificato dopo l’importazione; ${used}: Usato da 1 diritto`,
    );
    expect(await contactsWithTaxCodes([edited, used, untouched])).toHaveLength(3);
    const [batch] = (await giulia.registryImport.batches('contacts', 'person')).filter(
      (entry) => entry.id === result.batchId,
    );
    expect(batch).toMatchObject({ undoneAt: null, insertedCount: 3, rowCount: 3 });
  });

  it('update-existing (002 §4.5, the default): an existing contact is updated with its history; the undo gives it back its values, and is refused once someone edited it since', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const nin = taxCode();
    const existing = await giulia.contacts.create({
      isPerson: true,
      lastname: 'Esposito',
      firstname: 'Anna',
      city: 'Torino',
      nin,
    });
    const fresh = taxCode();
    const rows = [
      { lastname: 'Esposito', firstname: 'Anna Maria', city: 'Milano', nin },
      { lastname: 'Nuovo', nin: fresh },
    ];
    const plan = await giulia.registryImport.dryRun({
      registry: 'contacts',
      category: 'person',
      rows,
    });
    expect(plan.map((row) => row.plan)).toEqual(['wouldUpdate', 'wouldInsert']);

    const result = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows,
    });
    expect(result.rows.map((row) => [row.status, row.id === null])).toEqual([
      ['updated', false],
      ['inserted', false],
    ]);
    const [stored] = await contactsWithTaxCodes([nin]);
    expect(stored).toMatchObject({
      firstname: 'Anna Maria',
      city: 'Milano',
      import_batch_id: null,
    });
    const history = await giulia.records.history('contact', existing.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);

    // The sheet again with a first name for the new contact: the unchanged row is ignored.
    const again = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows: [
        rows[0] as (typeof rows)[number],
        { lastname: 'Nuovo', firstname: 'Mario', nin: fresh },
      ],
    });
    expect(again.rows.map((row) => [row.status, row.reasons])).toEqual([
      ['ignored', ['Nessun dato da aggiornare']],
      ['updated', []],
    ]);
    const [listed] = (await giulia.registryImport.batches('contacts', 'person')).filter(
      (entry) => entry.id === result.batchId,
    );
    expect(listed).toMatchObject({
      id: result.batchId,
      category: 'person',
      user: 'Giulia Rossi',
      rowCount: 2,
      insertedCount: 1,
      updatedCount: 1,
      undoneAt: null,
    });

    // The second import touched the first one's records: its undo goes first.
    const blocked = await rejection(giulia.registryImport.undo('contacts', result.batchId));
    expect(blocked.status).toBe(409);
    expect(blocked.message).toContain(`${fresh}: Modificato dopo l’importazione`);
    const secondUndo = await giulia.registryImport.undo('contacts', again.batchId);
    expect(secondUndo.restored).toHaveLength(1);
    const undone = await giulia.registryImport.undo('contacts', result.batchId);
    expect(undone.restored).toEqual([existing.id]);
    expect(undone.deleted).toHaveLength(1);
    const [restored] = await contactsWithTaxCodes([nin]);
    expect(restored).toMatchObject({ firstname: 'Anna', city: 'Torino' });
    expect(await contactsWithTaxCodes([fresh])).toEqual([]);
    const [undoneBatch] = (await giulia.registryImport.batches('contacts', 'person')).filter(
      (entry) => entry.id === result.batchId,
    );
    expect(undoneBatch?.undoneAt).not.toBeNull();
  });

  it('a tax code of a company met in an import of persons is an error, and the company is left alone: an import never moves a record across categories', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const nin = taxCode();
    await giulia.contacts.create({ isPerson: false, name1: 'Ditta Categoria S.r.l.', nin });
    const rows = [{ lastname: 'Persona', nin }];
    const plan = await giulia.registryImport.dryRun({
      registry: 'contacts',
      category: 'person',
      rows,
    });
    expect(plan.map((row) => [row.plan, row.reasons])).toEqual([
      ['invalid', ['Elemento già presente in anagrafica in un’altra categoria']],
    ]);
    const result = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows,
    });
    expect(result.rows.map((row) => row.status)).toEqual(['error']);
    const [stored] = await contactsWithTaxCodes([nin]);
    expect(stored).toMatchObject({
      is_person: false,
      name1: 'Ditta Categoria S.r.l.',
      lastname: null,
    });
  });

  it('the undo of an update is refused (409) when the contact was edited after the import', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const nin = taxCode();
    const existing = await giulia.contacts.create({ isPerson: true, lastname: 'Villa', nin });
    const result = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows: [{ lastname: 'Villa', firstname: 'Carla', nin }],
    });
    const current = await giulia.contacts.getOne(existing.id);
    await giulia.contacts.update(existing.id, {
      mobile: '333 111 2222',
      version: current.updatedAt,
    });
    const refused = await rejection(giulia.registryImport.undo('contacts', result.batchId));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `Impossibile annullare l’importazione: elementi cambiati dopo l’importazione (1): ${nin}: Modificato dopo l’importazione`,
    );
    const [stored] = await contactsWithTaxCodes([nin]);
    expect(stored).toMatchObject({ firstname: 'Carla', mobile: '333 111 2222' });
  });

  it('the 200-row LibreOffice sheet (apps/web/src/lib/fixtures/contatti-200.xlsx): the dry run finds 3 errors, 5 updates of demo contacts and 192 inserts', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const book = read(
      readFileSync(join(import.meta.dirname, '../../../web/src/lib/fixtures/contatti-200.xlsx')),
    );
    const sheet = book.Sheets[book.SheetNames[0] as string];
    const rows = utils.sheet_to_json<Record<string, string | number | null>>(
      sheet as NonNullable<typeof sheet>,
      { defval: null },
    );
    expect(rows).toHaveLength(200);
    const plan = await giulia.registryImport.dryRun({
      registry: 'contacts',
      category: 'person',
      rows,
    });
    const count = (what: string) => plan.filter((row) => row.plan === what).length;
    expect([
      count('invalid'),
      count('wouldUpdate'),
      count('wouldInsert'),
      count('wouldIgnore'),
    ]).toEqual([3, 5, 192, 0]);
    expect(plan.filter((row) => row.plan === 'invalid').map((row) => row.row)).toEqual([
      50, 120, 180,
    ]);
    expect(plan.filter((row) => row.plan === 'wouldUpdate').map((row) => row.key)).toEqual([
      'CLMGNN65M12F205Z',
      'GLLLRA72D55F205W',
      'DLCFNC58H20F205Q',
      'BRBLSN80T62F205J',
      'LMBRRT69B14F205U',
    ]);
  });

  it('the model of step 0 (002 §7.4 /master/{appCfg}.xlsx) is a real .xlsx whose one row is the headers the import reads', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const person = read(
      new Uint8Array(await (await giulia.registryImport.model('contacts', 'person')).arrayBuffer()),
    );
    expect(person.SheetNames).toEqual(['Dati']);
    expect(
      utils.sheet_to_json(person.Sheets.Dati as NonNullable<(typeof person.Sheets)[string]>, {
        header: 1,
      }),
    ).toEqual([importModelHeaders(importSchemaFor('contacts', { category: 'person' }))]);
    const privateBuilding = read(
      new Uint8Array(
        await (await giulia.registryImport.model('buildings', 'private')).arrayBuffer(),
      ),
    );
    expect(
      utils.sheet_to_json(
        privateBuilding.Sheets.Dati as NonNullable<(typeof privateBuilding.Sheets)[string]>,
        { header: 1 },
      ),
    ).toEqual([importModelHeaders(importSchemaFor('buildings', { category: 'private' }))]);
    const unknown = await rejection(giulia.registryImport.model('contacts', 'private'));
    expect(unknown.status).toBe(404);
  });

  it('buildings: a condominium and a private building imported by their code, the private one without a tax code, and undone (002 §2.7 "private means a private building")', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const code = `IMP-${randomUUID().slice(0, 8)}`;
    const condominium = await giulia.registryImport.run({
      registry: 'buildings',
      category: 'condominium',
      rows: [
        { code, name: 'Condominio Importato', city: 'Milano', province: 'MI', nin: '97654321015' },
      ],
    });
    const privateCode = `${code}-P`;
    const privateBuilding = await giulia.registryImport.run({
      registry: 'buildings',
      category: 'private',
      rows: [{ code: privateCode, name: 'Villa Importata', nin: 'IGNORATO' }],
    });
    expect([condominium.rows[0]?.status, privateBuilding.rows[0]?.status]).toEqual([
      'inserted',
      'inserted',
    ]);
    const { rows: stored } = await sql<Record<string, unknown>>`select code, is_private, nin,
      import_batch_id from buildings where code in (${code}, ${privateCode}) order by code`.execute(
      gateway.gateway.deps.db,
    );
    expect(stored).toEqual([
      { code, is_private: false, nin: '97654321015', import_batch_id: condominium.batchId },
      { code: privateCode, is_private: true, nin: null, import_batch_id: privateBuilding.batchId },
    ]);
    await giulia.registryImport.undo('buildings', condominium.batchId);
    await giulia.registryImport.undo('buildings', privateBuilding.batchId);
    const { rows: left } =
      await sql`select id from buildings where code in (${code}, ${privateCode})`.execute(
        gateway.gateway.deps.db,
      );
    expect(left).toEqual([]);
  });

  it('a sheet sent in parts is one batch: the rows keep their sheet numbers, and the undo deletes every part', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const codes = [taxCode(), taxCode(), taxCode(), taxCode()];
    const first = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows: codes.slice(0, 2).map((nin) => ({ lastname: 'Parte uno', nin })),
    });
    const second = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      batchId: first.batchId,
      firstRow: 4,
      rows: [...codes.slice(2), codes[0] as string].map((nin) => ({ lastname: 'Parte due', nin })),
    });
    expect(second.batchId).toBe(first.batchId);
    expect(second.rows.map((row) => [row.row, row.status])).toEqual([
      [4, 'inserted'],
      [5, 'inserted'],
      [6, 'ignored'],
    ]);
    const undone = await giulia.registryImport.undo('contacts', first.batchId);
    expect(undone.deleted).toHaveLength(4);
    expect(await contactsWithTaxCodes(codes)).toEqual([]);
  });

  it('refuses a sheet over 5,000 rows, counted across its parts, with the limit; a body of 100,000 rows by its size; nothing is written', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const nin = taxCode();
    const part = [{ lastname: 'Oltre', nin }, ...Array.from({ length: 999 }, () => ({ nin: 'A' }))];
    const refused = await rejection(
      giulia.registryImport.run({
        registry: 'contacts',
        category: 'person',
        firstRow: 4003,
        rows: part,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(
      'Il file contiene 5001 righe: se ne possono importare al massimo 5000 alla volta',
    );
    const huge = Array.from({ length: 100_000 }, () => ({
      lastname: 'X',
      nin: 'AAAAAAAAAAAAAAAA',
    }));
    const tooLarge = await rejection(
      giulia.registryImport.run({ registry: 'contacts', category: 'person', rows: huge }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await contactsWithTaxCodes([nin])).toEqual([]);
  });

  it("a '__proto__' or 'constructor' header is refused with an Italian message and nothing is written", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const nin = taxCode();
    for (const header of ['__proto__', 'constructor']) {
      const hostile = JSON.parse(
        `{"${header}": {"isPerson": false}, "lastname": "Sicuro", "nin": "${nin}"}`,
      ) as Record<string, string>;
      const refused = await rejection(
        giulia.registryImport.run({ registry: 'contacts', category: 'person', rows: [hostile] }),
      );
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(`La chiave «${header}» non è ammessa.`);
    }
    expect(await contactsWithTaxCodes([nin])).toEqual([]);
  });

  it('refuses the undo to a profile without ORG_TAB_CONTACTS APP_DELETE and to a supplier (403), and the list of imports to a supplier; the batch stays', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const nin = taxCode();
    const result = await giulia.registryImport.run({
      registry: 'contacts',
      category: 'person',
      rows: [{ lastname: 'Neri', nin }],
    });
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    expect((await rejection(luca.registryImport.undo('contacts', result.batchId))).code).toBe(
      'FORBIDDEN',
    );
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const hidden = await rejection(paolo.registryImport.undo('contacts', result.batchId));
    expect(hidden.status).toBe(403);
    const list = await rejection(paolo.registryImport.batches('contacts', 'person'));
    expect(list.status).toBe(403);
    expect(await contactsWithTaxCodes([nin])).toHaveLength(1);
  });
});
