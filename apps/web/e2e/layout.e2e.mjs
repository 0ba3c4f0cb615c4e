// End-to-end checks of the shell's layout on ordinary screens: the 90 px rail of a 1366×768
// laptop (000 §2: below 1904 px the drawer is the mini rail) and the top bar of a 390 px phone.
/* global document, window */
import assert from 'node:assert/strict';
import { ACCOUNTS } from './shell.e2e.mjs';
import { newPage, start, waitUntil } from './harness.mjs';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Every rail entry: its label (the text beside the icon) and the size of the icon it draws. */
async function railEntries(page) {
  return page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .locator('[data-nav-item]')
    .evaluateAll((items) =>
      items.map((item) => {
        const svg = item.querySelector(':scope > span[aria-hidden] svg');
        const box = svg?.getBoundingClientRect();
        return {
          label: item.children[1]?.textContent ?? '',
          iconWidth: box?.width ?? 0,
          iconHeight: box?.height ?? 0,
        };
      }),
    );
}

/**
 * The groups of the rail, in order, and whether a visible divider opens each (002 §2.10: in mini
 * mode the subtitles give way to dividers).
 */
async function railGroups(page) {
  return page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .locator('ul')
    .evaluateAll((lists) =>
      lists.map((list) => {
        const before = list.previousElementSibling;
        const divider =
          before?.getAttribute('data-orientation') === 'horizontal'
            ? before.getBoundingClientRect()
            : undefined;
        return { name: list.getAttribute('aria-label'), divider: (divider?.height ?? 0) > 0 };
      }),
    );
}

