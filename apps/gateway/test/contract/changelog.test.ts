/**
 * Contract tests of the changelog (002 §2.5, §7.3): the real api-client against a test
 * gateway with the demo seed, signed in through the stand-in login.
 */
import { ApiError, createApiClient } from '@portineria/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { actingClientFor } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

async function actingFor(
  account: DemoAccountKey,
  roleType: 'ORG' | 'SPL' | 'USR' | 'SYS',
): Promise<{ acting: ActingAs; client: ReturnType<typeof createApiClient> }> {
  return actingClientFor(gateway, account, roleType);
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('GET changelog/web', () => {
  it('answers the entries as one markdown document in data, newest first', async () => {
    const { client } = await actingFor('giulia', 'ORG');
    const markdown = await client.changelog.getWeb();
    const { rows } = await sql<{ version: string; title: string }>`select version, title
      from changelog_entries where channel = 'web' order by published_at desc`.execute(
      gateway.gateway.deps.db,
    );
    expect(rows.length).toBeGreaterThan(1);
    const positions = rows.map((row) => markdown.indexOf(`## ${row.version} — ${row.title}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The entries' own headings move one level down, under the entry heading.
    expect(markdown).toContain('### Novità');
    expect(markdown).not.toMatch(/^## Novità/m);
  });

  it('may be cached for 60 seconds, privately', async () => {
    const { acting } = await actingFor('paolo', 'SPL');
    const response = await fetch(`${gateway.url}/api/v2/changelog/web`, {
      headers: { ...acting.headers, accept: 'text/markdown' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('answers an unknown channel with 404 NOT_FOUND', async () => {
    const { client } = await actingFor('maria', 'USR');
    const error = await client.http
      .request({ method: 'GET', path: 'changelog/mobile', accept: 'text/markdown' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('needs a token like every call (401 TOKEN_MISSING)', async () => {
    const client = createApiClient({
      baseUrl: gateway.url,
      getToken: () => null,
      getProfileId: () => null,
    });
    const error = await client.changelog.getWeb().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as ApiError).code).toBe('TOKEN_MISSING');
  });
});
