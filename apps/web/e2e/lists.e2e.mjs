// End-to-end checks of what the lists promise: a dashboard counter or chip opens its list filtered
// to its view with the same count (000 §2), the ticket list's request (001 §7) and the singular
// titles of detail screens (002 §2.1).
import assert from 'node:assert/strict';
import { axeViolations, newPage, openAs, start, waitUntil } from './harness.mjs';

/** The links of the dashboard that carry a view, with the number each shows. */
async function viewLinks(page) {
  await waitUntil(async () => (await page.locator('[data-widget-state="loading"]').count()) === 0, {
    timeout: 20_000,
    describe: () => 'the counters are still loading',
  });
  return page
    .getByTestId('dashboard')
    .locator('a[href*="view="]')
    .evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        text: link.textContent.replace(/\s+/g, ' ').trim(),
        count: Number((link.textContent.match(/(\d[\d.]*)\s*$/)?.[1] ?? '').replace(/\./g, '')),
      })),
    );
}

/** The list's total as its pagination says it ('1–2 di 2'), once it has loaded. */
async function listTotal(page) {
  const table = page.locator('main [data-record-list] [data-state][data-view]').first();
  await waitUntil(async () => (await table.getAttribute('data-state')) !== 'loading', {
    timeout: 20_000,
    describe: () => 'the list is still loading',
  });
  if ((await table.getAttribute('data-state')) === 'empty') return 0;
  const range = await page
    .locator('main [data-record-list]')
    .evaluate((element) => element.textContent.match(/di (\d[\d.]*)/)?.[1] ?? '');
  return Number(range.replace(/\./g, ''));
}

/** Views whose list cannot apply them yet (quotes count orders; folders are three calls). */
const NOT_LIST_VIEWS = /\/(quotes|folders)\?/;

function viewCountTest(name) {
  return {
    name: `000 §2: every counter and chip of ${name}'s dashboard opens its list filtered to its view, with the same count`,
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, name);
        const links = (await viewLinks(page)).filter((link) => !NOT_LIST_VIEWS.test(link.href));
        assert.ok(links.length >= 3, `${links.length} counters with a view`);
        const mismatches = [];
        for (const link of links) {
          await page.goto(link.href);
          const total = await listTotal(page);
          const filter = page.getByText(/^Vista: /);
          if (total !== link.count || (await filter.count()) !== 1) {
            mismatches.push({ ...link, total, filter: await filter.count() });
          }
        }
        assert.deepEqual(mismatches, []);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  };
}

