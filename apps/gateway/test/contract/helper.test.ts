/**
 * Contract tests of the help pages (002 §2.4, §7.2): the real api-client against a test
 * gateway with the demo seed, signed in through the stand-in login.
 */
import type { createApiClient } from '@portineria/api-client';
import { ApiError } from '@portineria/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  gateway = await startTestGateway();
  client = await clientFor(gateway, 'luca', 'ORG');
});

afterAll(async () => {
  await gateway?.close();
});

describe('GET helper/{id}', () => {
  it('answers the page body export view as HTML', async () => {
    const page = await client.helper.getPage('000');
    expect(page).toMatchObject({
      id: expect.any(Number),
      key: '000',
      title: 'Guida di Portineria',
    });
    expect(page.body).toContain('<h1>Benvenuto nella guida</h1>');
    expect(page.body).toContain('<ul><li><strong>Operatività</strong>:');
  });

  it("answers the page of the current path's application when asked with ?path=", async () => {
    const page = await client.helper.getPage('000', { path: '/ORG/OPR/orders/service/mod/12' });
    expect(page.key).toBe('/ORG/OPR/orders');
    expect(page.body).toContain('<h1>Ordini di servizio e contratti</h1>');
  });

  it("002 §2.4 'Potrebbero anche interessarti': the page carries the related pages of the same area and role, not itself", async () => {
    const page = await client.helper.getPage('000', { path: '/ORG/OPR/orders/service' });
    const keys = page.related.map((related) => related.key);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.length).toBeLessThanOrEqual(5);
    expect(keys).not.toContain('/ORG/OPR/orders');
    expect(keys[0]).toMatch(/^\/ORG\/OPR\//);
    for (const key of keys) expect(key === '000' || key.startsWith('/ORG/')).toBe(true);
    for (const related of page.related) expect(related.title).not.toBe('');
  });

  it('escapes any markup stored in a page: only the renderer adds tags', async () => {
    await sql`insert into helper_pages (page_key, title, body)
      values ('prova-xss', 'Prova', ${'# Titolo <img src=x onerror=alert(1)>\n\n<script>alert(1)</script> **ok**'})`.execute(
      gateway.gateway.deps.db,
    );
    const html = (await client.helper.getPage('prova-xss')).body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <strong>ok</strong>');
  });

  it("answers a missing page with 404 and 'Helper non disponibile per questa sezione'", async () => {
    const error = await client.helper.getPage('non-esiste').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Helper non disponibile per questa sezione',
    });
  });
});
