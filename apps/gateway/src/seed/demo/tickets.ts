/**
 * Demo tickets: open, in progress and closed.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import { ticketCode } from '@portineria/domain';
import type { Insertable } from 'kysely';
import type { TicketsTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';

export type TicketsIds = Awaited<ReturnType<typeof seedTickets>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedTickets(
  db: Db,
  clock: SeedClock,
  ids: Pick<PeopleIds, 'C' | 'E' | 'U' | 'contacts' | 'employees'> &
    Pick<BuildingsIds, 'B' | 'buildings' | 'orgOfBuilding'>,
) {
  const { at } = clock;
  const year = clock.now.getFullYear();
  const { C, E, U, B, orgOfBuilding } = ids;

  // --- Tickets --------------------------------------------------------------------------------
  let ticketNumber = 0;
  const ticket = (
    building: keyof typeof ids.buildings,
    object: string,
    status: 'OPEN' | 'WORKING' | 'CLOSED',
    priority: 'NORMAL' | 'URGENT',
    contactKey: keyof typeof ids.contacts,
    assignee: keyof typeof ids.employees | null,
    daysAgo: number,
    extra: Partial<Insertable<TicketsTable>> = {},
  ): Insertable<TicketsTable> => {
    ticketNumber += 1;
    const created = at(-daysAgo, 9 + (ticketNumber % 8), (ticketNumber * 7) % 60);
    return {
      organization_id: orgOfBuilding(building),
      building_id: B(building),
      contact_id: C(contactKey),
      assign_to_employee_id: assignee ? E(assignee) : null,
      code: ticketCode(year, ticketNumber),
      object,
      description: `${object}. Segnalazione ricevuta dal portale.`,
      status,
      priority,
      visibility: 'owner',
      date_ticket: created,
      closed_at: status === 'CLOSED' ? at(-daysAgo + 2, 17) : null,
      created_at: created,
      updated_at: status === 'OPEN' ? created : at(-Math.max(daysAgo - 1, 0), 18),
      ...extra,
    };
  };
  const tickets = await insertKeyed(
    {
      infiltrazione: ticket(
        'manzoni',
        'Infiltrazione dal soffitto del bagno',
        'OPEN',
        'NORMAL',
        'maria',
        'luca',
        1,
        {
          created_by_user_id: U('maria'),
          description:
            'Dal soffitto del bagno dell’interno 4 scende acqua quando piove. Chiedo un sopralluogo.',
        },
      ),
      ascensore: ticket(
        'buenosAires',
        'Ascensore fermo al terzo piano',
        'OPEN',
        'URGENT',
        'lombardo',
        null,
        0,
      ),
      lampadina: ticket(
        'manzoni',
        'Lampadina fulminata sul pianerottolo',
        'WORKING',
        'NORMAL',
        'colombo',
        'giulia',
        4,
      ),
      cantina: ticket(
        'manzoni',
        'Perdita d’acqua in cantina',
        'WORKING',
        'URGENT',
        'deLuca',
        'luca',
        2,
      ),
      regolamento: ticket(
        'buenosAires',
        'Richiesta copia del regolamento condominiale',
        'CLOSED',
        'NORMAL',
        'barbieri',
        'francesca',
        20,
      ),
      cancello: ticket(
        'manzoni',
        'Cancello carraio bloccato',
        'CLOSED',
        'URGENT',
        'maria',
        'luca',
        12,
        {
          created_by_user_id: U('maria'),
        },
      ),
      tapparella: ticket(
        'villaVerdi',
        'Tapparella rotta in soggiorno',
        'OPEN',
        'NORMAL',
        'maria',
        null,
        3,
        {
          created_by_user_id: U('maria'),
        },
      ),
      rubinetto: ticket(
        'casaFerri',
        'Rubinetto che gocciola in cucina',
        'OPEN',
        'NORMAL',
        'marco',
        'sara',
        1,
        {
          created_by_user_id: U('marco'),
        },
      ),
      serranda: ticket(
        'mimose',
        'Serranda del garage bloccata',
        'WORKING',
        'URGENT',
        'marchi',
        'sara',
        3,
      ),
      citofonoMimose: ticket(
        'mimose',
        'Citofono non funzionante',
        'CLOSED',
        'NORMAL',
        'costa',
        'roberta',
        30,
      ),
    },
    (values) => db.insertInto('tickets').values(values).returning('id'),
  );
  const T = (key: keyof typeof tickets): number => idOf(tickets, key);
  return { T };
}
