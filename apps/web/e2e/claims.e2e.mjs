// End-to-end flow of the claim lifecycle (001 §3 Claim, §4.4; 000 §4; domain DECISIONS.md "Claim
// lifecycle"), through the real UI on the gateway `npm start` runs: Giulia Rossi opens her own
// claim on the Manzoni building with the insurer (ICMP) and the loss adjuster (IEXP) — the
// half-filled form survives a reload — then moves it 'In verifica' (an edit typed meanwhile is
// refused as stale and kept), 'Danno accertato', 'In liquidazione' and closes it 'Chiuso
// liquidato' with the amount paid, each step in its Cronologia. The refusals of each step
// are the gateway's contract test (claim-lifecycle.test.ts) and domain's unit tests.
import assert from 'node:assert/strict';
import { axeViolations, newPage, pick, snack, openAs, waitUntil } from './harness.mjs';

/** Unique per run, so that a rerun on the same data finds its own claim. */
const NOTES = `Infiltrazione dal lastrico solare ${Date.now().toString(36)}`;

/** The claim's status on its detail. */
const statusOf = (page) => page.locator('[data-section="claim-status"]').innerText();

async function waitForStatus(page, text) {
  await waitUntil(async () => (await statusOf(page)).includes(text), {
    timeout: 20_000,
    describe: async () => `status '${await statusOf(page)}', expected '${text}'`,
  });
}

/** Presses an action of the claim's action bar once domain enables it. */
async function claimAction(page, label) {
  const button = page
    .getByRole('group', { name: 'Azioni sul sinistro' })
    .getByRole('button', { name: label, exact: true });
  await button.waitFor({ timeout: 20_000 });
  await waitUntil(async () => (await button.getAttribute('aria-disabled')) !== 'true', {
    timeout: 20_000,
    describe: () => `${label} stays disabled`,
  });
  await button.click();
}

export const CLAIM_TESTS = [
  {
    name: "claims: Giulia Rossi opens a claim with the insurer and the loss adjuster and works it to 'Chiuso liquidato'",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/claims/new?skip');
        const notes = page.getByLabel('Note');
        await notes.waitFor({ timeout: 20_000 });
        await notes.fill(NOTES);
        // The half-filled form survives a reload.
        await waitUntil(
          () =>
            page.evaluate(() =>
              Object.keys(globalThis.localStorage).some((key) => key.includes('claimDraft')),
            ),
          { describe: () => 'the draft is kept' },
        );
        await page.reload();
        await page.getByLabel('Note').waitFor({ timeout: 20_000 });
        assert.equal(await page.getByLabel('Note').inputValue(), NOTES);
        // Without the building nothing is sent and the field says why.
        await page.getByRole('button', { name: 'Apri sinistro' }).click();
        await page.getByText('Il campo Immobile è obbligatorio').first().waitFor();
        await pick(page, 'Immobile', 'Manzoni');
        await pick(page, 'Dipendente', 'Giulia Rossi');
        await pick(page, 'Compagnia assicurativa', 'Assicurazioni Torre');
        await pick(page, 'Perito', 'Studio Peritale Fontana');
        await page.getByLabel('Importo richiesto').fill('2400,00');
        assert.deepEqual(await axeViolations(page), [], 'axe on the claim form');
        await page.getByRole('button', { name: 'Apri sinistro' }).click();
        await snack(page, 'Sinistro aperto');
        await page.waitForURL(/\/ORG\/OPR\/claims\/mod\/\d+/, { timeout: 20_000 });
        await waitForStatus(page, 'Aperto');

        // An edit typed while the claim moves on is refused as stale and keeps what was typed.
        const edit = page.getByTestId('claim-edit-form');
        await edit.getByLabel('Note').fill(`${NOTES} (perizia fissata)`);
        // 000 §4: OPE → VDD → DAC → INL, one step at a time.
        await claimAction(page, 'Avvia verifica');
        await waitForStatus(page, 'In verifica');
        await edit.getByRole('button', { name: 'Salva' }).click();
        await snack(page, 'Il record è stato modificato da un altro utente');
        assert.equal(await edit.getByLabel('Note').inputValue(), `${NOTES} (perizia fissata)`);
        await edit.getByRole('button', { name: 'Scarta bozza' }).click();
        await waitUntil(async () => (await edit.getByLabel('Note').inputValue()) === NOTES, {
          describe: () => 'the form shows the stored claim again',
        });
        await claimAction(page, 'Danno accertato');
        await waitForStatus(page, 'Danno accertato');
        await claimAction(page, 'Richiedi liquidazione');
        await waitForStatus(page, 'In liquidazione');

        // 001 §4.4 CLOSE_LIQUIDATED with the amount paid (002 §3.5 amountRefunded).
        await claimAction(page, 'Chiudi liquidato');
        const dialog = page.getByRole('dialog', { name: 'Chiudi liquidato' });
        await dialog.getByRole('button', { name: 'CONFERMA' }).click();
        await dialog.getByText("Indica l'importo liquidato").waitFor({ timeout: 20_000 });
        await dialog.getByLabel('Importo liquidato (*)').fill('2100,50');
        await dialog.getByRole('button', { name: 'CONFERMA' }).click();
        await waitForStatus(page, 'Chiuso liquidato');
        // A liquidated claim is final: no step is left on the bar.
        await waitUntil(
          async () =>
            (await page
              .getByRole('group', { name: 'Azioni sul sinistro' })
              .getByRole('button')
              .count()) === 0,
          { timeout: 20_000, describe: () => 'the bar still offers a step' },
        );
        await page.getByText('2.100,50').first().waitFor({ timeout: 20_000 });
        // Each step is in the claim's Cronologia (DECISIONS.md "Claim lifecycle" 10).
        const history = page.locator('[data-section="history"]');
        await history.getByText('Liquidazione richiesta').waitFor({ timeout: 20_000 });
        await history.getByText('Verifica avviata').waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(page), [], 'axe on the claim detail');
        // The refused stale save is an answer the form handled (409), not an error of the page.
        assert.deepEqual(
          problems.filter((problem) => !/409/.test(problem)),
          [],
          'console or API errors',
        );
        assert.ok(
          problems.some((problem) => /HTTP 409 PATCH .*\/api\/v2\/claims\/\d+$/.test(problem)),
          `the stale save was refused 409: ${problems.join(' | ')}`,
        );
      } finally {
        await context.close();
      }
    },
  },
];
