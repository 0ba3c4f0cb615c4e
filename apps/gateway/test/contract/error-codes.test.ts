/**
 * The error codes the gateway answers with are the client's: both read domain's API_ERROR_CODES
 * (the gateway types every error with it, so a code outside it does not compile). This test reads
 * every code the gateway's sources write into an error — a GatewayError, a realtime error frame, an
 * error body written by hand — and holds each against the list the api-client exports, so a code
 * added to the gateway the client does not know fails here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';

const SOURCES = fileURLToPath(new URL('../../src', import.meta.url));

/** Every non-test TypeScript source of the gateway. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where a code is written into an error: the constructor, a realtime frame, a body by hand. */
const EMITTERS = [
  /new GatewayError\(\s*\d{3},\s*'([A-Z_]+)'/g,
  /sendError\(\s*\w+,\s*'([A-Z_]+)'/g,
  /error_code:\s*'([A-Z_]+)'/g,
];

function emittedCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    for (const emitter of EMITTERS) {
      for (const [, code] of text.matchAll(emitter)) codes.add(code as string);
    }
  }
  return codes;
}

describe('every error code the gateway answers is one the api-client knows (001 §7 interceptor)', () => {
  it('the codes written into errors, the oversized body and the foreign host included', () => {
    const emitted = emittedCodes();
    // The scan finds the codes (a broken pattern would pass vacuously).
    expect([...emitted]).toEqual(
      expect.arrayContaining([
        'TOKEN_MISSING',
        'TOKEN_EXPIRED',
        'NOT_FOUND',
        'VALIDATION_FAILED',
        'STALE_RECORD',
        'PAYLOAD_TOO_LARGE',
        'HOST_NOT_ALLOWED',
        'INTERNAL',
      ]),
    );
    const known: readonly string[] = API_ERROR_CODES;
    expect([...emitted].filter((code) => !known.includes(code))).toEqual([]);
  });
});
