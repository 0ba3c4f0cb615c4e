/**
 * An order carries files (domain DECISIONS.md "Order files"; 002 §5.3, §7.3 "version 2: file,
 * entity, entity id"): uploads with entity 'orders' by the order's organisation and its supplier
 * until it is closed, checked by their content, read by whoever reads the order (else 404), each
 * one an ATTACH entry of the order's history; and a ticket turned into an order ('Crea ordine')
 * hands its files over, both histories saying so, and the files added to the ticket later too.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyAttachments } from '../../src/resources/attachmentStore.ts';
import { localDay } from '../support/contract.ts';
import { callerFor, rowOf } from '../support/calls.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';
import { SAMPLE_PDF, storedAttachments, uploadAs } from '../support/uploads.ts';

let gateway: TestGateway;
let giulia: ActingAs;
let paolo: ActingAs;
let anna: ActingAs;
let maria: ActingAs;
let sara: ActingAs;

/** A tiny real JPEG's first bytes (SOI, JFIF APP0) and its end marker. */
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
const HTML_PAGE =
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';

beforeAll(async () => {
  gateway = await startTestGateway();
  const { accounts } = gateway.seed;
  [giulia, paolo, anna, maria, sara] = await Promise.all([
    signInAs(gateway.url, accounts.giulia.email, 'ORG'),
    signInAs(gateway.url, accounts.paolo.email, 'SPL'),
    signInAs(gateway.url, accounts.anna.email, 'SPL'),
    signInAs(gateway.url, accounts.maria.email, 'USR'),
    signInAs(gateway.url, accounts.sara.email, 'ORG'),
  ]);
});

afterAll(async () => {
  await gateway?.close();
});

interface StoredOrder {
  id: number;
  code: string;
  updatedAt: string;
  attachments?: { id: string; name: string; size: number; mimeType: string }[];
}

/** A fresh order of Studio Rossi for Idraulica Bianchi (Paolo) in Manzoni, sent unless told. */
async function newOrder(object: string, send = true): Promise<StoredOrder> {
  const caller = await callerFor(gateway, 'giulia', 'ORG');
  const answer = await caller.call('POST', 'orders', {
    category: 'ODS',
    object,
    _building: gateway.seed.buildings.manzoni,
    _supplier: gateway.seed.suppliers.idraulicaBianchi,
    validFrom: localDay(0),
    validTo: localDay(60),
    send,
  });
  expect(answer.status).toBe(201);
  return rowOf(answer) as unknown as StoredOrder;
}

function pdf(acting: ActingAs, orderId: number, name = 'rapporto.pdf') {
  return uploadAs(gateway, acting, {
    entity: 'orders',
    entityId: orderId,
    file: new Blob([SAMPLE_PDF], { type: 'application/pdf' }),
    name,
  });
}

/** The order's files as its detail lists them (`include: ['attachments']`). */
async function filesOf(account: 'giulia' | 'paolo' | 'maria', orderId: number) {
  const roleType = account === 'giulia' ? 'ORG' : account === 'paolo' ? 'SPL' : 'USR';
  const caller = await callerFor(gateway, account, roleType);
  const answer = await caller.call('POST', 'orders/search', {
    where: { id: orderId },
    include: ['attachments'],
  });
  expect(answer.status).toBe(200);
  return (rowOf(answer) as unknown as StoredOrder).attachments;
}

/** A record's history rows, oldest first. */
async function historyRows(kind: 'ticket' | 'order', id: number | string) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'changes'])
    .where('record_kind', '=', kind)
    .where('record_id', '=', Number(id))
    .orderBy('id')
    .execute();
}

