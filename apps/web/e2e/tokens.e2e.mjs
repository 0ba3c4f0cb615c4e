// End-to-end flow of billing token invoicing (domain DECISIONS.md "Billing token lifecycle"; 000 §7
// "SPL badge counts tokens where isInvoiced is false"; 002 §2.10 the red badge of the tokens not
// yet invoiced), through the real UI on the gateway `npm start` runs: Giulia Rossi (ORG) marks
// one of Paolo Bianchi's tokens invoiced from its detail; Paolo's menu badge drops by one. The
// test picks a token that is not invoiced at its start and reads the count before, so it needs
// nothing another test left. The refused steps are the gateway's contract test
// (token-lifecycle.test.ts). Self-contained: it imports the harness only.
import assert from 'node:assert/strict';
import { axeViolations, callByHand, newPage, openAs, snack, start, waitUntil } from './harness.mjs';

/** The menu badge's accessible text ('3 token da fatturare', domain navigation messages). */
const BADGE = /^(\d+) token da fatturare$/;

/**
 * The supplier's not-invoiced badge as the menu shows it now: its number, or 0 when the menu
 * shows no badge (ui NavDrawer hides it at 0). Callers wait for the count they expect: the menu
 * can be on screen before its count has arrived.
 */
async function badgeCount(page) {
  await page.locator('[data-nav-item]').filter({ hasText: 'Tokens' }).first().waitFor({
    timeout: 20_000,
  });
  const badge = page.getByText(BADGE).first();
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).match(BADGE)?.[1]);
}

