/**
 * Contract: the link preview of a chat message (002 §3.6 `external`; DECISIONS.md "Link previews
 * of chat messages") through the api-client against a running gateway, which fetches a page this
 * test serves on 127.0.0.1 — reachable only because the test's gateway lists it in the test-only
 * allow-list. Members only (404 otherwise, nothing fetched); the preview is cached by link; a
 * member's fetches are limited (429), cached previews not counted.
 */
import { LINK_PREVIEW_LIMITS } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingClientFor, rejection } from '../support/contract.ts';
import type { ActingClient } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { LOGO_ICO, LOGO_PNG, LOGO_SVG, startPreviewSite } from '../support/previewSite.ts';
import type { PreviewSite } from '../support/previewSite.ts';

let site: PreviewSite;
let gateway: TestGateway;
/** How far the gateway's clock runs ahead of this process's: the fetch window is a minute long. */
let clockAheadMs = 0;
const gatewayNow = () => Date.now() + clockAheadMs;
let chatId: number;
let giulia: ActingClient;

beforeAll(async () => {
  site = await startPreviewSite();
  gateway = await startTestGateway({
    // The slow routes never answer, so any limit ends them; 2 s leaves the other fetches (a page,
    // then its logo through 3 redirects) room on a loaded machine, where 300 ms cut the logo once.
    linkPreview: { allowedOrigins: [site.origin], timeoutMs: 2_000 },
    now: () => new Date(gatewayNow()),
  });
  chatId = gateway.seed.tenants.studioRossi.chatId;
  giulia = await actingClientFor(gateway, 'giulia', 'ORG');
});

afterAll(async () => {
  await gateway?.close();
  await site?.close();
});

/** Posts a message as `caller` (in the Manzoni chat unless told) and answers its id. */
async function post(caller: ActingClient, text: string, chat: number = chatId): Promise<string> {
  const answer = (await caller.client.http.request({
    method: 'POST',
    path: `proxy/chats/${chat}/messages`,
    body: { _user: String(caller.acting.user.id), timestamp: Date.now(), message: text },
  })) as { data: { idMessage: string } };
  return answer.data.idMessage;
}

describe('GET proxy/chats/{id}/messages/{idMessage}/preview', () => {
  it('DECISIONS.md "Link previews of chat messages": a hostile page\'s title and description come back as plain text, its logo inline', async () => {
    const idMessage = await post(giulia, `Leggete qui: ${site.origin}/pagina.`);

    const preview = await giulia.client.chats.getLinkPreview(chatId, idMessage);

    expect(preview).toEqual({
      valid: true,
      url: `${site.origin}/pagina`,
      title: 'Bacheca alert(2)',
      description: 'Avviso per i condòmini',
      logo: `data:image/png;base64,${LOGO_PNG.toString('base64')}`,
    });
  });

  it('DECISIONS.md "Link previews of chat messages": the preview is cached by link — a second message with the same link fetches nothing', async () => {
    const link = `${site.origin}/tre-salti`;
    const first = await post(giulia, `Primo ${link}`);
    const second = await post(giulia, `Secondo ${link}`);

    const before = site.hits.get('/tre-salti') ?? 0;
    const one = await giulia.client.chats.getLinkPreview(chatId, first);
    const two = await giulia.client.chats.getLinkPreview(chatId, second);

    expect(one).toEqual(two);
    expect(one.valid).toBe(true);
    expect((site.hits.get('/tre-salti') ?? 0) - before).toBe(1);
  });

  it.each([
    ['http://localhost:{port}/pagina', 'loopback without the allow-list'],
    ['http://10.0.0.1/', '10.x'],
    ['http://192.168.1.1/', '192.168.x'],
    ['http://169.254.169.254/latest/meta-data/', 'the metadata address'],
    ['http://[::1]/', '[::1]'],
    ['{origin}/verso-privato', 'a redirect from an allowed host to a private one'],
    ['{origin}/dati.json', 'an answer that is not HTML'],
    ['{origin}/grande', 'a body over 1 MB'],
    ['{origin}/lenta', 'a server slower than the time limit'],
  ])(
    'DECISIONS.md "Link previews of chat messages": %s (%s) gives no preview',
    async (template, _kind) => {
      const link = template
        .replace('{origin}', site.origin)
        .replace('{port}', new URL(site.origin).port);
      const idMessage = await post(giulia, `Link: ${link}`);

      const preview = await giulia.client.chats.getLinkPreview(chatId, idMessage);

      expect(preview).toEqual({
        valid: false,
        url: link,
        title: null,
        logo: null,
        description: null,
      });
    },
  );

  it('DECISIONS.md "Link previews of chat messages": a message without a link has no preview', async () => {
    const idMessage = await post(giulia, 'Nessun collegamento in questo messaggio');

    expect(await giulia.client.chats.getLinkPreview(chatId, idMessage)).toEqual({
      valid: false,
      url: null,
      title: null,
      logo: null,
      description: null,
    });
  });

  it('DECISIONS.md "Link previews of chat messages": a caller who is not a member of the chat gets 404 and the page is not fetched', async () => {
    const anna = await actingClientFor(gateway, 'anna', 'SPL');
    const idMessage = await post(giulia, `Solo membri: ${site.origin}/pagina?membri`);

    const failure = await rejection(anna.client.chats.getLinkPreview(chatId, idMessage));

    expect(failure.status).toBe(404);
    expect(site.hits.get('/pagina?membri')).toBeUndefined();
  });

  it('DECISIONS.md "Link previews of chat messages": a message of another chat, or none, answers 404', async () => {
    const failure = await rejection(
      giulia.client.chats.getLinkPreview(chatId, '00000000-0000-0000-0000-000000000000'),
    );

    expect(failure.status).toBe(404);
  });
});

