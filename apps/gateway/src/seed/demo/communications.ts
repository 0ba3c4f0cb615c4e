/**
 * Demo correspondence (with its opened flags), notices and polls.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { CommunicationsTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import type { DemoAccountKey } from '../types.ts';
import { idOf, insertKeyed, withJsonb } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';

export type CommunicationsIds = Awaited<ReturnType<typeof seedCommunications>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedCommunications(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'orgs'> &
    Pick<PeopleIds, 'C' | 'U' | 'contacts'> &
    Pick<BuildingsIds, 'B' | 'buildings'>,
) {
  const { day, at } = clock;
  const { orgs, C, U, B } = ids;

  // --- Communications (correspondence, opened flags) ------------------------------------------
  const correspondence = (
    org: keyof typeof orgs,
    recipient: DemoAccountKey,
    contactKey: keyof typeof ids.contacts,
    type: string,
    status: string,
    object: string,
    daysAgo: number,
    opened: boolean,
    building: keyof typeof ids.buildings | null,
  ): Insertable<CommunicationsTable> => ({
    organization_id: idOf(orgs, org),
    recipient_user_id: U(recipient),
    recipient_contact_id: C(contactKey),
    type,
    status,
    sending_date: status === 'SENT' ? at(-daysAgo, 9, 30) : null,
    object,
    body: `${object}. Il documento completo è disponibile in allegato.`,
    building_ids: building ? [B(building)] : [],
    usr_opened_in_portineria: opened,
    usr_opened_in_archivioplus: false,
    opened_at: opened ? at(-daysAgo + 1, 20) : null,
    created_at: at(-daysAgo - 1, 17),
  });
  const communications = await insertKeyed(
    {
      mariaRate: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Avviso di pagamento rata condominiale',
        1,
        false,
        'manzoni',
      ),
      mariaConvocazione: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Convocazione assemblea ordinaria',
        4,
        false,
        'manzoni',
      ),
      mariaConsuntivo: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Rendiconto consuntivo dell’esercizio',
        9,
        false,
        'manzoni',
      ),
      mariaVerbale: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Verbale dell’ultima assemblea',
        20,
        true,
        'manzoni',
      ),
      mariaVilla: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Rinnovo polizza fabbricato Villa Verdi',
        30,
        true,
        'villaVerdi',
      ),
      mariaDraft: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'DRAFT',
        'Sollecito di pagamento (bozza)',
        0,
        false,
        'manzoni',
      ),
      mariaCondominiale: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza_condominiale',
        'SENT',
        'Regolamento per l’uso del cortile',
        6,
        false,
        'manzoni',
      ),
      marcoRate: correspondence(
        'contiGestioni',
        'marco',
        'marco',
        'corrispondenza',
        'SENT',
        'Riepilogo spese di gestione Casa Ferri',
        2,
        false,
        'casaFerri',
      ),
      marcoLetta: correspondence(
        'contiGestioni',
        'marco',
        'marco',
        'corrispondenza',
        'SENT',
        'Contratto di locazione registrato',
        25,
        true,
        'viaRoma',
      ),
      giuliaMimose: correspondence(
        'contiGestioni',
        'giulia',
        'giuliaResident',
        'corrispondenza',
        'SENT',
        'Convocazione assemblea Residenza Le Mimose',
        3,
        false,
        'mimose',
      ),
      // Unread for Maria's private house: the USR dashboard's list differs by selected building.
      mariaVillaCaldaia: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Preventivo per la manutenzione della caldaia di Villa Verdi',
        2,
        false,
        'villaVerdi',
      ),
    },
    (values) =>
      db
        .insertInto('communications')
        .values(values.map((row) => withJsonb(row, ['building_ids'])))
        .returning('id'),
  );

  // --- Notices and polls ----------------------------------------------------------------------
  const notices = await insertKeyed(
    {
      acquaCalda: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        title: 'Interruzione dell’acqua calda',
        body: 'Giovedì dalle 8:30 alle 12:30 l’acqua calda sarà sospesa per la manutenzione della caldaia centralizzata.',
        status: 'PUBLISHED',
        published_at: at(-1, 9),
        valid_to: day(3),
      },
      scale: {
        organization_id: orgs.studioRossi,
        building_id: B('buenosAires'),
        title: 'Pulizia straordinaria delle scale',
        body: 'Lunedì mattina le scale saranno lavate con prodotti specifici: si prega di non lasciare oggetti sui pianerottoli.',
        status: 'PUBLISHED',
        published_at: at(-3, 10),
        valid_to: day(4),
      },
      scaduto: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        title: 'Disinfestazione dei locali comuni',
        body: 'La disinfestazione di cantine e cortile si è svolta regolarmente.',
        status: 'PUBLISHED',
        published_at: at(-20, 9),
        valid_to: day(-5),
      },
      bozza: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        title: 'Lavori di rifacimento del tetto',
        body: 'Bozza: calendario dei lavori in preparazione.',
        status: 'DRAFT',
        published_at: null,
        valid_to: null,
      },
      mimose: {
        organization_id: orgs.contiGestioni,
        building_id: B('mimose'),
        title: 'Assemblea ordinaria',
        body: 'L’assemblea ordinaria si terrà nella sala comune al piano terra.',
        status: 'PUBLISHED',
        published_at: at(-2, 12),
        valid_to: day(12),
      },
    },
    // Each notice is for its one building (`building_ids`, migration 1130).
    (values) =>
      db
        .insertInto('notices')
        .values(
          values.map((row) =>
            withJsonb({ ...row, building_ids: [row.building_id] }, ['building_ids']),
          ),
        )
        .returning('id'),
  );
  const polls = await insertKeyed(
    {
      colonnine: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        object: 'Colonnine di ricarica in cortile',
        question:
          'Sei favorevole all’installazione di due colonnine di ricarica per auto elettriche?',
        options: [
          { id: 1, label: 'Favorevole', votes: 7 },
          { id: 2, label: 'Contrario', votes: 2 },
          { id: 3, label: 'Astenuto', votes: 1 },
        ],
        status: true,
        valid_from: day(-5),
        published_at: at(-5, 9),
        valid_to: day(10),
      },
      facciata: {
        organization_id: orgs.studioRossi,
        building_id: B('buenosAires'),
        object: 'Colore della facciata',
        question: 'Quale colore preferisci per il rifacimento della facciata?',
        options: [
          { id: 1, label: 'Giallo Milano', votes: 9 },
          { id: 2, label: 'Grigio perla', votes: 6 },
        ],
        status: false,
        valid_from: day(-45),
        published_at: at(-45, 9),
        valid_to: day(-15),
      },
      portineria: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        object: 'Orario della portineria',
        question: 'Preferisci l’apertura della portineria anche il sabato pomeriggio?',
        options: [
          { id: 1, label: 'Sì', votes: 3 },
          { id: 2, label: 'No', votes: 4 },
        ],
        status: true,
        valid_from: day(-2),
        published_at: at(-2, 9),
        valid_to: day(1),
      },
      // Open as stored, its closing date passed two days ago and nobody closed it: every reader
      // sees it 'Chiuso' with its results, and it takes no vote (DECISIONS.md "Polls" 7).
      differenziata: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        object: 'Esposizione dei bidoni dell’umido',
        question: 'Spostiamo l’esposizione dei bidoni dell’umido dalla mattina alla sera prima?',
        options: [
          { id: 1, label: 'Alla sera prima', votes: 6 },
          { id: 2, label: 'Alla mattina, come ora', votes: 3 },
        ],
        status: true,
        valid_from: day(-16),
        published_at: at(-16, 9),
        valid_to: day(-2),
      },
      mimose: {
        organization_id: orgs.contiGestioni,
        building_id: B('mimose'),
        object: 'Giornata del verde condominiale',
        question: 'Partecipi alla giornata di cura del giardino?',
        options: [
          { id: 1, label: 'Sì', votes: 5 },
          { id: 2, label: 'No', votes: 1 },
        ],
        status: false,
        valid_from: day(-30),
        published_at: at(-30, 9),
        valid_to: day(-10),
      },
    },
    (values) =>
      db
        .insertInto('polls')
        .values(
          values.map((row) =>
            withJsonb({ ...row, building_ids: [row.building_id] }, ['options', 'building_ids']),
          ),
        )
        .returning('id'),
  );
  return { communications, notices, polls };
}
