// End-to-end tests of the shell: sign-in, guard, 404, stored route, off-site redirects, profile
// switch, sign-out and a clean render (no console error, no axe violation) of the menu routes.
/* global window */
import assert from 'node:assert/strict';
import { axeViolations, newPage, signIn } from './harness.mjs';

/** The demo accounts (apps/gateway seed) and what each must see after signing in. */
export const ACCOUNTS = [
  {
    name: 'Giulia Rossi',
    dashboard: '/ORG/dashboard',
    company: 'Studio Rossi Amministrazioni',
    groups: ['In gestione', 'Anagrafiche', 'Segreteria', 'Operatività', 'Analisi', 'Comunicazioni'],
    absentGroups: [],
    entries: [
      'Dashboard',
      'Calendario',
      'Tickets',
      'Fornitori di sistema',
      'Novità',
      'Impostazioni',
    ],
    absentEntries: [],
    topBar: ['Promemoria', 'Chat aziendale', 'Helpdesk', 'Visualizza le ultime novitá'],
  },
  {
    name: 'Luca Neri',
    dashboard: '/ORG/dashboard',
    company: 'Studio Rossi Amministrazioni',
    groups: ['In gestione', 'Anagrafiche', 'Segreteria', 'Operatività', 'Comunicazioni'],
    absentGroups: ['Analisi', 'Servizi'],
    entries: ['Dashboard', 'Novità', 'Impostazioni'],
    absentEntries: [],
    topBar: ['Helpdesk', 'Visualizza le ultime novitá'],
  },
  {
    name: 'Sara Conti',
    dashboard: '/ORG/dashboard',
    company: 'Conti Gestioni Immobiliari S.r.l.',
    groups: ['Anagrafiche', 'Segreteria', 'Operatività', 'Analisi', 'Comunicazioni'],
    absentGroups: [],
    entries: ['Novità', 'Impostazioni'],
    absentEntries: [],
    topBar: ['Helpdesk', 'Visualizza le ultime novitá'],
  },
  {
    name: 'Paolo Bianchi',
    dashboard: '/SPL/dashboard',
    company: 'Idraulica Bianchi S.r.l.',
    groups: ['ANAGRAFICHE', 'SEGRETERIA', 'OPERATIVITÀ'],
    absentGroups: ['Anagrafiche'],
    entries: ['Dashboard', 'Calendario', 'Cartelle certificati'],
    absentEntries: [],
    topBar: ['Promemoria', 'Vai al centro assistenza', 'Applicazioni'],
  },
  {
    name: 'Anna Gallo',
    dashboard: '/SPL/dashboard',
    company: null,
    groups: ['ANAGRAFICHE', 'SEGRETERIA', 'OPERATIVITÀ'],
    absentGroups: [],
    entries: ['Dashboard', 'Calendario'],
    absentEntries: ['Approvvigionamenti'],
    topBar: ['Promemoria', 'Vai al centro assistenza', 'Applicazioni'],
  },
  {
    name: 'Maria Verdi',
    dashboard: '/USR/dashboard',
    company: null,
    groups: ['OPERATIVITÀ', 'COMUNICAZIONI', 'INTERAZIONI'],
    absentGroups: [],
    entries: ['Dashboard'],
    absentEntries: [],
    topBar: ['Vai al centro assistenza'],
  },
  {
    name: 'Marco Ferri',
    dashboard: '/USR/dashboard',
    company: null,
    groups: ['OPERATIVITÀ', 'COMUNICAZIONI'],
    absentGroups: [],
    entries: ['Dashboard'],
    absentEntries: ['Sondaggi', 'Avvisi', 'Corrispondenza condominiale'],
    topBar: ['Vai al centro assistenza'],
  },
  {
    name: 'Elena Marino',
    dashboard: '/SYS/dashboard',
    company: null,
    groups: [],
    absentGroups: [],
    entries: ['Dashboard', 'Novità'],
    absentEntries: [],
    topBar: ['Helpdesk', 'Applicazioni'],
  },
];

