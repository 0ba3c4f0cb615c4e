/**
 * Demo chats, their members and messages.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { ChatMessagesTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import type { DemoAccountKey, DemoProfile } from '../types.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';
import type { ProfilesIds } from './profiles.ts';
import type { TicketsIds } from './tickets.ts';
import type { OrdersIds } from './orders.ts';
import type { ClaimsIds } from './claims.ts';
import type { FoldersIds } from './folders.ts';

export type ChatsIds = Awaited<ReturnType<typeof seedChats>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedChats(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs'> &
    Pick<PeopleIds, 'U'> &
    Pick<BuildingsIds, 'B'> &
    Pick<ProfilesIds, 'P'> &
    Pick<TicketsIds, 'T'> &
    Pick<OrdersIds, 'O'> &
    Pick<ClaimsIds, 'claims'> &
    Pick<FoldersIds, 'folders'>,
) {
  const { at, minutesAgo } = clock;
  const { S, orgs, U, B, P, T, O, claims, folders } = ids;

  // --- Chats, members, messages ---------------------------------------------------------------
  const chats = await insertKeyed(
    {
      manzoni: {
        organization_id: orgs.studioRossi,
        category: 'BUILDING' as const,
        entity_id: B('manzoni'),
        building_id: B('manzoni'),
        supplier_id: null,
        object: 'Condominio Via Manzoni 12',
        status: true,
        last_message_at: minutesAgo(35),
      },
      orderUnread: {
        organization_id: orgs.studioRossi,
        category: 'ORDER' as const,
        entity_id: O('unread'),
        building_id: B('manzoni'),
        supplier_id: S('idraulicaBianchi'),
        object: 'Perdita tubo bagno interno 4',
        status: true,
        last_message_at: minutesAgo(12),
      },
      claimOpen: {
        organization_id: orgs.studioRossi,
        category: 'CLAIM' as const,
        entity_id: claims.open,
        building_id: B('manzoni'),
        supplier_id: null,
        object: 'Sinistro infiltrazione interno 4',
        status: true,
        last_message_at: minutesAgo(180),
      },
      ticketClosed: {
        organization_id: orgs.studioRossi,
        category: 'TICKET' as const,
        entity_id: T('cancello'),
        building_id: B('manzoni'),
        supplier_id: null,
        object: 'Cancello carraio bloccato',
        status: false,
        last_message_at: at(-11, 10),
      },
      orderGallo: {
        organization_id: orgs.studioRossi,
        category: 'ORDER' as const,
        entity_id: O('accepted'),
        building_id: B('manzoni'),
        supplier_id: S('galloImpianti'),
        object: 'Riparazione citofono',
        status: true,
        last_message_at: minutesAgo(300),
      },
      contiCompany: {
        organization_id: orgs.contiGestioni,
        category: 'COMPANY' as const,
        entity_id: S('idraulicaBianchi'),
        building_id: null,
        supplier_id: S('idraulicaBianchi'),
        object: 'Conti Gestioni — Idraulica Bianchi',
        status: true,
        last_message_at: minutesAgo(60),
      },
      // The supplier's side of Studio Rossi: Idraulica Bianchi's company chat with the office
      // (002 §3.6 COMPANY, the entity being the supplier), and the chat of the folder Studio Rossi
      // asks it to renew (FOLDER, the entity being the folder).
      rossiCompany: {
        organization_id: orgs.studioRossi,
        category: 'COMPANY' as const,
        entity_id: S('idraulicaBianchi'),
        building_id: null,
        supplier_id: S('idraulicaBianchi'),
        object: 'Studio Rossi — Idraulica Bianchi',
        status: true,
        last_message_at: minutesAgo(240),
      },
      bianchiPolicyFolder: {
        organization_id: orgs.studioRossi,
        category: 'FOLDER' as const,
        entity_id: idOf(folders, 'bianchiExpired'),
        building_id: null,
        supplier_id: S('idraulicaBianchi'),
        object: 'Polizza di responsabilità civile — Idraulica Bianchi',
        status: true,
        last_message_at: minutesAgo(60 * 20),
      },
      contiMimose: {
        organization_id: orgs.contiGestioni,
        category: 'BUILDING' as const,
        entity_id: B('mimose'),
        building_id: B('mimose'),
        supplier_id: null,
        object: 'Residenza Le Mimose',
        status: true,
        last_message_at: minutesAgo(90),
      },
    },
    (values) => db.insertInto('chats').values(values).returning('id'),
  );
  const member = (
    chat: keyof typeof chats,
    account: DemoAccountKey,
    type: DemoProfile['roleType'],
    visibility: string,
  ) => ({
    chat_id: idOf(chats, chat),
    user_id: U(account),
    profile_id: P(account, type),
    visibility,
  });
  await db
    .insertInto('chat_members')
    .values([
      member('manzoni', 'giulia', 'ORG', 'org'),
      member('manzoni', 'luca', 'ORG', 'org'),
      member('manzoni', 'maria', 'USR', 'tennant'),
      member('orderUnread', 'giulia', 'ORG', 'org'),
      member('orderUnread', 'luca', 'ORG', 'org'),
      member('orderUnread', 'paolo', 'SPL', 'spl'),
      member('claimOpen', 'giulia', 'ORG', 'org'),
      member('claimOpen', 'luca', 'ORG', 'org'),
      member('ticketClosed', 'luca', 'ORG', 'org'),
      member('ticketClosed', 'maria', 'USR', 'tennant'),
      member('orderGallo', 'luca', 'ORG', 'org'),
      member('orderGallo', 'anna', 'SPL', 'spl'),
      member('contiCompany', 'sara', 'ORG', 'org'),
      member('contiCompany', 'paolo', 'SPL', 'spl'),
      member('rossiCompany', 'giulia', 'ORG', 'org'),
      member('rossiCompany', 'luca', 'ORG', 'org'),
      member('rossiCompany', 'paolo', 'SPL', 'spl'),
      member('bianchiPolicyFolder', 'giulia', 'ORG', 'org'),
      member('bianchiPolicyFolder', 'luca', 'ORG', 'org'),
      member('bianchiPolicyFolder', 'paolo', 'SPL', 'spl'),
      member('contiMimose', 'sara', 'ORG', 'org'),
      member('contiMimose', 'giulia', 'USR', 'owner'),
    ])
    .execute();
  let messageNumber = 0;
  const message = (
    chat: keyof typeof chats,
    author: DemoAccountKey,
    minutes: number,
    text: string,
    extra: Partial<Insertable<ChatMessagesTable>> = {},
  ): Insertable<ChatMessagesTable> => {
    messageNumber += 1;
    const sent = minutesAgo(minutes);
    return {
      chat_id: idOf(chats, chat),
      user_id: U(author),
      id_message: `demo-${String(messageNumber).padStart(4, '0')}`,
      message: text,
      timestamp_ms: sent.getTime(),
      contains_link: false,
      created_at: sent,
      ...extra,
    };
  };
  await db
    .insertInto('chat_messages')
    .values([
      message(
        'manzoni',
        'giulia',
        60 * 26,
        'Buongiorno a tutti, domani passa l’idraulico per la perdita in cantina.',
      ),
      message('manzoni', 'maria', 60 * 25, 'Grazie! Io sono a casa dopo le 10.'),
      message('manzoni', 'luca', 60 * 24, 'Perfetto, avviso io il portiere.'),
      message(
        'manzoni',
        'maria',
        120,
        'Questa mattina c’era di nuovo acqua sul soffitto del bagno.',
      ),
      message(
        'manzoni',
        'giulia',
        90,
        'Ho aperto un ordine urgente, oggi pomeriggio arriva Idraulica Bianchi.',
      ),
      message(
        'manzoni',
        'luca',
        35,
        'Il regolamento aggiornato è qui: https://www.studiorossi.example/regolamento',
        {
          contains_link: true,
          external: {
            valid: true,
            url: 'https://www.studiorossi.example/regolamento',
            title: 'Regolamento condominiale',
            description: 'Regolamento aggiornato del Condominio Via Manzoni 12',
            app: null,
          },
        },
      ),
      message('orderUnread', 'luca', 240, 'Buongiorno Paolo, le chiavi sono in portineria.'),
      message('orderUnread', 'paolo', 200, 'Ricevuto, passiamo alle 14.'),
      message('orderUnread', 'paolo', 30, 'Ecco la foto del tubo danneggiato.', {
        file: {
          name: 'tubo-bagno.jpg',
          type: 'image/jpeg',
          size: 184_320,
          url: '/files/demo/tubo-bagno.jpg',
        },
      }),
      message('orderUnread', 'giulia', 20, 'Grazie, procedete pure con la sostituzione.'),
      message('orderUnread', 'paolo', 12, 'Lavoro in corso, chiudiamo entro sera.'),
      message('claimOpen', 'giulia', 60 * 5, 'Ho inviato la denuncia del sinistro alla compagnia.'),
      message('claimOpen', 'luca', 180, 'Il perito passa la settimana prossima.'),
      message('ticketClosed', 'maria', 60 * 24 * 12, 'Il cancello non si apre con il telecomando.'),
      message(
        'ticketClosed',
        'luca',
        60 * 24 * 11,
        'Risolto: era da sostituire la batteria della centralina.',
      ),
      message(
        'orderGallo',
        'anna',
        400,
        'Il citofono dell’interno 2 va sostituito, porto il pezzo lunedì.',
      ),
      message('orderGallo', 'luca', 300, 'Va bene, grazie.'),
      message(
        'contiCompany',
        'sara',
        120,
        'Buongiorno, ci servirebbe un preventivo per lo scaldabagno di Via Roma 5.',
      ),
      message('contiCompany', 'paolo', 80, 'Certo, lo invio entro domani.'),
      message('contiCompany', 'paolo', 60, 'Preventivo caricato nel portale.'),
      message(
        'rossiCompany',
        'luca',
        60 * 6,
        'Buongiorno Paolo, a gennaio rinnoviamo i contratti di manutenzione: ci mandate il listino aggiornato?',
      ),
      message(
        'rossiCompany',
        'paolo',
        60 * 5,
        'Buongiorno, certo: lo prepariamo questa settimana.',
      ),
      message('rossiCompany', 'giulia', 240, 'Grazie, lo aspettiamo.'),
      message(
        'bianchiPolicyFolder',
        'giulia',
        60 * 22,
        'La polizza RC risulta scaduta: potete caricare quella rinnovata nella cartella?',
      ),
      message(
        'bianchiPolicyFolder',
        'paolo',
        60 * 20,
        'La compagnia ci manda il rinnovo entro venerdì, la carichiamo appena arriva.',
      ),
      message('contiMimose', 'sara', 100, 'Ricordo a tutti l’assemblea della prossima settimana.'),
      message('contiMimose', 'giulia', 90, 'Grazie, ci sarò.'),
    ])
    .execute();
  return { chats };
}
