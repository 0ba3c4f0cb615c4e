/**
 * Contract tests of the qualification folder lifecycle (domain DECISIONS.md "Qualification folder
 * lifecycle"; 001 §3 "states TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3", §2.3; 002 §7.3 uploads
 * "for the entities chatData, qualifications and consultancies"): the supplier uploads documents
 * into a folder an organisation requires and sends it for review with their expiry date, the
 * organisation approves it or sends it back with a reason. `POST folders/{id}/transitions`
 * answers in the contract's order 404 → 403 → 409 STALE_RECORD → 409 CONFLICT → 400, a refused
 * step writes nothing, every accepted step appends a `record_history` row read back by
 * `GET folders/{id}/history`. Each test works on a folder of its own, inserted for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';
import { SAMPLE_PDF as PDF, uploadAs } from '../support/uploads.ts';

let gateway: TestGateway;
let paolo: ActingAs;
let giulia: ActingAs;
let sara: ActingAs;

beforeAll(async () => {
  gateway = await startTestGateway();
  const { accounts } = gateway.seed;
  paolo = await signInAs(gateway.url, accounts.paolo.email, 'SPL');
  giulia = await signInAs(gateway.url, accounts.giulia.email, 'ORG');
  sara = await signInAs(gateway.url, accounts.sara.email, 'ORG');
});

afterAll(async () => {
  await gateway?.close();
});

interface Folder {
  id: number;
  status: number;
  expiresOn: string | null;
  validFrom: string | null;
  updatedAt: string;
  documents: { id: string; name: string; mimeType: string }[];
}

/** A folder type of the seed by its name. */
async function folderTypeId(name: string): Promise<number> {
  const row = await gateway.gateway.deps.db
    .selectFrom('folder_types')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A folder Studio Rossi requires of Paolo's plumbing company ('Polizza di responsabilità
 * civile'), or a consultant's ('Visura camerale', no organisation), in the given state.
 */
async function newFolder(status = 0, consultant = false): Promise<number> {
  const row = await gateway.gateway.deps.db
    .insertInto('certification_folders')
    .values({
      organization_id: consultant ? null : gateway.seed.organizations.studioRossi,
      supplier_id: gateway.seed.suppliers.idraulicaBianchi,
      folder_type_id: await folderTypeId(
        consultant ? 'Visura camerale' : 'Polizza di responsabilità civile',
      ),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function call(acting: ActingAs, method: string, path: string, body?: unknown) {
  return fetch(`${gateway.url}/api/v2/${path}`, {
    method,
    headers: acting.headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function detail(acting: ActingAs, id: number): Promise<Folder> {
  const response = await call(acting, 'GET', `folders/${String(id)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Folder }).data;
}

function upload(acting: ActingAs, id: number, entity = 'qualifications') {
  const file = new Blob([PDF], { type: 'application/pdf' });
  return uploadAs(gateway, acting, { entity, entityId: id, file, name: 'Polizza RC 2027.pdf' });
}

async function step(
  acting: ActingAs,
  id: number,
  event: Record<string, unknown>,
  version: unknown,
) {
  const response = await call(acting, 'POST', `folders/${String(id)}/transitions`, {
    event,
    version,
  });
  const body = (await response.json()) as {
    data?: Folder;
    error_code?: string;
    message?: string;
  };
  return { status: response.status, body };
}

async function stored(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('certification_folders')
    .select(['status', 'expires_on', 'valid_from', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function historyOf(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'profile_role', 'user_fullname', 'changes'])
    .where('record_kind', '=', 'folder')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

const NEXT_YEAR = `${String(new Date().getUTCFullYear() + 1)}-06-30`;

describe('folders: the lifecycle (DECISIONS.md "Qualification folder lifecycle")', () => {
  it('1–2: Paolo uploads a document, sends the folder for review with its expiry, Giulia approves it; the detail lists the document and the history both steps', async () => {
    const id = await newFolder();
    expect((await upload(paolo, id)).status).toBe(201);
    const before = await detail(paolo, id);
    expect(before.documents).toEqual([
      expect.objectContaining({ name: 'Polizza RC 2027.pdf', mimeType: 'application/pdf' }),
    ]);

    const submitted = await step(
      paolo,
      id,
      { type: 'SUBMIT', expiresOn: NEXT_YEAR },
      before.updatedAt,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 1, expiresOn: NEXT_YEAR });

    const approved = await step(giulia, id, { type: 'APPROVE' }, submitted.body.data?.updatedAt);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 2, validFrom: expect.any(String) });

    expect(await historyOf(id)).toEqual([
      {
        action: 'SUBMIT',
        profile_role: expect.stringMatching(/^spl_/),
        user_fullname: 'Paolo Bianchi',
        changes: [
          { field: 'status', from: 0, to: 1 },
          { field: 'expiresOn', from: null, to: NEXT_YEAR },
        ],
      },
      {
        action: 'APPROVE',
        profile_role: 'org_3',
        user_fullname: 'Giulia Rossi',
        changes: [
          { field: 'status', from: 1, to: 2 },
          { field: 'validFrom', from: null, to: expect.any(String) },
        ],
      },
    ]);
    const history = await call(paolo, 'GET', `folders/${String(id)}/history`);
    expect(history.status).toBe(200);
    const entries = (
      (await history.json()) as { data: { action: string; changes: { label: string }[] }[] }
    ).data;
    expect(entries.map((entry) => entry.action)).toEqual(['APPROVE', 'SUBMIT']);
    expect(entries[1]?.changes.map((change) => change.label)).toEqual(['Stato', 'Scadenza']);
  });

  it('3: Giulia sends a folder under review back with a reason, which the history keeps; Paolo may upload again and resubmit', async () => {
    const id = await newFolder(1);
    const folder = await detail(giulia, id);

    const back = await step(
      giulia,
      id,
      { type: 'SEND_BACK', reason: 'Manca la quietanza di pagamento' },
      folder.updatedAt,
    );

    expect(back.status).toBe(200);
    expect(back.body.data?.status).toBe(3);
    const [row] = await historyOf(id);
    expect(row?.changes).toEqual([
      { field: 'status', from: 1, to: 3 },
      { field: 'reason', from: null, to: 'Manca la quietanza di pagamento' },
    ]);
    expect((await upload(paolo, id)).status).toBe(201);
    const again = await step(
      paolo,
      id,
      { type: 'SUBMIT', expiresOn: NEXT_YEAR },
      back.body.data?.updatedAt,
    );
    expect(again.status).toBe(200);
  });
});

describe('folders: each refusal writes nothing (DECISIONS.md "Qualification folder lifecycle" 4–6)', () => {
  async function expectRefused(
    acting: ActingAs,
    id: number,
    event: Record<string, unknown>,
    version: unknown,
    status: number,
    code: string,
    message?: string,
  ) {
    const before = await stored(id);
    const answer = await step(acting, id, event, version);
    expect(answer.status).toBe(status);
    expect(answer.body.error_code).toBe(code);
    if (message !== undefined) expect(answer.body.message).toBe(message);
    expect(await stored(id)).toEqual(before);
    expect(await historyOf(id)).toEqual([]);
  }

  it('404: Sara’s organisation does not read a folder of Studio Rossi’s supplier', async () => {
    const id = await newFolder(1);
    await expectRefused(sara, id, { type: 'APPROVE' }, null, 404, 'NOT_FOUND');
  });

  it('403: Paolo may not approve his own folder, Giulia may not submit it', async () => {
    const id = await newFolder(1);
    const folder = await detail(giulia, id);
    await expectRefused(
      paolo,
      id,
      { type: 'APPROVE' },
      folder.updatedAt,
      403,
      'FORBIDDEN',
      "Questa azione spetta all'organizzazione che ha richiesto la cartella",
    );
    const todo = await newFolder(0);
    await upload(paolo, todo);
    const fresh = await detail(giulia, todo);
    await expectRefused(
      giulia,
      todo,
      { type: 'SUBMIT', expiresOn: NEXT_YEAR },
      fresh.updatedAt,
      403,
      'FORBIDDEN',
      'Questa azione spetta al fornitore',
    );
  });

  it('409 STALE_RECORD: a step based on another version', async () => {
    const id = await newFolder(1);
    await expectRefused(
      giulia,
      id,
      { type: 'APPROVE' },
      '2020-01-01T00:00:00.000Z',
      409,
      'STALE_RECORD',
    );
  });

  it('409 CONFLICT: a folder not under review is not approved; a folder with no document is not submitted; a consultant’s folder is not the organisation’s to approve', async () => {
    const todo = await newFolder(0);
    const folder = await detail(giulia, todo);
    await expectRefused(
      giulia,
      todo,
      { type: 'APPROVE' },
      folder.updatedAt,
      409,
      'CONFLICT',
      'La cartella non è stata inviata in revisione',
    );
    await expectRefused(
      paolo,
      todo,
      { type: 'SUBMIT', expiresOn: NEXT_YEAR },
      folder.updatedAt,
      409,
      'CONFLICT',
      'Carica almeno un documento prima di inviare la cartella',
    );
    const consultant = await newFolder(1, true);
    const other = await detail(giulia, consultant);
    await expectRefused(
      giulia,
      consultant,
      { type: 'APPROVE' },
      other.updatedAt,
      409,
      'CONFLICT',
      'Questa cartella è gestita dal consulente',
    );
  });

  it('400: a submission without expiry, or a sending back without reason, names the field', async () => {
    const id = await newFolder(0);
    await upload(paolo, id);
    const folder = await detail(paolo, id);
    await expectRefused(
      paolo,
      id,
      { type: 'SUBMIT' },
      folder.updatedAt,
      400,
      'VALIDATION_FAILED',
      'Indica la data di scadenza dei documenti',
    );
    const review = await newFolder(1);
    const underReview = await detail(giulia, review);
    await expectRefused(
      giulia,
      review,
      { type: 'SEND_BACK', reason: ' ' },
      underReview.updatedAt,
      400,
      'VALIDATION_FAILED',
    );
  });

  it('409: Paolo may not add a document while his folder is under review; nothing is stored', async () => {
    const id = await newFolder(1);

    const answer = await upload(paolo, id);

    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'La cartella è in revisione: potrai caricare altri documenti se ti verrà rimandata',
    );
    expect((await detail(paolo, id)).documents).toEqual([]);
  });
});
