// Makes the spreadsheet fixtures of the import's parsing tests with LibreOffice Calc, from the
// CSV files beside them (apps/web/src/lib/fixtures/*.csv → .xlsx and .xls), so that the tests read
// files a real spreadsheet program wrote, not files SheetJS wrote itself. The results are
// committed; run again after changing a CSV:
//   node scripts/make-import-fixtures.mjs
// It first writes contatti-200.csv (see contactsFixtureRows below): 200 persons for Studio Rossi,
// of which 5 are the demo contacts with a tax code (updated by an import), 3 are refused
// (an e-mail that is not one, no surname, a province of more than two letters) and 192 are new.
// Needs /usr/bin/soffice (apt-get install -y libreoffice-calc-nogui).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'apps/web/src/lib/fixtures');

/** The demo contacts of Studio Rossi with a tax code (apps/gateway seed), with new details. */
const DEMO_UPDATES = [
  [
    'Colombo',
    'Giovanni',
    'giovanni.colombo@posta.example',
    '339 870 4321',
    'Milano',
    'MI',
    'CLMGNN65M12F205Z',
  ],
  [
    'Galli',
    'Laura',
    'laura.galli@posta.example',
    '340 112 7788',
    'Monza',
    'MB',
    'GLLLRA72D55F205W',
  ],
  [
    'De Luca',
    'Franco',
    'franco.deluca@posta.example',
    '320 445 6600',
    'Milano',
    'MI',
    'DLCFNC58H20F205Q',
  ],
  [
    'Barbieri',
    'Alessandra',
    'alessandra.barbieri@posta.example',
    '333 908 1122',
    'Sesto San Giovanni',
    'MI',
    'BRBLSN80T62F205J',
  ],
  [
    'Lombardo',
    'Roberto',
    'roberto.lombardo@posta.example',
    '328 776 5544',
    'Rho',
    'MI',
    'LMBRRT69B14F205U',
  ],
];

const SURNAMES = [
  'Romano',
  'Marino',
  'Ricci',
  'Bruno',
  'Gallo',
  'Conti',
  'Costa',
  'Fontana',
  'Moretti',
  'Caruso',
  'Ferrara',
  'Rinaldi',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
];
const NAMES = ['Luca', 'Sara', 'Matteo', 'Chiara', 'Davide', 'Elena', 'Paolo', 'Giorgia'];
const CITIES = [
  ['Milano', 'MI'],
  ['Bergamo', 'BG'],
  ['Como', 'CO'],
  ['Pavia', 'PV'],
  ['Lodi', 'LO'],
  ['Varese', 'VA'],
];
const MONTHS = 'ABCDEHLMPRST';

/** A 16-character tax code, unique by index: FXT (fixture) + the index spread over its parts. */
function fixtureTaxCode(index) {
  const year = String(40 + (index % 60)).padStart(2, '0');
  const month = MONTHS[Math.floor(index / 60) % 12];
  const day = String(1 + (index % 28)).padStart(2, '0');
  return `FXTIMP${year}${month}${day}F205${String.fromCharCode(65 + (index % 26))}`;
}

/**
 * The rows of contatti-200.csv in sheet order (its header first). Sheet rows 2–6 update the five
 * demo contacts; rows 50, 120 and 180 are refused; every other row is a new person.
 */
function contactsFixtureRows() {
  const header = ['lastname', 'firstname', 'email', 'mobile', 'city', 'province', 'nin'];
  const rows = [...DEMO_UPDATES];
  let fresh = 0;
  const refused = new Map([
    [50, (row) => [row[0], row[1], 'non-una-mail', row[3], row[4], row[5], row[6]]],
    [120, (row) => ['', row[1], row[2], row[3], row[4], row[5], row[6]]],
    [180, (row) => [row[0], row[1], row[2], row[3], 'Milano', 'Milano', row[6]]],
  ]);
  for (let sheetRow = 7; sheetRow <= 201; sheetRow += 1) {
    const surname = SURNAMES[fresh % SURNAMES.length];
    const name = NAMES[Math.floor(fresh / SURNAMES.length) % NAMES.length];
    const [city, province] = CITIES[fresh % CITIES.length];
    const row = [
      `${surname} Fixture`,
      name,
      `${name}.${surname}.${String(fresh)}@esempio.example`.toLowerCase(),
      `347 ${String(100 + fresh).padStart(3, '0')} ${String(1000 + fresh)}`,
      city,
      province,
      fixtureTaxCode(fresh),
    ];
    fresh += 1;
    const refuse = refused.get(sheetRow);
    rows.push(refuse ? refuse(row) : row);
  }
  if (new Set(rows.map((row) => row[6])).size !== rows.length) throw new Error('tax codes repeat');
  return [header, ...rows];
}

const csvCell = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
writeFileSync(
  join(folder, 'contatti-200.csv'),
  `${contactsFixtureRows()
    .map((row) => row.map(csvCell).join(','))
    .join('\n')}\n`,
);

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
