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

/**
 * The id of the proposal sent last with the token in it, read with Paolo's own session: the
 * test finds its own proposal among those other tests may have left.
 */
async function sentProposalWith(paolo, tokenId) {
  const answer = await callByHand(paolo, 'spl', 'proxy/billingProposals', {
    method: 'POST',
    body: JSON.stringify({
      query_sequelize: {
        where: { status: 'SENT' },
        include: ['org_tokens'],
        order: [['createdAt', 'DESC']],
        limit: 1000,
      },
    }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const found = answer.body.rows.results.find((proposal) =>
    (proposal.org_tokens ?? []).some((token) => token.id === tokenId),
  );
  assert.ok(found, `a proposal sent with token ${tokenId}`);
  return found.id;
}

/** The proposals' list row of a proposal (its number is the row's header cell). */
function proposalRow(page, id) {
  return page
    .locator('main [data-row-index]')
    .filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) })
    .first();
}

/** The detail's timeline titles, newest first, once `first` heads it. */
async function timelineTitles(page, first) {
  const history = page.locator('[data-section="history"]');
  await history.getByText(first, { exact: true }).first().waitFor({ timeout: 20_000 });
  return history;
}

TOKEN_TESTS.push({
  name: "tokens: Paolo Bianchi sends a billing proposal, Giulia Rossi refuses it with a reason from its detail, Paolo reads why in its timeline and sends it again, and Giulia's acceptance invoices the token",
  async run({ browser, url }) {
    const paolo = await newPage(browser, url);
    const giulia = await newPage(browser, url);
    let token;
    try {
      await openAs(paolo.page, 'Paolo Bianchi', '/SPL/OPR/tokens?skip');
      await openAs(giulia.page, 'Giulia Rossi', '/ORG/OPR/tokens?skip');
      token = await proposableToken(paolo.page, giulia.page);
      assert.ok(token, "Paolo has a token of Giulia's office to propose");

      // The tokens list's 'Proposte di fatturazione' opens the proposals' list.
      const toList = paolo.page.getByRole('button', {
        name: 'Proposte di fatturazione',
        exact: true,
      });
      await toList.waitFor({ timeout: 30_000 });
      await toList.click();
      await paolo.page.waitForURL('**/SPL/OPR/tokens/proposals', { timeout: 20_000 });

      // Paolo selects the token (keyboard: Space on its checkbox) and sends the proposal.
      const send = async () => {
        await paolo.page.goto('/SPL/OPR/tokens/proposals?skip');
        await paolo.page.getByRole('button', { name: 'Nuova proposta', exact: true }).click();
        const dialog = paolo.page.getByRole('dialog', { name: 'Nuova proposta' });
        const box = dialog.getByRole('checkbox', { name: new RegExp(`^${token.code} `) });
        await box.waitFor({ timeout: 20_000 });
        await box.focus();
        await paolo.page.keyboard.press('Space');
        await dialog.getByText(/^Gettoni selezionati: 1 · Totale /).waitFor({ timeout: 10_000 });
        await dialog.getByRole('button', { name: 'Invia proposta', exact: true }).click();
        await snack(paolo.page, 'Proposta di fatturazione inviata');
        await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
        const id = await sentProposalWith(paolo.page, token.id);
        // The list behind the dialog shows it, waiting for the answer.
        await proposalRow(paolo.page, id)
          .getByText('Inviata', { exact: true })
          .waitFor({ timeout: 20_000 });
        return id;
      };
      const first = await send();
      assert.deepEqual(await axeViolations(paolo.page), [], "axe on Paolo's proposals list");

      // Giulia opens it from her list and refuses it with a reason, from its detail.
      await giulia.page.goto('/ORG/OPR/tokens/proposals?skip');
      await proposalRow(giulia.page, first).click();
      await giulia.page.waitForURL(`**/ORG/OPR/tokens/proposals/mod/${first}`, {
        timeout: 20_000,
      });
      await giulia.page
        .getByRole('heading', { name: `Proposta di fatturazione n. ${first}` })
        .waitFor({ timeout: 20_000 });
      await giulia.page
        .locator('[data-section="proposal-tokens"]')
        .getByRole('link', { name: new RegExp(token.code) })
        .waitFor({ timeout: 20_000 });
      await timelineTitles(giulia.page, 'Proposta inviata');
      assert.deepEqual(await axeViolations(giulia.page), [], 'axe on the proposal detail');
      const actions = giulia.page.getByRole('group', {
        name: `Azioni sulla proposta n. ${first}`,
      });
      await actions.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      const reasonDialog = giulia.page.getByRole('dialog', { name: 'Rifiuta la proposta' });
      await reasonDialog.getByRole('textbox').fill('Importo da concordare');
      await reasonDialog.getByRole('button', { name: 'Conferma' }).click();
      await snack(giulia.page, 'Operazione eseguita');
      // The answered proposal: its state, its reason, no answer left, the refusal in its timeline.
      const refusedHistory = await timelineTitles(giulia.page, 'Proposta rifiutata');
      await giulia.page
        .locator('main')
        .getByText('Rifiutata', { exact: true })
        .first()
        .waitFor({ timeout: 20_000 });
      await actions
        .getByRole('button', { name: 'Rifiuta', exact: true })
        .waitFor({ state: 'detached', timeout: 20_000 });
      assert.equal(await actions.getByRole('button').count(), 0, 'no answer left to give');
      assert.equal(
        (await refusedHistory.getByText('Importo da concordare').count()) > 0,
        true,
        'the refusal reason in the timeline',
      );

      // Paolo reads the refusal, its reason and its timeline on the detail, and has no answer to give.
      await paolo.page.goto(`/SPL/OPR/tokens/proposals/mod/${first}?skip`);
      await paolo.page
        .locator('main')
        .getByText('Importo da concordare')
        .first()
        .waitFor({ timeout: 20_000 });
      const paoloHistory = await timelineTitles(paolo.page, 'Proposta rifiutata');
      await paoloHistory.getByText('Proposta inviata', { exact: true }).first().waitFor();
      assert.equal(
        await paolo.page.getByRole('button', { name: 'Rifiuta', exact: true }).count(),
        0,
      );
      assert.deepEqual(paolo.problems, [], "no console error on Paolo's proposal detail");

      // He sends the token again; Giulia accepts the new proposal from its detail.
      const second = await send();
      assert.notEqual(second, first);
      await giulia.page.goto(`/ORG/OPR/tokens/proposals/mod/${second}?skip`);
      await giulia.page
        .getByRole('group', { name: `Azioni sulla proposta n. ${second}` })
        .getByRole('button', { name: 'Accetta e segna fatturati', exact: true })
        .click();
      await snack(giulia.page, 'Operazione eseguita');
      await timelineTitles(giulia.page, 'Proposta accettata');
      await giulia.page
        .locator('main')
        .getByText('Accettata', { exact: true })
        .first()
        .waitFor({ timeout: 20_000 });
      const read = await callByHand(giulia.page, 'org', `proxy/tokens/${token.id}`);
      assert.equal(read.body.rows.results[0].isInvoiced, true);

      // The token's link opens its detail, whose own history tells the invoicing.
      await giulia.page
        .locator('[data-section="proposal-tokens"]')
        .getByRole('link', { name: new RegExp(token.code) })
        .click();
      await giulia.page.waitForURL(`**/ORG/OPR/tokens/mod/${token.id}`, { timeout: 20_000 });
      await giulia.page
        .locator('[data-section="history"]')
        .getByText('Segnato come fatturato')
        .first()
        .waitFor({ timeout: 20_000 });
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
