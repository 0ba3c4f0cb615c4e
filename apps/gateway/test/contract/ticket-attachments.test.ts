/**
 * A resident's ticket carries photos and files (002 §5.3 "Attachments are restricted by a set of
 * MIME types; multiple files are allowed", §7.3 "version 2: file, entity, entity id"): uploads
 * with entity 'tickets' by the ticket's requester while it is open and by its organisation,
 * checked by their content, listed in the ticket's detail and served only as downloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';
import { storedAttachments } from '../support/uploads.ts';

let gateway: TestGateway;
let maria: ActingAs;
let giuliaResident: ActingAs;
let giulia: ActingAs;
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
  maria = await signInAs(gateway.url, accounts.maria.email, 'USR');
  giuliaResident = await signInAs(gateway.url, accounts.giulia.email, 'USR');
  giulia = await signInAs(gateway.url, accounts.giulia.email, 'ORG');
  sara = await signInAs(gateway.url, accounts.sara.email, 'ORG');
});

afterAll(async () => {
  await gateway?.close();
});

function authorisation(acting: ActingAs): Record<string, string> {
  return {
    authorization: acting.headers.authorization ?? '',
    'x-portineria-profile': acting.profileUid,
  };
}

async function openTicket(object: string): Promise<number> {
  const response = await fetch(`${gateway.url}/api/v2/tickets`, {
    method: 'POST',
    headers: maria.headers,
    body: JSON.stringify({ object, _building: gateway.seed.buildings.manzoni }),
  });
  const body = (await response.json()) as { data: { id: number } };
  expect(response.status).toBe(201);
  return Number(body.data.id);
}

function upload(acting: ActingAs, ticketId: number, file: Blob, name: string) {
  const form = new FormData();
  form.append('entity', 'tickets');
  form.append('entityId', String(ticketId));
  form.append('file', file, name);
  return fetch(`${gateway.url}/api/v2/attachments`, {
    method: 'POST',
    headers: authorisation(acting),
    body: form,
  });
}

async function ticketDetail(acting: ActingAs, ticketId: number) {
  const response = await fetch(`${gateway.url}/api/v2/tickets/${String(ticketId)}`, {
    headers: acting.headers,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown> },
  };
}

const storedCount = (ticketId: number) => storedAttachments(gateway, 'tickets', ticketId);

describe('ticket attachments (002 §5.3, §7.3)', () => {
  it('a resident uploads a JPEG to its own open ticket; the detail lists it and it downloads with the served headers', async () => {
    const ticketId = await openTicket('Infiltrazione nel box');

    const answer = await upload(
      maria,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'box è bagnato.jpg',
    );
    const uploaded = ((await answer.json()) as { data: { id: string; url: string } }).data;
    const detail = await ticketDetail(maria, ticketId);
    const download = await fetch(`${gateway.url}${uploaded.url}`, {
      headers: authorisation(maria),
    });

    expect(answer.status).toBe(201);
    expect(detail.body.data.attachments).toEqual([
      { id: uploaded.id, name: 'box è bagnato.jpg', size: JPEG.byteLength, mimeType: 'image/jpeg' },
    ]);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(JPEG);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="box _ bagnato.jpg"; filename*=UTF-8''box%20%C3%A8%20bagnato.jpg`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it("DECISIONS.md \"Record history\" 6: a file added to a ticket is an ATTACH entry of its history, named 'File aggiunto' with the file's name", async () => {
    const ticketId = await openTicket('Citofono muto');

    const answer = await upload(
      maria,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'citofono.jpg',
    );
    const history = await fetch(`${gateway.url}/api/v2/tickets/${String(ticketId)}/history`, {
      headers: maria.headers,
    });
    const entries = ((await history.json()) as { data: { action: string; changes: unknown[] }[] })
      .data;

    expect(answer.status).toBe(201);
    expect(entries[0]).toMatchObject({
      action: 'ATTACH',
      changes: [{ field: 'file', label: 'File', from: null, to: 'citofono.jpg' }],
    });
  });

  it('an HTML page named .pdf is refused by its content with the Italian message, and nothing is stored', async () => {
    const ticketId = await openTicket('Verbale assemblea');

    const answer = await upload(
      maria,
      ticketId,
      new Blob([HTML_PAGE], { type: 'application/pdf' }),
      'verbale.pdf',
    );

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'Il contenuto del file non corrisponde al suo tipo: il file non è stato caricato.',
    });
    expect(await storedCount(ticketId)).toBe(0);
  });

  it('SVG is outside the allow-list for every entity: 400, nothing stored', async () => {
    const ticketId = await openTicket('Logo condominio');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

    const answer = await upload(
      maria,
      ticketId,
      new Blob([svg], { type: 'image/svg+xml' }),
      'logo.svg',
    );

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: 'Questo tipo di file non è ammesso.' });
    expect(await storedCount(ticketId)).toBe(0);
  });

  it('another resident gets 404 for the ticket and for its file; another organisation too', async () => {
    const ticketId = await openTicket('Citofono guasto');
    const uploaded = (
      (await (
        await upload(maria, ticketId, new Blob([JPEG], { type: 'image/jpeg' }), 'citofono.jpg')
      ).json()) as {
        data: { url: string };
      }
    ).data;

    const residentUpload = await upload(
      giuliaResident,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'x.jpg',
    );
    const residentDownload = await fetch(`${gateway.url}${uploaded.url}`, {
      headers: authorisation(giuliaResident),
    });
    const otherOrganisationUpload = await upload(
      sara,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'x.jpg',
    );
    const otherOrganisationDownload = await fetch(`${gateway.url}${uploaded.url}`, {
      headers: authorisation(sara),
    });
    const organisationDownload = await fetch(`${gateway.url}${uploaded.url}`, {
      headers: authorisation(giulia),
    });

    expect(residentUpload.status).toBe(404);
    expect(residentDownload.status).toBe(404);
    expect(otherOrganisationUpload.status).toBe(404);
    expect(otherOrganisationDownload.status).toBe(404);
    expect(organisationDownload.status).toBe(200);
    expect(await storedCount(ticketId)).toBe(1);
  });

  it('the organisation attaches to the ticket; once it is closed nobody does: 409 with the reason, nothing stored', async () => {
    const ticketId = await openTicket('Cancello bloccato');
    const organisationUpload = await upload(
      giulia,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'sopralluogo.jpg',
    );
    await gateway.gateway.deps.db
      .updateTable('tickets')
      .set({ status: 'CLOSED' })
      .where('id', '=', ticketId)
      .execute();

    const residentClosedUpload = await upload(
      maria,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'dopo.jpg',
    );
    const organisationClosedUpload = await upload(
      giulia,
      ticketId,
      new Blob([JPEG], { type: 'image/jpeg' }),
      'chiusura.jpg',
    );

    expect(organisationUpload.status).toBe(201);
    for (const refused of [residentClosedUpload, organisationClosedUpload]) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        error_code: 'CONFLICT',
        message: 'Il ticket è chiuso: riaprilo per aggiungere file',
      });
    }
    expect(await storedCount(ticketId)).toBe(1);
  });

  it('several files of one ticket are listed oldest first, each with its name, size and type', async () => {
    const ticketId = await openTicket('Ascensore fermo');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

    const first = await upload(maria, ticketId, new Blob([JPEG], { type: 'image/jpeg' }), 'a.jpg');
    const second = await upload(giulia, ticketId, new Blob([png], { type: 'image/png' }), 'b.png');
    const detail = await ticketDetail(maria, ticketId);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(
      (detail.body.data.attachments as { name: string; size: number; mimeType: string }[]).map(
        ({ name, size, mimeType }) => ({ name, size, mimeType }),
      ),
    ).toEqual([
      { name: 'a.jpg', size: JPEG.byteLength, mimeType: 'image/jpeg' },
      { name: 'b.png', size: png.byteLength, mimeType: 'image/png' },
    ]);
  });
});
