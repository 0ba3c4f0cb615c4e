/**
 * Demo notifications.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import type { DemoAccountKey, DemoProfile } from '../types.ts';
import { withJsonb } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { ProfilesIds } from './profiles.ts';
import type { TicketsIds } from './tickets.ts';
import type { OrdersIds } from './orders.ts';
import type { QuotesAndTokensIds } from './quotes.ts';
import type { FoldersIds } from './folders.ts';
import type { CommunicationsIds } from './communications.ts';
import type { ChatsIds } from './chat.ts';

/** Inserts this part's rows. */
export async function seedNotifications(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'orgs'> &
    Pick<ProfilesIds, 'P'> &
    Pick<TicketsIds, 'T'> &
    Pick<OrdersIds, 'O'> &
    Pick<QuotesAndTokensIds, 'quotes'> &
    Pick<FoldersIds, 'folders'> &
    Pick<CommunicationsIds, 'communications' | 'notices' | 'polls'> &
    Pick<ChatsIds, 'chats'>,
): Promise<void> {
  const { minutesAgo } = clock;
  const { orgs, P, T, O, quotes, folders, communications, notices, polls, chats } = ids;

  // --- Notifications --------------------------------------------------------------------------
  let notificationNumber = 0;
  const notification = (
    account: DemoAccountKey,
    type: DemoProfile['roleType'],
    notificationType: string,
    entityName: string,
    entityId: number,
    title: string,
    minutes: number,
    read = false,
  ): Insertable<NotificationsTable> => {
    notificationNumber += 1;
    const created = minutesAgo(minutes);
    const organizationId =
      account === 'sara' || account === 'marco'
        ? orgs.contiGestioni
        : account === 'paolo' || account === 'anna' || account === 'elena'
          ? null
          : orgs.studioRossi;
    return {
      profile_id: P(account, type),
      organization_id: organizationId,
      message_id: `demo-notification-${String(notificationNumber).padStart(4, '0')}`,
      notification_type: notificationType,
      entity_ids: [{ entityName, id: entityId }],
      title,
      body: null,
      status: read ? 'read' : 'unread',
      read_at: read ? minutesAgo(Math.max(minutes - 5, 0)) : null,
      created_at: created,
      updated_at: created,
    };
  };
  await db
    .insertInto('notifications')
    .values(
      [
        notification(
          'giulia',
          'ORG',
          'TICKET_NEW',
          'ticket',
          T('ascensore'),
          'Nuovo ticket: Ascensore fermo al terzo piano',
          25,
        ),
        notification(
          'giulia',
          'ORG',
          'ORDER_UPDATE',
          'order',
          O('validation'),
          'Ordine chiuso, in attesa di validazione',
          60 * 30,
        ),
        notification(
          'giulia',
          'ORG',
          'CHAT_CLAIM_MESSAGE',
          'chat',
          chats.claimOpen,
          'Nuovo messaggio nel sinistro SIN',
          180,
          true,
        ),
        notification(
          'luca',
          'ORG',
          'TICKET_UPDATE',
          'ticket',
          T('cantina'),
          'Ticket aggiornato: Perdita d’acqua in cantina',
          45,
        ),
        notification(
          'sara',
          'ORG',
          'TICKET_NEW',
          'ticket',
          T('rubinetto'),
          'Nuovo ticket: Rubinetto che gocciola in cucina',
          60 * 20,
        ),
        notification(
          'paolo',
          'SPL',
          'ORDER_NEW',
          'order',
          O('unread'),
          'Nuovo ordine: Perdita tubo bagno interno 4',
          60 * 24,
        ),
        notification(
          'paolo',
          'SPL',
          'QUOTE_NEW',
          'quote',
          quotes.roof,
          'Richiesta di preventivo: impermeabilizzazione del tetto',
          60 * 48,
        ),
        notification(
          'paolo',
          'SPL',
          'FOLDER_QUALIFICATION_UPDATE',
          'folder',
          folders.bianchiExpired,
          'Cartella scaduta: Polizza di responsabilità civile',
          60 * 72,
          true,
        ),
        notification(
          'anna',
          'SPL',
          'ORDER_NEW',
          'order',
          O('planned'),
          'Nuovo ordine: Sostituzione lampade delle scale',
          60 * 24 * 6,
        ),
        notification(
          'maria',
          'USR',
          'CORRESPONDENCE_NEW',
          'correspondence',
          communications.mariaRate,
          'Nuova corrispondenza: Avviso di pagamento rata condominiale',
          60 * 24,
        ),
        notification(
          'maria',
          'USR',
          'NOTICE_NEW',
          'notice',
          notices.acquaCalda,
          'Nuovo avviso: Interruzione dell’acqua calda',
          60 * 24,
          true,
        ),
        notification(
          'maria',
          'USR',
          'POLL_NEW',
          'poll',
          polls.colonnine,
          'Nuovo sondaggio: Colonnine di ricarica in cortile',
          60 * 24 * 5,
        ),
        notification(
          'marco',
          'USR',
          'CORRESPONDENCE_NEW',
          'correspondence',
          communications.marcoRate,
          'Nuova corrispondenza: Riepilogo spese di gestione',
          60 * 48,
        ),
      ].map((row) => withJsonb(row, ['entity_ids'])),
    )
    .execute();
}
