/**
 * The public building page (000 §2 Route forms: /buildings/{idBuilding}, also /buildings.html?id=):
 * server-rendered HTML anyone may open without signing in, with the building, its administrator's
 * office and contacts, the doorkeeper's hours and the notices in force; no resident's data; the
 * same 404 for a private, disabled or unknown building; every stored string escaped.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${gateway.url}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The page's visible text: tags removed, entities of the escaper decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the public building page (000 §2 Route forms)', () => {
  it('000 §2: without signing in, /buildings/{id} shows the building, its administrator, the doorkeeper’s hours and the notices in force', async () => {
    const { status, html, headers } = await page(`/buildings/${gateway.seed.buildings.manzoni}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    const text = textOf(html);
    expect(html).toContain('<h1>Condominio Via Manzoni 12</h1>');
    expect(text).toContain('Via Alessandro Manzoni 12, 20121 Milano (MI)');
    expect(text).toContain('Amministrazione');
    expect(text).toContain('Studio Rossi Amministrazioni');
    expect(text).toContain('Via Dante 14, 20121 Milano (MI)');
    expect(text).toContain('info@studiorossi.example');
    expect(text).toContain('02 8645 2210');
    expect(text).toContain('Orari del portiere');
    expect(text).toContain('Dal lunedì al sabato, 7:30–12:30 e 15:00–19:00');
    expect(text).toContain('Interruzione dell’acqua calda');
    // Expired and draft notices are not public.
    expect(text).not.toContain('Disinfestazione dei locali comuni');
    expect(text).not.toContain('Lavori di rifacimento del tetto');
    // Indexable: a title and a description of the building.
    expect(html).toContain('<title>Condominio Via Manzoni 12 — Portineria</title>');
    expect(html).toMatch(/<meta name="description" content="Condominio Via Manzoni 12, [^"]+">/);
  });

  it('000 §2: /buildings.html?id= shows the same page', async () => {
    const id = gateway.seed.buildings.manzoni;
    const [byPath, byQuery] = await Promise.all([
      page(`/buildings/${id}`),
      page(`/buildings.html?id=${id}`),
    ]);
    expect(byQuery.status).toBe(200);
    expect(byQuery.html).toBe(byPath.html);
  });

  it('000 §2: the page carries no personal data of residents, owners or the doorkeeper, nor the office’s tax code', async () => {
    // The office's own name ('Studio Rossi Amministrazioni di Giulia Rossi') is the administrator's
    // public business name, which a building shows at its door; nobody else's name appears.
    const { html } = await page(`/buildings/${gateway.seed.buildings.manzoni}`);
    for (const personal of [
      'Maria',
      'Verdi',
      'maria.verdi@posta.example',
      'VRDMRA70A41F205K',
      '348 221 9087',
      'Colombo',
      'Galli',
      'De Luca',
      '320 445 6677',
      'Farmacia Manzoni',
      'Inquilina',
      'RSSGLI78C45F205X',
      '347 112 3344',
    ]) {
      expect(html, personal).not.toContain(personal);
    }
  });

  it('000 §2: a private building, a disabled one, the buildingless users’ container and an unknown or malformed id all get the same 404', async () => {
    const { buildings } = gateway.seed;
    const answers = await Promise.all(
      [
        `/buildings/${buildings.villaVerdi}`,
        `/buildings/${buildings.padova}`,
        `/buildings/${buildings.buildinglessContainer}`,
        `/buildings.html?id=${buildings.casaFerri}`,
        '/buildings/999999',
        '/buildings/12abc',
        '/buildings/-1',
        '/buildings.html',
        '/buildings.html?id=1%20or%201=1',
      ].map(page),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('Pagina non trovata');
      expect(answer.html).toContain('<meta name="robots" content="noindex">');
    }
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
  });

  it('000 §2: a building whose organisation has not the public page module has no public page', async () => {
    const db = gateway.gateway.deps.db;
    const id = gateway.seed.buildings.mimose;
    expect((await page(`/buildings/${id}`)).status).toBe(200);
    await sql`update organizations set modules = modules || '{"modulePaginaPubblica": false}'::jsonb
      where id = (select organization_id from buildings where id = ${id})`.execute(db);
    try {
      expect((await page(`/buildings/${id}`)).status).toBe(404);
    } finally {
      await sql`update organizations set modules = modules || '{"modulePaginaPubblica": true}'::jsonb
        where id = (select organization_id from buildings where id = ${id})`.execute(db);
    }
  });

  it('000 §2: every stored string is escaped: markup in a name, an address, the hours or a notice stays text', async () => {
    const db = gateway.gateway.deps.db;
    const id = gateway.seed.buildings.buenosAires;
    const attack = `<script>alert("x")</script><img src=x onerror=alert(1)>'&`;
    await sql`update buildings set name = ${`Condominio ${attack}`}, street = ${attack},
      doorkeeper_hours = ${attack} where id = ${id}`.execute(db);
    await sql`update notices set title = ${attack}, body = ${attack} where building_id = ${id}`.execute(
      db,
    );
    const { status, html, headers } = await page(`/buildings/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    // The gateway pages' CSP: no inline script or style may run even if one slipped through.
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
