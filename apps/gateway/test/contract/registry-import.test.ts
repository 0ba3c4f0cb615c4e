/**
 * Contract tests of a registry's spreadsheet import as one batch, and its undo (002 §4.5, §5.4,
 * §7.4; domain DECISIONS.md "Import batches and their undo"): the dry run writes nothing and
 * says what each row would do, the gateway checks every row itself with domain's rules, the
 * batch writes the new records naming it, and the undo deletes what nobody touched since — the
 * real api-client against a test gateway with the demo seed. Each test makes its own tax codes.
 */
import { randomUUID } from 'node:crypto';
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
  it('the dry run says what each row would do — insert, ignore an existing one, error with every reason — and writes nothing', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const existing = taxCode();
    await giulia.contacts.create({ isPerson: true, lastname: 'Esposito', nin: existing });
    const fresh = taxCode();
    const plan = await giulia.registryImport.dryRun({
      registry: 'contacts',
      category: 'person',
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
        'Il campo lastname è obbligatorio',
        expect.stringContaining('zip'),
        expect.stringContaining('email'),
      ]),
    );
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
    const history = await giulia.records.history('contact', result.rows[0]?.id ?? 0);
    expect(history.map((entry) => entry.action)).toEqual(['create']);

    const undone = await giulia.registryImport.undo('contacts', result.batchId);
    expect(undone.deleted).toHaveLength(130);
    expect(undone.kept).toEqual([]);
    expect(await contactsWithTaxCodes(codes)).toEqual([]);

    const again = await rejection(giulia.registryImport.undo('contacts', result.batchId));
    expect(again.status).toBe(409);
    expect(again.message).toBe('Importazione già annullata');
  });

  it('the undo keeps a contact edited since the import and one an entitlement uses, and says why', async () => {
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
    const [editedId, usedId, untouchedId] = result.rows.map((row) => row.id ?? 0);
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
    const undone = await giulia.registryImport.undo('contacts', result.batchId);
    expect(undone.deleted).toEqual([untouchedId]);
    expect(undone.kept).toEqual([
      { id: editedId, key: edited, reason: 'Modificato dopo l’importazione' },
      { id: usedId, key: used, reason: 'Usato da 1 diritto' },
    ]);
    expect((await contactsWithTaxCodes([edited, used, untouched])).map((row) => row.id)).toEqual([
      editedId,
      usedId,
    ]);
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

  it('refuses the undo to a profile without ORG_TAB_CONTACTS APP_DELETE and to a supplier (403); the batch stays', async () => {
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
    expect(await contactsWithTaxCodes([nin])).toHaveLength(1);
  });
});