describe('order files (DECISIONS.md "Order files"; 002 §5.3, §7.3)', () => {
  it("the order's supplier uploads a PDF to its open order; the organisation, the supplier and a resident of the building read it in the detail and download it", async () => {
    const order = await newOrder('Rapporto di intervento caldaia');

    const answer = await pdf(paolo, order.id);
    const uploaded = ((await answer.json()) as { data: { id: string; url: string } }).data;
    const download = await fetch(`${gateway.url}${uploaded.url}`, {
      headers: {
        authorization: maria.headers.authorization ?? '',
        'x-portineria-profile': maria.profileUid,
      },
    });

    expect(answer.status).toBe(201);
    const listed = [
      {
        id: uploaded.id,
        name: 'rapporto.pdf',
        size: SAMPLE_PDF.byteLength,
        mimeType: 'application/pdf',
      },
    ];
    await expect(filesOf('giulia', order.id)).resolves.toEqual(listed);
    await expect(filesOf('paolo', order.id)).resolves.toEqual(listed);
    await expect(filesOf('maria', order.id)).resolves.toEqual(listed);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect(download.headers.get('content-disposition')).toContain('attachment;');
  });

  it('DECISIONS.md "Record history" 6: a file added to an order is an ATTACH entry of the order\'s history with the file\'s name', async () => {
    const order = await newOrder('Sostituzione valvola');

    const answer = await pdf(giulia, order.id, 'schema.pdf');
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const history = await caller.call('GET', `orders/${String(order.id)}/history`);

    expect(answer.status).toBe(201);
    expect((history.body as { data: unknown[] }).data[0]).toMatchObject({
      action: 'ATTACH',
      changes: [{ field: 'file', label: 'File', from: null, to: 'schema.pdf' }],
    });
  });

  it('the supplier of another order gets 404, for the upload and the download, and nothing is stored', async () => {
    const order = await newOrder('Pulizia grondaie');
    const stored = ((await (await pdf(giulia, order.id)).json()) as { data: { url: string } }).data;

    const answer = await pdf(anna, order.id);
    const download = await fetch(`${gateway.url}${stored.url}`, {
      headers: {
        authorization: anna.headers.authorization ?? '',
        'x-portineria-profile': anna.profileUid,
      },
    });

    expect(answer.status).toBe(404);
    expect(download.status).toBe(404);
    expect(await storedAttachments(gateway, 'orders', order.id)).toBe(1);
  });

  it("another organisation gets 404, and the supplier never reads a draft's files: 404", async () => {
    const draft = await newOrder('Bozza: tinteggiatura scale', false);

    await expect(pdf(sara, draft.id).then((answer) => answer.status)).resolves.toBe(404);
    await expect(pdf(paolo, draft.id).then((answer) => answer.status)).resolves.toBe(404);
    expect(await storedAttachments(gateway, 'orders', draft.id)).toBe(0);
  });

  it('a resident who reads the order cannot upload to it: 403 with the Italian reason, nothing stored', async () => {
    const order = await newOrder('Riparazione citofono');

    const answer = await pdf(maria, order.id);

    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({
      message: 'Non puoi aggiungere file a questo ordine',
    });
    expect(await storedAttachments(gateway, 'orders', order.id)).toBe(0);
  });

  it('a closed order takes no more files: 409 with the Italian reason, nothing stored', async () => {
    const order = await newOrder('Sgombero cantina');
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const closed = await caller.call('POST', `orders/${String(order.id)}/transitions`, {
      event: { type: 'FORCE_CLOSE' },
      version: order.updatedAt,
    });
    expect(closed.status).toBe(200);

    const answer = await pdf(paolo, order.id);

    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      message: "L'ordine è chiuso: non si possono più aggiungere file",
    });
    expect(await storedAttachments(gateway, 'orders', order.id)).toBe(0);
  });

  it('an HTML page named .pdf is refused by its content with the Italian message, and nothing is stored', async () => {
    const order = await newOrder('Verbale sopralluogo');

    const answer = await uploadAs(gateway, giulia, {
      entity: 'orders',
      entityId: order.id,
      file: new Blob([HTML_PAGE], { type: 'application/pdf' }),
      name: 'verbale.pdf',
    });

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'Il contenuto del file non corrisponde al suo tipo: il file non è stato caricato.',
    });
    expect(await storedAttachments(gateway, 'orders', order.id)).toBe(0);
  });
});

