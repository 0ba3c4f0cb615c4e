// End-to-end flow of 'Il mio profilo' → Anagrafica (002 §2.9, §3.9, §5.5, §7.5), through the real
// UI on the gateway `npm start` runs: Giulia Rossi (ORG) opens the editor from her avatar menu,
// changes her mobile phone and her first name and saves ('Salvataggio avvenuto con successo');
// the profile's Cronologia under Anagrafica tells the save at once, and the top bar's name
// follows without a reload. Then a CAP of three digits is refused with
// 'Salvataggio non consentito. Controlla i dati inseriti', its message beside the field, and every
// field keeps what was typed. Her profile is put back as it was at the end, whatever happened, so
// the accounts' names the other tests sign in with stay the same. The refused saves on the
// server (stale version, invalid fields, password, preferences) are the gateway's contract test
// (own-profile.test.ts). Self-contained: it imports the harness only.
import assert from 'node:assert/strict';
import { axeViolations, callByHand, newPage, snack, start } from './harness.mjs';

/** The own profile's address for the page's ORG profile. */
async function ownProfilePath(page) {
  const profileId = await page.evaluate(() =>
    JSON.parse(globalThis.localStorage.getItem('portineria.profileId')),
  );
  return `profiles/${encodeURIComponent(`portineria:org:${profileId}`)}/own`;
}

async function readOwnProfile(page) {
  const answer = await callByHand(page, 'org', await ownProfilePath(page));
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
}

