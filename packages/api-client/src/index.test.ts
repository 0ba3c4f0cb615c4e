import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type {
  ChatFile as DomainChatFile,
  ChatMessage as DomainChatMessage,
  ChatUploadEntity as DomainChatUploadEntity,
  OutgoingChatMessage as DomainOutgoingChatMessage,
} from '@portineria/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as entry from './index.ts';
import type {
  ChatFile,
  ChatMessage,
  ChatTransport,
  ChatTransportConfig,
  ChatUploadEntity,
  OutgoingChatMessage,
} from './index.ts';

/** The part of esbuild's API this test uses (esbuild is not a dependency of the client). */
interface EsbuildPlugin {
  name: string;
  setup(build: {
    onResolve(
      options: { filter: RegExp },
      callback: (args: { path: string; kind: string }) => { external: true } | undefined,
    ): void;
  }): void;
}
interface Esbuild {
  build(options: {
    entryPoints: string[];
    bundle: true;
    write: false;
    metafile: true;
    format: 'esm';
    platform: 'browser';
    logLevel: 'silent';
    plugins: EsbuildPlugin[];
  }): Promise<{ metafile: { inputs: Record<string, unknown> } }>;
}

/**
 * esbuild comes from the ui bundle-size bench (a workspace package, installed with the
 * workspace): the client itself has no bundler.
 */
async function loadEsbuild(): Promise<Esbuild> {
  const bench = new URL('../../ui/bench/package.json', import.meta.url);
  const resolved = createRequire(bench).resolve('esbuild');
  return (await import(resolved)) as Esbuild;
}

/** Dynamic `import()`s stay out: they are the lazily loaded chunks, not the entry's cost. */
const lazyImportsExternal: EsbuildPlugin = {
  name: 'lazy-imports-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { external: true } : undefined,
    );
  },
};

/** The files a bundle of the entry point holds: up front only, or with its lazy chunks too. */
async function bundleInputs(entryPath: string, lazy: 'left out' | 'followed'): Promise<string[]> {
  const esbuild = await loadEsbuild();
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(entryPath, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    plugins: lazy === 'left out' ? [lazyImportsExternal] : [],
  });
  return Object.keys(result.metafile.inputs);
}

const isFirebase = (input: string): boolean => /node_modules\/(?:\.pnpm\/)?@?firebase/.test(input);

describe('the main entry point', () => {
  it('exports the chat port: ChatTransport, createChatTransport, ChatTransportError, the message types', () => {
    const create: (config: ChatTransportConfig) => Promise<ChatTransport> =
      entry.createChatTransport;
    expect(typeof create).toBe('function');
    const error = new entry.ChatTransportError('permission-denied', 'Accesso negato');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('permission-denied');
    // The message types are domain's, re-exported (checked by tsc, which compiles this file).
    expectTypeOf<ChatMessage>().toEqualTypeOf<DomainChatMessage>();
    expectTypeOf<OutgoingChatMessage>().toEqualTypeOf<DomainOutgoingChatMessage>();
    expectTypeOf<ChatFile>().toEqualTypeOf<DomainChatFile>();
    expectTypeOf<ChatUploadEntity>().toEqualTypeOf<DomainChatUploadEntity>();
  });

  it('loads no Firebase code up front: a bundle of index.ts has no firebase input', async () => {
    const inputs = await bundleInputs('./index.ts', 'left out');
    expect(inputs).toContain('src/chat/createChatTransport.ts');
    expect(inputs.filter(isFirebase)).toEqual([]);
    expect(inputs.filter((input) => input.includes('chat/firebase/'))).toEqual([]);
  }, 60_000);

  it('reaches Firebase only through the lazy import (so the check above is not blind)', async () => {
    const inputs = await bundleInputs('./index.ts', 'followed');
    expect(inputs.filter(isFirebase).length).toBeGreaterThan(0);
    expect(inputs).toContain('src/chat/firebase/firebaseChatTransport.ts');
  }, 60_000);
});
