/**
 * The gateway's fetch of a link preview against a page this test serves on 127.0.0.1, reachable
 * only through the test-only allow-list (DECISIONS.md "Link previews of chat messages").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_PNG, startPreviewSite } from '../../test/support/previewSite.ts';
import type { PreviewSite } from '../../test/support/previewSite.ts';
import { fetchLinkPreview } from './fetchLinkPreview.ts';

let site: PreviewSite;

beforeAll(async () => {
  site = await startPreviewSite();
});

afterAll(async () => {
  await site?.close();
});

const allowed = () => ({ allowedOrigins: [site.origin] });

describe('fetchLinkPreview', () => {
  it('DECISIONS.md "Link previews of chat messages": a page of an allowed origin gives its title, description and logo inline, as plain text', async () => {
    const outcome = await fetchLinkPreview(`${site.origin}/pagina`, allowed());

    expect(outcome).toEqual({
      ok: true,
      url: `${site.origin}/pagina`,
      title: 'Bacheca alert(2)',
      description: 'Avviso per i condòmini',
      logo: `data:image/png;base64,${LOGO_PNG.toString('base64')}`,
    });
  });

  it('DECISIONS.md "Link previews of chat messages": loopback is refused without the allow-list', async () => {
    expect(await fetchLinkPreview(`${site.origin}/pagina`)).toEqual({ ok: false, reason: 'port' });
    // On port 80 the address check is what refuses it.
    expect(await fetchLinkPreview('http://127.0.0.1/pagina')).toEqual({
      ok: false,
      reason: 'address',
    });
  });

  it.each([
    ['http://10.0.0.1/', 'address'],
    ['http://10.20.30.40:443/', 'address'],
    ['http://192.168.1.1/', 'address'],
    ['http://172.16.5.4/', 'address'],
    ['http://169.254.169.254/latest/meta-data/', 'address'],
    ['http://100.64.0.1/', 'address'],
    ['http://[::1]/', 'address'],
    ['http://[fd00::1]/', 'address'],
    ['http://[::ffff:127.0.0.1]/', 'address'],
    ['http://0.0.0.0/', 'address'],
    ['ftp://example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['http://example.com:8080/', 'port'],
    ['http://utente:segreto@example.com/', 'credentials'],
  ] as const)(
    'DECISIONS.md "Link previews of chat messages": %s is refused (%s) before any connection',
    async (link, reason) => {
      expect(await fetchLinkPreview(link)).toEqual({ ok: false, reason });
    },
  );

  it('DECISIONS.md "Link previews of chat messages": a name is refused when any address it resolves to is private', async () => {
    const outcome = await fetchLinkPreview('http://intranet.example/', {
      lookup: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    });

    expect(outcome).toEqual({ ok: false, reason: 'address' });
  });

  it('DECISIONS.md "Link previews of chat messages": the connection goes to the checked address, never to a second resolution', async () => {
    const port = new URL(site.origin).port;
    let lookups = 0;
    // 'anteprima.test' is unknown to the system's resolver: the page can only be read if the
    // connection uses the address this lookup gave, once.
    const outcome = await fetchLinkPreview(`http://anteprima.test:${port}/pagina`, {
      allowedOrigins: [`http://anteprima.test:${port}`],
      lookup: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });

    expect(outcome.ok).toBe(true);
    // The page and its logo: one lookup each, none by the socket.
    expect(lookups).toBe(2);
  });

  it('DECISIONS.md "Link previews of chat messages": a redirect from an allowed host to a private one is refused', async () => {
    expect(await fetchLinkPreview(`${site.origin}/verso-privato`, allowed())).toEqual({
      ok: false,
      reason: 'address',
    });
    expect(await fetchLinkPreview(`${site.origin}/verso-metadati`, allowed())).toEqual({
      ok: false,
      reason: 'address',
    });
  });

  it('DECISIONS.md "Link previews of chat messages": at most 3 redirects are followed', async () => {
    expect((await fetchLinkPreview(`${site.origin}/tre-salti`, allowed())).ok).toBe(true);
    expect(await fetchLinkPreview(`${site.origin}/anello`, allowed())).toEqual({
      ok: false,
      reason: 'redirects',
    });
  });

  it('DECISIONS.md "Link previews of chat messages": an answer that is not HTML is not previewed', async () => {
    expect(await fetchLinkPreview(`${site.origin}/dati.json`, allowed())).toEqual({
      ok: false,
      reason: 'content-type',
    });
  });

  it('DECISIONS.md "Link previews of chat messages": a page over 1 MB is not read past the limit', async () => {
    expect(await fetchLinkPreview(`${site.origin}/grande`, allowed())).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('DECISIONS.md "Link previews of chat messages": a server slower than the time limit is given up', async () => {
    // The limit is 5 s; the test shortens it rather than wait.
    const started = Date.now();

    const outcome = await fetchLinkPreview(`${site.origin}/lenta`, {
      ...allowed(),
      timeoutMs: 200,
    });

    expect(outcome).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('DECISIONS.md "Link previews of chat messages": an answer other than 2xx is not previewed', async () => {
    expect(await fetchLinkPreview(`${site.origin}/manca`, allowed())).toEqual({
      ok: false,
      reason: 'status',
    });
  });
});
