// End-to-end flows of the calendar (002 §2.1, §3, §4.2–4.3, §5.1, §6; 001 §2.7) on the gateway's
// demo data: Giulia creates a meeting from the month view and moves it in the week view with the
// keyboard; she adds a colleague back and sees that colleague's events; Luca (org_1) cannot choose
// an owner or add colleagues; a reminder becomes an event; the dashboard's new-event link opens
// the dialog on the day the widget shows; Paolo plans an order from its detail ('Pianifica ordine')
// and finds the event in his calendar. Each flow signs in on its own page and leaves nothing
// another flow reads.
/* global document, window */
import assert from 'node:assert/strict';
import {
  axeViolations,
  callByHand,
  localDay,
  newPage,
  shownDay,
  start,
  waitUntil,
} from './harness.mjs';

/**
 * A local day 'YYYY-MM-DD' of next week (1 Monday … 7 Sunday): always ahead, always in the same
 * week as the other days of next week, whatever weekday the suite runs on.
 */
function dayOfNextWeek(weekday) {
  const today = new Date().getDay() || 7;
  return localDay(7 - today + weekday);
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD'. */
const typed = (value) => value.split('/').reverse().join('-');

/** The day `days` after 'YYYY-MM-DD'. */
const shiftDay = (day, days) => localDay(days, new Date(`${day}T12:00:00`));

/** Whole days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from, to) =>
  Math.round((new Date(`${to}T12:00:00`) - new Date(`${from}T12:00:00`)) / 86_400_000);

/** Opens the calendar at a view and a day and waits for its events. */
async function openCalendar(page, query) {
  await page.goto(`/ORG/calendar?${query}`);
  await page.getByRole('heading', { name: 'Calendario', level: 2 }).waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Chooses an option of a ui Select (a combobox) by its label. */
async function choose(page, dialog, label, option) {
  await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Chooses a time ('HH:mm') of a time field with the keyboard only, as a keyboard user does, in
 * steps that do not depend on timing: Enter opens the list, Home goes to 00:00, ↓ moves one time
 * at a time until the focused option is the one wanted, Enter chooses it. Not by typing the
 * digits (the select's type-ahead forgets what was typed after a 1 s pause: on a loaded machine
 * '11:00' typed as five keystrokes left the field at 10:15), and not by clicking in the list of 96
 * times (it opens scrolled to the time chosen before, and under load a click computed before that
 * scroll ended missed).
 */
async function chooseTime(dialog, label, time) {
  const page = dialog.page();
  const field = dialog.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const focusedOption = () =>
    page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'option'
        ? (document.activeElement.textContent ?? '').trim()
        : undefined,
    );
  await field.focus();
  await field.press('Enter');
  await waitUntil(async () => (await focusedOption()) !== undefined, {
    describe: () => `the list of ${label} did not open with an option focused`,
  });
  await page.keyboard.press('Home');
  await waitUntil(async () => (await focusedOption()) === '00:00', {
    describe: async () => `Home on ${label} focused ${await focusedOption()}`,
  });
  // 96 quarter hours in a day: the wanted one is reached before the list ends. Radix moves the
  // focus in a timeout after the key, so each ↓ waits for the focus to have moved before the next
  // (a ↓ pressed before would start from the same option and be lost).
  for (let step = 0; step < 96; step += 1) {
    const focused = await focusedOption();
    if (focused === time) break;
    await page.keyboard.press('ArrowDown');
    await waitUntil(async () => (await focusedOption()) !== focused, {
      describe: async () => `↓ on ${label} stayed on ${await focusedOption()}`,
    });
  }
  assert.equal(await focusedOption(), time, `${label}: ${time} is in the list`);
  await page.keyboard.press('Enter');
  await waitUntil(async () => ((await field.textContent()) ?? '').includes(time), {
    describe: async () => `${label} shows ${await field.textContent()}, not ${time}`,
  });
}

/**
 * Opens 'Nuovo evento' from the toolbar and fills its title, its day and its hours (10:00 – 11:00
 * unless told). The end date is set too: the dialog starts at the next quarter hour, so after
 * 22:45 its default ends the next day, and a start-date change keeps that day's distance (002 §4.3).
 */
async function newEvent(page, title, day, { from = '10:00', to = '11:00' } = {}) {
  await page.getByRole('button', { name: 'Nuovo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo evento' });
  await dialog.waitFor();
  await dialog.getByLabel('Oggetto').fill(title);
  await dialog.getByLabel('Data inizio').fill(shownDay(day));
  await dialog.getByLabel('Data inizio').blur();
  await chooseTime(dialog, 'Ora inizio', from);
  await chooseTime(dialog, 'Ora fine', to);
  await dialog.getByLabel('Data fine').fill(shownDay(day));
  await dialog.getByLabel('Data fine').blur();
  return dialog;
}

async function snackbar(page, text) {
  await page.getByText(text).first().waitFor({ timeout: 10_000 });
}

/** The calendar event titled `object`, as the gateway has it now. */
async function eventByHand(page, object) {
  const answer = await callByHand(page, 'org', 'calendar/search', {
    method: 'POST',
    body: JSON.stringify({ where: { object }, limit: 1 }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [event] = answer.body.data;
  assert.ok(event, `the event ${object} exists`);
  return event;
}

/** Someone else's save of the event, from another session, based on its current version. */
async function changeEventByHand(page, id, changes) {
  const current = await callByHand(page, 'org', `calendar/${id}`);
  const answer = await callByHand(page, 'org', `calendar/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ ...changes, version: current.body.data.updatedAt }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

export const CALENDAR_TESTS = [
  {
    name: 'Calendar, 002 §2.1, §5.1, §9: Giulia creates a weekly meeting from the month view and moves it a day on in the week view with the keyboard',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        // A Sunday: moved a day on, the event goes to the next week, and the view with it.
        const day = dayOfNextWeek(7);
        const next = shiftDay(day, 1);
        // A title of this run only: the flow may run again on the same gateway while developing.
        const title = `Riunione settimanale di studio ${Date.now() % 100_000}`;
        await openCalendar(page, `view=month&date=${day}`);
        problems.length = 0;
        await page.getByRole('button', { name: 'Nuovo evento' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nuovo evento' });
        await dialog.waitFor();
        const save = dialog.getByRole('button', { name: 'Salva' });
        // 002 §5.1: Save stays disabled while the title is empty.
        assert.equal(await save.isDisabled(), true, 'Salva is disabled without a title');
        await dialog.getByLabel('Oggetto').fill(title);
        // 002 §4.3: a start-date change moves the end date by as many days.
        const [startBefore, endBefore] = await Promise.all([
          dialog.getByLabel('Data inizio').inputValue(),
          dialog.getByLabel('Data fine').inputValue(),
        ]);
        await dialog.getByLabel('Data inizio').fill(shownDay(day));
        await dialog.getByLabel('Data inizio').blur();
        assert.equal(
          await dialog.getByLabel('Data fine').inputValue(),
          shownDay(shiftDay(day, daysBetween(typed(startBefore), typed(endBefore)))),
        );
        await chooseTime(dialog, 'Ora inizio', '10:00');
        await chooseTime(dialog, 'Ora fine', '11:00');
        await dialog.getByLabel('Data fine').fill(shownDay(day));
        await dialog.getByLabel('Data fine').blur();
        await save.click();
        await snackbar(page, 'Salvataggio avvenuto con successo');
        await dialog.waitFor({ state: 'detached' });
        const cell = page.locator(`[data-cell-day="${day}"]`);
        await cell.getByText(title).waitFor({ timeout: 10_000 });

        // The week view: the keyboard's drag, Alt + → moves the own event one day on (002 §9).
        await page
          .getByRole('radio', { name: 'Settimana' })
          .or(page.getByRole('button', { name: 'Settimana' }))
          .first()
          .click();
        await page.waitForURL(/view=week/);
        const chip = page.getByRole('button', { name: new RegExp(`^${title}`) });
        await chip.waitFor({ timeout: 10_000 });
        await chip.focus();
        await page.keyboard.press('Alt+ArrowRight');
        await snackbar(page, 'Evento spostato');
        // Past Sunday: the week view goes on to the event's new week, with the focus on it.
        await page.waitForURL(new RegExp(`date=${next}`));
        await waitUntil(
          async () =>
            (await chip.count()) === 1 &&
            chip.evaluate((element) => element === element.ownerDocument.activeElement),
          {
            describe: async () =>
              `the focus follows the moved event (the event at ${await chip.getAttribute('data-focus-key')}, the focus on ${await page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? document.activeElement?.tagName)})`,
          },
        );
        // Enter on the focused event opens it, as a click does.
        await page.keyboard.press('Enter');
        const edit = page.getByRole('dialog', { name: 'Modifica evento' });
        await edit.waitFor();
        assert.equal(await edit.getByLabel('Data inizio').inputValue(), shownDay(next));
        assert.match(
          (await edit.getByRole('combobox', { name: /^Ora inizio/ }).textContent()) ?? '',
          /10:00/,
        );
        await edit.getByRole('button', { name: 'Annulla' }).click();
        assert.deepEqual(problems, [], 'no console or API errors');
        assert.deepEqual(await axeViolations(page), [], 'no axe violation in the week view');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §3.3, §5.1: Giulia adds a colleague back and sees the colleague's public events",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const tomorrow = localDay(1);
        await openCalendar(page, `view=week&date=${tomorrow}&pane=colleagues`);
        problems.length = 0;
        const pane = page.getByRole('region', { name: 'Collaboratori' });
        await pane.getByText('Francesca Romano').waitFor({ timeout: 10_000 });
        const meeting = page.getByRole('button', {
          name: /^Incontro preventivi impianto elettrico/,
        });
        // Remove her (002 §8 confirmation), then add her again with a colour.
        await pane.getByRole('button', { name: 'Azioni per Francesca Romano' }).click();
        await page.getByRole('menuitem', { name: 'Elimina' }).click();
        await page
          .getByText(
            'Sei sicuro di non voler piú visualizzare gli eventi del collaboratore selezionato?',
          )
          .waitFor();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await pane.getByText('Francesca Romano').waitFor({ state: 'detached', timeout: 10_000 });
        // No longer a colleague: her meeting is not in Giulia's week.
        await page.waitForLoadState('networkidle');
        assert.equal(await meeting.count(), 0, 'a removed colleague’s events are not shown');
        await pane.getByRole('button', { name: 'Aggiungi collaboratore' }).click();
        const dialog = page.getByRole('dialog', { name: 'Aggiungi collaboratore' });
        await dialog.waitFor();
        const save = dialog.getByRole('button', { name: 'Salva' });
        await choose(page, dialog, 'Collaboratore', 'Francesca Romano');
        // 002 §5.1: the colour is a mandatory choice.
        assert.equal(await save.isDisabled(), true, 'Salva needs a colour');
        // The swatches are a radio group: the keyboard chooses one.
        await dialog.getByRole('radio').nth(3).focus();
        await page.keyboard.press('Space');
        await save.click();
        await dialog.waitFor({ state: 'detached' });
        await pane.getByText('Francesca Romano').waitFor({ timeout: 10_000 });
        await meeting.first().waitFor({ timeout: 10_000 });
        // Her event is hers: it opens read-only (002 §6).
        await meeting.first().focus();
        await page.keyboard.press('Enter');
        const detail = page.getByRole('dialog', { name: 'Evento' });
        await detail.waitFor();
        assert.equal(await detail.getByRole('button', { name: 'Salva' }).count(), 0);
        assert.equal(await detail.getByRole('button', { name: 'Elimina' }).count(), 0);
        await detail.getByRole('button', { name: 'Chiudi' }).last().click();
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Calendar, 002 §6: Luca (org_1) cannot choose an owner, add colleagues or see the colleagues’ reminders',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Luca Neri');
        await openCalendar(page, `view=week&date=${localDay(0)}&pane=colleagues`);
        problems.length = 0;
        const pane = page.getByRole('region', { name: 'Collaboratori' });
        await pane.getByText('Giulia Rossi').waitFor({ timeout: 10_000 });
        assert.equal(await pane.getByRole('button', { name: 'Aggiungi collaboratore' }).count(), 0);
        assert.equal(
          await page.getByRole('button', { name: 'Promemoria dei collaboratori' }).count(),
          0,
        );
        await page.getByRole('button', { name: 'Nuovo evento' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nuovo evento' });
        await dialog.waitFor();
        assert.equal(await dialog.getByRole('combobox', { name: /^Proprietario/ }).count(), 0);
        // The private switch is still his (002 §5.1).
        await dialog.getByRole('switch', { name: 'Privato' }).waitFor();
        await dialog.getByRole('button', { name: 'Annulla' }).click();
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §3.2, §4.3: a reminder becomes an event ('Sposta in calendario', 'Crea evento')",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const today = localDay(0);
        await openCalendar(page, `view=day&date=${today}&pane=reminders`);
        problems.length = 0;
        const pane = page.getByRole('region', { name: 'Promemoria' });
        const title = 'Chiamare l’amministratore uscente di Via Padova';
        await pane.getByText(title).waitFor({ timeout: 10_000 });
        await pane.getByRole('button', { name: `Azioni per ${title}` }).click();
        await page.getByRole('menuitem', { name: 'Sposta in calendario' }).click();
        const dialog = page.getByRole('dialog', { name: 'Crea evento' });
        await dialog.waitFor();
        assert.equal(await dialog.getByLabel('Oggetto').inputValue(), title);
        await dialog.getByRole('button', { name: 'Salva' }).click();
        await dialog.waitFor({ state: 'detached' });
        await pane.getByText(title).waitFor({ state: 'detached', timeout: 10_000 });
        await page
          .getByRole('button', { name: new RegExp(`^${title}`) })
          .first()
          .waitFor();
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 001 §2.7, 002 §2.1: the daily events' new-event link opens the dialog on the widget's day",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const widget = page.locator('[data-cell-component="daily_events"]');
        await widget.waitFor({ timeout: 20_000 });
        await widget.getByRole('button', { name: 'Giorno successivo' }).click();
        problems.length = 0;
        await widget.getByRole('button', { name: 'Nuovo evento' }).click();
        await page.waitForURL(/\/ORG\/calendar/);
        const dialog = page.getByRole('dialog', { name: 'Nuovo evento' });
        await dialog.waitFor({ timeout: 20_000 });
        const tomorrow = localDay(1);
        assert.equal(await dialog.getByLabel('Data inizio').inputValue(), shownDay(tomorrow));
        // The one-shot parameters leave the URL: a reload shows the same day, not a second dialog.
        await waitUntil(async () => !new URL(page.url()).searchParams.has('openNew'), {
          describe: () => page.url(),
        });
        assert.equal(new URL(page.url()).searchParams.get('date'), tomorrow);
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §2.1: coming back through the history reopens neither an untouched 'Nuovo evento' nor a closed one; a half-filled one comes back",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const day = localDay(5);
        await openCalendar(page, `view=week&date=${day}`);
        problems.length = 0;
        const dialog = page.getByRole('dialog', { name: 'Nuovo evento' });
        // To another screen, then back to the calendar through the browser's history.
        const awayAndBack = async () => {
          await page.goto('/ORG/OPR/orders/service?skip');
          await page.locator('main h2').first().waitFor({ timeout: 20_000 });
          await page.goBack();
          // By CSS, not by role: a dialog that reopened hides the heading from the accessibility tree.
          await page.locator('main h2', { hasText: 'Calendario' }).waitFor({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
        };

        // Opened and left as it was: it does not come back.
        await page.getByRole('button', { name: 'Nuovo evento' }).click();
        await dialog.waitFor();
        await awayAndBack();
        assert.equal(await page.getByRole('dialog').count(), 0, 'untouched dialog reopened');

        // Opened, typed in, closed: it does not come back either.
        await (
          await newEvent(page, 'Sopralluogo tetto', day)
        )
          .getByRole('button', { name: 'Annulla' })
          .click();
        await dialog.waitFor({ state: 'detached' });
        await awayAndBack();
        assert.equal(await page.getByRole('dialog').count(), 0, 'closed dialog reopened');

        // Half filled: it comes back with what was typed, until it is closed.
        const title = `Riunione di condominio ${Date.now() % 100_000}`;
        await newEvent(page, title, day);
        await awayAndBack();
        await dialog.waitFor({ timeout: 20_000 });
        assert.equal(await dialog.getByLabel('Oggetto').inputValue(), title);
        await dialog.getByRole('button', { name: 'Annulla' }).click();
        await dialog.waitFor({ state: 'detached' });
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Calendar, 002 §5.1: a half-filled event survives a reload and is gone once saved; a stale save says what someone else changed and saves, on their version or over it, without reopening',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const day = localDay(4);
        const title = `Incontro con l'amministratore ${Date.now() % 100_000}`;
        await openCalendar(page, `view=week&date=${day}`);
        problems.length = 0;

        // Half filled, then a reload: the dialog is back with what was typed.
        const dialog = await newEvent(page, title, day);
        await dialog.getByLabel('Descrizione').fill('Ordine del giorno: bilancio');
        await page.reload();
        const restored = page.getByRole('dialog', { name: 'Nuovo evento' });
        await restored.waitFor({ timeout: 20_000 });
        assert.equal(await restored.getByLabel('Oggetto').inputValue(), title);
        assert.equal(
          await restored.getByLabel('Descrizione').inputValue(),
          'Ordine del giorno: bilancio',
        );
        assert.equal(await restored.getByLabel('Data inizio').inputValue(), shownDay(day));
        await restored.getByRole('button', { name: 'Salva' }).click();
        await snackbar(page, 'Salvataggio avvenuto con successo');
        await restored.waitFor({ state: 'detached' });
        // Saved, the draft is gone: a new event starts empty, and so does a reload.
        await page.getByRole('button', { name: 'Nuovo evento' }).click();
        const fresh = page.getByRole('dialog', { name: 'Nuovo evento' });
        await fresh.waitFor();
        assert.equal(await fresh.getByLabel('Oggetto').inputValue(), '');
        assert.equal(await fresh.getByLabel('Descrizione').inputValue(), '');
        await fresh.getByRole('button', { name: 'Annulla' }).click();
        await fresh.waitFor({ state: 'detached' });
        await page.reload();
        await page.getByRole('heading', { name: 'Calendario', level: 2 }).waitFor();
        await page.waitForLoadState('networkidle');
        assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog after a reload');

        // Opened, then someone else saves it: the save is refused and says what they changed.
        // Enter on the focused event opens it (the week grid's cells lie over a click's point).
        const chip = page.getByRole('button', { name: new RegExp(`^${title}`) }).first();
        await chip.focus();
        await page.keyboard.press('Enter');
        const edit = page.getByRole('dialog', { name: 'Modifica evento' });
        await edit.waitFor();
        const { id } = await eventByHand(page, title);
        const theirs = `${title}, in sala riunioni`;
        await changeEventByHand(page, id, {
          object: theirs,
          description: 'Sala riunioni, piano 1',
        });
        await edit.getByLabel('Oggetto').fill(`${title} — confermato`);
        await edit.getByRole('button', { name: 'Salva' }).click();
        const stale = edit.locator('[data-calendar-stale]');
        await stale.getByText('un’altra persona ha modificato questo evento').waitFor();
        await stale.getByText('Ha modificato: Oggetto, Descrizione.').waitFor();
        assert.equal(await edit.getByLabel('Oggetto').inputValue(), `${title} — confermato`);
        assert.equal(
          await edit.getByRole('button', { name: 'Salva', exact: true }).isDisabled(),
          true,
          'Salva waits for a choice',
        );
        // Their version: the fields show it, and a save on it goes through.
        await stale.getByRole('button', { name: 'Carica la sua versione' }).click();
        await stale.waitFor({ state: 'detached' });
        assert.equal(await edit.getByLabel('Oggetto').inputValue(), theirs);
        assert.equal(await edit.getByLabel('Descrizione').inputValue(), 'Sala riunioni, piano 1');
        await edit.getByLabel('Descrizione').fill('Sala riunioni, piano 1 — portare il bilancio');
        await edit.getByRole('button', { name: 'Salva', exact: true }).click();
        await snackbar(page, 'Salvataggio avvenuto con successo');
        await edit.waitFor({ state: 'detached' });
        let saved = await eventByHand(page, theirs);
        assert.equal(saved.description, 'Sala riunioni, piano 1 — portare il bilancio');

        // Again stale; this time the user's values go over the newer version, deliberately.
        await page
          .getByRole('button', { name: new RegExp(`^${theirs}`) })
          .first()
          .focus();
        await page.keyboard.press('Enter');
        await edit.waitFor();
        await changeEventByHand(page, id, { description: 'Annullato' });
        await edit.getByLabel('Descrizione').fill('Confermato, con il bilancio');
        await edit.getByRole('button', { name: 'Salva', exact: true }).click();
        await stale.getByText('Ha modificato: Descrizione.').waitFor();
        await stale.getByRole('button', { name: 'Salva i miei dati sulla nuova versione' }).click();
        await snackbar(page, 'Salvataggio avvenuto con successo');
        await edit.waitFor({ state: 'detached' });
        saved = await eventByHand(page, theirs);
        assert.equal(saved.description, 'Confermato, con il bilancio');
        // The refused saves are answers the dialog handled (409), not errors of the page.
        assert.deepEqual(
          problems.filter((problem) => !/409/.test(problem)),
          [],
          'no console or API errors',
        );
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §4.3: Paolo Bianchi plans an order from its detail ('Pianifica ordine'); the event is in his calendar and the order is planned",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Paolo Bianchi');
        const object = 'Verifica pressione impianto idrico';
        const end = localDay(3);
        problems.length = 0;
        await page.goto('/SPL/OPR/orders/service?skip');
        const row = page.locator('main [data-row-index]', { hasText: object }).first();
        await row.waitFor({ timeout: 20_000 });
        await row.click();
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        const actions = page.getByRole('group', { name: "Azioni sull'ordine" });
        const accept = actions.getByRole('button', { name: 'Accetta', exact: true });
        await accept.waitFor({ timeout: 20_000 });
        // The plan needs an accepted order (a rerun on the same data finds it accepted already).
        if ((await accept.getAttribute('aria-disabled')) !== 'true') {
          await accept.click();
          await page.locator('[data-section="history"]').getByText('Ordine: accettato').waitFor({
            timeout: 20_000,
          });
        }
        const planAction = actions.getByRole('button', { name: 'Pianifica', exact: true });
        await waitUntil(async () => (await planAction.getAttribute('aria-disabled')) !== 'true', {
          timeout: 20_000,
        });
        await planAction.click();
        const dialog = page.getByRole('dialog', { name: 'Pianifica ordine' });
        await dialog.waitFor({ timeout: 20_000 });
        // Pre-linked to the order, titled with its object; no private switch, no owner (002 §5.1).
        assert.equal(await dialog.getByLabel('Oggetto').inputValue(), object);
        await dialog.getByRole('link', { name: /^Ordine/ }).waitFor();
        assert.equal(await dialog.getByLabel('Privato').count(), 0, 'no private switch');
        // Half filled, then a reload: the dialog opens again with what was typed.
        await dialog.getByLabel('Descrizione').fill('Portare il manometro');
        await dialog.getByLabel('Data fine').fill(shownDay(end));
        await dialog.getByLabel('Data fine').blur();
        await page.reload();
        await dialog.waitFor({ timeout: 20_000 });
        assert.equal(await dialog.getByLabel('Descrizione').inputValue(), 'Portare il manometro');
        assert.equal(await dialog.getByLabel('Data fine').inputValue(), shownDay(end));
        // Cancelled, the draft is gone: opened again, the dialog starts from the order.
        await dialog.getByRole('button', { name: 'Annulla' }).click();
        await dialog.waitFor({ state: 'detached' });
        await planAction.click();
        await dialog.waitFor();
        assert.equal(await dialog.getByLabel('Descrizione').inputValue(), '');
        assert.equal(await dialog.getByLabel('Oggetto').inputValue(), object);
        await dialog.getByLabel('Descrizione').fill('Portare il manometro');
        await dialog.getByLabel('Data fine').fill(shownDay(end));
        await dialog.getByLabel('Data fine').blur();
        await dialog.getByRole('button', { name: 'Salva' }).click();
        await snackbar(page, 'Ordine pianificato');
        await dialog.waitFor({ state: 'detached' });
        await page.locator('[data-section="history"]').getByText('Ordine: pianificato').waitFor({
          timeout: 20_000,
        });
        assert.deepEqual(await axeViolations(page), [], 'no axe violation on the order detail');
        // Saved, no draft is left (the plan cannot be opened again on a planned order).
        assert.deepEqual(
          await page.evaluate(() =>
            Object.keys(window.localStorage).filter((key) => key.includes('planDraft')),
          ),
          [],
        );
        await page.reload();
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        assert.equal(await dialog.count(), 0, 'the plan dialog does not come back');

        await page.goto(`/SPL/calendar?view=week&date=${end}`);
        await page.getByRole('heading', { name: 'Calendario', level: 2 }).waitFor({
          timeout: 20_000,
        });
        await page
          .getByRole('button', { name: new RegExp(`^${object}`) })
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §2.1, §5.1: Giulia links a new event to a supplier (with the warning), and the saved event's link opens the supplier's detail",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const day = localDay(4);
        const title = `Sopralluogo con il fornitore ${Date.now() % 100_000}`;
        await openCalendar(page, `view=month&date=${day}`);
        problems.length = 0;
        const dialog = await newEvent(page, title, day);
        await choose(page, dialog, 'Collegamento', 'Fornitore');
        await dialog
          .getByText("Attenzione: il collegamento non é modificabile una volta creato l'evento")
          .waitFor();
        const picker = dialog.getByRole('combobox', { name: /^Fornitore/ });
        await picker.click();
        await picker.fill('Bianchi');
        await page
          .getByRole('option', { name: /Idraulica Bianchi/ })
          .first()
          .click();
        await dialog.getByRole('button', { name: 'Salva' }).click();
        await snackbar(page, 'Salvataggio avvenuto con successo');
        await dialog.waitFor({ state: 'detached' });
        await page.locator(`[data-cell-day="${day}"]`).getByText(title).first().click();
        const edit = page.getByRole('dialog', { name: 'Modifica evento' });
        await edit.waitFor();
        // 002 §4.3: the link cannot change after creation; it leads to the record's detail.
        assert.equal(await edit.getByRole('combobox', { name: /^Collegamento/ }).count(), 0);
        await edit.getByRole('link', { name: 'Fornitore' }).click();
        await page.waitForURL(/\/ORG\/TAB\/suppliers\/mod\/\d+/, { timeout: 20_000 });
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §5.1, §5.2: the event dialog's link picker shows its options when the text is typed before the results' code has arrived (a slow first load)",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const day = localDay(6);
        await openCalendar(page, `view=month&date=${day}`);
        problems.length = 0;
        // The pickers' results are a part loaded on first use: held back until the text is in.
        let typed;
        const textIn = new Promise((resolve) => (typed = resolve));
        await page.route(/\/assets\/pickersResults-[^/]*\.js$/, async (route) => {
          await textIn;
          await route.continue();
        });
        const dialog = await newEvent(page, `Sopralluogo lento ${Date.now() % 100_000}`, day);
        await choose(page, dialog, 'Collegamento', 'Fornitore');
        const picker = dialog.getByRole('combobox', { name: /^Fornitore/ });
        await picker.click();
        await picker.fill('Bianchi');
        typed();
        const option = page.getByRole('option', { name: /Idraulica Bianchi/ }).first();
        await option.waitFor({ timeout: 20_000 });
        await option.click();
        assert.match(await picker.inputValue(), /Idraulica Bianchi/);
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Calendar, 002 §2.1, §9: Giulia moves her event a day on in the week view and undoes the move from the snackbar',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        // A Wednesday: the move and its undo stay in the week shown.
        const day = dayOfNextWeek(3);
        const title = `Verifica contatori ${Date.now() % 100_000}`;
        await openCalendar(page, `view=week&date=${day}`);
        problems.length = 0;
        const dialog = await newEvent(page, title, day, { from: '14:00', to: '15:00' });
        await dialog.getByRole('button', { name: 'Salva' }).click();
        await dialog.waitFor({ state: 'detached' });
        const chip = page.getByRole('button', { name: new RegExp(`^${title}`) });
        await chip.waitFor({ timeout: 10_000 });
        // The save is held back: the event is on Thursday at once, and the focus with it.
        let release;
        const held = new Promise((resolve) => (release = resolve));
        const save = /\/api\/v2\/calendar\/\d+$/;
        await page.route(save, async (route) => {
          if (route.request().method() === 'PATCH') {
            held.saves = (held.saves ?? 0) + 1;
            await held;
          }
          await route.continue();
        });
        await chip.focus();
        await page.keyboard.press('Alt+ArrowRight');
        await waitUntil(
          async () =>
            (await chip.getAttribute('data-focus-key'))?.startsWith('e:3:') &&
            chip.evaluate((element) => element === element.ownerDocument.activeElement),
          { describe: async () => `the event at ${await chip.getAttribute('data-focus-key')}` },
        );
        // The save reaches the route handler a moment after the page sends it (a busy machine
        // makes that moment long): wait for it, then check there is exactly one.
        await waitUntil(async () => held.saves >= 1, {
          describe: async () => `${held.saves ?? 0} saves sent`,
        });
        assert.equal(held.saves, 1, 'the save was held back');
        // From now on the saves go straight through (the undo's too).
        release();
        await snackbar(page, 'Evento spostato');
        await page.getByRole('button', { name: 'Annulla', exact: true }).first().click();
        // The undo is a save of its own, based on the version the move left.
        await waitUntil(
          async () => {
            await chip.first().focus();
            await page.keyboard.press('Enter');
            const edit = page.getByRole('dialog', { name: 'Modifica evento' });
            // The view redraws when the undo's save lands: then the focus has to be taken again.
            if (
              !(await edit.waitFor({ timeout: 3_000 }).then(
                () => true,
                () => false,
              ))
            )
              return false;
            const start = await edit.getByLabel('Data inizio').inputValue();
            await edit.getByRole('button', { name: 'Annulla' }).click();
            await edit.waitFor({ state: 'detached' });
            return start === shownDay(day);
          },
          { timeout: 15_000, describe: () => 'the event is back on its day' },
        );
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "Calendar, 002 §4.2: 'Segna come completato' in 'Modifica promemoria' completes the reminder, as the pane's own action does",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const today = localDay(0);
        // A reminder of this test's own, so that no other flow's leftovers matter.
        const title = `Richiamare il fabbro ${Date.now()}`;
        const created = await callByHand(page, 'org', 'reminders', {
          method: 'POST',
          body: JSON.stringify({
            object: title,
            startTime: new Date(`${today}T00:00:00`).toISOString(),
            endTime: new Date(`${today}T23:59:00`).toISOString(),
            isAllDay: true,
            status: 0,
          }),
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const id = created.body.data.id;
        await openCalendar(page, `view=day&date=${today}&pane=reminders`);
        problems.length = 0;
        const pane = page.getByRole('region', { name: 'Promemoria' });
        await pane.getByText(title).waitFor({ timeout: 10_000 });
        await pane.getByRole('button', { name: `Azioni per ${title}` }).click();
        await page.getByRole('menuitem', { name: 'Modifica' }).click();
        const dialog = page.getByRole('dialog', { name: 'Modifica promemoria' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Segna come completato' }).click();
        // The dialog now offers the way back, and says nothing went wrong.
        await dialog
          .getByRole('button', { name: 'Segna come da fare' })
          .waitFor({ timeout: 10_000 })
          .catch(async (error) => {
            throw new Error(`${error.message}\nthe dialog says: ${await dialog.innerText()}`);
          });
        assert.equal(await dialog.getByText('Evento non trovato').count(), 0);
        await waitUntil(
          async () => (await callByHand(page, 'org', `reminders/${id}`)).body.data?.status === 1,
          { describe: () => `reminder ${id} is not done on the gateway` },
        );
        await dialog.getByRole('button', { name: 'Annulla' }).click();
        await dialog.waitFor({ state: 'detached' });
        // The pane refreshed: the reminder left the open ones for 'Completati'.
        await pane.getByText(title).waitFor({ state: 'hidden', timeout: 10_000 });
        await pane.getByRole('button', { name: /^Completati \(\d+\)/ }).click();
        await pane.getByText(title).waitFor({ timeout: 10_000 });
        assert.deepEqual(problems, [], 'no console or API errors');
      } finally {
        await context.close();
      }
    },
  },
];
