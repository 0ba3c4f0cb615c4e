// Proves @portineria/ui works from its published form: builds it, packs it (publishConfig applies),
// installs the tarball into packages/ui/consumer-fixture/node_modules the way npm would (the
// package's own dependencies resolve from packages/ui/node_modules above it), typechecks and
// builds the fixture with plain Vite (no vanilla-extract plugin), then renders it in Chromium and
// checks that styles, fonts and a dialog work. Writes its totals to .reports/ui-consumer.json.
/* global document, getComputedStyle -- used inside page.evaluate, which runs in the browser */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { pnpmCommand, root } from './bootstrap.mjs';

const pnpm = pnpmCommand();

const ui = join(root, 'packages/ui');
const fixture = join(ui, 'consumer-fixture');
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
/** Runs a command and tells whether it succeeded, for checks that are the command itself. */
const succeeds = (command, args, cwd = root) => {
  try {
    run(command, args, cwd);
    return true;
  } catch {
    return false;
  }
};
const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok });
  process.stdout.write(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}\n`);
};

run(pnpm[0], [...pnpm.slice(1), '--filter', '@portineria/ui', 'run', 'build']);
const packDir = mkdtempSync(join(tmpdir(), 'portineria-ui-pack-'));
run(pnpm[0], [
  ...pnpm.slice(1),
  '--filter',
  '@portineria/ui',
  'pack',
  '--pack-destination',
  packDir,
]);
const tarball = readdirSync(packDir).find((name) => name.endsWith('.tgz'));
const installed = join(fixture, 'node_modules/@portineria/ui');
rmSync(installed, { recursive: true, force: true });
mkdirSync(installed, { recursive: true });
run('tar', ['-xzf', join(packDir, tarball), '--strip-components=1', '-C', installed]);
rmSync(packDir, { recursive: true, force: true });

const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
check('the packed manifest points at dist', manifest.exports['.'].import === './dist/index.js');
check('the tarball holds no source', !existsSync(join(installed, 'src')));
check(
  'react is a peer dependency',
  Boolean(manifest.peerDependencies?.react) && !manifest.dependencies?.react,
);
check(
  '@portineria/domain is bundled, not required',
  !manifest.dependencies?.['@portineria/domain'],
);

check(
  'the fixture typechecks against the shipped declarations (root and per-component entries)',
  succeeds(pnpm[0], [...pnpm.slice(1), 'exec', 'tsc', '-p', join(fixture, 'tsconfig.json')]),
);
check(
  'every component folder is its own entry (@portineria/ui/Chip → dist/Chip/Chip.js)',
  manifest.exports['./*']?.import === './dist/*/*.js' &&
    existsSync(join(installed, 'dist/Chip/Chip.js')),
);
run(pnpm[0], [
  ...pnpm.slice(1),
  'exec',
  'vite',
  'build',
  fixture,
  '--outDir',
  join(fixture, 'dist'),
  '--emptyOutDir',
]);
check('the fixture builds with plain Vite', existsSync(join(fixture, 'dist/index.html')));

const staticDir = join(fixture, 'dist');
const server = createServer((request, response) => {
  let file = normalize(join(staticDir, new URL(request.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(staticDir) || !existsSync(file)) file = join(staticDir, 'index.html');
  if (statSync(file).isDirectory()) file = join(file, 'index.html');
  const type = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
  }[extname(file)];
  response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { chromium } = await import('playwright');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.getByText('Validato').waitFor();
  const chip = await page.getByText('Validato').evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      radius: style.borderRadius,
      font: style.fontFamily,
    };
  });
  check(
    'the chip is styled by the shipped CSS',
    chip.background !== 'rgba(0, 0, 0, 0)' && chip.radius !== '0px',
    JSON.stringify(chip),
  );
  check(
    'the self-hosted font is used',
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('14px Inter');
    }),
  );
  await page.getByRole('button', { name: 'Apri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dialogo del consumatore' });
  await dialog.waitFor();
  check('the dialog opens with its accessible name', await dialog.isVisible());
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
  check('Escape closes the dialog', (await dialog.count()) === 0);
  check('no console or page error', errors.length === 0, errors.join(' | '));
} finally {
  await browser.close();
  server.close();
}

const failed = checks.filter((entry) => !entry.ok).length;
mkdirSync(join(root, '.reports'), { recursive: true });
writeFileSync(
  join(root, '.reports/ui-consumer.json'),
  JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed }),
);
process.exit(failed > 0 ? 1 : 0);