/** The ids of the supplier's tokens not yet invoiced, read with its own session. */
async function notInvoicedTokenIds(page) {
  const answer = await callByHand(page, 'spl', 'proxy/tokens', {
    method: 'POST',
    body: JSON.stringify({ query_sequelize: { where: { isInvoiced: false }, limit: 1000 } }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.rows.results.map((token) => token.id);
}

export const TOKEN_TESTS = [
  {
    name: "tokens: Giulia Rossi marks one of Paolo Bianchi's tokens invoiced and his not-invoiced badge drops by one",
    async run({ browser, url }) {
      const paolo = await newPage(browser, url);
      const giulia = await newPage(browser, url);
      try {
        // Paolo's badge before, and his tokens still to invoice.
        await start(paolo.page, 'Paolo Bianchi');
        const candidates = await notInvoicedTokenIds(paolo.page);
        const before = candidates.length;
        assert.ok(before > 0, 'Paolo has tokens to invoice');
        // The badge counts his tokens not invoiced (waited for: the menu may be painted before
        // its count has arrived).
        await waitUntil(async () => (await badgeCount(paolo.page)) === before, {
          timeout: 20_000,
          describe: async () => `badge ${await badgeCount(paolo.page)}, expected ${before}`,
        });

        // A token of Giulia's office among them (a token of another organisation is 404 to her).
        await start(giulia.page, 'Giulia Rossi');
        giulia.problems.length = 0;
        // One linked to an activity when there is one, to see the link back (001 §3, §4.2).
        let tokenId;
        let activityCode;
        for (const id of candidates) {
          const read = await callByHand(giulia.page, 'org', `proxy/tokens/${id}`);
          if (read.status !== 200) continue;
          const linked = await callByHand(giulia.page, 'org', 'proxy/activities', {
            method: 'POST',
            body: JSON.stringify({ query_sequelize: { where: { _token: id }, limit: 1 } }),
          });
          assert.equal(linked.status, 200, JSON.stringify(linked.body));
          tokenId ??= id;
          const code = linked.body.rows.results[0]?.code;
          if (code) {
            tokenId = id;
            activityCode = code;
            break;
          }
        }
        assert.ok(tokenId !== undefined, "one of Paolo's tokens is Giulia's office's");

        // Giulia marks it invoiced from its detail; the history says so.
        await giulia.page.goto(`/ORG/OPR/tokens/mod/${tokenId}?skip`);
        const bar = giulia.page.getByRole('group', { name: 'Azioni sul gettone' });
        const mark = bar.getByRole('button', { name: 'Segna come fatturato', exact: true });
        await mark.waitFor({ timeout: 20_000 });
        await waitUntil(async () => (await mark.getAttribute('aria-disabled')) !== 'true', {
          timeout: 20_000,
          describe: () => "'Segna come fatturato' stays disabled",
        });
        if (activityCode) {
          await giulia.page
            .locator('[data-section="token-activities"]')
            .getByText(activityCode)
            .first()
            .waitFor({ timeout: 20_000 });
        }
        assert.deepEqual(await axeViolations(giulia.page), [], 'axe on the token detail');
        await mark.click();
        await snack(giulia.page, 'Operazione eseguita');
        await bar
          .getByRole('button', { name: 'Riporta a da fatturare', exact: true })
          .waitFor({ timeout: 20_000 });
        await giulia.page
          .locator('[data-section="history"]')
          .getByText('Segnato come fatturato')
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(giulia.problems, [], 'no console error on the token detail');

        // Paolo's menu, read again, counts one token less.
        await paolo.page.reload();
        await paolo.page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
        await waitUntil(async () => (await badgeCount(paolo.page)) === before - 1, {
          timeout: 20_000,
          describe: async () => `badge ${await badgeCount(paolo.page)}, expected ${before - 1}`,
        });
        assert.ok(!(await notInvoicedTokenIds(paolo.page)).includes(tokenId));
      } finally {
        await paolo.context.close();
        await giulia.context.close();
      }
    },
  },
];

/**
 * A token of Paolo's that may go into a billing proposal (not invoiced, with an amount, not
 * waiting in a proposal) and that Giulia's office reads: its id and code.
 */
async function proposableToken(paolo, giulia) {
  const answer = await callByHand(paolo, 'spl', 'proxy/tokens', {
    method: 'POST',
    body: JSON.stringify({
      query_sequelize: {
        where: { isInvoiced: false },
        include: ['org_billing_proposals'],
        limit: 1000,
      },
    }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  for (const token of answer.body.rows.results) {
    if (token.amount === null || token.org_billing_proposals?.status === 'SENT') continue;
    const read = await callByHand(giulia, 'org', `proxy/tokens/${token.id}`);
    if (read.status === 200) return { id: token.id, code: token.code };
  }
  return undefined;
}

/** Opens 'Proposte di fatturazione' from the tokens list and answers the dialog. */
async function openProposals(page) {
  const open = page.getByRole('button', { name: 'Proposte di fatturazione', exact: true });
  await open.waitFor({ timeout: 30_000 });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Proposte di fatturazione' });
  await dialog.waitFor({ timeout: 20_000 });
  return dialog;
}

TOKEN_TESTS.push({
  name: "tokens: Paolo Bianchi sends a billing proposal, Giulia Rossi refuses it with a reason, Paolo sends it again and Giulia's acceptance invoices the token",
  async run({ browser, url }) {
    const paolo = await newPage(browser, url);
    const giulia = await newPage(browser, url);
    let token;
    try {
      await openAs(paolo.page, 'Paolo Bianchi', '/SPL/OPR/tokens?skip');
      await openAs(giulia.page, 'Giulia Rossi', '/ORG/OPR/tokens?skip');
      token = await proposableToken(paolo.page, giulia.page);
      assert.ok(token, "Paolo has a token of Giulia's office to propose");

      // Paolo selects the token (keyboard: Space on its checkbox) and sends the proposal.
      const send = async () => {
        const dialog = await openProposals(paolo.page);
        const box = dialog.getByRole('checkbox', { name: new RegExp(`^${token.code} `) });
        await box.waitFor({ timeout: 20_000 });
        await box.focus();
        await paolo.page.keyboard.press('Space');
        await dialog.getByText(/^Gettoni selezionati: 1 · Totale /).waitFor({ timeout: 10_000 });
        await dialog.getByRole('button', { name: 'Invia proposta', exact: true }).click();
        await snack(paolo.page, 'Proposta di fatturazione inviata');
        return dialog;
      };
      const sent = await send();
      const mine = sent.locator('[data-proposal]').filter({ hasText: token.code }).first();
      await mine.getByText('Inviata', { exact: true }).waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(paolo.page), [], "axe on Paolo's proposals");
      await paolo.page.keyboard.press('Escape');

      // Giulia refuses it with a reason.
      let dialog = await openProposals(giulia.page);
      let received = dialog
        .locator('[data-proposal]')
        .filter({ hasText: token.code })
        .filter({ hasText: 'Inviata' })
        .first();
      await received.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      const reasonDialog = giulia.page.getByRole('dialog', { name: 'Rifiuta la proposta' });
      await reasonDialog.getByRole('textbox').fill('Importo da concordare');
      await reasonDialog.getByRole('button', { name: 'Conferma' }).click();
      await snack(giulia.page, 'Operazione eseguita');
      await giulia.page.keyboard.press('Escape');

      // Paolo reads the refusal and its reason, and sends the token again.
      await paolo.page.reload();
      const refusedDialog = await openProposals(paolo.page);
      await refusedDialog
        .locator('[data-proposal]')
        .filter({ hasText: 'Motivo del rifiuto: Importo da concordare' })
        .first()
        .waitFor({ timeout: 20_000 });
      await paolo.page.keyboard.press('Escape');
      await send();
      await paolo.page.keyboard.press('Escape');

      // Giulia accepts the new one: the token is invoiced.
      await giulia.page.reload();
      dialog = await openProposals(giulia.page);
      received = dialog
        .locator('[data-proposal]')
        .filter({ hasText: token.code })
        .filter({ hasText: 'Inviata' })
        .first();
      assert.deepEqual(await axeViolations(giulia.page), [], "axe on Giulia's proposals");
      await received
        .getByRole('button', { name: 'Accetta e segna fatturati', exact: true })
        .click();
      await snack(giulia.page, 'Operazione eseguita');
      await dialog
        .locator('[data-proposal]')
        .filter({ hasText: token.code })
        .getByText('Accettata', { exact: true })
        .first()
        .waitFor({ timeout: 20_000 });
      const read = await callByHand(giulia.page, 'org', `proxy/tokens/${token.id}`);
      assert.equal(read.body.rows.results[0].isInvoiced, true);
    } finally {
      // The token goes back to 'Da fatturare' (by hand, with a reason), as the test found it.
      if (token) {
        const read = await callByHand(giulia.page, 'org', `proxy/tokens/${token.id}`).catch(
          () => undefined,
        );
        const stored = read?.body?.rows?.results?.[0];
        if (stored?.isInvoiced) {
          await callByHand(giulia.page, 'org', `tokens/${token.id}/transitions`, {
            method: 'POST',
            body: JSON.stringify({
              event: { type: 'MARK_NOT_INVOICED', reason: 'Ripristino dopo la prova' },
              version: stored.updatedAt,
            }),
          }).catch(() => undefined);
        }
      }
      await paolo.context.close();
      await giulia.context.close();
    }
  },
});
