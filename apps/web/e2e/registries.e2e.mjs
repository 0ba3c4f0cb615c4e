// End-to-end flow of keeping the registries (001 §2.2–2.4; domain DECISIONS.md "Deleting a
// registry record in use"), through the real UI on the gateway `npm start` runs: Giulia Rossi
// (ORG) creates a person from the contacts' NUOVO, edits it from its detail, deletes it; adds a
// unit to a building she picks and deletes it; then tries to delete a building an order names
// and is told what uses it; gives a delegated access from its own screen and takes it away (its
// entitlement stays). A deleted record's detail is not read again (no 404). The contact is her
// own (a name made for this run) and the building is read from one of her office's orders at the
// test's start, so it needs nothing another test left. Every refusal has its gateway contract
// test (registry-keeping.test.ts, supplier-keeping.test.ts, entitlement-access-keeping.test.ts).
// Self-contained: it imports the harness only.
import assert from 'node:assert/strict';
import {
  axeViolations,
  callByHand,
  expectCount,
  newPage,
  openAs,
  pick,
  snack,
  start,
} from './harness.mjs';

export const REGISTRY_TESTS = [
  {
    name: 'registries: Giulia Rossi creates a contact, edits it and deletes it; adds a unit and deletes it; deleting a building in use is refused with what uses it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const lastname = `Verdi ${String(Date.now()).slice(-6)}`;

        // NUOVO on the persons' list opens the form; SALVA creates the person and opens it.
        await page.goto('/ORG/TAB/contacts/person?skip');
        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/contacts/person/new');
        await page.getByLabel('Cognome (*)', { exact: true }).fill(lastname);
        await page.getByLabel('Nome', { exact: true }).fill('Anna');
        await page.getByLabel('Cellulare', { exact: true }).fill('12');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        // Domain's rule refuses the phone before anything is sent (000 §5).
        await snack(page, 'Il campo Cellulare deve essere un numero di telefono valido');
        await page.getByLabel('Cellulare', { exact: true }).fill('+39 333 1234567');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Elemento creato');
        await page.waitForURL((address) =>
          /^\/ORG\/TAB\/contacts\/person\/mod\/\d+$/.test(address.pathname),
        );

        // The edit form on the detail saves with the version it was read at.
        const form = page.getByTestId('registry-edit-form');
        const email = form.getByLabel('Email', { exact: true });
        await email.waitFor({ timeout: 20_000 });
        assert.equal(await form.getByLabel('Cognome (*)', { exact: true }).inputValue(), lastname);
        // Kept from the form above, the data are not said to be read-only.
        await expectCount(page.getByText('I dati sono in sola lettura.'), 0, 'read-only notice');
        await email.fill('anna.verdi@example.it');
        await form.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Salvataggio avvenuto con successo');
        await page
          .locator('[data-section="history"]')
          .getByText('Modificato')
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(page), [], 'axe on the contact detail');

        // ELIMINA asks first, then deletes the unused contact and goes back to the list.
        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByText("Sei sicuro di voler eliminare l'elemento selezionato?").waitFor();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Elemento eliminato');
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/contacts/person');

        // A unit: its building picked from her buildings, its floor free text, its thousandths
        // with a decimal comma; the detail's form shows them back.
        const unitCode = `E2E-${String(Date.now()).slice(-6)}`;
        await page.goto('/ORG/TAB/units?skip');
        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/units/new');
        await page.getByLabel('Codice (*)', { exact: true }).fill(unitCode);
        await page.getByLabel('Nome (*)', { exact: true }).fill('Cantina prova');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Il campo Immobile è obbligatorio');
        await pick(page, 'Immobile', 'Manzoni');
        await page.getByLabel('Piano', { exact: true }).fill('S1');
        await page.getByLabel('Millesimi', { exact: true }).fill('2,5');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Elemento creato');
        await page.waitForURL((address) => /^\/ORG\/TAB\/units\/mod\/\d+$/.test(address.pathname));
        const unitForm = page.getByTestId('registry-edit-form');
        const millesimi = unitForm.getByLabel('Millesimi', { exact: true });
        await millesimi.waitFor({ timeout: 20_000 });
        assert.equal(await millesimi.inputValue(), '2.5');
        assert.equal(await unitForm.getByLabel('Piano', { exact: true }).inputValue(), 'S1');
        assert.match(
          await unitForm.getByRole('combobox', { name: /^Immobile/ }).inputValue(),
          /Manzoni/,
        );
        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Elemento eliminato');
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/units');

        // A building one of her office's orders names: its delete is refused with what uses it.
        const orders = await callByHand(page, 'org', 'orders/search', {
          method: 'POST',
          body: JSON.stringify({ limit: 50 }),
        });
        assert.equal(orders.status, 200, JSON.stringify(orders.body));
        const buildingId = orders.body.rows.results.find((order) => order._building)?._building;
        assert.ok(buildingId, 'one of her orders names a building');
        const building = await callByHand(page, 'org', `buildings/${buildingId}`);
        const category = building.body.data.isPrivate ? 'private' : 'condominium';
        await page.goto(`/ORG/TAB/buildings/${category}/mod/${buildingId}?skip`);
        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Usato da ');
        assert.match(
          await page
            .getByText(/^Usato da /)
            .first()
            .innerText(),
          /\d+ ordin[ei]/,
        );
        const kept = await callByHand(page, 'org', `buildings/${buildingId}`);
        assert.equal(kept.status, 200, 'the building is kept');
        // The refused delete (409) is the only error the flow may show: a deleted record's
        // detail and history are not read again once gone (no 404).
        assert.deepEqual(
          problems.filter((problem) => !/\b409\b/.test(problem)),
          [],
          'no console or API error but the refused delete',
        );
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'registries: Giulia Rossi plans a maintenance of a building with its supplier, edits its frequency and deletes it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await openAs(page, 'Giulia Rossi', '/ORG/TAB/planned-maintenances?skip');
        // A name made for this run: nothing another test left is read.
        const object = `Verifica estintori ${String(Date.now()).slice(-6)}`;

        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.waitForURL(
          (address) => address.pathname === '/ORG/TAB/planned-maintenances/new',
        );
        await page.getByLabel('Oggetto (*)', { exact: true }).fill(object);
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Il campo Immobile è obbligatorio');
        await pick(page, 'Immobile', 'Manzoni');
        await pick(page, 'Fornitore', 'Idraulica Bianchi');
        await page.getByLabel('Data inizio (*)', { exact: true }).fill('01/03/2027');
        await page.getByLabel('Data inizio (*)', { exact: true }).press('Tab');
        // Domain's rule refuses an end before the start before anything is sent.
        await page.getByLabel('Data fine', { exact: true }).fill('01/02/2027');
        await page.getByLabel('Data fine', { exact: true }).press('Tab');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Il campo Data fine non può precedere la data di inizio');
        await page.getByLabel('Data fine', { exact: true }).fill('28/02/2030');
        await page.getByLabel('Data fine', { exact: true }).press('Tab');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Elemento creato');
        await page.waitForURL((address) =>
          /^\/ORG\/TAB\/planned-maintenances\/mod\/\d+$/.test(address.pathname),
        );

        // The detail's form shows it back, yearly and planned by default; the edit saves with
        // the version it was read at and the history tells it.
        const form = page.getByTestId('registry-edit-form');
        const objectField = form.getByLabel('Oggetto (*)', { exact: true });
        await objectField.waitFor({ timeout: 20_000 });
        assert.equal(await objectField.inputValue(), object);
        assert.match(
          await form.getByRole('combobox', { name: /^Fornitore/ }).inputValue(),
          /Idraulica Bianchi/,
        );
        await expectCount(
          form.getByRole('combobox', { name: /^Frequenza/ }).filter({ hasText: 'Annuale' }),
          1,
          'a new maintenance is yearly',
        );
        await form.getByRole('combobox', { name: /^Frequenza/ }).click();
        await page.getByRole('option', { name: 'Semestrale', exact: true }).click();
        await form.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Salvataggio avvenuto con successo');
        await page
          .locator('[data-section="history"]')
          .getByText('Modificato')
          .first()
          .waitFor({ timeout: 20_000 });
        // The history tells the frequencies by the form's words, not by their stored codes.
        const history = page.locator('[data-section="history"]');
        await history.getByText('Semestrale').first().waitFor({ timeout: 20_000 });
        assert.equal(await history.getByText('half_yearly').count(), 0, 'no stored code shown');
        const id = page.url().match(/\/mod\/(\d+)/)?.[1];
        const stored = await callByHand(page, 'org', `planned-maintenances/${id}`);
        assert.equal(stored.body.data.frequency, 'half_yearly');
        assert.equal(stored.body.data.endDate, '2030-02-28');
        assert.deepEqual(await axeViolations(page), [], 'axe on the planned maintenance detail');

        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Elemento eliminato');
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/planned-maintenances');
        // No error on the way: a deleted record's detail is not read again.
        assert.deepEqual(problems, [], 'no console or API error');
        const gone = await callByHand(page, 'org', `planned-maintenances/${id}`);
        assert.equal(gone.status, 404, 'the maintenance is deleted');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'registries: Giulia Rossi gives a contact of hers an entitlement in a building, edits its note and deletes it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await openAs(page, 'Giulia Rossi', '/ORG/TAB/entitlements?skip');
        // Her own contact, made for this run: nothing another test left is read.
        const lastname = `Ferri ${String(Date.now()).slice(-6)}`;
        const contact = await callByHand(page, 'org', 'contacts', {
          method: 'POST',
          body: JSON.stringify({ isPerson: true, lastname }),
        });
        assert.equal(contact.status, 201, JSON.stringify(contact.body));

        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/entitlements/new');
        // Owner on by default, the other roles off (002 §5.4).
        assert.equal(
          await page.getByRole('checkbox', { name: 'Proprietario' }).getAttribute('aria-checked'),
          'true',
        );
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Il campo Immobile è obbligatorio');
        await pick(page, 'Immobile', 'Manzoni');
        await pick(page, 'Nominativo', lastname);
        await page.getByRole('checkbox', { name: 'Inquilino' }).click();
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Elemento creato');
        await page.waitForURL((address) =>
          /^\/ORG\/TAB\/entitlements\/mod\/\d+$/.test(address.pathname),
        );

        const form = page.getByTestId('registry-edit-form');
        const note = form.getByLabel('Note', { exact: true });
        await note.waitFor({ timeout: 20_000 });
        assert.equal(
          await form.getByRole('checkbox', { name: 'Inquilino' }).getAttribute('aria-checked'),
          'true',
        );
        await note.fill('Usufrutto');
        await form.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Salvataggio avvenuto con successo');
        await page
          .locator('[data-section="history"]')
          .getByText('Modificato')
          .first()
          .waitFor({ timeout: 20_000 });
        const id = page.url().match(/\/mod\/(\d+)/)?.[1];
        const stored = await callByHand(page, 'org', `entitlements/${id}`);
        assert.equal(stored.body.data._contact, contact.body.data.id);
        assert.equal(stored.body.data.isOwner, true);
        assert.equal(stored.body.data.isTennant, true);
        assert.equal(stored.body.data.note, 'Usufrutto');
        assert.deepEqual(await axeViolations(page), [], 'axe on the entitlement detail');

        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Elemento eliminato');
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/entitlements');
        assert.deepEqual(problems, [], 'no console or API error');
        const gone = await callByHand(page, 'org', `entitlements/${id}`);
        assert.equal(gone.status, 404, 'the entitlement is deleted');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'registries: Giulia Rossi registers a supplier with its categories, edits it and removes it from her registry',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await openAs(page, 'Giulia Rossi', '/ORG/TAB/suppliers?skip');
        // Her own supplier, named for this run: nothing another test left is read.
        const name = `Vetreria Prova ${String(Date.now()).slice(-6)}`;

        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/suppliers/new');
        await page.getByLabel('Ragione sociale (*)', { exact: true }).fill(name);
        await page.getByLabel('Partita IVA', { exact: true }).fill('0123');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        // Domain's rule refuses the VAT number before anything is sent, the name kept.
        await snack(page, 'Il campo Partita IVA deve avere esattamente 11 caratteri');
        assert.equal(
          await page.getByLabel('Ragione sociale (*)', { exact: true }).inputValue(),
          name,
        );
        await page.getByLabel('Partita IVA', { exact: true }).fill('01234567890');
        // Categories are tags, with the trades suggested (002 §5.6).
        const categories = page.getByRole('combobox', { name: 'Categorie' });
        await categories.click();
        await categories.pressSequentially('Fabb');
        await page.getByRole('option', { name: 'Fabbro' }).click();
        await categories.pressSequentially('Vetraio');
        await categories.press('Enter');
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Elemento creato');
        await page.waitForURL((address) =>
          /^\/ORG\/TAB\/suppliers\/mod\/\d+$/.test(address.pathname),
        );
        const id = page.url().match(/\/mod\/(\d+)/)?.[1];

        // The edit form on the detail saves with the version it was read at.
        const form = page.getByTestId('registry-edit-form');
        const city = form.getByLabel('Città', { exact: true });
        await city.waitFor({ timeout: 20_000 });
        assert.equal(
          await form.getByLabel('Ragione sociale (*)', { exact: true }).inputValue(),
          name,
        );
        await city.fill('Monza');
        await form.getByRole('button', { name: 'Rimuovi Vetraio' }).click();
        await form.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Salvataggio avvenuto con successo');
        await page
          .locator('[data-section="history"]')
          .getByText('Modificato')
          .first()
          .waitFor({ timeout: 20_000 });
        const stored = await callByHand(page, 'org', `suppliers/${id}`);
        assert.equal(stored.body.data.vat, '01234567890');
        assert.equal(stored.body.data.city, 'Monza');
        assert.equal(stored.body.data.categories, 'Fabbro');
        assert.deepEqual(await axeViolations(page), [], 'axe on the supplier detail');

        // ELIMINA asks first, then removes the unused supplier from her registry.
        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Elemento eliminato');
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/suppliers');
        assert.deepEqual(problems, [], 'no console or API error');
        const gone = await callByHand(page, 'org', `suppliers/${id}`);
        assert.equal(gone.status, 404, 'the supplier has left her registry');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'registries: Giulia Rossi gives a delegated access from its screen, opens it, and takes it away: the entitlement stays',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await openAs(page, 'Giulia Rossi', '/ORG/TAB/entitlements-access?skip');
        // Her own contacts and entitlement, made for this run: nothing another test left is read.
        const suffix = String(Date.now()).slice(-6);
        const create = async (path, body) => {
          const answer = await callByHand(page, 'org', path, {
            method: 'POST',
            body: JSON.stringify(body),
          });
          assert.equal(answer.status, 201, JSON.stringify(answer.body));
          return answer.body.data;
        };
        const found = await callByHand(page, 'org', 'buildings/search', {
          method: 'POST',
          body: JSON.stringify({ where: { name: 'Condominio Via Manzoni 12' }, limit: 1 }),
        });
        const [manzoni] = found.body.data;
        assert.ok(manzoni, 'Giulia reads the Manzoni condominium');
        const delegator = await create('contacts', {
          isPerson: true,
          lastname: `Titolare ${suffix}`,
        });
        await create('contacts', { isPerson: true, lastname: `Delegata ${suffix}` });
        const entitlement = await create('entitlements', {
          _building: manzoni.id,
          _contact: delegator.id,
          isOwner: true,
        });

        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/entitlements-access/new');
        await pick(page, 'Immobile', 'Manzoni');
        await pick(page, 'Delegante', `Titolare ${suffix}`);
        // The contact as its own deputy is refused by domain's rule, before anything is sent.
        await pick(page, 'Delegato', `Titolare ${suffix}`);
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'deve indicare una persona diversa dal titolare del diritto');
        await pick(page, 'Delegato', `Delegata ${suffix}`);
        await page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await snack(page, 'Elemento creato');
        await page.waitForURL(
          (address) => address.pathname === `/ORG/TAB/entitlements-access/mod/${entitlement.id}`,
        );
        await page
          .getByTestId('registry-edit-form')
          .getByLabel('Note', { exact: true })
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(page), [], 'axe on the access detail');

        await page.getByRole('button', { name: 'ELIMINA', exact: true }).click();
        await page.getByRole('button', { name: 'SI', exact: true }).click();
        await snack(page, 'Elemento eliminato');
        await page.waitForURL((address) => address.pathname === '/ORG/TAB/entitlements-access');
        assert.deepEqual(problems, [], 'no console or API error');
        const kept = await callByHand(page, 'org', `entitlements/${entitlement.id}`);
        assert.equal(kept.status, 200, 'the entitlement stays');
        assert.equal(kept.body.data._contactDeputy, null, 'without its deputy');
      } finally {
        await context.close();
      }
    },
  },
];
