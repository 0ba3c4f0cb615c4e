/**
 * The Firebase RTDB adapter with the Firebase modules mocked by Vitest: the Firebase emulators
 * cannot run on this machine (they download their servers at run time), so a small in-memory
 * stand-in of the realtime database evaluates the adapter's queries (orderByChild, limitToLast,
 * endBefore, startAfter), its child-added listeners, push with the server timestamp and a
 * members-only read rule like ../database.rules.json's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../http/client.ts';

interface StoredMessage {
  _user: string;
  timestamp: number;
  message: string;
}
type Constraint =
  | { type: 'orderByChild'; name: string }
  | { type: 'limitToLast'; limit: number }
  | { type: 'endBefore'; value: number }
  | { type: 'startAfter'; value: number; key?: string };
interface FakeQuery {
  path: string;
  constraints: Constraint[];
}
interface Listener {
  query: FakeQuery;
  onAdded: (snapshot: unknown) => void;
  onError: (error: unknown) => void;
}

const SERVER_TIMESTAMP = { '.sv': 'timestamp' };

/** The stand-in database, shared by the mocked modules (hoisted with them). */
const fake = vi.hoisted(() => ({
  loaded: [] as string[],
  messages: new Map<string, Map<string, StoredMessage>>(),
  members: new Map<string, Set<string>>(),
  listeners: [] as Listener[],
  queries: [] as FakeQuery[],
  pushes: [] as { path: string; value: unknown }[],
  uidByToken: new Map<string, string>(),
  signIns: [] as string[],
  signOuts: 0,
  deletedApps: [] as string[],
  apps: [] as { name: string; options: unknown }[],
  auth: { currentUser: null as { uid: string } | null },
  now: 1_000_000,
  nextKey: 0,
}));

function chatOf(path: string): string {
  return path.split('/')[1] ?? '';
}

function allowed(path: string): boolean {
  const uid = fake.auth.currentUser?.uid;
  return uid !== undefined && (fake.members.get(chatOf(path))?.has(uid) ?? false);
}

function permissionDenied(path: string): Error {
  return Object.assign(
    new Error(
      `permission_denied at /${path}: Client doesn't have permission to access the desired data.`,
    ),
    {
      code: 'PERMISSION_DENIED',
    },
  );
}

/** The children a query selects, in timestamp order (key order on ties). */
function evaluate(query: FakeQuery): [string, StoredMessage][] {
  let children = [...(fake.messages.get(query.path)?.entries() ?? [])].sort(
    ([keyA, a], [keyB, b]) => a.timestamp - b.timestamp || (keyA < keyB ? -1 : 1),
  );
  for (const constraint of query.constraints) {
    if (constraint.type === 'startAfter') {
      children = children.filter(
        ([key, value]) =>
          value.timestamp > constraint.value ||
          (constraint.key !== undefined &&
            value.timestamp === constraint.value &&
            key > constraint.key),
      );
    }
    if (constraint.type === 'endBefore')
      children = children.filter(([, value]) => value.timestamp < constraint.value);
  }
  const limit = query.constraints.find((constraint) => constraint.type === 'limitToLast');
  return limit?.type === 'limitToLast' ? children.slice(-limit.limit) : children;
}

function childSnapshot(key: string, value: StoredMessage) {
  return { key, val: () => structuredClone(value) };
}

function listSnapshot(children: [string, StoredMessage][]) {
  return {
    key: null,
    val: () => Object.fromEntries(children),
    forEach(callback: (child: ReturnType<typeof childSnapshot>) => boolean | void) {
      for (const [key, value] of children)
        if (callback(childSnapshot(key, value)) === true) return true;
      return false;
    },
  };
}

vi.mock('firebase/app', () => {
  fake.loaded.push('firebase/app');
  return {
    getApps: () => fake.apps,
    initializeApp: (options: unknown, name: string) => {
      const app = { name, options };
      fake.apps.push(app);
      return app;
    },
    deleteApp: async (app: { name: string }) => {
      fake.deletedApps.push(app.name);
      fake.apps = fake.apps.filter((candidate) => candidate !== app);
    },
  };
});

