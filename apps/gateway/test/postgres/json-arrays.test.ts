/**
 * jsonb arrays on a real PostgreSQL. node-postgres sends a JavaScript array parameter as a
 * PostgreSQL array literal, which jsonb rejects (PGlite accepts it, so the in-memory run cannot
 * see the problem); src/db/jsonArrays.ts sends arrays as JSON text on both engines. Every jsonb
 * array written through the API is written here and read back as a JSON array, and the query
 * builder and raw `sql` paths are exercised directly on the gateway's own Kysely.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  expect(process.env.DATABASE_URL).toBeTruthy();
  gateway = await startTestGateway();
  expect(gateway.gateway.database.kind).toBe('postgres');
});

afterAll(async () => {
  await gateway?.close();
});

async function jsonType(table: string, column: string, id: number): Promise<string | undefined> {
  const { rows } = await sql<{ kind: string }>`
    select jsonb_typeof(${sql.ref(column)}) as kind from ${sql.table(table)} where id = ${id}`.execute(
    gateway.gateway.deps.db,
  );
  return rows[0]?.kind;
}

describe('jsonb arrays through the API (PostgreSQL)', () => {
  it('polls: the answers on create, kept an array through an edit', async () => {
    const giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const labels = ['Sì', 'No', 'Astenuto'];
    const closing = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await fetch(`${gateway.url}/api/v2/polls`, {
      method: 'POST',
      headers: giulia.headers,
      body: JSON.stringify({
        object: 'Colonnine di ricarica',
        question: 'Installiamo due colonnine nel box comune?',
        options: labels,
        validTo: closing,
        _building: gateway.seed.buildings.manzoni,
      }),
    });
    expect(created.status).toBe(201);
    const poll = (
      (await created.json()) as {
        data: { id: number; updatedAt: string; options: { label: string }[] };
      }
    ).data;
    expect(poll.options.map((option) => option.label)).toEqual(labels);
    expect(await jsonType('polls', 'options', poll.id)).toBe('array');

    // The answers are fixed once created (DECISIONS.md "Polls"); an edit of the title keeps them.
    const updated = await fetch(`${gateway.url}/api/v2/polls/${poll.id}`, {
      method: 'PATCH',
      headers: giulia.headers,
      body: JSON.stringify({ object: 'Colonnine nel box comune', version: poll.updatedAt }),
    });
    expect(updated.status).toBe(200);
    expect(await jsonType('polls', 'options', poll.id)).toBe('array');
  });

  it("suppliers: the organisation's registry tags", async () => {
    const giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const supplierId = gateway.seed.suppliers.idraulicaBianchi;
    const tags = ['Affidabile', 'Pronto intervento'];
    // A registry edit names the version it was made on (DECISIONS.md "Suppliers kept as a registry").
    const read = await fetch(`${gateway.url}/api/v2/suppliers/${supplierId}`, {
      headers: giulia.headers,
    });
    expect(read.status).toBe(200);
    const { updatedAt } = ((await read.json()) as { data: { updatedAt: string } }).data;
    const answer = await fetch(`${gateway.url}/api/v2/suppliers/${supplierId}`, {
      method: 'PATCH',
      headers: giulia.headers,
      body: JSON.stringify({ tags, version: updatedAt }),
    });
    expect(answer.status).toBe(200);
    const stored = await gateway.gateway.deps.db
      .selectFrom('organization_suppliers')
      .select(['id', 'tags'])
      .where('organization_id', '=', gateway.seed.organizations.studioRossi)
      .where('supplier_id', '=', supplierId)
      .executeTakeFirstOrThrow();
    expect(stored.tags).toEqual(tags);
    expect(await jsonType('organization_suppliers', 'tags', stored.id)).toBe('array');
  });
});

describe('jsonb arrays through the database layer (PostgreSQL)', () => {
  it('the query builder and raw sql send arrays as JSON on insert and update', async () => {
    const db = gateway.gateway.deps.db;
    const profileId = Number(
      (await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG')).profileUid.split(
        ':',
      )[2],
    );
    const entityIds = [{ entityName: 'orders', id: gateway.seed.tenants.studioRossi.orderId }];
    // A plain value list (Kysely's primitive list) …
    const inserted = await db
      .insertInto('notifications')
      .values({
        profile_id: profileId,
        message_id: 'prova-array-1',
        notification_type: 'ORDER',
        entity_ids: entityIds,
        title: 'Prova',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await jsonType('notifications', 'entity_ids', inserted.id)).toBe('array');
    // … an update …
    const second = [
      { entityName: 'tickets', id: 1 },
      { entityName: 'orders', id: 2 },
    ];
    await db
      .updateTable('notifications')
      .set({ entity_ids: second })
      .where('id', '=', inserted.id)
      .execute();
    const read = await db
      .selectFrom('notifications')
      .select('entity_ids')
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(read.entity_ids).toEqual(second);
    // … and a raw sql parameter, including an empty array and an array of strings.
    await sql`update organization_suppliers set tags = ${[]} where supplier_id = ${gateway.seed.suppliers.galloImpianti}`.execute(
      db,
    );
    const raw = await sql<{ tags: unknown; kind: string }>`
      update organization_suppliers set tags = ${['uno', 'due']}
      where supplier_id = ${gateway.seed.suppliers.galloImpianti}
      returning tags, jsonb_typeof(tags) as kind`.execute(db);
    expect(raw.rows.length).toBeGreaterThan(0);
    for (const row of raw.rows) expect(row).toEqual({ tags: ['uno', 'due'], kind: 'array' });
  });
});
