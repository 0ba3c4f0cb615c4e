// End-to-end checks of the tasks lists (001 §2.2 /ORG/OPR/tasks, §2.3 /SPL/OPR/tasks): the column
// sort the orders lists have, through the shared list screen — the header sorts with the mouse
// and the keyboard, the server's order shows, the sort lives in the address (reload and back
// restore it), and at 390 px the cards offer the same sorts through 'Ordina per'.
import assert from 'node:assert/strict';
import { ariaSort, axeViolations, newPage, start, sortHeader, waitUntil } from './harness.mjs';

/** The execution dates of the list's rows ('gg/mm/aaaa…'), as 'aaaa-mm-gg', rows without one left out. */
async function executionDays(page) {
  const texts = await page.locator('main [data-row-index]').allInnerTexts();
  return texts
    .map((text) => text.match(/(\d{2})\/(\d{2})\/(\d{4})/))
    .filter(Boolean)
    .map(([, dd, mm, yyyy]) => `${yyyy}-${mm}-${dd}`);
}

/** Waits until the rows' execution dates are in the given direction (at least two of them). */
async function waitForDays(page, descending) {
  await waitUntil(
    async () => {
      const days = await executionDays(page);
      const sorted = [...days].sort();
      return days.length > 1 && days.join() === (descending ? sorted.reverse() : sorted).join();
    },
    { timeout: 20_000, describe: async () => (await executionDays(page)).join(' ') },
  );
}

function taskSortTest(name, roleType) {
  return {
    name: `tasks list sort by column: ${name} (${roleType}) sorts by 'Data esecuzione' from the header (mouse and keyboard), the server's order survives a reload and the back button; at 390 px 'Ordina per' does the same`,
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await page.setViewportSize({ width: 1366, height: 768 });
        await start(page, name);
        problems.length = 0;
        await page.goto(`/${roleType}/OPR/tasks?skip`);
        await page.locator('main [data-row-index]').first().waitFor({ timeout: 20_000 });
        // Every column of the tasks list is one the server sorts on.
        for (const column of ['Attività', 'Stato', 'Data esecuzione']) {
          assert.equal(await ariaSort(page, column), 'none', column);
        }

        await sortHeader(page, 'Data esecuzione').click();
        await page.waitForURL(/[?&]sort=executedAt(&|$)/);
        await waitUntil(async () => (await ariaSort(page, 'Data esecuzione')) === 'ascending', {
          describe: () => ariaSort(page, 'Data esecuzione'),
        });
        await waitForDays(page, false);

        // By keyboard: the focused header sorts the other way with Enter.
        await sortHeader(page, 'Data esecuzione').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/[?&]sort=-executedAt(&|$)/);
        await waitForDays(page, true);

        await page.reload();
        await page.locator('main [data-row-index]').first().waitFor({ timeout: 20_000 });
        await waitUntil(async () => (await ariaSort(page, 'Data esecuzione')) === 'descending', {
          describe: () => ariaSort(page, 'Data esecuzione'),
        });
        await waitForDays(page, true);
        await page.goBack();
        await page.waitForURL(/[?&]sort=executedAt(&|$)/);
        await waitUntil(async () => (await ariaSort(page, 'Data esecuzione')) === 'ascending', {
          describe: () => ariaSort(page, 'Data esecuzione'),
        });
        await page.goBack();
        await page.waitForURL((address) => !address.search.includes('sort='));
        await waitUntil(async () => (await ariaSort(page, 'Data esecuzione')) === 'none', {
          describe: () => ariaSort(page, 'Data esecuzione'),
        });
        assert.deepEqual(await axeViolations(page), [], 'axe on the tasks list');

        // 390 px: cards, no headers; 'Ordina per' offers the same sorts, the default named.
        await page.setViewportSize({ width: 390, height: 844 });
        const select = page.getByRole('combobox', { name: 'Ordina per' });
        await select.waitFor();
        assert.equal((await select.innerText()).trim(), 'Più recenti');
        await select.click();
        await page.getByRole('option', { name: 'Data esecuzione, decrescente' }).click();
        await page.waitForURL(/[?&]sort=-executedAt(&|$)/);
        await waitForDays(page, true);
        assert.deepEqual(await axeViolations(page), [], 'axe on the tasks cards');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  };
}

export const TASK_TESTS = [
  taskSortTest('Giulia Rossi', 'ORG'),
  taskSortTest('Paolo Bianchi', 'SPL'),
];
