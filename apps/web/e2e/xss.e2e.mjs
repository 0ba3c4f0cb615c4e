// Stored XSS through the chat (issue "Bad input and security": every text a user writes renders as
// text; 002 §3.6 messages and files): Giulia Rossi sends a corpus of hostile messages, and two files
// with hostile names, to the demo order chat through the gateway as any client could; Paolo
// Bianchi, a member, opens the chat in Chromium. Each payload must show exactly as it was
// written, make no element, run nothing (no dialog, no global set) — and the app's Content Security
// Policy, which would block an inline script anyway, must not be what saved it: the test looks for
// the injected elements themselves.
//
// The same corpus through the office's communications (001 §2.2 /ORG/COM/notices, /ORG/COM/polls):
// Giulia publishes it through the gateway as notice titles and a notice body, and as the questions
// and answers of polls on Manzoni; Maria Verdi, a resident there, opens her notices, the notice and
// each poll in Chromium, with the same checks. Self-contained: it imports the harness and domain's
// form limits only.
/* global window */
import assert from 'node:assert/strict';
import { POLL_MAX_OPTIONS, POLL_OPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@portineria/domain';
import { callByHand, localDay, newPage, openAs, start, waitUntil } from './harness.mjs';

/** The demo order chat of Giulia, Luca (ORG) and Paolo Bianchi (SPL) (apps/gateway/src/seed/demo). */
const ORDER_CHAT_OBJECT = 'Perdita tubo bagno interno 4';

/**
 * Thirty-two payloads: markup, event handlers, script URLs, template and attribute breakouts,
 * encodings and polyglots. Each one, if it became markup, would set `window.__xss` or make an
 * element the test finds (img, svg, iframe, script, an `on…` attribute, a `javascript:` link).
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3">',
  '<svg><script>window.__xss=4</script></svg>',
  '<iframe src="javascript:window.parent.__xss=5"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
  '<a href="javascript:window.__xss=7">clicca</a>',
  '<body onload="window.__xss=8">',
  '<details open ontoggle="window.__xss=9">',
  '<input autofocus onfocus="window.__xss=10">',
  '<video><source onerror="window.__xss=11"></video>',
  '<audio src=x onerror="window.__xss=12">',
  '<marquee onstart="window.__xss=13">',
  '<object data="javascript:window.__xss=14"></object>',
  '<embed src="javascript:window.__xss=15">',
  '<math><mtext><img src=x onerror="window.__xss=16"></mtext></math>',
  '"><img src=x onerror="window.__xss=17">',
  "'><svg onload='window.__xss=18'>",
  '</textarea><img src=x onerror="window.__xss=19">',
  '</title><img src=x onerror="window.__xss=20">',
  '<style>@import "javascript:window.__xss=21";</style>',
  '<div style="background:url(javascript:window.__xss=22)">',
  '<form><button formaction="javascript:window.__xss=23">Invia</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=24">',
  '<base href="javascript:window.__xss=25//">',
  '<template><img src=x onerror="window.__xss=26"></template>',
  '&lt;img src=x onerror="window.__xss=27"&gt;',
  '<img src=x onerror="&#119;indow.__xss=28">',
  '{{constructor.constructor("window.__xss=29")()}}',
  '${window.__xss=30}',
  "javascript:/*--></title></style></textarea></script><svg/onload='window.__xss=31'>",
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=32>">',
];

/** File names a hostile member could give an attachment (no path separators: a name, not a path). */
const HOSTILE_FILE_NAMES = [
  '<img src=x onerror="window.__xss=101">.png',
  '"><svg onload="window.__xss=102">.pdf',
];

/** A 1×1 PNG: the gateway checks a file's first bytes against its type. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Uploads a chat file by hand with the page's session (the gateway's version-2 upload). */
async function uploadByHand(page, chatId, name, type, base64) {
  return page.evaluate(
    async ({ chatId, name, type, base64 }) => {
      const issued = await (await fetch('/auth/token', { method: 'POST' })).json();
      const profileId = JSON.parse(window.localStorage.getItem('portineria.profileId'));
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('entity', 'chatData');
      form.append('entityId', String(chatId));
      form.append('file', new Blob([bytes], { type }), name);
      const response = await fetch('/api/v2/attachments', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${issued.token}`,
          'X-Portineria-Profile': `portineria:org:${profileId}`,
        },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    },
    { chatId, name, type, base64 },
  );
}

/** Elements the payloads would make, inside the chat's message list. */
function injectedElements(log) {
  return log.evaluate((element) => {
    const found = [];
    for (const node of element.querySelectorAll('*')) {
      const tag = node.tagName.toLowerCase();
      if (
        [
          'script',
          'iframe',
          'object',
          'embed',
          'svg',
          'math',
          'video',
          'audio',
          'marquee',
        ].includes(tag) &&
        !node.closest('[data-icon], button, [aria-hidden="true"]')
      ) {
        found.push(tag);
      }
      if (tag === 'img' && node.getAttribute('src') === 'x') found.push('img[src=x]');
      for (const attribute of node.getAttributeNames()) {
        if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`);
      }
      const href = node.getAttribute('href') ?? '';
      if (/^\s*javascript:/i.test(href)) found.push(`${tag}[href=javascript:]`);
    }
    return found;
  });
}