async function waitForPath(page, path, timeout = 20_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/**
 * The texts of the navigation, one per text node, as written (innerText would apply the
 * subtitles' text-transform, textContent would run the labels together).
 */
async function navigationText(page) {
  return page
    .locator('nav')
    .first()
    .evaluate((element) => {
      const texts = [];
      const walker = element.ownerDocument.createTreeWalker(element, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue?.trim();
        if (text) texts.push(text);
      }
      return texts;
    });
}

function accountTest(account) {
  return {
    name: `${account.name} signs in and lands on ${account.dashboard} with the right menu and top bar`,
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await signIn(page, account.name);
        await waitForPath(page, account.dashboard);
        await page.getByTestId('dashboard').waitFor();
        const nav = await navigationText(page);
        for (const group of account.groups) assert.ok(nav.includes(group), `group ${group}`);
        for (const group of account.absentGroups) {
          assert.ok(!nav.includes(group), `no group ${group}`);
        }
        for (const entry of account.entries) assert.ok(nav.includes(entry), `entry ${entry}`);
        for (const entry of account.absentEntries) {
          assert.ok(!nav.includes(entry), `no entry ${entry}`);
        }
        for (const label of account.topBar) {
          assert.equal(
            await page.getByRole('banner').getByRole('button', { name: label }).count(),
            1,
            `top-bar button ${label}`,
          );
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  };
}

export const TESTS = [
  {
    name: "000 §2: the Loading screen shows 'Stai per accedere con il profilo' and the company, then redirects after 2 s",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi', '/loading');
        await waitForPath(page, '/loading');
        await page.getByText('Stai per accedere con il profilo').waitFor();
        await page
          .getByTestId('loading-company')
          .getByText('Studio Rossi Amministrazioni')
          .waitFor();
        const shownAt = Date.now();
        await waitForPath(page, '/ORG/dashboard');
        assert.ok(Date.now() - shownAt >= 1_000, 'the redirect waits about 2 s');
      } finally {
        await context.close();
      }
    },
  },
  ...ACCOUNTS.map(accountTest),
  {
    name: '001 §2.1: every role is refused the other roles’ trees and lands on its dashboard',
    async run({ browser, url }) {
      const cases = [
        [
          'Giulia Rossi',
          ['/SPL/dashboard', '/USR/OPR/orders/service', '/SYS/dashboard'],
          '/ORG/dashboard',
        ],
        ['Paolo Bianchi', ['/ORG/TAB/suppliers', '/USR/dashboard'], '/SPL/dashboard'],
        ['Maria Verdi', ['/ORG/dashboard', '/SPL/OPR/tokens'], '/USR/dashboard'],
      ];
      for (const [name, paths, dashboard] of cases) {
        const { context, page } = await newPage(browser, url);
        try {
          await signIn(page, name);
          await waitForPath(page, dashboard);
          for (const path of paths) {
            await page.goto(`${path}?skip`);
            await waitForPath(page, dashboard);
          }
        } finally {
          await context.close();
        }
      }
    },
  },
  {
    name: '001 §2.1: an unknown path, or an order type outside service/contracts, shows the 404 page',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi');
        await waitForPath(page, '/ORG/dashboard');
        for (const path of ['/ORG/non-esiste', '/ORG/OPR/orders/altro', '/qualcosa/di/ignoto']) {
          await page.goto(`${path}?skip`);
          await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
          assert.equal(new URL(page.url()).pathname, path);
        }
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '000 §2: an off-site forced redirect is never followed; a safe one is',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi');
        await waitForPath(page, '/ORG/dashboard');
        for (const target of [
          '//evil.example/ORG/dashboard',
          'https://evil.example',
          '/\\evil.example',
        ]) {
          await page.goto(`/loading?skip&redirect=${encodeURIComponent(target)}`);
          await waitForPath(page, '/ORG/dashboard');
          assert.equal(new URL(page.url()).origin, url);
        }
        await page.goto(`/loading?skip&redirect=${encodeURIComponent('/ORG/TAB/suppliers')}`);
        await waitForPath(page, '/ORG/TAB/suppliers');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '000 §2 Shell: the last route is restored within 5 minutes and not after',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi');
        await waitForPath(page, '/ORG/dashboard');
        await page.goto('/ORG/OPR/claims?skip');
        await waitForPath(page, '/ORG/OPR/claims');
        await page.getByRole('heading', { name: 'Sinistri', level: 2 }).waitFor();
        await page.goto('/loading?skip');
        await waitForPath(page, '/ORG/OPR/claims');
        await page.evaluate(() => {
          const stored = JSON.parse(window.localStorage.getItem('portineria.lastRoute'));
          stored.timestamp -= 6 * 60_000;
          window.localStorage.setItem('portineria.lastRoute', JSON.stringify(stored));
        });
        await page.goto('/loading?skip');
        await waitForPath(page, '/ORG/dashboard');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '002 §2.9: Giulia Rossi switches to her resident profile through /changeProfile, then signs out',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi');
        await waitForPath(page, '/ORG/dashboard');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /account/i })
          .click();
        await page.getByRole('menuitem', { name: /Conti Gestioni/ }).click();
        await waitForPath(page, '/changeProfile');
        await waitForPath(page, '/USR/dashboard');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /account/i })
          .click();
        await page.getByRole('menuitem', { name: 'Esci' }).click();
        await waitForPath(page, '/auth/login');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '002 §7.6: a notification message from another window is ignored; one from the notifications page shows a toast that routes',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi');
        await waitForPath(page, '/ORG/dashboard');
        const uid = await page.evaluate(() => {
          const raw = window.localStorage.getItem('portineria.profileId');
          return raw ? JSON.parse(raw) : null;
        });
        assert.ok(uid, 'the active profile id is remembered');
        const notification = (title) => ({
          messageId: title,
          data: {
            notificationTitle: title,
            notificationType: 'TICKET_NEW',
            entityIDs: [{ entityName: 'ticket', id: 5 }],
          },
        });
        await page.getByRole('banner').getByRole('button', { name: 'Notifiche' }).click();
        const frameElement = await page
          .locator('iframe[title="Elenco delle notifiche"]')
          .elementHandle();
        const frame = await frameElement.contentFrame();
        await frame.waitForLoadState('load');
        // The app's own window (not the embedded page) posts: ignored.
        await page.evaluate(
          (message) => window.postMessage(message, '*'),
          notification('Messaggio estraneo'),
        );
        await page.waitForTimeout(1_000);
        assert.equal(await page.getByText('Messaggio estraneo').count(), 0);
        // The embedded notifications page posts to the app's origin: a toast that opens the ticket.
        await frame.evaluate(
          (message) => window.parent.postMessage(message, window.location.origin),
          notification('Nuovo ticket dal condominio'),
        );
        await page.locator('button', { hasText: 'Nuovo ticket dal condominio' }).click();
        await waitForPath(page, '/ORG/GEN/tickets/mod/5');
      } finally {
        await context.close();
      }
    },
  },
];