vi.mock('firebase/auth', () => {
  fake.loaded.push('firebase/auth');
  return {
    getAuth: () => fake.auth,
    signInWithCustomToken: async (_auth: unknown, token: string) => {
      fake.signIns.push(token);
      const uid = fake.uidByToken.get(token);
      if (!uid)
        throw Object.assign(new Error('invalid custom token'), {
          code: 'auth/invalid-custom-token',
        });
      fake.auth.currentUser = { uid };
      return { user: fake.auth.currentUser };
    },
    signOut: async () => {
      fake.signOuts += 1;
      fake.auth.currentUser = null;
    },
  };
});

vi.mock('firebase/database', () => {
  fake.loaded.push('firebase/database');
  const query = (reference: FakeQuery, ...constraints: Constraint[]): FakeQuery => {
    const built = { path: reference.path, constraints: [...reference.constraints, ...constraints] };
    fake.queries.push(built);
    return built;
  };
  return {
    getDatabase: () => ({ kind: 'fake-database' }),
    ref: (_database: unknown, path: string): FakeQuery => ({ path, constraints: [] }),
    query,
    orderByChild: (name: string): Constraint => ({ type: 'orderByChild', name }),
    limitToLast: (limit: number): Constraint => ({ type: 'limitToLast', limit }),
    endBefore: (value: number): Constraint => ({ type: 'endBefore', value }),
    startAfter: (value: number, key?: string): Constraint =>
      key === undefined ? { type: 'startAfter', value } : { type: 'startAfter', value, key },
    serverTimestamp: () => SERVER_TIMESTAMP,
    async get(target: FakeQuery & { key?: string }) {
      if (target.key !== undefined) {
        const value = fake.messages.get(target.path)?.get(target.key);
        return value ? childSnapshot(target.key, value) : { key: target.key, val: () => null };
      }
      if (!allowed(target.path)) throw permissionDenied(target.path);
      return listSnapshot(evaluate(target));
    },
    onChildAdded(
      target: FakeQuery,
      onAdded: (snapshot: unknown) => void,
      onError: (error: unknown) => void,
    ) {
      if (!allowed(target.path)) {
        queueMicrotask(() => onError(permissionDenied(target.path)));
        return () => undefined;
      }
      const listener = { query: target, onAdded, onError };
      fake.listeners.push(listener);
      for (const [key, value] of evaluate(target)) onAdded(childSnapshot(key, value));
      return () => {
        fake.listeners = fake.listeners.filter((candidate) => candidate !== listener);
      };
    },
    push(reference: FakeQuery, value: StoredMessage) {
      if (!allowed(reference.path)) {
        const failed = Promise.reject(permissionDenied(reference.path));
        failed.catch(() => undefined);
        return Object.assign(failed, { path: reference.path, key: 'rejected', constraints: [] });
      }
      fake.nextKey += 1;
      const key = `-N${String(fake.nextKey).padStart(6, '0')}`;
      const stored = {
        ...value,
        timestamp: value.timestamp === (SERVER_TIMESTAMP as unknown) ? fake.now : value.timestamp,
      };
      fake.pushes.push({ path: reference.path, value });
      insert(reference.path, key, stored);
      const pushed = { path: reference.path, key, constraints: [] };
      return Object.assign(Promise.resolve(pushed), pushed);
    },
  };
});

/** Stores a child and fires the listeners whose query window it enters. */
function insert(path: string, key: string, value: StoredMessage): void {
  let children = fake.messages.get(path);
  if (!children) {
    children = new Map();
    fake.messages.set(path, children);
  }
  children.set(key, value);
  for (const listener of [...fake.listeners]) {
    if (listener.query.path !== path) continue;
    if (evaluate(listener.query).some(([candidate]) => candidate === key)) {
      listener.onAdded(childSnapshot(key, value));
    }
  }
}

function seedChat(chatId: string, count: number, members: string[]): void {
  fake.members.set(chatId, new Set(members));
  for (let index = 1; index <= count; index += 1) {
    insert(`chats/${chatId}/messages`, `-A${String(index).padStart(4, '0')}`, {
      _user: index % 2 === 0 ? 'u1' : 'u2',
      timestamp: index * 1000,
      message: `Messaggio ${index}`,
    });
  }
}

const customTokenCalls: string[] = [];