describe('a ticket turned into an order hands its files over (DECISIONS.md "Order files" 3)', () => {
  it('every file of the ticket is copied to the new order, bytes included, the ticket keeps its own, and both histories say so', async () => {
    const ticketAnswer = await fetch(`${gateway.url}/api/v2/tickets`, {
      method: 'POST',
      headers: maria.headers,
      body: JSON.stringify({
        object: 'Infiltrazione sul pianerottolo',
        _building: gateway.seed.buildings.manzoni,
      }),
    });
    expect(ticketAnswer.status).toBe(201);
    const ticketId = Number(((await ticketAnswer.json()) as { data: { id: number } }).data.id);
    const photo = await uploadAs(gateway, maria, {
      entity: 'tickets',
      entityId: ticketId,
      file: new Blob([JPEG], { type: 'image/jpeg' }),
      name: 'macchia.jpg',
    });
    const report = await uploadAs(gateway, maria, {
      entity: 'tickets',
      entityId: ticketId,
      file: new Blob([SAMPLE_PDF], { type: 'application/pdf' }),
      name: 'perizia.pdf',
    });
    expect([photo.status, report.status]).toEqual([201, 201]);
    const caller = await callerFor(gateway, 'giulia', 'ORG');

    const created = await caller.call('POST', 'orders', {
      category: 'ODS',
      object: 'Infiltrazione sul pianerottolo',
      _building: gateway.seed.buildings.manzoni,
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
      _ticket: ticketId,
    });

    expect(created.status).toBe(201);
    const order = rowOf(created) as unknown as StoredOrder;
    const files = await filesOf('giulia', order.id);
    expect(files?.map((file) => [file.name, file.mimeType, file.size])).toEqual([
      ['macchia.jpg', 'image/jpeg', JPEG.byteLength],
      ['perizia.pdf', 'application/pdf', SAMPLE_PDF.byteLength],
    ]);
    const copiedPhoto = await fetch(`${gateway.url}/api/v2/attachments/${files?.[0]?.id ?? ''}`, {
      headers: {
        authorization: giulia.headers.authorization ?? '',
        'x-portineria-profile': giulia.profileUid,
      },
    });
    expect(new Uint8Array(await copiedPhoto.arrayBuffer())).toEqual(JPEG);
    // The ticket keeps its own two files: new rows were written, none moved.
    expect(await storedAttachments(gateway, 'tickets', ticketId)).toBe(2);
    const ticketHistory = await historyRows('ticket', ticketId);
    expect(ticketHistory.at(-1)).toMatchObject({
      action: 'CREATE_ORDER',
      changes: [
        { field: 'order', from: null, to: order.code },
        { field: 'files', from: null, to: 'macchia.jpg, perizia.pdf' },
      ],
    });
    const ticket = await fetch(`${gateway.url}/api/v2/tickets/${String(ticketId)}`, {
      headers: maria.headers,
    });
    const ticketCode = ((await ticket.json()) as { data: { code: string } }).data.code;
    const orderHistory = await caller.call('GET', `orders/${String(order.id)}/history`);
    expect((orderHistory.body as { data: unknown[] }).data[0]).toMatchObject({
      action: 'COPY_TICKET_FILES',
      changes: [
        { field: '_ticket', label: 'Ticket', from: null, to: ticketCode },
        { field: 'files', label: 'File copiati', from: null, to: 'macchia.jpg, perizia.pdf' },
      ],
    });
  });

  it('a ticket without files adds no file change to either history', async () => {
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const ticket = await caller.call('POST', 'tickets', {
      object: 'Luce scale guasta',
      _building: gateway.seed.buildings.manzoni,
    });
    const ticketId = Number((ticket.body as { data: { id: number } }).data.id);

    const created = await caller.call('POST', 'orders', {
      category: 'ODS',
      object: 'Luce scale guasta',
      _ticket: ticketId,
    });

    expect(created.status).toBe(201);
    const order = rowOf(created) as unknown as StoredOrder;
    expect((await historyRows('order', order.id)).map((row) => row.action)).toEqual(['create']);
    expect((await historyRows('ticket', ticketId)).at(-1)?.changes).toEqual([
      { field: 'order', from: null, to: order.code },
    ]);
    expect(await storedAttachments(gateway, 'orders', order.id)).toBe(0);
  });
});

