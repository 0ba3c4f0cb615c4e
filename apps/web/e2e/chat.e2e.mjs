// End-to-end test of the chat panel (002 §2.6, §4.4, §5.3, §7.3): two members of the demo
// condominium chat in two browsers — Giulia Rossi (org_3) on the organisation's chats page, Maria
// Verdi (usr_3) on a phone-sized window, where the panel replaces the list — one writes, the other
// sees each message arrive without a reload, and an unread counter while she reads older ones.
/* global window, document */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  axeViolations,
  callByHand,
  expectCount,
  newPage,
  openAs,
  start,
  waitUntil,
} from './harness.mjs';
import { PREVIEW_PAGE } from './previewSite.mjs';

/** The chat Giulia, Luca and Maria share (apps/gateway/src/seed/demo.ts). */
const CHAT_OBJECT = 'Condominio Via Manzoni 12';

/** Opens a chats page as a returning user does and opens the demo chat from its list. */
async function openChat(page, path) {
  await page.goto(`${path}?skip`);
  return pickChat(page);
}

/** Opens the demo chat from the chats page's list and waits for its messages. */
async function pickChat(page) {
  await page
    .getByRole('navigation', { name: 'Chat' })
    .getByRole('link', { name: CHAT_OBJECT })
    .click();
  const panel = page.getByRole('region', { name: CHAT_OBJECT });
  await panel.getByRole('log', { name: 'Messaggi' }).getByRole('listitem').first().waitFor({
    timeout: 20_000,
  });
  return panel;
}

/**
 * Puts a switch between a browser context and the gateway's realtime socket (`/api/v2/realtime`,
 * the chat's and the bell's): while `cut()` holds, every open socket is closed and every new one
 * is closed as soon as it opens, as a dropped network would; `restore()` lets the next attempt
 * through to the gateway. `connected` counts the sockets that reached it.
 */
async function realtimeSwitch(context) {
  const open = new Set();
  let down = false;
  const state = { connected: 0 };
  await context.routeWebSocket(/\/api\/v2\/realtime$/, async (socket) => {
    if (down) {
      // Not connected to the server: the page's socket opens on Playwright's side and is closed.
      await socket.close({ code: 4001, reason: 'network down' });
      return;
    }
    socket.connectToServer();
    state.connected += 1;
    open.add(socket);
    socket.onClose(async (code, reason) => {
      open.delete(socket);
      // Closing the page's side closes the server's too, as without the route.
      await socket.close({ code, reason });
    });
  });
  return {
    state,
    async cut() {
      down = true;
      const closing = [...open];
      open.clear();
      await Promise.all(closing.map((socket) => socket.close({ code: 4001, reason: 'cut' })));
    },
    restore() {
      down = false;
    },
  };
}

/** The texts of a chat log's messages ending with `(run)`, in the order shown. */
function messagesOfRun(log, run) {
  return log.getByText(new RegExp(`\\(${run}\\)$`)).allInnerTexts();
}

/** The POSTs of new messages a page makes (002 §7.3 push). */
function countSends(page) {
  const sends = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/proxy\/chats\/\d+\/messages$/.test(request.url())) {
      sends.push(request.postDataJSON());
    }
  });
  return sends;
}

/** The demo order chat of Giulia, Luca (ORG) and Paolo Bianchi (SPL) (apps/gateway/src/seed/demo). */
const ORDER_CHAT_OBJECT = 'Perdita tubo bagno interno 4';

/** The id of the order whose chat is ORDER_CHAT_OBJECT, found through Giulia's chat list. */
async function orderOfChat(page) {
  const found = await callByHand(page, 'org', 'proxy/chats/search', {
    method: 'POST',
    body: JSON.stringify({ query_sequelize: { category: 'ORDER' } }),
  });
  assert.equal(found.status, 200, JSON.stringify(found.body));
  const chat = found.body.rows.results.find((row) => row.object === ORDER_CHAT_OBJECT);
  assert.ok(chat, `no chat «${ORDER_CHAT_OBJECT}» for Giulia`);
  return chat.entityId;
}