export const PROFILE_TESTS = [
  {
    name: "profile: Giulia Rossi changes her mobile and her name in 'Il mio profilo', sees the save in its Cronologia, the top bar follows, and an invalid CAP is refused keeping every field",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      let original;
      try {
        await start(page, 'Giulia Rossi');
        original = await readOwnProfile(page);
        const mobile = `347 ${String(Date.now()).slice(-7)}`;
        const firstname = 'Giulia Maria';

        const banner = page.getByRole('banner');
        await banner.getByRole('button', { name: 'Il mio account' }).click();
        await page.getByRole('menuitem', { name: 'Il mio profilo' }).click();
        const editor = page.getByRole('dialog', { name: 'Il mio profilo' });
        await editor.waitFor();
        await assert.doesNotReject(() =>
          editor.getByRole('tab', { name: 'Anagrafica', selected: true }).waitFor(),
        );
        const form = editor.getByRole('form', { name: 'Dati anagrafici' });
        const email = form.getByRole('textbox', { name: 'Email' });
        await email.waitFor();
        assert.equal(await email.isDisabled(), true, '002 §5.5: the email is read-only');
        assert.equal(await email.inputValue(), original.email);

        await form.getByRole('textbox', { name: 'Cellulare' }).fill(mobile);
        await form.getByRole('textbox', { name: /^Nome/ }).fill(firstname);
        await form.getByRole('button', { name: 'SALVA' }).click();
        await snack(page, 'Salvataggio avvenuto con successo');
        const saved = await readOwnProfile(page);
        assert.equal(saved.mobile, mobile);
        assert.equal(saved.firstname, firstname);
        // The profile's Cronologia under Anagrafica tells the save at once: what, from → to.
        const saveEntry = editor
          .locator('[data-section="history"] li[data-entry]')
          .filter({ hasText: 'Dati anagrafici modificati' })
          .filter({ hasText: mobile });
        await saveEntry.waitFor({ timeout: 20_000 });
        const told = await saveEntry.textContent();
        assert.match(told, /Cellulare/);
        assert.match(told, /Nome/);
        assert.match(told, /Studio Rossi/);

        // An invalid CAP: refused on the spot, the message beside the field, nothing lost.
        const zip = form.getByRole('textbox', { name: 'CAP' });
        await zip.fill('201');
        await form.getByRole('button', { name: 'SALVA' }).click();
        await snack(page, 'Salvataggio non consentito. Controlla i dati inseriti');
        await form.getByText('Il campo CAP deve avere esattamente 5 caratteri').waitFor();
        assert.equal(await zip.inputValue(), '201');
        assert.equal(await form.getByRole('textbox', { name: 'Cellulare' }).inputValue(), mobile);
        assert.equal(await form.getByRole('textbox', { name: /^Nome/ }).inputValue(), firstname);
        assert.equal((await readOwnProfile(page)).zip, saved.zip, 'nothing was sent');
        assert.deepEqual(await axeViolations(page), [], 'the editor is axe clean');

        // The top bar's name follows the save, without a reload.
        await editor.getByRole('button', { name: 'Chiudi' }).first().click();
        await editor.waitFor({ state: 'hidden' });
        await banner.getByRole('button', { name: 'Il mio account' }).click();
        await page.getByRole('menu').getByText(`${firstname} ${original.lastname}`).waitFor();
        await page.keyboard.press('Escape');
        assert.deepEqual(problems, []);
      } finally {
        if (original) {
          const current = await readOwnProfile(page);
          const restored = await callByHand(page, 'org', await ownProfilePath(page), {
            method: 'PATCH',
            body: JSON.stringify({
              firstname: original.firstname,
              mobile: original.mobile,
              version: current.updatedAt,
            }),
          });
          assert.equal(restored.status, 200, JSON.stringify(restored.body));
        }
        await context.close();
      }
    },
  },
  {
    name: "profile: Paolo Bianchi (SPL level 3) adds a category in 'La mia azienda', saves it and sees the save in the company's Cronologia; Anna Gallo (level 1) sees SALVA off with the reason",
    async run({ browser, url }) {
      const paolo = await newPage(browser, url);
      let company;
      try {
        await start(paolo.page, 'Paolo Bianchi');
        const page = paolo.page;
        await page.getByRole('banner').getByRole('button', { name: 'Il mio account' }).click();
        const read = page.waitForResponse(
          (response) =>
            /\/api\/v2\/suppliers\/\d+$/.test(new URL(response.url()).pathname) &&
            response.request().method() === 'GET',
        );
        await page.getByRole('menuitem', { name: 'La mia azienda' }).click();
        company = (await (await read).json()).data;
        const editor = page.getByRole('dialog', { name: 'La mia azienda' });
        await editor.getByRole('tab', { name: 'Anagrafica', selected: true }).waitFor();
        await editor.getByRole('tab', { name: 'Informazioni' }).waitFor();
        const form = editor.getByRole('form', { name: 'Dati aziendali' });
        const name = form.getByRole('textbox', { name: 'Ragione sociale', exact: true });
        await name.waitFor();
        assert.equal(await name.inputValue(), company.name1, 'the certified data are shown');

        // 002 §5.6: categories are tags with the preset trades suggested.
        const categories = form.getByRole('combobox', { name: 'Categorie' });
        await categories.click();
        await categories.pressSequentially('Giardin');
        await page.getByRole('option', { name: 'Giardiniere' }).click();
        const save = form.getByRole('button', { name: 'SALVA', exact: true });
        assert.equal(await save.isDisabled(), false, 'level 3 saves');
        await save.click();
        await snack(page, 'Salvataggio avvenuto correttamente');
        const saved = await callByHand(page, 'spl', `suppliers/${company.id}`);
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.ok(saved.body.data.categoryTags.includes('Giardiniere'), saved.body.data.categories);
        // The company's Cronologia under Anagrafica tells the save at once: who, what, from → to.
        const saveEntry = editor
          .locator('[data-section="history"] li[data-entry]')
          .filter({ hasText: 'Dati del fornitore modificati' })
          .filter({ hasText: 'Giardiniere' });
        await saveEntry.waitFor({ timeout: 20_000 });
        const told = await saveEntry.textContent();
        assert.match(told, /Paolo Bianchi · Idraulica Bianchi S\.r\.l\./);
        assert.match(told, /Categorie/);
        assert.deepEqual(await axeViolations(page), [], 'the editor is axe clean');
        assert.deepEqual(paolo.problems, []);
      } finally {
        if (company) {
          const current = await callByHand(paolo.page, 'spl', `suppliers/${company.id}`);
          const restored = await callByHand(paolo.page, 'spl', `suppliers/${company.id}`, {
            method: 'PATCH',
            body: JSON.stringify({
              categories: company.categories,
              version: current.body.data.version,
            }),
          });
          assert.equal(restored.status, 200, JSON.stringify(restored.body));
        }
        await paolo.context.close();
      }

      // 002 §5.6 "Saving is possible only at level above 2": level 1 reads, SALVA is off.
      const anna = await newPage(browser, url);
      try {
        await start(anna.page, 'Anna Gallo');
        const page = anna.page;
        await page.getByRole('banner').getByRole('button', { name: 'Il mio account' }).click();
        await page.getByRole('menuitem', { name: 'La mia azienda' }).click();
        const form = page
          .getByRole('dialog', { name: 'La mia azienda' })
          .getByRole('form', { name: 'Dati aziendali' });
        const save = form.getByRole('button', { name: 'SALVA', exact: true });
        await save.waitFor();
        assert.equal(await save.isDisabled(), true, 'level 1 may not save');
        await form
          .getByText('Il salvataggio dei dati aziendali richiede il livello Direzione.')
          .waitFor();
        // 002 §5.6: no extra e-mails below level 2, no keyword area below level 2.
        assert.equal(await form.getByRole('textbox', { name: 'Email di sistema' }).count(), 0);
        assert.equal(await form.getByRole('combobox', { name: 'Parole chiave' }).count(), 0);
        assert.deepEqual(anna.problems, []);
      } finally {
        await anna.context.close();
      }
    },
  },
];