function httpFor(customToken: string) {
  return createHttpClient({
    baseUrl: 'http://gateway.example',
    getToken: () => 'bearer-jwt',
    getProfileId: () => 'portineria:org:11',
    fetch: async (input) => {
      customTokenCalls.push(String(input));
      return new Response(JSON.stringify({ data: { token: customToken } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

const firebaseConfig = {
  apiKey: 'chiave-demo',
  databaseURL: 'https://portineria-demo.europe-west1.firebasedatabase.app',
  projectId: 'portineria-demo',
};

beforeEach(() => {
  fake.messages.clear();
  fake.members.clear();
  fake.listeners = [];
  fake.queries = [];
  fake.pushes = [];
  fake.signIns = [];
  fake.signOuts = 0;
  fake.deletedApps = [];
  fake.apps = [];
  fake.auth.currentUser = null;
  fake.uidByToken = new Map([
    ['custom-u1', 'u1'],
    ['custom-u3', 'u3'],
  ]);
  fake.now = 1_000_000;
  customTokenCalls.length = 0;
  seedChat('c1', 30, ['u1', 'u2']);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function transportAs(customToken: string) {
  const { createFirebaseChatTransport } = await import('./firebaseChatTransport.ts');
  return createFirebaseChatTransport({ firebaseConfig, http: httpFor(customToken) });
}

describe('Firebase RTDB chat adapter (Firebase modules mocked: no emulator on this machine)', () => {
  // The first test transforms the adapter's modules: a cold start may take a few seconds.
  it('loads no Firebase code until a transport is created', { timeout: 30_000 }, async () => {
    await import('./index.ts');
    const loadedBefore = [...fake.loaded];

    await transportAs('custom-u1');

    expect(loadedBefore).toEqual([]);
    expect(fake.loaded.sort()).toEqual(['firebase/app', 'firebase/auth', 'firebase/database']);
  });

  it('signs in once with the custom token of GET users/auth/custom-tokens', async () => {
    const transport = await transportAs('custom-u1');

    await transport.loadLatest('c1');
    await transport.loadOlder('c1', 20_000);

    expect(customTokenCalls).toEqual(['http://gateway.example/api/v2/users/auth/custom-tokens']);
    expect(fake.signIns).toEqual(['custom-u1']);
  });

  it('002 §7.3 "ordered by timestamp, paged by limit-to-last": the first page is the newest 24, oldest first', async () => {
    const transport = await transportAs('custom-u1');

    const page = await transport.loadLatest('c1');

    expect(page).toHaveLength(24);
    expect(page[0]).toEqual({
      idMessage: '-A0007',
      _user: 'u2',
      timestamp: 7000,
      message: 'Messaggio 7',
    });
    expect(page.at(-1)?.message).toBe('Messaggio 30');
    expect(fake.queries.at(-1)).toEqual({
      path: 'chats/c1/messages',
      constraints: [
        { type: 'orderByChild', name: 'timestamp' },
        { type: 'limitToLast', limit: 24 },
      ],
    });
  });

  it('002 §9 "older pages 12": the 12 messages before the oldest shown, with endBefore', async () => {
    const transport = await transportAs('custom-u1');

    const older = await transport.loadOlder('c1', 7000);

    expect(older.map((message) => message.timestamp)).toEqual([1000, 2000, 3000, 4000, 5000, 6000]);
    expect(fake.queries.at(-1)?.constraints).toEqual([
      { type: 'orderByChild', name: 'timestamp' },
      { type: 'endBefore', value: 7000 },
      { type: 'limitToLast', limit: 12 },
    ]);
  });

  it('002 §9 "a live query runs from the last seen timestamp": delivers later messages once, then stops on unsubscribe', async () => {
    const transport = await transportAs('custom-u1');
    const received: string[] = [];

    const stop = transport.subscribe('c1', 28_000, (message) => received.push(message.message));
    await vi.waitFor(() => expect(received).toEqual(['Messaggio 29', 'Messaggio 30']));
    insert('chats/c1/messages', '-B0001', { _user: 'u2', timestamp: 31_000, message: 'Nuovo' });
    stop();
    insert('chats/c1/messages', '-B0002', {
      _user: 'u2',
      timestamp: 32_000,
      message: 'Dopo lo stop',
    });

    expect(received).toEqual(['Messaggio 29', 'Messaggio 30', 'Nuovo']);
    expect(fake.queries.at(-1)?.constraints).toEqual([
      { type: 'orderByChild', name: 'timestamp' },
      { type: 'startAfter', value: 28_000 },
      { type: 'limitToLast', limit: 24 },
    ]);
  });

  it('subscribing from "now" (no timestamp) delivers only messages sent afterwards', async () => {
    const transport = await transportAs('custom-u1');
    const received: string[] = [];

    transport.subscribe('c1', null, (message) => received.push(message.message));
    await vi.waitFor(() => expect(fake.listeners).toHaveLength(1));
    insert('chats/c1/messages', '-B0003', {
      _user: 'u2',
      timestamp: 30_000,
      message: 'Stesso istante, dopo',
    });

    expect(received).toEqual(['Stesso istante, dopo']);
  });

  it('002 §7.3 "push of {_user, timestamp, message}": the server timestamp is written and answered', async () => {
    const transport = await transportAs('custom-u1');
    fake.now = 5_000_000;

    const sent = await transport.send('c1', { _user: 'u1', timestamp: 123, message: 'Ciao' });

    expect(fake.pushes).toEqual([
      {
        path: 'chats/c1/messages',
        value: { _user: 'u1', timestamp: SERVER_TIMESTAMP, message: 'Ciao' },
      },
    ]);
    expect(sent).toEqual({
      idMessage: '-N000001',
      _user: 'u1',
      timestamp: 5_000_000,
      message: 'Ciao',
    });
  });

  it('002 §6 "a permission-denied error means the user has lost access": reads, sends and listeners say permission-denied', async () => {
    const transport = await transportAs('custom-u3');
    const errors: string[] = [];

    const read = await transport.loadLatest('c1').catch((error: { code: string }) => error.code);
    const sent = await transport
      .send('c1', { _user: 'u3', timestamp: 1, message: 'Intruso' })
      .catch((error: { code: string }) => error.code);
    transport.subscribe(
      'c1',
      0,
      () => undefined,
      (error) => errors.push(error.code),
    );
    await vi.waitFor(() => expect(errors).toEqual(['permission-denied']));

    expect(read).toBe('permission-denied');
    expect(sent).toBe('permission-denied');
  });

  it('a failed sign-in is reported and retried on the next call', async () => {
    const transport = await transportAs('custom-unknown');

    const first = await transport.loadLatest('c1').catch((error: { code: string }) => error.code);
    fake.uidByToken.set('custom-unknown', 'u1');
    const second = await transport.loadLatest('c1');

    expect(first).toBe('unavailable');
    expect(second).toHaveLength(24);
    expect(fake.signIns).toEqual(['custom-unknown', 'custom-unknown']);
  });

  it('close stops the listeners, signs out and deletes the Firebase app', async () => {
    const transport = await transportAs('custom-u1');
    transport.subscribe('c1', 29_000, () => undefined);
    await vi.waitFor(() => expect(fake.listeners).toHaveLength(1));

    await transport.close();

    expect(fake.listeners).toEqual([]);
    expect(fake.signOuts).toBe(1);
    expect(fake.deletedApps).toEqual(['portineria-chat']);
  });

  it('refuses a configuration without databaseURL', async () => {
    const { createFirebaseChatTransport } = await import('./firebaseChatTransport.ts');

    const failure = await createFirebaseChatTransport({
      firebaseConfig: { apiKey: 'chiave-demo' },
      http: httpFor('custom-u1'),
    }).catch((error: { code: string }) => error.code);

    expect(failure).toBe('invalid-argument');
  });

  it('createChatTransport picks the Firebase adapter when configured so', async () => {
    const { createChatTransport } = await import('../createChatTransport.ts');

    const transport = await createChatTransport({
      backend: 'firebase',
      firebaseConfig,
      http: httpFor('custom-u1'),
    });
    const page = await transport.loadLatest('c1');

    expect(page.at(-1)?.idMessage).toBe('-A0030');
    expect(fake.signIns).toEqual(['custom-u1']);
  });
});
