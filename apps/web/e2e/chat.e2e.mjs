// End-to-end test of the chat panel (002 §2.6, §4.4, §5.3, §7.3): two members of the demo
// condominium chat in two browsers — Giulia Rossi (org_3) on the organisation's chats page, Maria
// Verdi (usr_3) on a phone-sized window, where the panel replaces the list — one writes, the other
// sees each message arrive without a reload, and an unread counter while she reads older ones.
/* global window */
import assert from 'node:assert/strict';
import { axeViolations, expectCount, newPage, start, waitUntil } from './harness.mjs';

/** The chat Giulia, Luca and Maria share (apps/gateway/src/seed/demo.ts). */
const CHAT_OBJECT = 'Condominio Via Manzoni 12';

/** Opens a chats page as a returning user does and opens the demo chat from its list. */
async function openChat(page, path) {
  await page.goto(`${path}?skip`);
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
];
