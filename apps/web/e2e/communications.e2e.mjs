// End-to-end flow of the notice board (001 §2.2 /ORG/COM/notices, /USR/COM/notices; domain
// DECISIONS.md "Notices"), through the real UI on the gateway `npm start` runs: Giulia Rossi
// publishes a notice on the Manzoni board from the new-notice form; Maria Verdi, a resident of
// Manzoni, finds it in her notices and opens it; Giulia then withdraws it and it leaves Maria's
// board. Who sees what (another building's residents, another organisation, lists, counts) and
// every refusal are the gateway's contract test (notice-board.test.ts) and domain's unit tests.
//
// The polls (001 §2.2 /ORG/COM/polls, /USR/COM/polls; DECISIONS.md "Polls"): Giulia publishes a
// poll on Manzoni from the new-poll form; Maria votes it and, once Giulia closes it, reads the
// count. The refusals (a second vote, a closed poll, another building) are the gateway's contract
// test (polls-voting.test.ts).
//
// A poll's edit and its closing date (DECISIONS.md "Polls" 7): Giulia changes the question of an
// open poll she created through the gateway, saves it, and the history tells the change; Maria
// opens the demo poll left open past its closing date and reads it 'Chiuso', with its counts,
// offered no vote — and the gateway refuses her vote. A date can only pass, never be set in the
// past (DECISIONS.md "Polls: the closing date of an edit"), so that poll is the demo data's; no
// call changes it (no vote, no edit, no close past the date).
//
// Editing (DECISIONS.md "Notices" 6): Giulia publishes a notice for Manzoni and Buenos Aires, edits
// its title on its detail and Maria reads the new one; an edit saved from a second tab with the
// version read before is refused as stale, its typed text kept. Which states allow an edit, and
// who sees a notice for several buildings, are domain's and the contract tests'.
import assert from 'node:assert/strict';
import {
  axeViolations,
  callByHand,
  expectCount,
  localDay,
  newPage,
  openAs,
  pick,
  shownDay,
  snack,
  start,
  waitUntil,
} from './harness.mjs';

/** The count the results table shows for an answer (PollResults: answer, votes, share). */
async function resultCount(page, answer) {
  const row = page.locator('[data-poll-results] tbody tr').filter({
    has: page.getByRole('rowheader', { name: answer, exact: true }),
  });
  await row.waitFor({ timeout: 20_000 });
  return (await row.locator('td').first().textContent())?.trim();
}

/** The demo poll on Manzoni left open past its closing date (apps/gateway/src/seed/demo). */
const LAPSED_POLL_OBJECT = 'Esposizione dei bidoni dell’umido';

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