describe('the logo of a preview (DECISIONS.md "Link preview logos: icons and SVG")', () => {
  it.each([
    ['/con-favicon', 'a favicon.ico served as image/vnd.microsoft.icon'],
    ['/con-x-icon', 'an icon served as image/x-icon'],
  ])('%s: %s comes back inline as image/x-icon', async (path) => {
    const idMessage = await post(giulia, `Icona: ${site.origin}${path}`);

    const preview = await giulia.client.chats.getLinkPreview(chatId, idMessage);

    expect(preview).toMatchObject({ valid: true, title: 'Con logo' });
    expect(preview.logo).toBe(`data:image/x-icon;base64,${LOGO_ICO.toString('base64')}`);
  });

  it('an inert SVG comes back only as a data: address inside the JSON answer, which is never a document a browser would run', async () => {
    const idMessage = await post(giulia, `Logo vettoriale: ${site.origin}/con-svg`);

    const answer = await fetch(
      `${gateway.url}/api/v2/proxy/chats/${chatId}/messages/${idMessage}/preview`,
      { headers: giulia.acting.headers },
    );
    const { data } = (await answer.json()) as { data: { logo: string | null } };

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(data.logo).toBe(`data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`);
  });

  it.each([
    ['/con-svg-ostile', 'an SVG with a script and an event handler'],
    ['/con-logo-privato', 'a logo on a private address'],
    ['/con-logo-loopback', 'a logo on the loopback address by a name the allow-list lacks'],
    ['/con-logo-rediretto-privato', 'a logo redirected to a private address'],
    ['/con-logo-quattro-salti', 'a logo behind more than 3 redirects'],
    ['/con-logo-grande', 'a logo over 256 KB'],
    ['/con-logo-lento', 'a logo slower than the time limit'],
  ])('%s: %s is dropped, the page still previewed', async (path) => {
    const idMessage = await post(giulia, `Vedi ${site.origin}${path}`);

    const preview = await giulia.client.chats.getLinkPreview(chatId, idMessage);

    expect(preview).toEqual({
      valid: true,
      url: `${site.origin}${path}`,
      title: 'Con logo',
      description: null,
      logo: null,
    });
  });

  it('a logo behind 3 redirects, the most a fetch follows, is kept', async () => {
    const idMessage = await post(giulia, `Vedi ${site.origin}/con-logo-tre-salti`);

    const preview = await giulia.client.chats.getLinkPreview(chatId, idMessage);

    expect(preview.logo).toBe(
      `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`,
    );
    expect(site.hits.get('/logo-salto-1')).toBeGreaterThanOrEqual(1);
  });
});

/** Whole seconds a wait of `ms` is announced as (`Retry-After` rounds up, 1 at least). */
const announced = (ms: number) => Math.max(1, Math.ceil(ms / 1_000));

/** Asks for a preview without the api-client, to read the answer's headers. */
async function rawPreview(caller: ActingClient, chat: number, idMessage: string) {
  const answer = await fetch(
    `${gateway.url}/api/v2/proxy/chats/${chat}/messages/${idMessage}/preview`,
    { headers: caller.acting.headers },
  );
  const body = (await answer.json()) as { error?: { retryAfterSeconds?: number } };
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body };
}