/**
 * The top bar chat button's unread total (its badge's description), 0 without a badge; read also
 * while the chat drawer, a modal, hides the top bar from assistive technologies.
 */
async function chatButtonTotal(page) {
  const button = page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: 'Chat aziendale', includeHidden: true });
  const description = await button.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  const match = /(\d+) messaggi?o? non lett[oi]/.exec(description);
  return match ? Number(match[1]) : 0;
}

/** The unread count a chat list entry announces ('{count} non letti'), 0 when it has none. */
async function entryUnread(link) {
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  const match = /(\d+) non letti/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** A 1×1 PNG: the gateway checks a file's first bytes against its type. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const CHAT_TESTS = [
  {
    name: '002 §4.4, §5.3: Giulia writes in the condominium chat (Enter sends, Ctrl+Enter adds a line, an empty message is not sent) and Maria sees each message arrive without reloading, with an unread counter while she reads older ones',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const maria = await newPage(browser, url);
      try {
        await start(giulia.page, 'Giulia Rossi');
        await start(maria.page, 'Maria Verdi');
        // Maria on a phone: the list first, then the panel in its place with the back button.
        await maria.page.setViewportSize({ width: 390, height: 700 });
        const giuliaPanel = await openChat(giulia.page, '/ORG/COM/chats');
        assert.match(new URL(giulia.page.url()).search, /idChat=\d+/);
        const mariaPanel = await openChat(maria.page, '/USR/COM/chats');
        assert.equal(await maria.page.getByRole('navigation', { name: 'Chat' }).isVisible(), false);
        await mariaPanel.getByRole('button', { name: 'Indietro' }).waitFor();
        const mariaLog = mariaPanel.getByRole('log', { name: 'Messaggi' });
        // A mark on Maria's page that a reload would wipe: every message must arrive without one.
        await maria.page.evaluate(() => {
          window.chatPageMark = true;
        });
        const giuliaLog = giuliaPanel.getByRole('log', { name: 'Messaggi' });

        const sends = countSends(giulia.page);
        const box = giuliaPanel.getByRole('textbox', { name: 'Messaggio' });
        const run = Math.random().toString(36).slice(2, 8);

        // 002 §5.3 "An empty message is not sent": Enter on an empty or blank box sends nothing.
        await box.click();
        await giulia.page.keyboard.press('Enter');
        await box.pressSequentially('   ');
        await giulia.page.keyboard.press('Enter');
        assert.equal(await box.inputValue(), '   ');

        // 002 §5.3 "Enter sends": a few messages, each arriving in Maria's open chat.
        for (let index = 1; index <= 4; index += 1) {
          await box.fill(`Aggiornamento ${index} (${run})`);
          await giulia.page.keyboard.press('Enter');
          // Sent and stored: the box empties once the gateway has the message.
          await waitUntil(async () => (await box.inputValue()) === '');
          await mariaLog.getByText(`Aggiornamento ${index} (${run})`).waitFor();
        }
        // The blank Enter before them sent nothing: exactly the four messages went out.
        assert.deepEqual(
          sends.map((sent) => sent.message),
          [1, 2, 3, 4].map((index) => `Aggiornamento ${index} (${run})`),
        );
        assert.equal(await box.inputValue(), '');
        // At the bottom, Maria's list followed them: no counter.
        await expectCount(mariaPanel.getByRole('button', { name: /nuov[oi] messagg/ }), 0);

        // 002 §4.4: scrolled up to older messages, an incoming one counts as unread.
        await mariaLog.evaluate((log) => {
          log.scrollTop = 0;
        });
        await waitUntil(() =>
          mariaLog.evaluate((log) => log.scrollHeight - log.clientHeight - log.scrollTop > 4),
        );
        // 002 §5.3 "Ctrl+Enter inserts a newline".
        await box.pressSequentially(`Prima riga ${run}`);
        await giulia.page.keyboard.press('Control+Enter');
        await box.pressSequentially('seconda riga');
        assert.equal(await box.inputValue(), `Prima riga ${run}\nseconda riga`);
        await giulia.page.keyboard.press('Enter');
        await giuliaLog.getByText(`Prima riga ${run}`).waitFor();

        const counter = mariaPanel.getByRole('button', { name: '1 nuovo messaggio' });
        await counter.waitFor();
        await counter.click();
        await expectCount(mariaPanel.getByRole('button', { name: /nuov[oi] messagg/ }), 0);
        const last = mariaLog.getByRole('listitem').last();
        assert.equal(
          await last.locator('p').first().innerText(),
          `Prima riga ${run}\nseconda riga`,
        );
        await waitUntil(() =>
          mariaLog.evaluate((log) => log.scrollHeight - log.clientHeight - log.scrollTop <= 4),
        );
        // Giulia's own message sits on her side; Maria reads it as Giulia's.
        assert.equal(await giuliaLog.getByRole('listitem').last().getAttribute('data-own'), 'true');
        assert.equal(await last.getAttribute('data-own'), null);
        assert.equal(await last.locator('span').first().innerText(), 'Giulia Rossi');

        assert.equal(await maria.page.evaluate(() => window.chatPageMark), true);

        // The back button returns Maria to her chats.
        await mariaPanel.getByRole('button', { name: 'Indietro' }).click();
        await maria.page.getByRole('navigation', { name: 'Chat' }).waitFor();

        assert.deepEqual(await axeViolations(giulia.page), []);
        assert.deepEqual(giulia.problems, []);
        assert.deepEqual(maria.problems, []);
      } finally {
        await giulia.context.close();
        await maria.context.close();
      }
    },
  },
  {
    name: "002 §4.4, §7.3; 001 §2 {idChat?}: Giulia and Paolo Bianchi chat on an order — the order detail shows its chat, a message appears live on the other side, and Paolo's unread count (chat drawer and top bar) clears when he opens the chat in the drawer",
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const paolo = await newPage(browser, url);
      try {
        await start(giulia.page, 'Giulia Rossi');
        await start(paolo.page, 'Paolo Bianchi');
        const orderId = await orderOfChat(giulia.page);
        const run = Math.random().toString(36).slice(2, 8);

        // The order detail's chat slot shows the order's chat; Giulia writes while Paolo is away.
        await giulia.page.goto(`/ORG/OPR/orders/service/mod/${orderId}?skip`);
        const giuliaPanel = giulia.page.getByRole('region', {
          name: ORDER_CHAT_OBJECT,
          exact: true,
        });
        const giuliaLog = giuliaPanel.getByRole('log', { name: 'Messaggi' });
        await giuliaLog.getByRole('listitem').first().waitFor({ timeout: 20_000 });
        const giuliaBox = giuliaPanel.getByRole('textbox', { name: 'Messaggio' });
        await giuliaBox.fill(`Quando passate per la perdita? (${run})`);
        await giulia.page.keyboard.press('Enter');
        await giuliaLog.getByText(`Quando passate per la perdita? (${run})`).waitFor();

        // Paolo's top bar counts it, and his chat drawer lists the chat with its unread count.
        await waitUntil(async () => (await chatButtonTotal(paolo.page)) > 0, {
          describe: () => 'the chat button counts the unread messages',
        });
        await paolo.page
          .getByRole('banner')
          .getByRole('button', { name: 'Chat aziendale' })
          .click();
        const drawer = paolo.page.getByRole('dialog', { name: 'Chat aziendale' });
        const entry = drawer.getByRole('link', { name: new RegExp(ORDER_CHAT_OBJECT) });
        await waitUntil(async () => (await entryUnread(entry)) > 0, {
          describe: () => 'the drawer lists the order chat as unread',
        });
        const chatUnread = await entryUnread(entry);
        // The button's total is the sum of the drawer's counts.
        const listed = async () => {
          let sum = 0;
          for (const link of await drawer.getByRole('link').all()) sum += await entryUnread(link);
          return sum;
        };
        const totalBefore = await listed();
        await waitUntil(async () => (await chatButtonTotal(paolo.page)) === totalBefore, {
          describe: () => `the chat button counts the ${totalBefore} unread messages listed`,
        });

        // List → one chat, in the drawer: Giulia's message is there.
        await entry.click();
        const drawerPanel = drawer.getByRole('region', { name: ORDER_CHAT_OBJECT, exact: true });
        await drawerPanel
          .getByRole('log', { name: 'Messaggi' })
          .getByText(`Quando passate per la perdita? (${run})`)
          .waitFor();
        // Opening it cleared its count: back in the list, and on the top bar's button.
        await drawerPanel.getByRole('button', { name: 'Indietro' }).click();
        await waitUntil(async () => (await entryUnread(entry)) === 0, {
          describe: () => 'the order chat is no longer unread',
        });
        await waitUntil(
          async () => (await chatButtonTotal(paolo.page)) === totalBefore - chatUnread,
          {
            describe: () => `the chat button counts ${totalBefore - chatUnread}`,
          },
        );
        await paolo.page.keyboard.press('Escape');

        // On the order detail, each side sees the other's message arrive without a reload.
        await paolo.page.goto(`/SPL/OPR/orders/service/mod/${orderId}?skip`);
        const paoloPanel = paolo.page.getByRole('region', { name: ORDER_CHAT_OBJECT, exact: true });
        const paoloLog = paoloPanel.getByRole('log', { name: 'Messaggi' });
        await paoloLog.getByText(`Quando passate per la perdita? (${run})`).waitFor({
          timeout: 20_000,
        });
        await paoloPanel.getByRole('textbox', { name: 'Messaggio' }).fill(`Domani alle 9 (${run})`);
        await paolo.page.keyboard.press('Enter');
        await giuliaLog.getByText(`Domani alle 9 (${run})`).waitFor();
        await giuliaBox.fill(`Perfetto, grazie (${run})`);
        await giulia.page.keyboard.press('Enter');
        await paoloLog.getByText(`Perfetto, grazie (${run})`).waitFor();
        // Each message once on each side.
        await expectCount(paoloLog.getByText(`Domani alle 9 (${run})`), 1);
        await expectCount(giuliaLog.getByText(`Perfetto, grazie (${run})`), 1);
        // Read while open: the chat stays clear for Paolo.
        await waitUntil(
          async () => (await chatButtonTotal(paolo.page)) === totalBefore - chatUnread,
          {
            describe: () => 'a message read in the open chat is not counted',
          },
        );

        assert.deepEqual(await axeViolations(paolo.page), []);
        assert.deepEqual(giulia.problems, []);
        assert.deepEqual(paolo.problems, []);
      } finally {
        await giulia.context.close();
        await paolo.context.close();
      }
    },
  },
  {
    name: 'DECISIONS.md "Link previews of chat messages", "Link preview logos: icons and SVG": a message with a link shows its preview card — the page\'s title, description and SVG logo, fetched by the gateway — and a link to a loopback address shows \'Link non disponibile\'; the browser never requests either link itself',
    async run({ browser, url, previewSite }) {
      const giulia = await newPage(browser, url);
      try {
        await start(giulia.page, 'Giulia Rossi');
        const panel = await openChat(giulia.page, '/ORG/COM/chats');
        const log = panel.getByRole('log', { name: 'Messaggi' });
        const run = Math.random().toString(36).slice(2, 8);
        // The gateway's own address: loopback, which a preview never fetches.
        const link = `${url}/anteprima-${run}`;
        const previews = [];
        const direct = [];
        giulia.page.on('request', (request) => {
          if (/\/proxy\/chats\/\d+\/messages\/[^/]+\/preview$/.test(request.url())) {
            previews.push(request.url());
          }
          if (request.url().includes(`anteprima-${run}`) && !request.url().includes('/api/v2/')) {
            direct.push(request.url());
          }
          if (request.url().startsWith(previewSite.origin)) direct.push(request.url());
        });

        await panel.getByRole('textbox', { name: 'Messaggio' }).fill(`Guardate qui: ${link}`);
        await giulia.page.keyboard.press('Enter');
        const sent = log.getByRole('listitem').filter({ hasText: `anteprima-${run}` });
        await sent.getByText('Link non disponibile').waitFor({ timeout: 20_000 });

        // A page the gateway may fetch (the worker's preview site, its test-only allow-list). The
        // box takes a new message once the last one is sent: its send button is enabled again.
        const page = `${previewSite.origin}${PREVIEW_PAGE.path}-${run}`;
        await panel.getByRole('textbox', { name: 'Messaggio' }).fill(`Ordine del giorno: ${page}`);
        const sendButton = panel.getByRole('button', { name: 'Invia' });
        await waitUntil(() => sendButton.isEnabled(), {
          describe: () => 'the send button stays disabled',
        });
        await giulia.page.keyboard.press('Enter');
        const withPage = log
          .getByRole('listitem')
          .filter({ hasText: `${PREVIEW_PAGE.path}-${run}` });
        const card = withPage.getByRole('link', { name: new RegExp(PREVIEW_PAGE.title) });
        await card.waitFor({ timeout: 20_000 });
        const logo = card.locator('img');
        await waitUntil(() => logo.evaluate((image) => image.complete && image.naturalWidth > 0), {
          describe: () => "the preview's logo is not drawn",
        });

        assert.equal(await card.getAttribute('href'), page);
        assert.ok(await card.getByText('127.0.0.1').isVisible(), "the link's host is shown");
        assert.ok(await card.getByText(PREVIEW_PAGE.title, { exact: true }).isVisible());
        assert.ok(await card.getByText(PREVIEW_PAGE.description, { exact: true }).isVisible());
        assert.match(await logo.getAttribute('src'), /^data:image\/svg\+xml;base64,/);
        assert.equal(
          previewSite.hits.get(`${PREVIEW_PAGE.path}-${run}`),
          1,
          'the gateway fetched the page once',
        );
        assert.ok(previewSite.hits.get(PREVIEW_PAGE.logoPath) >= 1, 'and its logo');
        assert.ok(previews.length >= 2, 'the previews are asked of the gateway');
        assert.deepEqual(direct, []);
        assert.deepEqual(await axeViolations(giulia.page), []);
        assert.deepEqual(giulia.problems, []);
      } finally {
        await giulia.context.close();
      }
    },
  },
  {
    name: '002 §3.6, §5.3: Giulia attaches a photo and a PDF to a message on an order chat (a file of a type not allowed is refused in Italian, her text kept); Paolo Bianchi sees the photo previewed and downloads the PDF in his browser',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const paolo = await newPage(browser, url);
      try {
        await start(giulia.page, 'Giulia Rossi');
        await start(paolo.page, 'Paolo Bianchi');
        const orderId = await orderOfChat(giulia.page);
        const run = Math.random().toString(36).slice(2, 8);
        const text = `La foto della perdita e il preventivo (${run})`;
        const photoName = `perdita-${run}.png`;
        const pdfName = `preventivo-${run}.pdf`;
        const pdfBytes = Buffer.from(`%PDF-1.4\n% preventivo ${run}\n%%EOF\n`);

        await giulia.page.goto(`/ORG/OPR/orders/service/mod/${orderId}?skip`);
        const giuliaPanel = giulia.page.getByRole('region', {
          name: ORDER_CHAT_OBJECT,
          exact: true,
        });
        const giuliaLog = giuliaPanel.getByRole('log', { name: 'Messaggi' });
        await giuliaLog.getByRole('listitem').first().waitFor({ timeout: 20_000 });
        const giuliaBox = giuliaPanel.getByRole('textbox', { name: 'Messaggio' });
        await giuliaBox.fill(text);
        await giuliaPanel.getByRole('button', { name: 'Allega file' }).waitFor();
        const input = giuliaPanel.locator('input[type="file"]');

        // A program is refused before anything is sent, in Italian; the text stays.
        await input.setInputFiles({
          name: `installa-${run}.exe`,
          mimeType: 'application/x-msdownload',
          buffer: Buffer.from('MZ'),
        });
        await giuliaPanel
          .getByText(`installa-${run}.exe: Questo tipo di file non è ammesso.`)
          .waitFor();
        assert.equal(await giuliaBox.inputValue(), text);

        // Two files at once: both listed with their size, then sent with the text.
        await input.setInputFiles([
          { name: photoName, mimeType: 'image/png', buffer: PNG_BYTES },
          { name: pdfName, mimeType: 'application/pdf', buffer: pdfBytes },
        ]);
        const pending = giuliaPanel.getByRole('list', { name: 'File da inviare' });
        await expectCount(pending.getByRole('listitem'), 2);
        await pending.getByText(pdfName).waitFor();
        await giuliaPanel.getByRole('button', { name: 'Invia' }).click();
        await giuliaLog.getByText(text).waitFor({ timeout: 20_000 });
        await giuliaLog
          .getByRole('button', { name: new RegExp(`Scarica ${pdfName.replace('.', '\\.')}`) })
          .waitFor({ timeout: 20_000 });
        await pending.waitFor({ state: 'detached' });
        assert.equal(await giuliaBox.inputValue(), '');

        // Paolo, on his side of the order: the photo is previewed, the PDF downloads.
        await paolo.page.goto(`/SPL/OPR/orders/service/mod/${orderId}?skip`);
        const paoloPanel = paolo.page.getByRole('region', { name: ORDER_CHAT_OBJECT, exact: true });
        const paoloLog = paoloPanel.getByRole('log', { name: 'Messaggi' });
        await paoloLog.getByText(text).waitFor({ timeout: 20_000 });
        const photo = paoloLog.getByRole('img', { name: photoName, exact: true });
        await photo.waitFor({ timeout: 20_000 });
        await waitUntil(
          () => photo.evaluate((image) => image.complete && image.naturalWidth === 1),
          { timeout: 20_000, describe: () => 'the photo is drawn from its bytes' },
        );
        const download = paoloLog.getByRole('button', {
          name: new RegExp(`Scarica ${pdfName.replace('.', '\\.')}`),
        });
        const [saved] = await Promise.all([paolo.page.waitForEvent('download'), download.click()]);
        assert.equal(saved.suggestedFilename(), pdfName);
        assert.deepEqual(await readFile(await saved.path()), pdfBytes);

        assert.deepEqual(await axeViolations(paolo.page), []);
        assert.deepEqual(giulia.problems, []);
        assert.deepEqual(paolo.problems, []);
      } finally {
        await giulia.context.close();
        await paolo.context.close();
      }
    },
  },
  {
    name: '002 §7.3 "a live query runs from the last seen timestamp": Maria\'s realtime connection is cut while Giulia writes three messages; when it comes back, without a reload, Maria sees every message exactly once and in order, and the chat stays live',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const maria = await newPage(browser, url);
      try {
        const network = await realtimeSwitch(maria.context);
        await openAs(giulia.page, 'Giulia Rossi', '/ORG/COM/chats?skip');
        await openAs(maria.page, 'Maria Verdi', '/USR/COM/chats?skip');
        const giuliaPanel = await pickChat(giulia.page);
        const mariaPanel = await pickChat(maria.page);
        const giuliaLog = giuliaPanel.getByRole('log', { name: 'Messaggi' });
        const mariaLog = mariaPanel.getByRole('log', { name: 'Messaggi' });
        const box = giuliaPanel.getByRole('textbox', { name: 'Messaggio' });
        // A mark on Maria's page that a reload would wipe.
        await maria.page.evaluate(() => {
          window.chatPageMark = true;
        });
        const run = Math.random().toString(36).slice(2, 8);
        const send = async (text) => {
          await box.fill(text);
          await giulia.page.keyboard.press('Enter');
          // Stored: the box empties once the gateway has the message, and Giulia's log shows it.
          await waitUntil(async () => (await box.inputValue()) === '');
          await giuliaLog.getByText(text).waitFor();
        };

        // Live before the cut: Maria's chat socket reached the gateway and delivers.
        const before = `Prima dell'interruzione (${run})`;
        await send(before);
        await mariaLog.getByText(before).waitFor({ timeout: 20_000 });
        const connectedBefore = network.state.connected;
        assert.ok(connectedBefore >= 1);

        // The network drops: Giulia writes three messages that no socket can bring to Maria.
        await network.cut();
        const during = [1, 2, 3].map((index) => `Durante l'interruzione ${index} (${run})`);
        for (const text of during) await send(text);
        assert.equal(network.state.connected, connectedBefore);
        assert.deepEqual(await messagesOfRun(mariaLog, run), [before]);

        // The network is back: Maria's transport reconnects by itself and catches up.
        network.restore();
        await waitUntil(() => network.state.connected > connectedBefore, {
          timeout: 60_000,
          describe: () => "Maria's chat reconnects to the gateway",
        });
        await waitUntil(
          async () => (await messagesOfRun(mariaLog, run)).length === 1 + during.length,
          {
            timeout: 20_000,
            describe: async () => JSON.stringify(await messagesOfRun(mariaLog, run)),
          },
        );
        // And live again after the reconnection.
        const after = `Dopo l'interruzione (${run})`;
        await send(after);
        await mariaLog.getByText(after).waitFor({ timeout: 20_000 });

        // Every message once, in the order written, on both sides; Maria's page never reloaded.
        const expected = [before, ...during, after];
        assert.deepEqual(await messagesOfRun(mariaLog, run), expected);
        assert.deepEqual(await messagesOfRun(giuliaLog, run), expected);
        assert.equal(await maria.page.evaluate(() => window.chatPageMark), true);
        assert.deepEqual(giulia.problems, []);
        assert.deepEqual(maria.problems, []);
      } finally {
        await giulia.context.close();
        await maria.context.close();
      }
    },
  },
  {
    name: "001 §2 /mod/{idElement}/{idChat?}: a building's detail shows the building's chat to its member Giulia, and a supplier's page shows Sara Conti her organisation's chat with the supplier",
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const sara = await newPage(browser, url);
      try {
        await start(giulia.page, 'Giulia Rossi');
        await start(sara.page, 'Sara Conti');
        const recordOf = async (page, category, object) => {
          const found = await callByHand(page, 'org', 'proxy/chats/search', {
            method: 'POST',
            body: JSON.stringify({ query_sequelize: { category } }),
          });
          assert.equal(found.status, 200, JSON.stringify(found.body));
          const chat = found.body.rows.results.find((row) => row.object === object);
          assert.ok(chat, `no chat «${object}»`);
          return chat.entityId;
        };

        const buildingId = await recordOf(giulia.page, 'BUILDING', CHAT_OBJECT);
        await giulia.page.goto(`/ORG/TAB/buildings/condominium/mod/${buildingId}?skip`);
        const buildingChat = giulia.page.getByRole('region', { name: CHAT_OBJECT, exact: true });
        await buildingChat
          .getByRole('log', { name: 'Messaggi' })
          .getByText('Perfetto, avviso io il portiere.')
          .waitFor({ timeout: 20_000 });
        await buildingChat.getByRole('button', { name: 'Allega file' }).waitFor();

        const companyObject = 'Conti Gestioni — Idraulica Bianchi';
        const supplierId = await recordOf(sara.page, 'COMPANY', companyObject);
        await sara.page.goto(`/ORG/TAB/suppliers/mod/${supplierId}?skip`);
        const companyChat = sara.page.getByRole('region', { name: companyObject, exact: true });
        await companyChat
          .getByRole('log', { name: 'Messaggi' })
          .getByRole('listitem')
          .first()
          .waitFor({ timeout: 20_000 });

        assert.deepEqual(await axeViolations(giulia.page), []);
        assert.deepEqual(giulia.problems, []);
        assert.deepEqual(sara.problems, []);
      } finally {
        await giulia.context.close();
        await sara.context.close();
      }
    },
  },
];