/** The Manzoni condominium's id, as Giulia's office reads it. */
async function manzoniId(page) {
  const found = await callByHand(page, 'org', 'buildings/search', {
    method: 'POST',
    body: JSON.stringify({ where: { name: 'Condominio Via Manzoni 12' }, limit: 1 }),
  });
  assert.equal(found.status, 200, JSON.stringify(found.body));
  const [building] = found.body.data;
  assert.ok(building, 'Giulia reads the Manzoni condominium');
  return building.id;
}

/** Giulia's create of a notice or a poll, through the gateway as any client could; its id. */
async function publishByHand(page, resource, fields) {
  const created = await callByHand(page, 'org', resource, {
    method: 'POST',
    body: JSON.stringify(fields),
  });
  assert.equal(created.status, 201, `${resource}: ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}

/** A payload marked with the run, cut to a field's limit (the marker first, so that it stays). */
function marked(run, payload, max) {
  return `${run} ${payload}`.slice(0, max);
}

/**
 * What a resident's screen must show of the payloads, and must not become: each text shown as
 * written in `scope` (its text content holds it whole), no element made from one, nothing run.
 */
async function assertShownAsText(page, scope, texts, what) {
  const content = (await scope.textContent()) ?? '';
  for (const text of texts) assert.ok(content.includes(text), `${what}: shown as written: ${text}`);
  assert.deepEqual(await injectedElements(scope), [], `${what}: no element made from a payload`);
  assert.equal(await page.evaluate(() => window.__xss), undefined, `${what}: nothing ran`);
}

export const XSS_TESTS = [
  {
    name: 'security: thirty-two stored XSS payloads sent as chat messages, and hostile file names, show as text to another member in Chromium and run nothing',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const paolo = await newPage(browser, url);
      const dialogs = [];
      paolo.page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      try {
        await start(giulia.page, 'Giulia Rossi');
        const me = await callByHand(giulia.page, 'org', 'users/auth/me');
        assert.equal(me.status, 200, JSON.stringify(me.body));
        const found = await callByHand(giulia.page, 'org', 'proxy/chats/search', {
          method: 'POST',
          body: JSON.stringify({ query_sequelize: { category: 'ORDER' } }),
        });
        assert.equal(found.status, 200, JSON.stringify(found.body));
        const chat = found.body.rows.results.find((row) => row.object === ORDER_CHAT_OBJECT);
        assert.ok(chat, `no chat «${ORDER_CHAT_OBJECT}» for Giulia`);

        // Unique per run: what this test sent, not what an earlier run left.
        const run = Math.random().toString(36).slice(2, 8);
        const payloads = XSS_PAYLOADS.map((payload) => `${payload} ${run}`);
        const started = Date.now();
        for (const [index, message] of payloads.entries()) {
          const sent = await callByHand(giulia.page, 'org', `proxy/chats/${chat.id}/messages`, {
            method: 'POST',
            body: JSON.stringify({ _user: me.body.data.id, timestamp: started + index, message }),
          });
          assert.ok(sent.status === 200 || sent.status === 201, JSON.stringify(sent.body));
        }
        // The names as the gateway stored them (it drops quotes and control characters).
        const fileNames = [];
        for (const [index, name] of HOSTILE_FILE_NAMES.map(
          (hostile) => `${run} ${hostile}`,
        ).entries()) {
          const type = name.endsWith('.png') ? 'image/png' : 'application/pdf';
          const base64 = type === 'image/png' ? PNG_BASE64 : btoa(`%PDF-1.4\n% ${run}\n%%EOF\n`);
          const uploaded = await uploadByHand(giulia.page, chat.id, name, type, base64);
          assert.ok(
            uploaded.status === 200 || uploaded.status === 201,
            JSON.stringify(uploaded.body),
          );
          assert.match(uploaded.body.data.name, /<(img|svg) /, 'the name keeps its markup');
          fileNames.push(uploaded.body.data.name);
          const sent = await callByHand(giulia.page, 'org', `proxy/chats/${chat.id}/messages`, {
            method: 'POST',
            body: JSON.stringify({
              _user: me.body.data.id,
              timestamp: started + payloads.length + index,
              message: '',
              file: uploaded.body.data,
            }),
          });
          assert.ok(sent.status === 200 || sent.status === 201, JSON.stringify(sent.body));
        }

        // Paolo opens the order's chat.
        await start(paolo.page, 'Paolo Bianchi');
        paolo.problems.length = 0;
        await paolo.page.goto(`/SPL/OPR/orders/service/mod/${chat.entityId}?skip`);
        const panel = paolo.page.getByRole('region', { name: ORDER_CHAT_OBJECT, exact: true });
        const log = panel.getByRole('log', { name: 'Messaggi' });
        await log.getByText(fileNames[1], { exact: false }).first().waitFor({ timeout: 30_000 });
        // The older messages come as he scrolls up (24 first, then 12 at a time).
        await waitUntil(
          async () => {
            if ((await log.getByText(payloads[0], { exact: true }).count()) > 0) return true;
            await log.evaluate((element) => {
              element.scrollTop = 0;
            });
            return false;
          },
          { timeout: 30_000, describe: () => 'the first payload never showed' },
        );

        for (const payload of payloads) {
          assert.equal(
            await log.getByText(payload, { exact: true }).count(),
            1,
            `shown as written: ${payload}`,
          );
        }
        for (const name of fileNames) {
          assert.ok(
            (await log.getByText(name, { exact: false }).count()) >= 1,
            `file name shown as written: ${name}`,
          );
        }
        assert.deepEqual(await injectedElements(log), [], 'no element made from a payload');
        assert.equal(await paolo.page.evaluate(() => window.__xss), undefined, 'nothing ran');
        assert.equal(await paolo.page.evaluate(() => window.parent.__xss), undefined);
        assert.deepEqual(dialogs, [], 'no dialog opened');
        assert.deepEqual(paolo.problems, [], 'no console or API error');
      } finally {
        await giulia.context.close();
        await paolo.context.close();
      }
    },
  },
  {
    name: 'security: the thirty-two stored XSS payloads published by the office as notice titles, a notice body, poll questions and poll answers show as text to a resident in Chromium and run nothing',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const maria = await newPage(browser, url);
      const dialogs = [];
      maria.page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      try {
        await start(giulia.page, 'Giulia Rossi');
        const building = await manzoniId(giulia.page);
        // Unique per run: what this test published, not what an earlier run left.
        const run = `xss${Math.random().toString(36).slice(2, 8)}`;

        // A notice per payload as its title, and one whose body holds them all, a line each.
        const titles = XSS_PAYLOADS.map((payload) => marked(run, payload, TITLE_MAX_LENGTH));
        const body = XSS_PAYLOADS.map((payload) => `${payload} ${run}`).join('\n');
        const bodyNotice = await publishByHand(giulia.page, 'notices', {
          _building: building,
          title: `Avviso ${run}`,
          body,
        });
        for (const title of titles) {
          await publishByHand(giulia.page, 'notices', {
            _building: building,
            title,
            body: `Avviso di prova ${run}`,
          });
        }

        // Polls of eight answers each (at most POLL_MAX_OPTIONS): the same payloads as their
        // question, a line each, and as their answers.
        const size = Math.ceil(
          XSS_PAYLOADS.length / Math.ceil(XSS_PAYLOADS.length / POLL_MAX_OPTIONS),
        );
        const polls = [];
        for (let first = 0; first < XSS_PAYLOADS.length; first += size) {
          const group = XSS_PAYLOADS.slice(first, first + size);
          const options = group.map((payload) => marked(run, payload, POLL_OPTION_MAX_LENGTH));
          const question = group.map((payload) => `${payload} ${run}`).join('\n');
          const id = await publishByHand(giulia.page, 'polls', {
            _building: building,
            object: `Sondaggio ${run} ${polls.length + 1}`,
            question,
            options,
            validTo: localDay(7),
          });
          polls.push({ id, texts: [...group.map((payload) => `${payload} ${run}`), ...options] });
        }

        // Maria reads her notices, searched for this run's on one page: every title as written.
        const { page } = maria;
        await openAs(page, 'Maria Verdi', `/USR/COM/notices?q=${run}&size=50`);
        maria.problems.length = 0;
        const main = page.locator('main');
        await main.getByText(titles[0], { exact: true }).first().waitFor({ timeout: 30_000 });
        await waitUntil(async () => ((await main.textContent()) ?? '').includes(titles.at(-1)), {
          timeout: 20_000,
          describe: () => 'the last notice title never showed',
        });
        await assertShownAsText(page, main, titles, 'the notices list');

        // The notice whose body is the corpus, then each poll: question and answers.
        await page.goto(`/USR/COM/notices/mod/${bodyNotice}`);
        await main.getByText(`Avviso ${run}`).first().waitFor({ timeout: 30_000 });
        await assertShownAsText(page, main, body.split('\n'), 'the notice body');
        for (const poll of polls) {
          await page.goto(`/USR/COM/polls/mod/${poll.id}`);
          await page.getByRole('group', { name: 'Il tuo voto' }).waitFor({ timeout: 30_000 });
          await assertShownAsText(page, main, poll.texts, `poll ${poll.id}`);
        }
        assert.equal(await page.evaluate(() => window.parent.__xss), undefined);
        assert.deepEqual(dialogs, [], 'no dialog opened');
        assert.deepEqual(maria.problems, [], 'no console or API error');
      } finally {
        await giulia.context.close();
        await maria.context.close();
      }
    },
  },
];
