/**
 * The stand-in login service's supplier registration page (000 §2 "A supplier registration page
 * opens in a new window"): the login page links it in a new window; the form checks domain's
 * rules, keeps every value on a refusal, stores an accepted request and renders user text as text.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

function post(fields: Record<string, string>, origin: string = gateway.url) {
  return fetch(`${gateway.url}/auth/register-supplier`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function requests(vat: string) {
  const { rows } = await sql<{ name1: string; email: string; landline: string | null }>`
    select name1, email, landline from supplier_registrations where vat = ${vat}`.execute(
    gateway.gateway.deps.db,
  );
  return rows;
}

describe('000 §2: the supplier registration page', () => {
  it('the login page links it in a new window, without giving it a handle on the opener', async () => {
    const page = await (await fetch(`${gateway.url}/auth/login`)).text();
    const link = /<a href="\/auth\/register-supplier"[^>]*>/.exec(page)?.[0] ?? '';
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(page).toContain('Sei un fornitore? Richiedi la registrazione');
  });

  it('GET shows the form with its Italian labels, the required ones marked (*)', async () => {
    const response = await fetch(`${gateway.url}/auth/register-supplier`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Registrazione fornitore</h1>');
    for (const label of [
      'Ragione sociale (*)',
      'Partita IVA (*)',
      'Email (*)',
      'Telefono fisso<',
    ]) {
      expect(page).toContain(label);
    }
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('a valid request is stored and confirmed; the optional landline may be left out', async () => {
    const response = await post({
      name1: 'Idraulica Neri S.r.l.',
      vat: '09876543210',
      email: 'info@idraulicaneri.it',
      landline: '',
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('Richiesta di registrazione inviata');
    expect(await requests('09876543210')).toEqual([
      { name1: 'Idraulica Neri S.r.l.', email: 'info@idraulicaneri.it', landline: null },
    ]);
  });

  it('a refused request answers 400 with every value kept and each field’s Italian message, and stores nothing', async () => {
    const response = await post({
      name1: 'Edil <b>Verdi</b>',
      vat: '123',
      email: 'info@',
      landline: '02 555 1234',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Controlla i dati inseriti: la richiesta non è stata inviata.');
    expect(page).toContain('value="Edil &lt;b&gt;Verdi&lt;/b&gt;"');
    expect(page).not.toContain('<b>Verdi</b>');
    expect(page).toContain('value="02 555 1234"');
    expect(page).toMatch(/id="registration-vat"[^>]*aria-invalid="true"/);
    expect(page).toMatch(/id="registration-email"[^>]*aria-invalid="true"/);
    expect(page).not.toMatch(/id="registration-name1"[^>]*aria-invalid/);
    expect(await requests('123')).toEqual([]);
  });

  it('a post from another origin is refused and stores nothing', async () => {
    const response = await post(
      { name1: 'Altra S.r.l.', vat: '11111111111', email: 'a@b.it', landline: '' },
      'https://evil.example',
    );
    expect(response.status).toBe(403);
    expect(await requests('11111111111')).toEqual([]);
  });
});