export const LIST_TESTS = [
  {
    name: '001 §2.2: the edit route of the buildingless-users container shows the 404 page',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await openAs(page, 'Giulia Rossi', '/ORG/TAB/buildings/condominium');
        await page.getByRole('searchbox').fill('Utenti senza immobile');
        const row = page.locator('main [data-row-index="0"][data-clickable]').first();
        await waitUntil(async () => /Utenti senza immobile/.test((await row.textContent()) ?? ''), {
          timeout: 15_000,
          describe: () => 'the container in the condominium list',
        });
        await row.click();
        await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
        assert.match(
          new URL(page.url()).pathname,
          /^\/ORG\/TAB\/buildings\/condominium\/mod\/\d+$/,
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '002 §4.6: a building with status 0 and an active licence shows a key icon in the list',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const request = page.waitForRequest(
          (each) => each.method() === 'POST' && /\/api\/v2\/buildings\/search\?/.test(each.url()),
        );
        await page.goto('/ORG/TAB/buildings/condominium');
        assert.equal(
          new URL((await request).url()).searchParams.get('expand'),
          'active-building-license',
        );
        const rows = page.locator('main [data-row-index][data-clickable]');
        const rowNamed = (name) => rows.filter({ hasText: name }).first();
        // Via Padova is disabled and keeps its licence; Via Manzoni has a licence but is enabled.
        await rowNamed('Condominio Via Padova 88').waitFor({ timeout: 15_000 });
        const padovaKey = rowNamed('Condominio Via Padova 88').getByRole('img', {
          name: 'Licenza attiva',
        });
        assert.equal(await padovaKey.count(), 1);
        assert.equal(await padovaKey.locator('svg').count(), 1);
        assert.equal(
          await rowNamed('Condominio Via Manzoni 12')
            .getByRole('img', { name: 'Licenza attiva' })
            .count(),
          0,
        );
        assert.equal(await page.getByRole('img', { name: 'Licenza attiva' }).count(), 1);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "001 §2.2: a consultancy's folder-type page loads the folder type, and one that is not a consultant's is not found",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        // The ids are read as the app reads them: the gateway, with the headers of the menu's own
        // read of the consultancy types ('Servizi').
        const menuRead = page.waitForRequest((each) =>
          /\/api\/v2\/consultancies\/search/.test(each.url()),
        );
        await start(page, 'Giulia Rossi');
        const sent = (await menuRead).headers();
        const headers = Object.fromEntries(
          Object.entries(sent).filter(
            ([name]) => name === 'authorization' || name.startsWith('x-'),
          ),
        );
        const read = async (path, data) => {
          const answer = await page.request.post(`${url}/api/v2/${path}`, { headers, data });
          assert.equal(answer.status(), 200, path);
          return (await answer.json()).data;
        };
        const [consultancy] = await read('consultancies/search', { limit: 1 });
        const folders = await read('folders/search', {
          include: [{ association: 'folderType' }],
          limit: 200,
        });
        const typeOwnedBy = (owner) =>
          folders.map((folder) => folder.folderType).find((type) => type?.owner === owner);
        const consultant = typeOwnedBy('CONSULTANT');
        const own = typeOwnedBy('ORGANIZATION');
        assert.ok(consultancy && consultant && own, 'a consultancy and both kinds of folder type');

        const pagePath = `/ORG/TAB/consultancies/${consultancy.id}/folder-types/${consultant.id}`;
        await page.goto(pagePath);
        await page
          .getByRole('heading', { level: 2, name: consultant.name })
          .waitFor({ timeout: 20_000 });
        assert.equal(new URL(page.url()).pathname, pagePath);
        const owner = page
          .locator('main dl > div')
          .filter({ has: page.locator('dt', { hasText: /^Titolare$/ }) })
          .locator('dd');
        assert.equal((await owner.innerText()).trim(), 'Consulente');
        assert.deepEqual(problems, []);
        assert.deepEqual(await axeViolations(page), []);

        await page.getByRole('button', { name: 'Torna all’elenco' }).click();
        await page.waitForURL(
          (address) => address.pathname === `/ORG/TAB/consultancies/${consultancy.id}`,
        );

        await page.goto(`/ORG/TAB/consultancies/${consultancy.id}/folder-types/${own.id}`);
        await page
          .getByRole('heading', { name: 'Pagina non trovata' })
          .waitFor({ timeout: 20_000 });
      } finally {
        await context.close();
      }
    },
  },
  viewCountTest('Giulia Rossi'),
  viewCountTest('Paolo Bianchi'),
  {
    name: '001 §7: the ticket list asks for 50 rows ordered by createdAt descending',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const request = page.waitForRequest(
          (each) => each.method() === 'POST' && /\/api\/v2\/tickets\/search(\?|$)/.test(each.url()),
        );
        await page.goto('/ORG/GEN/tickets');
        const body = (await request).postDataJSON();
        assert.equal(body.limit, 50);
        assert.deepEqual(body.order, [['createdAt', 'DESC']]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "002 §2.1: a detail names the thing in the singular ('Ordine ODS-…', 'Sinistro n. …')",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        for (const [list, title] of [
          ['/ORG/OPR/orders/service', /^Ordine ODS-\d{4}-\d{4}$/],
          ['/ORG/OPR/claims', /^Sinistro (n\. \d+|\S+)$/],
        ]) {
          await page.goto(list);
          await page.locator('main [data-row-index="0"][data-clickable]').first().click();
          const heading = page.locator('main h2').first();
          await waitUntil(async () => title.test((await heading.textContent()) ?? ''), {
            describe: async () => `title '${await heading.textContent()}'`,
          });
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
];
