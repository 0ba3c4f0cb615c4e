// The Chromium build the Storybook visual baselines are drawn with: the chrome-headless-shell that
// the npm package @sparticuz/chromium ships inside its tarball (bin/chromium.br), so its version is
// the one pinned in package.json and the lockfile, not whatever Debian's Chromium updates to. It
// is unpacked once into node_modules/.cache (about 4 s) and reused while the package version stays.
// The package's own JavaScript is not used: it targets serverless hosts and unpacks into /tmp.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { root } from './bootstrap.mjs';

const packageDir = join(root, 'node_modules/@sparticuz/chromium');

/** The pinned package's version (the lockfile's), e.g. "153.0.0". */
export function pinnedChromiumPackageVersion() {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
}

/**
 * The path of the pinned headless shell, unpacked on first use. Throws when the package is not
 * installed (run `pnpm install`).
 */
export function pinnedChromiumPath() {
  const version = pinnedChromiumPackageVersion();
  const cacheDir = join(root, 'node_modules/.cache/portineria-chromium', version);
  const executable = join(cacheDir, 'chromium');
  if (existsSync(executable)) return executable;
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so that a parallel run never starts a half-written binary.
  const partial = `${executable}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(join(packageDir, 'bin/chromium.br'))));
  chmodSync(partial, 0o755);
  renameSync(partial, executable);
  return executable;
}

/** The browser build a binary reports ("153.0.8010.0"), as Playwright's `browser.version()`. */
export function chromiumBuild(executable) {
  const result = spawnSync(executable, ['--version'], { encoding: 'utf8' });
  const match = /(\d+\.\d+\.\d+\.\d+)/.exec(result.stdout ?? '');
  if (!match) {
    throw new Error(`cannot read the version of ${executable}: ${result.stderr || result.stdout}`);
  }
  return match[1];
}