/**
 * Every entry of a role's menu renders without a console error and with no axe violation
 * (issue #5 "Every route of every role renders without a console error, and axe finds no
 * violation on it"), checked over the routes the menu links to.
 */
export function menuRouteTests(accounts = ['Giulia Rossi', 'Paolo Bianchi', 'Maria Verdi']) {
  return accounts.map((name) => ({
    name: `${name}: every menu route renders without console errors and axe finds no violation`,
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      const failures = [];
      try {
        await signIn(page, name);
        await page.getByTestId('dashboard').waitFor({ timeout: 20_000 });
        const hrefs = await page
          .locator('nav a[href^="/"]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
        assert.ok(hrefs.length > 3, 'the menu lists routes');
        for (const href of [
          '/' + new URL(page.url()).pathname.split('/')[1] + '/dashboard',
          ...hrefs,
        ]) {
          problems.length = 0;
          await page.goto(`${href}${href.includes('?') ? '&' : '?'}skip`);
          await page.waitForLoadState('networkidle');
          await page.locator('main').first().waitFor();
          const violations = await axeViolations(page);
          if (problems.length > 0 || violations.length > 0) {
            failures.push({ href, problems: [...problems], violations });
          }
        }
        assert.deepEqual(failures, []);
      } finally {
        await context.close();
      }
    },
  }));
}