describe('a file added to a ticket after it became orders (DECISIONS.md "Order files" 4)', () => {
  it("reaches every order made from the ticket that still takes files, bytes included, each order's history telling it; a closed order keeps what it had", async () => {
    // Arrange: Maria's ticket, without files, becomes two orders of Giulia; one is then closed.
    const ticket = await (
      await callerFor(gateway, 'maria', 'USR')
    ).call('POST', 'tickets', {
      object: 'Citofono che non suona',
      _building: gateway.seed.buildings.manzoni,
    });
    expect(ticket.status).toBe(201);
    const ticketId = Number((ticket.body as { data: { id: number; code: string } }).data.id);
    const ticketCode = (ticket.body as { data: { code: string } }).data.code;
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const fromTicket = async (object: string) => {
      const created = await caller.call('POST', 'orders', {
        category: 'ODS',
        object,
        _building: gateway.seed.buildings.manzoni,
        _supplier: gateway.seed.suppliers.idraulicaBianchi,
        validFrom: localDay(0),
        validTo: localDay(60),
        _ticket: ticketId,
        send: true,
      });
      expect(created.status).toBe(201);
      return rowOf(created) as unknown as StoredOrder;
    };
    const open = await fromTicket('Citofono: sostituzione pulsantiera');
    const closing = await fromTicket('Citofono: sopralluogo');
    const closed = await caller.call('POST', `orders/${String(closing.id)}/transitions`, {
      event: { type: 'FORCE_CLOSE' },
      version: closing.updatedAt,
    });
    expect(closed.status).toBe(200);

    // Act: Maria adds a photo to her ticket afterwards.
    const photo = await uploadAs(gateway, maria, {
      entity: 'tickets',
      entityId: ticketId,
      file: new Blob([JPEG], { type: 'image/jpeg' }),
      name: 'pulsantiera.jpg',
    });

    // Assert
    expect(photo.status).toBe(201);
    expect(await storedAttachments(gateway, 'tickets', ticketId)).toBe(1);
    const files = await filesOf('paolo', open.id);
    expect(files?.map((file) => [file.name, file.mimeType, file.size])).toEqual([
      ['pulsantiera.jpg', 'image/jpeg', JPEG.byteLength],
    ]);
    const copied = await fetch(`${gateway.url}/api/v2/attachments/${files?.[0]?.id ?? ''}`, {
      headers: {
        authorization: paolo.headers.authorization ?? '',
        'x-portineria-profile': paolo.profileUid,
      },
    });
    expect(copied.status).toBe(200);
    expect(new Uint8Array(await copied.arrayBuffer())).toEqual(JPEG);
    const orderHistory = await caller.call('GET', `orders/${String(open.id)}/history`);
    expect((orderHistory.body as { data: unknown[] }).data[0]).toMatchObject({
      action: 'COPY_TICKET_FILES',
      changes: [
        { field: '_ticket', label: 'Ticket', from: null, to: ticketCode },
        { field: 'files', label: 'File copiati', from: null, to: 'pulsantiera.jpg' },
      ],
    });
    // The closed order is final: no copy, no history row.
    expect(await storedAttachments(gateway, 'orders', closing.id)).toBe(0);
    expect((await historyRows('order', closing.id)).map((row) => row.action)).not.toContain(
      'COPY_TICKET_FILES',
    );
    // The ticket tells the file as any other.
    expect((await historyRows('ticket', ticketId)).at(-1)).toMatchObject({
      action: 'ATTACH',
      changes: [{ field: 'file', from: null, to: 'pulsantiera.jpg' }],
    });
  });

  it('a file refused by its content reaches neither the ticket nor its orders', async () => {
    // Arrange
    const ticket = await (
      await callerFor(gateway, 'maria', 'USR')
    ).call('POST', 'tickets', {
      object: 'Cancello bloccato',
      _building: gateway.seed.buildings.manzoni,
    });
    const ticketId = Number((ticket.body as { data: { id: number } }).data.id);
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const created = await caller.call('POST', 'orders', {
      category: 'ODS',
      object: 'Cancello bloccato',
      _ticket: ticketId,
    });
    expect(created.status).toBe(201);
    const order = rowOf(created) as unknown as StoredOrder;

    // Act
    const answer = await uploadAs(gateway, maria, {
      entity: 'tickets',
      entityId: ticketId,
      file: new Blob([HTML_PAGE], { type: 'application/pdf' }),
      name: 'finto.pdf',
    });

    // Assert
    expect(answer.status).toBe(400);
    expect(await storedAttachments(gateway, 'tickets', ticketId)).toBe(0);
    expect(await storedAttachments(gateway, 'orders', order.id)).toBe(0);
  });
});

describe('copyAttachments with the files in the data folder (PGlite on disk)', () => {
  it('writes a new file of its own for each copy, next to the original, and leaves a missing one out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portineria-order-files-'));
    try {
      const { deps } = gateway.gateway;
      const onDisk = { ...deps, config: { ...deps.config, dataDir, databaseUrl: undefined } };
      const directory = join(dataDir, 'attachments');
      await mkdir(directory, { recursive: true });
      const present = randomUUID();
      const missing = randomUUID();
      await writeFile(join(directory, present), JPEG);
      const ticketId = 900_000 + Math.floor(Math.random() * 10_000);
      const row = (publicId: string, name: string) => ({
        public_id: publicId,
        entity: 'tickets' as const,
        entity_id: ticketId,
        chat_id: null,
        cover_type: null,
        uploaded_by: gateway.seed.accounts.maria.userId,
        profile_id: null,
        file_name: name,
        mime_type: 'image/jpeg',
        size_bytes: JPEG.byteLength,
        storage: 'file' as const,
        content: null,
      });
      await deps.db
        .insertInto('chat_attachments')
        .values([row(present, 'scala.jpg'), row(missing, 'perso.jpg')])
        .execute();

      const copied = await copyAttachments(
        deps.db,
        onDisk,
        { entity: 'tickets', entityId: ticketId },
        { entity: 'orders', entityId: ticketId },
      );

      expect(copied).toEqual(['scala.jpg']);
      const copies = await deps.db
        .selectFrom('chat_attachments')
        .select(['public_id', 'storage', 'content', 'file_name'])
        .where('entity', '=', 'orders')
        .where('entity_id', '=', ticketId)
        .execute();
      expect(copies).toHaveLength(1);
      expect(copies[0]).toMatchObject({ storage: 'file', content: null, file_name: 'scala.jpg' });
      expect(copies[0]?.public_id).not.toBe(present);
      expect(new Uint8Array(await readFile(join(directory, copies[0]?.public_id ?? '')))).toEqual(
        JPEG,
      );
      expect((await readdir(directory)).sort()).toEqual([present, copies[0]?.public_id].sort());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
