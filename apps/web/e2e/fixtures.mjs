// The e2e tests' fixtures (@playwright/test): each worker owns one gateway, started as `npm start`
// starts it with its own throw-away demo data (harness.mjs startGateway), and one Debian Chromium
// (Playwright's worker-scoped `browser`, launched as playwright.config.mjs says); a test gets the
// gateway's address (`url`, also the `baseURL`), the page chat links lead to (`previewSite`,
// previewSite.mjs, the gateway's link preview allow-list) and, when it asks, a fresh `page` of its own
// (harness.mjs newPage: 1920×1080, the console kept) with the `problems` it logs, signed in as
// `test.use({ account: '<name>' })` says. A failed test is retried on a new worker, so on a fresh
// gateway: a test must not need what another test left behind.
import { test as base } from '@playwright/test';
import { newPage, start, startGateway } from './harness.mjs';
import { startPreviewSite } from './previewSite.mjs';
import { planned } from './reports.mjs';

export { expect } from '@playwright/test';

export const test = base.extend({
  /** The demo account the `page` fixture signs in (harness.mjs start), or none. */
  account: [undefined, { option: true }],

  /**
   * The web page chat messages link to (previewSite.mjs): its `origin` is the worker's gateway's
   * link preview allow-list, so a message's preview is really fetched, by the gateway.
   */
  previewSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const site = await startPreviewSite();
      try {
        await use(site);
      } finally {
        await site.close();
      }
    },
    { scope: 'worker' },
  ],

  gateway: [
    async ({ previewSite }, use) => {
      // E2E_URL reuses a gateway already serving this build (while developing; one worker): it
      // has no allow-list, so no preview of previewSite is fetched there.
      const gateway = process.env.E2E_URL
        ? { url: process.env.E2E_URL, close: async () => undefined }
        : await startGateway({ linkPreviewOrigins: [previewSite.origin] });
      try {
        await use(gateway);
      } finally {
        await gateway.close();
      }
    },
    // A cold start runs the migrations and seeds the demo data: on a busy machine, up to the
    // 180 s startGateway waits, plus its shutdown.
    { scope: 'worker', timeout: 200_000 },
  ],

  url: [async ({ gateway }, use) => use(gateway.url), { scope: 'worker' }],

  baseURL: async ({ url }, use) => use(url),

  /** The page of `page` with the console errors, page errors and failed API answers it logged. */
  opened: async ({ browser, url, account }, use) => {
    const opened = await newPage(browser, url);
    try {
      if (account) await start(opened.page, account);
      await use(opened);
    } finally {
      await opened.context.close();
    }
  },

  page: async ({ opened }, use) => use(opened.page),

  problems: async ({ opened }, use) => use(opened.problems),

  /**
   * The seatbelt's self-test: E2E_FAIL_ONCE='<text>' makes the first attempt of every test whose
   * name contains the text throw before its body (the run ends `1 flaky`, exit 0), E2E_FAIL_TWICE
   * both attempts (the test fails, exit 1); reports.mjs planned.
   */
  failOnPurpose: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use, testInfo) => {
      const onPurpose = planned(testInfo.title, testInfo.retry + 1);
      if (onPurpose) throw onPurpose;
      await use();
    },
    { auto: true },
  ],
});
