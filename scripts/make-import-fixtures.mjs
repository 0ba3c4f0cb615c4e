// Makes the spreadsheet fixtures of the import's parsing tests with LibreOffice Calc, from the
// CSV files beside them (apps/web/src/lib/fixtures/*.csv → .xlsx and .xls), so that the tests read
// files a real spreadsheet program wrote, not files SheetJS wrote itself. The results are
// committed; run again after changing a CSV:
//   node scripts/make-import-fixtures.mjs
// Needs /usr/bin/soffice (apt-get install -y libreoffice-calc-nogui).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'apps/web/src/lib/fixtures');
const profile = mkdtempSync(join(tmpdir(), 'portineria-soffice-'));
// CSV read as UTF-8 (76), comma-separated (44), double-quoted (34), every column text (…2 per
// column would be 'text'; the default 'standard' keeps numbers numbers, as a user's sheet would).
const csvFilter = '44,34,76,1';
try {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.csv'))) {
    for (const [extension, filter] of [
      ['xlsx', 'Calc MS Excel 2007 XML'],
      ['xls', 'MS Excel 97'],
    ]) {
      execFileSync(
        '/usr/bin/soffice',
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          `--infilter=CSV:${csvFilter}`,
          '--convert-to',
          `${extension}:${filter}`,
          '--outdir',
          folder,
          join(folder, file),
        ],
        { stdio: 'inherit', timeout: 120_000 },
      );
    }
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
}