describe('a member\'s preview fetches are limited (DECISIONS.md "Link previews: a member\'s fetches are limited")', () => {
  it('the 31st page a member makes the gateway fetch within a minute is 429 with the Italian reason and not fetched; a cached preview, and another member, are still answered', async () => {
    // Luca, a member of the Manzoni chat, fetches nothing in the other tests of this file.
    const luca = await actingClientFor(gateway, 'luca', 'ORG');
    const maria = await actingClientFor(gateway, 'maria', 'USR');
    const limit = LINK_PREVIEW_LIMITS.memberFetchesPerWindow;
    const run = Math.random().toString(36).slice(2, 8);
    const paths = Array.from({ length: limit + 1 }, (_, index) => `/avviso-${run}-${index}`);
    const messages: string[] = [];
    for (const path of paths) messages.push(await post(giulia, `Vedi ${site.origin}${path}`));

    for (const idMessage of messages.slice(0, limit)) {
      expect((await luca.client.chats.getLinkPreview(chatId, idMessage)).url).toContain(run);
    }
    const last = messages[limit] ?? '';
    const refused = await rejection(luca.client.chats.getLinkPreview(chatId, last));
    const cached = await luca.client.chats.getLinkPreview(chatId, messages[0] ?? '');
    const hitsBefore = paths.map((path) => site.hits.get(path) ?? 0);
    const other = await maria.client.chats.getLinkPreview(chatId, last);

    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.message).toMatch(
      /^Hai chiesto troppe anteprime di link in poco tempo: riprova tra \d+ secondi\.$/,
    );
    expect(refused.error).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(hitsBefore).toEqual([...Array.from({ length: limit }, () => 1), 0]);
    expect(cached.url).toBe(`${site.origin}${paths[0]}`);
    expect(other.url).toBe(`${site.origin}${paths[limit]}`);
    expect(site.hits.get(paths[limit] ?? '')).toBe(1);
  });

  it('the 429 says in Retry-After the seconds until the oldest fetch of the window leaves it — the same as its body, read by the api-client — and once it has left, one more page is fetched', async () => {
    // Sara, of the Conti chat, fetches nothing elsewhere in this file.
    const sara = await actingClientFor(gateway, 'sara', 'ORG');
    const conti = gateway.seed.tenants.contiGestioni.chatId;
    const { memberFetchesPerWindow: limit, memberFetchWindowMs: windowMs } = LINK_PREVIEW_LIMITS;
    const run = Math.random().toString(36).slice(2, 8);
    const paths = Array.from({ length: limit + 1 }, (_, index) => `/finestra-${run}-${index}`);
    const messages: string[] = [];
    for (const path of paths) messages.push(await post(sara, `Vedi ${site.origin}${path}`, conti));
    const sentFirst = gatewayNow();
    await sara.client.chats.getLinkPreview(conti, messages[0] ?? '');
    const receivedFirst = gatewayNow();
    for (const idMessage of messages.slice(1, limit)) {
      await sara.client.chats.getLinkPreview(conti, idMessage);
    }
    const extra = messages[limit] ?? '';

    // At once: nearly the whole window is left.
    const sentNow = gatewayNow();
    const now = await rawPreview(sara, conti, extra);
    const receivedNow = gatewayNow();
    const client = await rejection(sara.client.chats.getLinkPreview(conti, extra));
    // 45 s after the first fetch (the gateway's clock moved on): about 15 s are left.
    clockAheadMs += receivedFirst + 45_000 - gatewayNow();
    const sentLater = gatewayNow();
    const later = await rawPreview(sara, conti, extra);
    const receivedLater = gatewayNow();
    // Just after the first fetch left the window: one slot is free again.
    clockAheadMs += receivedFirst + windowMs + 1 - gatewayNow();
    const freed = await sara.client.chats.getLinkPreview(conti, extra);

    for (const [answer, sent, received] of [
      [now, sentNow, receivedNow],
      [later, sentLater, receivedLater],
    ] as const) {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      const seconds = Number(answer.retryAfter);
      expect(seconds).toBe(answer.body.error?.retryAfterSeconds);
      // The oldest fetch was taken between sentFirst and receivedFirst, the refusal between sent
      // and received: the wait announced lies between the two extremes.
      expect(seconds).toBeGreaterThanOrEqual(announced(sentFirst + windowMs - received));
      expect(seconds).toBeLessThanOrEqual(announced(receivedFirst + windowMs - sent));
    }
    expect(Number(later.retryAfter)).toBeLessThanOrEqual(16);
    expect(Number(now.retryAfter) - Number(later.retryAfter)).toBeGreaterThanOrEqual(40);
    expect(client.status).toBe(429);
    expect(client.retryAfterMs).toBe(
      (client.error as { retryAfterSeconds: number }).retryAfterSeconds * 1_000,
    );
    expect(freed.url).toBe(`${site.origin}${paths[limit]}`);
    expect(site.hits.get(paths[limit] ?? '')).toBe(1);
  });
});
