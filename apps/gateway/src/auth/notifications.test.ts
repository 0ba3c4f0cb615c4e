/**
 * The notifications page the app embeds (brief: "the page posts only to the configured app
 * origin"): server-rendered, escaped list; a separate script under a CSP without inline script;
 * the script itself run in a sandbox with a fake DOM, fetch and WebSocket.
 */
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signIn, signInAs, startTestGateway } from '../../test/support/gateway.ts';
import type { TestGateway } from '../../test/support/gateway.ts';
import { buildApp } from '../app.ts';
import { NOTIFICATIONS_JS } from './assets.ts';

let gateway: TestGateway;
let url = '';

beforeAll(async () => {
  gateway = await startTestGateway();
  url = gateway.url;
});
afterAll(() => gateway.close());

describe('GET /auth/notifications', () => {
  it('asks a signed-out visitor to log in (401), with a link that leaves the iframe', async () => {
    const response = await fetch(`${url}/auth/notifications`);
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Accesso richiesto per vedere le notifiche.');
    expect(html).toContain('href="/auth/login" target="_top"');
  });

  it('lists the profile’s notifications escaped, frameable only by the app, with the script as a file', async () => {
    const maria = gateway.seed.accounts.maria;
    const profile = maria.profiles[0];
    if (!profile) throw new Error('Maria has no profile');
    await sql`
      insert into notifications (profile_id, message_id, notification_type, title, body)
      values (${profile.profileId}, ${'test-xss-1'}, ${'NOTICE_NEW'}, ${'<img src=x onerror=alert(1)>Avviso'}, ${'Riunione <b>giovedì</b>'})`.execute(
      gateway.gateway.deps.db,
    );
    const { cookie } = await signIn(url, maria.email);
    const response = await fetch(
      `${url}/auth/notifications?profile=${encodeURIComponent(profile.uid)}`,
      {
        headers: { cookie },
      },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Avviso');
    expect(html).toContain('Riunione &lt;b&gt;giovedì&lt;/b&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`data-app-origin="${url}"`);
    expect(html).toContain(`data-profile="${profile.uid}"`);
    expect(html).toContain('<script src="/auth/assets/notifications.js" defer></script>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const script = await fetch(`${url}/auth/assets/notifications.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe(NOTIFICATIONS_JS);
  });

  it('refuses a profile of another user (403)', async () => {
    const { cookie } = await signIn(url, gateway.seed.accounts.marco.email);
    const foreign = gateway.seed.accounts.maria.profiles[0]?.uid ?? '';
    const response = await fetch(
      `${url}/auth/notifications?profile=${encodeURIComponent(foreign)}`,
      {
        headers: { cookie },
      },
    );
    expect(response.status).toBe(403);
  });

  it('names the configured app origin (and only it) as target and frame ancestor', async () => {
    const deps = gateway.gateway.deps;
    const app = buildApp(
      { ...deps, config: { ...deps.config, appOrigin: 'https://app.portineria.example' } },
      gateway.gateway.database.kind,
      gateway.gateway.database.ping,
      { started: () => undefined, finished: () => undefined },
    );
    const { cookie } = await signIn(url, gateway.seed.accounts.maria.email);
    const response = await app.request('http://gateway.example/auth/notifications', {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-app-origin="https://app.portineria.example"');
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://app.portineria.example",
    );
  });
});

describe('the page’s realtime protocol against the real server', () => {
  it('cookie → POST /auth/token → socket auth → subscribe notifications → a new notification arrives', async () => {
    const maria = await signInAs(url, gateway.seed.accounts.maria.email, 'USR');
    const token = (await (
      await fetch(`${url}/auth/token`, {
        method: 'POST',
        headers: { cookie: maria.cookie, origin: url },
      })
    ).json()) as { token: string };
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/v2/realtime`, { origin: url });
    const frames: { type: string; channel?: string; payload?: { title?: string } }[] = [];
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as (typeof frames)[number];
      frames.push(frame);
      if (frame.type === 'authenticated') {
        socket.send(JSON.stringify({ type: 'subscribe', channel: 'notifications' }));
      }
    });
    await new Promise((resolveOpen) => socket.once('open', resolveOpen));
    socket.send(JSON.stringify({ type: 'auth', token: token.token, profile: maria.profileUid }));
    await expect
      .poll(() => frames.some((frame) => frame.type === 'subscribed'), { timeout: 10_000 })
      .toBe(true);
    const created = await fetch(`${url}/api/v2/notifications`, {
      method: 'POST',
      headers: maria.headers,
      body: JSON.stringify({
        notificationType: 'NOTICE_NEW',
        entityIDs: [],
        title: 'Avviso in tempo reale',
      }),
    });
    expect(created.status).toBe(201);
    await expect
      .poll(() => frames.find((frame) => frame.type === 'event')?.payload?.title, {
        timeout: 10_000,
      })
      .toBe('Avviso in tempo reale');
    expect(frames.find((frame) => frame.type === 'event')?.channel).toBe('notifications');
    socket.close();
  });
});

describe('notifications.js', () => {
  interface FakeElement {
    attributes: Record<string, string>;
    children: FakeElement[];
    textContent: string;
    className: string;
    hidden: boolean;
    getAttribute(name: string): string | null;
    setAttribute(name: string, value: string): void;
    appendChild(child: FakeElement): void;
    insertBefore(child: FakeElement, before: FakeElement | null): void;
    readonly firstChild: FakeElement | null;
  }

  function element(attributes: Record<string, string> = {}): FakeElement {
    const node: FakeElement = {
      attributes,
      children: [],
      textContent: '',
      className: '',
      hidden: false,
      getAttribute: (name) => node.attributes[name] ?? null,
      setAttribute: (name, value) => {
        node.attributes[name] = value;
      },
      appendChild: (child) => {
        node.children.push(child);
      },
      insertBefore: (child) => {
        node.children.unshift(child);
      },
      get firstChild() {
        return node.children[0] ?? null;
      },
    };
    return node;
  }

  it('gets the token by POST, authenticates the socket, subscribes, renders as text and posts to the app origin only', async () => {
    const root = element({
      'data-app-origin': 'https://app.example',
      'data-profile': 'portineria:usr:9',
    });
    const list = element();
    const empty = element();
    const byId: Record<string, FakeElement> = {
      notifications: root,
      'notification-list': list,
      'notification-empty': empty,
    };
    const sent: string[] = [];
    const posted: { message: unknown; origin: string }[] = [];
    const fetchCalls: { url: string; init: Record<string, unknown> }[] = [];
    const listeners: Record<string, ((event: { data?: string }) => void)[]> = {};
    let socketUrl = '';
    class FakeWebSocket {
      constructor(target: string) {
        socketUrl = target;
        queueMicrotask(() => listeners.open?.forEach((listener) => listener({})));
      }
      addEventListener(type: string, listener: (event: { data?: string }) => void) {
        (listeners[type] ??= []).push(listener);
      }
      send(data: string) {
        sent.push(data);
      }
    }
    const parent = {
      postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
    };
    const window = { parent, location: { protocol: 'https:', host: 'gateway.example' } };
    runInNewContext(NOTIFICATIONS_JS, {
      document: {
        getElementById: (id: string) => byId[id] ?? null,
        createElement: () => element(),
      },
      window,
      fetch: (target: string, init: Record<string, unknown>) => {
        fetchCalls.push({ url: target, init });
        return Promise.resolve({ ok: true, json: () => Promise.resolve({ token: 'jwt-token' }) });
      },
      WebSocket: FakeWebSocket,
      setTimeout,
      JSON,
      String,
      Math,
    });
    await new Promise((resolveLater) => setTimeout(resolveLater, 20));
    expect(fetchCalls).toEqual([
      {
        url: '/auth/token',
        init: {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        },
      },
    ]);
    expect(socketUrl).toBe('wss://gateway.example/api/v2/realtime');
    expect(socketUrl).not.toContain('jwt-token');
    expect(sent.map((frame) => JSON.parse(frame))).toEqual([
      { type: 'auth', token: 'jwt-token', profile: 'portineria:usr:9' },
    ]);
    listeners.message?.forEach((listener) =>
      listener({ data: JSON.stringify({ type: 'authenticated' }) }),
    );
    expect(JSON.parse(sent[1] ?? '{}')).toEqual({ type: 'subscribe', channel: 'notifications' });
    const notification = {
      id: 5,
      title: '<b>Nuovo avviso</b>',
      body: 'Assemblea',
      status: 'unread',
    };
    listeners.message?.forEach((listener) =>
      listener({
        data: JSON.stringify({ type: 'event', channel: 'notifications', payload: notification }),
      }),
    );
    listeners.message?.forEach((listener) =>
      listener({ data: JSON.stringify({ type: 'event', channel: 'chat:1', payload: { id: 6 } }) }),
    );
    expect(posted).toEqual([{ message: notification, origin: 'https://app.example' }]);
    expect(list.children).toHaveLength(1);
    expect(list.children[0]?.children[0]?.textContent).toBe('<b>Nuovo avviso</b>');
    expect(empty.hidden).toBe(true);
  });
});
