// Installs what a fresh machine (Node >= 20.19 and npm only) is missing before `npm start` and
// `npm test`: pnpm (through npm), the workspace dependencies (from the lockfile), and Debian's
// Chromium for the browser tests and Debian's PostgreSQL for the gateway's PostgreSQL tests (through
// apt, only when run as root and absent), and Debian's LibreOffice Calc for the test that opens an
// exported workbook.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, '');

function log(line) {
  process.stdout.write(`[portineria] ${line}\n`);
}

function installedPnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The command that runs the pinned pnpm: the global one when it matches, else through npx. */
export function ensurePnpm() {
  const found = installedPnpmVersion();
  if (found === pnpmVersion) return ['pnpm'];
  log(`pnpm ${pnpmVersion} non trovato (${found ?? 'assente'}): lo installo con npm…`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${pnpmVersion}`], { stdio: 'inherit' });
  if (global.status === 0 && installedPnpmVersion() === pnpmVersion) return ['pnpm'];
  log('installazione globale non riuscita: uso npx.');
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command[0], [...command.slice(1), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

export function ensureDependencies(pnpm) {
  log('installo le dipendenze del workspace (pnpm install --frozen-lockfile)…');
  const status = run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
  if (status !== 0) process.exit(status);
}

/** Debian's Chromium for browser tests: installed through apt when run as root and absent. */
export function ensureChromium() {
  const path = '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(
      `Chromium non trovato in ${path} e non sono root: installalo con 'apt-get install chromium'.`,
    );
    return null;
  }
  log('installo Chromium di Debian (apt-get)…');
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
  } catch (error) {
    log(`installazione di Chromium non riuscita: ${error.message}`);
    return null;
  }
  return existsSync(path) ? path : null;
}

/** The bin folder of the newest Debian PostgreSQL (`/usr/lib/postgresql/<major>/bin`), or null. */
function installedPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((name) => /^[0-9]+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(base, major, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/**
 * Debian's PostgreSQL server binaries for the PostgreSQL tests (initdb, pg_ctl, postgres):
 * installed through apt when run as root and absent. Returns their bin folder, or null.
 */
export function ensurePostgres() {
  const found = installedPostgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(
      "PostgreSQL non trovato in /usr/lib/postgresql e non sono root: installalo con 'apt-get install postgresql'.",
    );
    return null;
  }
  log('installo PostgreSQL di Debian (apt-get)…');
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    log(`installazione di PostgreSQL non riuscita: ${error.message}`);
    return null;
  }
  return installedPostgresBin();
}

/**
 * Installs Debian packages through apt when run as root: false (and a hint of the command) when
 * not root or when apt fails. The Chromium and PostgreSQL installs above do the same by hand.
 */
function aptInstall(what, packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(
      `${what} non trovato e non sono root: installalo con 'apt-get install ${packages.join(' ')}'.`,
    );
    return false;
  }
  log(`installo ${what} di Debian (apt-get)…`);
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch (error) {
    log(`installazione di ${what} non riuscita: ${error.message}`);
    return false;
  }
}

/**
 * Debian's LibreOffice Calc (headless) for the test that opens an exported .xlsx with it:
 * installed through apt when run as root and absent (about 20 s on our machines). Returns the
 * soffice path, or null.
 */
export function ensureLibreOffice() {
  const path = '/usr/bin/soffice';
  if (existsSync(path)) return path;
  return aptInstall('LibreOffice Calc', ['libreoffice-calc-nogui']) && existsSync(path)
    ? path
    : null;
}

export function bootstrap({ chromium = false, postgres = false, libreOffice = false } = {}) {
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  const chromiumPath = chromium ? ensureChromium() : null;
  const postgresBin = postgres ? ensurePostgres() : null;
  const sofficePath = libreOffice ? ensureLibreOffice() : null;
  return { pnpm, chromiumPath, postgresBin, sofficePath };
}

/**
 * How scripts started by pnpm call pnpm again: the same pnpm that runs them (npm_execpath), so
 * that the npx fallback of ensurePnpm works too; plain `pnpm` otherwise.
 */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (!execPath || !/pnpm/.test(execPath)) return ['pnpm'];
  // pnpm 12 ships a native executable; older ones (and the npx fallback) a JavaScript entry.
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, execPath] : [execPath];
}
