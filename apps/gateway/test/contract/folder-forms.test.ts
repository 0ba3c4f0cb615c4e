/**
 * Contract tests of qualification folders of kind FORM (001 §3 "Folder kind: FORM or
 * FINAL_DOC"; domain DECISIONS.md "Qualification folder forms"): the supplier submits the folder
 * with its form instead of documents through `POST folders/{id}/transitions` (SUBMIT with
 * `form`), an incomplete form is a 400 naming each field, the accepted form is the folder's
 * `formData`, and the organisation's review (send back, approve) is the same as for any folder.
 * Each test works on a FORM folder type and folder of its own, inserted for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';

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
  updatedAt: string;
  formData: Record<string, unknown> | null;
}

const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);
const EXPIRY = `${NEXT_YEAR}-06-30`;
const FORM = {
  legalRepresentative: ' Paolo Bianchi ',
  durcValidUntil: `${NEXT_YEAR}-03-31`,
  insurance: 'Assicurazioni Torre, polizza n. RC-118',
  employeeCount: '12',
  safetyManager: '',
  notes: null,
  truthfulness: true,
};

let typeNumber = 0;

/** A FORM folder type of Studio Rossi (with the polizza's qualifications) and Paolo's folder of it. */
async function newFormFolder(): Promise<number> {
  typeNumber += 1;
  const db = gateway.gateway.deps.db;
  const polizza = await db
    .selectFrom('folder_types')
    .select(['qualifications', 'current_subtype'])
    .where('name', '=', 'Polizza di responsabilità civile')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('folder_types')
    .values({
      organization_id: gateway.seed.organizations.studioRossi,
      name: `Autodichiarazione del fornitore ${String(typeNumber)}`,
      owner: 'ORGANIZATION',
      kind: 'FORM',
      qualifications: polizza.qualifications,
      current_subtype: polizza.current_subtype,
      validity_months: 12,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const folder = await db
    .insertInto('certification_folders')
    .values({
      organization_id: gateway.seed.organizations.studioRossi,
      supplier_id: gateway.seed.suppliers.idraulicaBianchi,
      folder_type_id: type.id,
      subtype: polizza.current_subtype,
      status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return folder.id;
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
    error?: { field: string; message: string }[];
  };
  return { status: response.status, body };
}

async function stored(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('certification_folders')
    .select(['status', 'form_data', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('folders of kind FORM (DECISIONS.md "Qualification folder forms")', () => {
  it('3: Paolo submits the form with no document; the folder is under review with the form stored, which Giulia reads; the history row names the form', async () => {
    const id = await newFormFolder();
    const before = await detail(paolo, id);
    expect(before.formData).toBeNull();

    const submitted = await step(
      paolo,
      id,
      { type: 'SUBMIT', expiresOn: EXPIRY, form: FORM },
      before.updatedAt,
    );

    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 1, expiresOn: EXPIRY });
    const expected = {
      legalRepresentative: 'Paolo Bianchi',
      durcValidUntil: `${NEXT_YEAR}-03-31`,
      insurance: 'Assicurazioni Torre, polizza n. RC-118',
      employeeCount: 12,
      safetyManager: null,
      notes: null,
      truthfulness: true,
    };
    expect((await detail(giulia, id)).formData).toEqual(expected);
    const history = await call(giulia, 'GET', `folders/${String(id)}/history`);
    const entries = (
      (await history.json()) as {
        data: { action: string; changes: { field: string; label: string }[] }[];
      }
    ).data;
    expect(entries[0]?.action).toBe('SUBMIT');
    expect(entries[0]?.changes.map((change) => change.label)).toContain('Modulo');
  });

  it('2: an incomplete form is 400 on form and on each field (form.<field>), and writes nothing', async () => {
    const id = await newFormFolder();
    const before = await detail(paolo, id);
    const was = await stored(id);

    const refused = await step(
      paolo,
      id,
      {
        type: 'SUBMIT',
        expiresOn: EXPIRY,
        form: { ...FORM, legalRepresentative: '  ', employeeCount: '-1', truthfulness: false },
      },
      before.updatedAt,
    );

    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(
      expect.arrayContaining([
        { field: 'form', message: 'Completa il modulo prima di inviare la cartella' },
        {
          field: 'form.legalRepresentative',
          message: 'Compila il campo «Legale rappresentante»',
        },
        {
          field: 'form.employeeCount',
          message: '«Numero di dipendenti» deve essere un numero intero da 0 a 100000',
        },
        { field: 'form.truthfulness', message: 'Conferma che i dati indicati sono veritieri' },
      ]),
    );
    expect(await stored(id)).toEqual(was);
  });

  it('3: Giulia sends it back with a reason, Paolo corrects and submits again, Giulia approves', async () => {
    const id = await newFormFolder();
    const first = await step(
      paolo,
      id,
      { type: 'SUBMIT', expiresOn: EXPIRY, form: FORM },
      (await detail(paolo, id)).updatedAt,
    );
    const back = await step(
      giulia,
      id,
      { type: 'SEND_BACK', reason: 'Il numero di polizza è incompleto' },
      first.body.data?.updatedAt,
    );
    expect(back.body.data?.status).toBe(3);

    const again = await step(
      paolo,
      id,
      { type: 'SUBMIT', expiresOn: EXPIRY, form: { ...FORM, insurance: 'Torre, RC-2026-118' } },
      back.body.data?.updatedAt,
    );
    const approved = await step(giulia, id, { type: 'APPROVE' }, again.body.data?.updatedAt);

    expect(approved.status).toBe(200);
    expect(approved.body.data?.status).toBe(2);
    expect((await stored(id)).form_data).toMatchObject({ insurance: 'Torre, RC-2026-118' });
  });

  it('who: Giulia cannot submit the supplier’s form (403), Sara (another organisation) does not find it (404); nothing written', async () => {
    const id = await newFormFolder();
    const version = (await detail(paolo, id)).updatedAt;
    const was = await stored(id);

    const byOrganisation = await step(
      giulia,
      id,
      { type: 'SUBMIT', expiresOn: EXPIRY, form: FORM },
      version,
    );
    const byStranger = await step(
      sara,
      id,
      { type: 'SUBMIT', expiresOn: EXPIRY, form: FORM },
      version,
    );

    expect(byOrganisation).toMatchObject({
      status: 403,
      body: { message: 'Questa azione spetta al fornitore' },
    });
    expect(byStranger.status).toBe(404);
    expect(await stored(id)).toEqual(was);
  });
});