export const COMMUNICATION_TESTS = [
  {
    name: 'communications: Giulia Rossi publishes a notice on the Manzoni board, Maria Verdi reads it, and it leaves her board once withdrawn',
    async run({ browser, url }) {
      // Unique per run, so that a rerun on the same data finds its own notice.
      const title = `Pulizia scale ${Date.now().toString(36)}`;
      const body = 'Lunedì mattina le scale saranno lavate: si prega di non lasciare oggetti.';
      const office = await newPage(browser, url);
      const resident = await newPage(browser, url);
      try {
        const { page } = office;
        await start(page, 'Giulia Rossi');
        office.problems.length = 0;
        await page.goto('/ORG/COM/notices/new?skip');
        const titleField = page.getByLabel('Titolo (*)');
        await titleField.waitFor({ timeout: 20_000 });
        // Without the building and the text nothing is sent and the fields say why.
        await titleField.fill(title);
        await page.getByRole('button', { name: 'Pubblica avviso' }).click();
        await page.getByText('Il campo Immobile è obbligatorio').first().waitFor();
        await pick(page, 'Immobile', 'Manzoni');
        await page.getByLabel('Testo (*)').fill(body);
        assert.deepEqual(await axeViolations(page), [], 'axe on the notice form');
        await page.getByRole('button', { name: 'Pubblica avviso' }).click();
        await snack(page, 'Avviso pubblicato');
        await page.waitForURL(/\/ORG\/COM\/notices\/mod\/\d+/, { timeout: 20_000 });
        const noticePath = new URL(page.url()).pathname;
        const noticeId = noticePath.split('/').at(-1);
        await page.getByText(title).first().waitFor({ timeout: 20_000 });

        // Maria, a resident of Manzoni, finds it on her board and opens it.
        const maria = resident.page;
        await start(maria, 'Maria Verdi');
        resident.problems.length = 0;
        await maria.goto('/USR/COM/notices');
        const row = maria.getByText(title).first();
        await row.waitFor({ timeout: 20_000 });
        await maria.goto(`/USR/COM/notices/mod/${noticeId}`);
        await maria.getByText(body).first().waitFor({ timeout: 20_000 });
        // A resident reads the notice: no action on it.
        await expectCount(maria.getByRole('button', { name: 'Ritira', exact: true }), 0, 'Ritira');
        assert.deepEqual(await axeViolations(maria), [], 'axe on the resident notice detail');

        // Giulia withdraws it (asked first); it is then gone from Maria's board.
        const withdraw = page
          .getByRole('group', { name: 'Azioni sull’avviso' })
          .getByRole('button', { name: 'Ritira', exact: true });
        await withdraw.waitFor({ timeout: 20_000 });
        await withdraw.click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Ritira' }).click();
        await page
          .locator('[data-section="history"]')
          .getByText('Avviso ritirato')
          .waitFor({ timeout: 20_000 });
        await maria.goto('/USR/COM/notices');
        await maria
          .locator('main [data-state="ready"], main [data-state="empty"]')
          .first()
          .waitFor({ timeout: 20_000 });
        await waitUntil(async () => (await maria.getByText(title).count()) === 0, {
          timeout: 20_000,
          describe: () => 'the withdrawn notice is still on Maria’s board',
        });
        assert.deepEqual(office.problems, [], 'console or API errors (office)');
        assert.deepEqual(resident.problems, [], 'console or API errors (resident)');
      } finally {
        await office.context.close();
        await resident.context.close();
      }
    },
  },
  {
    name: 'communications: Giulia Rossi publishes a poll on Manzoni, Maria Verdi votes it, and reads the count once Giulia closes it',
    async run({ browser, url }) {
      // Unique per run, so that a rerun on the same data finds its own poll.
      const object = `Apertura portineria ${Date.now().toString(36)}`;
      const question = 'Apriamo la portineria anche il sabato pomeriggio?';
      const office = await newPage(browser, url);
      const resident = await newPage(browser, url);
      try {
        const { page } = office;
        await openAs(page, 'Giulia Rossi', '/ORG/COM/polls/new');
        office.problems.length = 0;
        const titleField = page.getByLabel('Titolo (*)');
        await titleField.waitFor({ timeout: 20_000 });
        // Without answers nothing is sent and the field says why (domain's 2–10 rule).
        await titleField.fill(object);
        await page.getByRole('button', { name: 'Pubblica sondaggio' }).click();
        await page.getByText('Indica da 2 a 10 risposte').first().waitFor();
        await pick(page, 'Immobile', 'Manzoni');
        await page.getByLabel('Domanda (*)').fill(question);
        await page.getByLabel('Risposte (*)').fill('Sì\nNo');
        const closing = page.getByLabel('Data di chiusura (*)');
        await closing.fill(shownDay(localDay(7)));
        await closing.press('Tab');
        assert.deepEqual(await axeViolations(page), [], 'axe on the poll form');
        await page.getByRole('button', { name: 'Pubblica sondaggio' }).click();
        await snack(page, 'Sondaggio pubblicato');
        await page.waitForURL(/\/ORG\/COM\/polls\/mod\/\d+/, { timeout: 20_000 });
        const pollId = new URL(page.url()).pathname.split('/').at(-1);
        const pollPath = `/ORG/COM/polls/mod/${pollId}`;
        await page.getByText('Nessun voto ancora.').waitFor({ timeout: 20_000 });

        // Maria, a resident of Manzoni, votes 'No' (asked first); the counts stay hidden from her.
        const maria = resident.page;
        await openAs(maria, 'Maria Verdi', '/USR/COM/polls');
        resident.problems.length = 0;
        await maria.getByText(object).first().waitFor({ timeout: 20_000 });
        await maria.goto(`/USR/COM/polls/mod/${pollId}`);
        await maria.getByText(question).first().waitFor({ timeout: 20_000 });
        await maria
          .getByText('I risultati saranno visibili alla chiusura del sondaggio.')
          .waitFor({ timeout: 20_000 });
        await expectCount(maria.getByRole('button', { name: 'Chiudi', exact: true }), 0, 'Chiudi');
        assert.deepEqual(await axeViolations(maria), [], 'axe on the resident poll detail');
        await maria
          .getByRole('group', { name: 'Il tuo voto' })
          .getByRole('button', { name: 'No', exact: true })
          .click();
        await maria.getByRole('alertdialog').getByRole('button', { name: 'Vota' }).click();
        await snack(maria, 'Voto registrato');
        await maria.getByText('Hai votato: «No»').waitFor({ timeout: 20_000 });

        // The office sees the count live.
        await page.goto(pollPath);
        assert.equal(await resultCount(page, 'No'), '1', 'the office reads the vote');
        assert.equal(await resultCount(page, 'Sì'), '0');

        // Giulia closes it (asked first); Maria now reads the result.
        const close = page
          .getByRole('group', { name: 'Azioni sul sondaggio' })
          .getByRole('button', { name: 'Chiudi', exact: true });
        await close.waitFor({ timeout: 20_000 });
        await close.click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Chiudi il sondaggio' })
          .click();
        await page
          .locator('[data-section="history"]')
          .getByText('Sondaggio chiuso')
          .waitFor({ timeout: 20_000 });
        await maria.reload();
        await waitUntil(async () => (await resultCount(maria, 'No')) === '1', {
          timeout: 20_000,
          describe: () => 'Maria does not read the closed poll’s count',
        });
        assert.equal(await resultCount(maria, 'Sì'), '0');
        await maria.getByText('Hai votato: «No»').waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(maria), [], 'axe on the closed poll’s results');
        assert.deepEqual(office.problems, [], 'console or API errors (office)');
        assert.deepEqual(resident.problems, [], 'console or API errors (resident)');
      } finally {
        await office.context.close();
        await resident.context.close();
      }
    },
  },
  {
    name: 'communications: Giulia Rossi publishes a notice for two buildings and edits it on its detail, Maria Verdi reads the new title, and a stale edit from another tab is refused with the text kept',
    async run({ browser, url }) {
      const title = `Ascensore fermo ${Date.now().toString(36)}`;
      const edited = `${title} – rinviato`;
      const office = await newPage(browser, url);
      const second = await newPage(browser, url);
      const resident = await newPage(browser, url);
      try {
        const { page } = office;
        await openAs(page, 'Giulia Rossi', '/ORG/COM/notices/new');
        office.problems.length = 0;
        await page.getByLabel('Titolo (*)').waitFor({ timeout: 20_000 });
        await pick(page, 'Immobile', 'Manzoni');
        // Also for another of the office's boards (DECISIONS.md "Notices and polls for several
        // buildings"): the detail lists both.
        await pick(page, 'Altri immobili', 'Buenos Aires');
        await page.getByLabel('Titolo (*)').fill(title);
        await page
          .getByLabel('Testo (*)')
          .fill('Martedì l’ascensore resterà fermo per manutenzione.');
        await page.getByRole('button', { name: 'Pubblica avviso' }).click();
        await snack(page, 'Avviso pubblicato');
        await page.waitForURL(/\/ORG\/COM\/notices\/mod\/\d+/, { timeout: 20_000 });
        const noticePath = new URL(page.url()).pathname;
        const noticeId = noticePath.split('/').at(-1);
        await page
          .getByText('Condominio Corso Buenos Aires 45')
          .first()
          .waitFor({ timeout: 20_000 });

        // A second tab reads the notice before Giulia's edit.
        await openAs(second.page, 'Giulia Rossi', noticePath);
        second.problems.length = 0;
        const staleForm = second.page.getByTestId('notice-edit-form');
        await staleForm.getByLabel('Titolo (*)').waitFor({ timeout: 20_000 });

        // Giulia edits the title; the change is told in the history.
        const form = page.getByTestId('notice-edit-form');
        await form.getByLabel('Titolo (*)').fill(edited);
        assert.deepEqual(await axeViolations(page), [], 'axe on the notice edit form');
        await form.getByRole('button', { name: 'SALVA' }).click();
        await snack(page, 'Avviso modificato');
        await page
          .locator('[data-section="history"]')
          .getByText('Avviso modificato')
          .first()
          .waitFor({ timeout: 20_000 });

        // The other tab saves with the version it read: refused, its text kept.
        await staleForm.getByLabel('Titolo (*)').fill(`${title} – altro`);
        await staleForm.getByRole('button', { name: 'SALVA' }).click();
        await second.page
          .getByText('modificato da un altro utente', { exact: false })
          .first()
          .waitFor({ timeout: 20_000 });
        assert.equal(await staleForm.getByLabel('Titolo (*)').inputValue(), `${title} – altro`);

        // Maria reads the edited title.
        const maria = resident.page;
        await openAs(maria, 'Maria Verdi', `/USR/COM/notices/mod/${noticeId}`);
        await maria.getByText(edited).first().waitFor({ timeout: 20_000 });
        await expectCount(maria.getByTestId('notice-edit-form'), 0, 'the edit form for Maria');
        assert.deepEqual(office.problems, [], 'console or API errors (office)');
      } finally {
        await office.context.close();
        await second.context.close();
        await resident.context.close();
      }
    },
  },
  {
    name: "communications: Giulia Rossi changes an open poll's question on its detail and the history tells it; a poll past its closing date shows Maria Verdi 'Chiuso' with its counts and takes no vote",
    async run({ browser, url }) {
      const object = `Rastrelliere ${Date.now().toString(36)}`;
      const question = 'Installiamo le rastrelliere per le biciclette in cortile?';
      const edited = 'Installiamo le rastrelliere per le biciclette nel cortile interno?';
      const office = await newPage(browser, url);
      const resident = await newPage(browser, url);
      try {
        const { page } = office;
        await openAs(page, 'Giulia Rossi', '/ORG/COM/polls');
        office.problems.length = 0;
        const created = await callByHand(page, 'org', 'polls', {
          method: 'POST',
          body: JSON.stringify({
            _building: await manzoniId(page),
            object,
            question,
            options: ['Sì', 'No'],
            validTo: localDay(7),
          }),
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        await page.goto(`/ORG/COM/polls/mod/${created.body.data.id}`);

        // Giulia changes the question and saves; the history tells from what to what.
        const form = page.getByTestId('poll-edit-form');
        const questionField = form.getByLabel('Domanda (*)');
        await questionField.waitFor({ timeout: 20_000 });
        assert.equal(await questionField.inputValue(), question);
        await questionField.fill(edited);
        await form.getByRole('button', { name: 'SALVA' }).click();
        await snack(page, 'Sondaggio modificato');
        const history = page.locator('[data-section="history"]');
        await history.getByText('Sondaggio modificato').first().waitFor({ timeout: 20_000 });
        await history.getByText(edited).first().waitFor({ timeout: 20_000 });
        assert.ok(
          (await history.getByText(question).count()) >= 1,
          'the history keeps the old question',
        );
        assert.equal(await questionField.inputValue(), edited);

        // Maria opens the poll left open past its closing date: 'Chiuso', the counts, no vote.
        const maria = resident.page;
        await openAs(maria, 'Maria Verdi', '/USR/COM/polls');
        resident.problems.length = 0;
        const found = await callByHand(maria, 'usr', 'polls/search', {
          method: 'POST',
          body: JSON.stringify({ where: { object: LAPSED_POLL_OBJECT }, limit: 1 }),
        });
        assert.equal(found.status, 200, JSON.stringify(found.body));
        const [lapsed] = found.body.data;
        assert.ok(lapsed, `Maria reads «${LAPSED_POLL_OBJECT}»`);
        await maria.goto(`/USR/COM/polls/mod/${lapsed.id}`);
        await maria.getByText(LAPSED_POLL_OBJECT).first().waitFor({ timeout: 20_000 });
        await maria.getByText('Chiuso', { exact: true }).first().waitFor({ timeout: 20_000 });
        assert.equal(await resultCount(maria, 'Alla sera prima'), '6');
        assert.equal(await resultCount(maria, 'Alla mattina, come ora'), '3');
        const closedOn = `Il sondaggio si è chiuso il ${shownDay(lapsed.validTo)}`;
        await maria
          .locator('[data-poll-vote="closed"]')
          .getByText(closedOn)
          .waitFor({ timeout: 20_000 });
        await expectCount(
          maria.locator('[data-section="poll-vote"]').getByRole('button'),
          0,
          'vote buttons',
        );
        assert.deepEqual(await axeViolations(maria), [], 'axe on the lapsed poll');
        assert.deepEqual(office.problems, [], 'console or API errors (office)');
        assert.deepEqual(resident.problems, [], 'console or API errors (resident)');
        // Nor does the gateway take her vote (a refusal asked for: after the check above).
        const vote = await callByHand(maria, 'usr', `polls/${lapsed.id}/votes`, {
          method: 'POST',
          body: JSON.stringify({ option: 1 }),
        });
        assert.equal(vote.status, 409, JSON.stringify(vote.body));
        assert.equal(vote.body.message, closedOn);
      } finally {
        await office.context.close();
        await resident.context.close();
      }
    },
  },
];
