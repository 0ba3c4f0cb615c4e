/**
 * The Italian demo data: two organisations, eight suppliers covering every supplier
 * badge, buildings, registry, orders covering every order chip, activities, tickets, claims,
 * quotes, tokens, communications, notices, polls, calendar, qualification folders, chats,
 * notifications, changelog and help pages. Deterministic: fixed texts, dates relative to `now`.
 *
 * One module per area under `demo/`, each inserting its rows in the order they always had (the ids
 * follow it); this entry point runs them in that order inside one transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedClock } from './clock.ts';
import type { SeedClock } from './clock.ts';
import { seedOrganisations } from './demo/organisations.ts';
import { seedPeople } from './demo/people.ts';
import { seedBuildings } from './demo/buildings.ts';
import { seedProfiles } from './demo/profiles.ts';
import { seedTickets } from './demo/tickets.ts';
import { seedOrders } from './demo/orders.ts';
import { seedQuotesAndTokens } from './demo/quotes.ts';
import { seedActivities } from './demo/activities.ts';
import { seedClaims } from './demo/claims.ts';
import { seedFolders } from './demo/folders.ts';
import { seedCommunications } from './demo/communications.ts';
import { seedCalendar } from './demo/calendar.ts';
import { seedChats } from './demo/chat.ts';
import { seedNotifications } from './demo/notifications.ts';
import { seedHelpContent } from './demo/help.ts';
import type { DemoSeed } from './types.ts';

/** Options of `seedDemo`. */
export interface SeedDemoOptions {
  /** The instant every relative date is computed from. */
  now: Date;
}

/** Fills the database with the demo data. The database must be migrated and empty. */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions): Promise<DemoSeed> {
  return db.transaction().execute((trx) => seedDemoIn(trx, seedClock(options.now)));
}

async function seedDemoIn(db: Kysely<Database>, clock: SeedClock): Promise<DemoSeed> {
  const { now } = clock;
  const companies = await seedOrganisations(db);
  const people = await seedPeople(db, companies);
  const places = await seedBuildings(db, clock, { ...companies, ...people });
  const profiles = await seedProfiles(db, { ...companies, ...people });
  const ticketIds = await seedTickets(db, clock, { ...people, ...places });
  const orderIds = await seedOrders(db, clock, {
    ...companies,
    ...people,
    ...places,
    ...ticketIds,
  });
  const quoteIds = await seedQuotesAndTokens(db, clock, { ...companies, ...places, ...orderIds });
  const activityIds = await seedActivities(db, clock, {
    ...companies,
    ...people,
    ...places,
    ...orderIds,
    ...quoteIds,
  });
  const claimIds = await seedClaims(db, clock, { ...companies, ...people, ...places });
  const folderIds = await seedFolders(db, clock, companies);
  const communicationIds = await seedCommunications(db, clock, {
    ...companies,
    ...people,
    ...places,
  });
  const calendarIds = await seedCalendar(db, clock, {
    ...companies,
    ...people,
    ...places,
    ...ticketIds,
    ...orderIds,
    ...activityIds,
    ...claimIds,
  });
  const chatIds = await seedChats(db, clock, {
    ...companies,
    ...people,
    ...places,
    ...profiles,
    ...ticketIds,
    ...orderIds,
    ...claimIds,
    ...folderIds,
  });
  await seedNotifications(db, clock, {
    ...companies,
    ...profiles,
    ...ticketIds,
    ...orderIds,
    ...quoteIds,
    ...folderIds,
    ...communicationIds,
    ...chatIds,
  });
  await seedHelpContent(db, clock);

  const { A } = activityIds;
  const { B, units } = places;
  const { C, E } = people;
  const { O, orders } = orderIds;
  const { S, orgs } = companies;
  const { T } = ticketIds;
  const { accounts } = profiles;
  const { calendarEvents, reminders } = calendarIds;
  const { chats } = chatIds;
  const { claims } = claimIds;
  const { communications, notices, polls } = communicationIds;
  const { folders } = folderIds;
  const { quotes, tokens } = quoteIds;

  // --- Result ---------------------------------------------------------------------------------
  const accountsByEmail = Object.fromEntries(
    Object.values(accounts).map((account) => [account.email, account]),
  );
  const ordersByState: Record<string, number> = {};
  for (const key of Object.keys(orders) as (keyof typeof orders)[]) ordersByState[key] = O(key);

  return {
    now: now.toISOString(),
    accounts,
    accountsByEmail,
    organizations: { studioRossi: orgs.studioRossi, contiGestioni: orgs.contiGestioni },
    suppliers: {
      idraulicaBianchi: S('idraulicaBianchi'),
      galloImpianti: S('galloImpianti'),
      giardiniMoretti: S('giardiniMoretti'),
      edilMarchetti: S('edilMarchetti'),
      ascensoriLombardi: S('ascensoriLombardi'),
      pulizieSplendor: S('pulizieSplendor'),
      assicurazioniTorre: S('assicurazioniTorre'),
      studioPeritaleFontana: S('studioPeritaleFontana'),
    },
    buildings: {
      manzoni: B('manzoni'),
      buenosAires: B('buenosAires'),
      parcoTigli: B('parcoTigli'),
      padova: B('padova'),
      villaVerdi: B('villaVerdi'),
      buildinglessContainer: B('buildinglessContainer'),
      mimose: B('mimose'),
      casaFerri: B('casaFerri'),
      viaRoma: B('viaRoma'),
    },
    tenants: {
      studioRossi: {
        organizationId: orgs.studioRossi,
        buildingId: B('manzoni'),
        privateBuildingId: B('villaVerdi'),
        unitId: units.manzoni4,
        contactId: C('maria'),
        employeeId: E('giulia'),
        orderId: O('unread'),
        contractId: O('contractWater'),
        activityId: A('waterToday'),
        ticketId: T('infiltrazione'),
        claimId: claims.open,
        chatId: chats.manzoni,
        noticeId: notices.acquaCalda,
        pollId: polls.colonnine,
        calendarEventId: calendarEvents.sopralluogo,
        reminderId: reminders.giuliaOggi,
        tokenId: tokens.water4,
        quoteId: quotes.roof,
        communicationId: communications.mariaRate,
      },
      contiGestioni: {
        organizationId: orgs.contiGestioni,
        buildingId: B('mimose'),
        privateBuildingId: B('casaFerri'),
        unitId: units.mimose2,
        contactId: C('marco'),
        employeeId: E('sara'),
        orderId: O('contiMixer'),
        contractId: O('contiCleaning'),
        activityId: A('contiCleaningToday'),
        ticketId: T('rubinetto'),
        claimId: claims.conti,
        chatId: chats.contiMimose,
        noticeId: notices.mimose,
        pollId: polls.mimose,
        calendarEventId: calendarEvents.contiSopralluogo,
        reminderId: reminders.saraOggi,
        tokenId: tokens.contiCleaning1,
        quoteId: quotes.boiler,
        communicationId: communications.marcoRate,
      },
    },
    supplierRecords: {
      idraulicaBianchi: {
        supplierId: S('idraulicaBianchi'),
        orderId: O('unread'),
        folderId: folders.bianchiExpired,
        calendarEventId: calendarEvents.bianchiOggi,
        reminderId: reminders.paoloCondiviso,
      },
      galloImpianti: {
        supplierId: S('galloImpianti'),
        orderId: O('planned'),
        folderId: folders.galloExpired,
        calendarEventId: calendarEvents.galloOggi,
        reminderId: reminders.annaOggi,
      },
    },
    ordersByState,
  };
}