function railTest(account) {
  return {
    name: `000 §2 at 1366×768: ${account.name}'s rail shows an icon on every entry, its label as the tooltip, a divider between groups`,
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await page.setViewportSize(LAPTOP);
        await start(page, account.name);
        // The rail is whole once its reads have answered (the batch permission check, pinned
        // links, consultancy types): until then entries still come and go under the pointer, and
        // the entry hovered is no longer the one whose label was read (once with three lanes).
        await page.waitForLoadState('networkidle');
        const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
        assert.equal(await nav.getAttribute('data-mini'), 'true', 'the drawer is the mini rail');
        assert.equal(Math.round((await nav.boundingBox()).width), 90, 'the rail is 90 px wide');

        const entries = await railEntries(page);
        assert.ok(entries.length >= account.entries.length, 'the rail has its entries');
        const blank = entries.filter((entry) => entry.iconWidth < 16 || entry.iconHeight < 16);
        assert.deepEqual(blank, [], 'entries without a visible icon');

        const groups = await railGroups(page);
        groups.slice(1).forEach((group, index) => {
          assert.ok(group.divider, `a divider opens group ${index + 2} (${group.name})`);
        });

        const items = nav.locator('[data-nav-item]');
        for (let index = 0; index < entries.length; index += 1) {
          const item = items.nth(index);
          // The entry's label as it is when hovered (the rail may have re-rendered since the
          // snapshot above), and a pointer that moves inside the entry on each look, as a hand
          // does: the tooltip opens on a pointer move, not on an element appearing under it.
          const label = await item.evaluate((element) => element.children[1]?.textContent ?? '');
          const tooltip = page.getByRole('tooltip');
          let look = 0;
          await waitUntil(
            async () => {
              look += 1;
              await item.hover({ position: { x: 20 + (look % 2) * 4, y: 12 } });
              return (
                (await tooltip.count()) === 1 && (await tooltip.textContent()).startsWith(label)
              );
            },
            {
              // What the page shows instead: the tooltips open, and the state Radix gave the entry.
              describe: async () =>
                `tooltip of '${label}': ${JSON.stringify({
                  looks: look,
                  tooltips: await tooltip.allTextContents(),
                  entry: await item.evaluate((element) => ({
                    state: element.getAttribute('data-state'),
                    describedBy: element.getAttribute('aria-describedby'),
                    focused: element === document.activeElement,
                    scrollTop: element.closest('nav')?.querySelector('[class]')?.scrollTop,
                  })),
                })}`,
            },
          );
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  };
}

function phoneTopBarTest(account) {
  return {
    name: `002 §2.11 at 390 px: ${account.name}'s top bar keeps the menu button, the bell and the avatar on screen`,
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await page.setViewportSize(PHONE);
        await start(page, account.name);
        const banner = page.getByRole('banner');
        const avatar = banner.getByRole('button', { name: 'Il mio account' });
        await avatar.waitFor();
        const box = await avatar.boundingBox();
        assert.ok(
          box.x >= 0 && box.x + box.width <= PHONE.width,
          `avatar at ${box.x}+${box.width}`,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        for (const button of await banner.getByRole('button').all()) {
          if (!(await button.isVisible())) continue;
          const { x, width } = await button.boundingBox();
          assert.ok(
            x >= 0 && x + width <= PHONE.width,
            `${await button.getAttribute('aria-label')}`,
          );
        }
        // Whatever does not fit is one tap away, with its name.
        for (const label of account.topBar) {
          const inline = banner.getByRole('button', { name: label });
          if (await inline.isVisible()) continue;
          await banner.getByRole('button', { name: 'Altre azioni' }).click();
          await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).waitFor();
          await page.keyboard.press('Escape');
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  };
}

/**
 * 000 §9 "counters 2x1": at 1366×768 the ORG dashboard shows its counters and the whole next row
 * without scrolling, each counter with its title, its number and the arrow of the list it opens.
 */
const compactCountersTest = {
  name: '000 §9 at 1366×768: the ORG dashboard shows its compact counters and the next row without scrolling',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await page.setViewportSize(LAPTOP);
      await start(page, 'Giulia Rossi');
      const grid = page.locator('[data-cells]');
      await waitUntil(
        async () => (await page.locator('[data-widget-state="loading"]').count()) === 0,
        {
          timeout: 20_000,
          describe: () => 'the counters are still loading',
        },
      );
      const cells = await grid.locator(':scope > [data-cell]').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            size: element.getAttribute('data-size'),
            row: Number(element.getAttribute('data-row')),
            top: box.top,
            bottom: box.bottom,
            link: element.querySelector('a[href]')?.getAttribute('href') ?? null,
            arrow: element.querySelector('a[href] svg[aria-hidden]') !== null,
          };
        }),
      );
      const counters = cells.filter((cell) => cell.size === '2x1');
      assert.ok(counters.length >= 2, 'the dashboard has 2x1 counters');
      for (const counter of counters) {
        assert.ok(
          counter.bottom - counter.top <= 100,
          `a counter is ${counter.bottom - counter.top} px tall`,
        );
        assert.ok(counter.link && counter.arrow, 'a counter links to its list with an arrow');
      }
      const lastCounterRow = Math.max(...counters.map((cell) => cell.row));
      const nextRow = cells.filter((cell) => cell.row === lastCounterRow + 1);
      assert.ok(nextRow.length > 0, 'a row follows the counters');
      for (const cell of nextRow) {
        assert.ok(cell.bottom <= LAPTOP.height, `the next row ends at ${cell.bottom} px`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
};

export const LAYOUT_TESTS = [
  ...ACCOUNTS.map(railTest),
  ...ACCOUNTS.map(phoneTopBarTest),
  compactCountersTest,
];

/** 000 §9: the client version is 2.22.4, in /version.json and in the account menu. */
LAYOUT_TESTS.push({
  name: '000 §9: the client version 2.22.4 is served in /version.json and shown in the account menu',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      const served = await (await fetch(`${url}/version.json`)).json();
      assert.equal(served.version, '2.22.4');
      await start(page, 'Giulia Rossi');
      await page.getByRole('banner').getByRole('button', { name: 'Il mio account' }).click();
      await page.getByRole('menuitem', { name: 'Versione 2.22.4' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

/** 000 §8: the production build prints nothing on the console. */
LAYOUT_TESTS.push({
  name: '000 §8: the production build silences the console',
  async run({ browser, url }) {
    // A context without the tests' keep-console flag, as a user's browser opens the app.
    const context = await browser.newContext({ baseURL: url });
    try {
      const page = await context.newPage();
      const printed = [];
      page.on('console', (entry) => printed.push(entry.text()));
      await page.goto('/auth/login');
      await page.goto('/loading');
      await page.waitForLoadState('networkidle');
      const native = await page.evaluate(() =>
        ['log', 'info', 'warn', 'error'].filter((method) =>
          String(console[method]).includes('[native code]'),
        ),
      );
      assert.deepEqual(native, [], 'console methods still print');
      await page.evaluate(() => console.error('prova'));
      assert.ok(!printed.includes('prova'), 'a console.error reached the console');
    } finally {
      await context.close();
    }
  },
});

/** Signs `name` in on a page of the given size and waits for the dashboard. */
async function signInAt(page, viewport, name) {
  await page.setViewportSize(viewport);
  await start(page, name);
}

/** Paolo Bianchi's activity ATT-0006 (demo seed), opened from his activities list. */
async function openSupplierActivity(page, viewport) {
  await signInAt(page, viewport, 'Paolo Bianchi');
  await page.goto('/SPL/OPR/activities?skip');
  await page.locator('main').getByText('ATT-0006', { exact: true }).first().click();
  await page.getByRole('heading', { name: 'Attività ATT-0006' }).waitFor({ timeout: 20_000 });
}

/** Each label and value of the detail: their boxes, and whether the value's content is cut. */
async function detailFields(page) {
  return page.locator('main dl > div').evaluateAll((rows) =>
    rows.map((row) => {
      const label = row.querySelector('dt').getBoundingClientRect();
      const valueElement = row.querySelector('dd');
      const value = valueElement.getBoundingClientRect();
      // Visually hidden text (a 1 px box) is meant to overflow; a visible box is not.
      const cut = [...valueElement.querySelectorAll('*')].some(
        (element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1,
      );
      return {
        label: row.querySelector('dt').textContent,
        labelLeft: label.left,
        labelBottom: label.bottom,
        valueLeft: value.left,
        valueTop: value.top,
        valueRight: value.right,
        cut,
      };
    }),
  );
}

LAYOUT_TESTS.push({
  name: 'record detail at 1366×768: the values of every section start on one line, the labels in one column',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await openSupplierActivity(page, LAPTOP);
      const fields = await detailFields(page);
      assert.ok(fields.length >= 8, `${fields.length} fields`);
      const starts = new Set(fields.map((field) => Math.round(field.valueLeft)));
      assert.equal(starts.size, 1, `values start at ${[...starts].join(', ')} px`);
      const labelStarts = new Set(fields.map((field) => Math.round(field.labelLeft)));
      assert.equal(labelStarts.size, 1, `labels start at ${[...labelStarts].join(', ')} px`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

LAYOUT_TESTS.push({
  name: 'record detail at 390 px: each label sits above its value, which has the whole width and is not cut',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await openSupplierActivity(page, PHONE);
      const fields = await detailFields(page);
      assert.ok(fields.length >= 8, `${fields.length} fields`);
      for (const field of fields) {
        assert.ok(
          field.valueTop >= field.labelBottom - 1,
          `${field.label}: value beside its label`,
        );
        assert.equal(Math.round(field.valueLeft), Math.round(field.labelLeft), field.label);
        assert.ok(
          field.valueRight <= PHONE.width,
          `${field.label}: value ends at ${field.valueRight}`,
        );
      }
      // The building's chip ('Condominio Via Manzoni 12') fits whole.
      const building = fields.find((field) => field.label === 'Immobile');
      assert.equal(building?.cut, false, 'the building chip is cut');
      const overflow = await page.evaluate(
        () => document.scrollingElement.scrollWidth - window.innerWidth,
      );
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

LAYOUT_TESTS.push({
  name: 'calendar at 390 px: with a side panel open, the panel buttons’ count badges stay on screen (002 §2.1)',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await signInAt(page, PHONE, 'Giulia Rossi');
      await page.goto('/ORG/calendar?view=month&pane=colleagues&skip');
      const rail = page.getByRole('group', { name: 'Pannelli del calendario' });
      await page.getByRole('region', { name: 'Collaboratori' }).waitFor({ timeout: 20_000 });
      const badges = rail.locator('[data-variant="count"]');
      await waitUntil(async () => (await badges.count()) > 0, {
        timeout: 20_000,
        describe: () => 'no count badge on the panel buttons',
      });
      for (const box of await badges.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON()),
      )) {
        assert.ok(box.right <= PHONE.width, `a badge ends at ${box.right} px`);
        assert.ok(box.top >= 0, `a badge starts at ${box.top} px`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

LAYOUT_TESTS.push({
  name: 'order detail at 1366×768: the Attività heading is level with its Nuova attività button',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await signInAt(page, LAPTOP, 'Giulia Rossi');
      await page.goto('/ORG/OPR/orders/contracts?skip');
      await page
        .locator('main tr', { hasText: 'Contratto manutenzione impianto idrico' })
        .first()
        .click();
      const section = page.locator('[data-section="activities"]');
      const button = section.getByRole('button', { name: 'Nuova attività' });
      await button.waitFor({ timeout: 20_000 });
      const heading = await section.getByRole('heading', { name: 'Attività' }).boundingBox();
      const box = await button.boundingBox();
      const middle = (rectangle) => rectangle.y + rectangle.height / 2;
      assert.ok(
        Math.abs(middle(heading) - middle(box)) <= 2,
        `heading middle ${middle(heading)}, button middle ${middle(box)}`,
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

LAYOUT_TESTS.push({
  name: 'calendar at 390 px: an event’s dialog keeps Annulla and Salva together at the right of its footer (002 §5.1)',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await signInAt(page, PHONE, 'Giulia Rossi');
      await page.goto('/ORG/calendar?view=week&skip');
      await page
        .getByRole('button', { name: /Sopralluogo Via Manzoni 12/ })
        .first()
        .click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Modifica evento' });
      const save = dialog.getByRole('button', { name: 'Salva', exact: true });
      const cancel = dialog.getByRole('button', { name: 'Annulla', exact: true });
      const remove = dialog.getByRole('button', { name: 'Elimina', exact: true });
      await save.waitFor({ timeout: 20_000 });
      const [saveBox, cancelBox, removeBox] = [
        await save.boundingBox(),
        await cancel.boundingBox(),
        await remove.boundingBox(),
      ];
      // At the right: Salva ends no sooner than the text of the fields above it.
      const field = await dialog.getByRole('textbox', { name: /^Oggetto/ }).boundingBox();
      const contentRight = field.x + field.width;
      assert.ok(
        saveBox.x + saveBox.width >= contentRight,
        `Salva ends at ${saveBox.x + saveBox.width}, the fields' text at ${contentRight}`,
      );
      assert.ok(Math.abs(cancelBox.y - saveBox.y) <= 1, 'Annulla and Salva share a row');
      assert.ok(cancelBox.x < saveBox.x, 'Annulla comes before Salva');
      assert.ok(saveBox.x + saveBox.width <= PHONE.width, 'Salva is on screen');
      assert.ok(removeBox.y <= saveBox.y, 'Elimina is not below Salva');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

LAYOUT_TESTS.push({
  name: 'orders at 390 px: the Filtri avanzati dialog shows its title and description whole, its Applica on screen',
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await signInAt(page, PHONE, 'Giulia Rossi');
      await page.goto('/ORG/OPR/orders/service?skip');
      await page.getByRole('button', { name: /^Filtri avanzati/ }).click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Filtri avanzati' });
      await dialog.waitFor();
      for (const text of [
        dialog.getByRole('heading', { name: 'Filtri avanzati' }),
        dialog.getByText('Nessun filtro attivo'),
      ]) {
        const { scrollWidth, clientWidth } = await text.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        assert.ok(scrollWidth <= clientWidth, `'${await text.innerText()}' is cut`);
      }
      const apply = await dialog.getByRole('button', { name: 'Applica' }).boundingBox();
      assert.ok(apply.x >= 0 && apply.x + apply.width <= PHONE.width, 'Applica is on screen');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});
