/**
 * Contract tests of notifications (001 §3, 002 §7.6): the real api-client's `notifications` family against a
 * test gateway with the demo seed, and the realtime publication of a new notification.
 */
import type { Notification } from '@portineria/api-client';
import { NOTIFICATION_TYPES } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { actingClientFor, rejection } from '../support/contract.ts';
import type { ExactFields } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

/** The fields of the client's `Notification`; `profileID` comes only on the realtime payload. */
const NOTIFICATION_FIELDS = Object.keys({
  id: true,
  messageId: true,
  notificationType: true,
  entityIDs: true,
  profileID: true,
  title: true,
  body: true,
  status: true,
  readAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<Notification>);

let gateway: TestGateway;

function profileIdOf(account: DemoAccountKey, roleType: 'ORG' | 'SPL' | 'USR' | 'SYS'): number {
  const profile = gateway.seed.accounts[account].profileByType[roleType];
  if (!profile) throw new Error(`${account} has no ${roleType} profile`);
  return profile.profileId;
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('notifications: the bell counter and mark read (002 §7.6)', () => {
  it('counts the unread notifications of the profile, and marking one read lowers it', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const before = await client.notifications.countUnread();
    const created = await client.notifications.create({
      notificationType: NOTIFICATION_TYPES.ORDER_UPDATE,
      entityIDs: [{ entityName: 'order', id: gateway.seed.tenants.studioRossi.orderId }],
      title: 'Ordine aggiornato',
    });
    expect(created).toMatchObject({
      status: 'unread',
      title: 'Ordine aggiornato',
      notificationType: 'ORDER_UPDATE',
    });
    expect(created.entityIDs).toEqual([
      { entityName: 'order', id: String(gateway.seed.tenants.studioRossi.orderId) },
    ]);
    await expect(client.notifications.countUnread()).resolves.toBe(before + 1);
    const read = await client.notifications.markRead(created.id);
    expect(read).toMatchObject({ id: created.id, status: 'read', readAt: expect.any(String) });
    await expect(client.notifications.countUnread()).resolves.toBe(before);
  });

  it('lists only the profile’s own notifications; another profile’s is 404', async () => {
    const giulia = await actingClientFor(gateway, 'giulia', 'ORG');
    const luca = await actingClientFor(gateway, 'luca', 'ORG');
    const mine = await giulia.client.notifications.create({
      notificationType: NOTIFICATION_TYPES.TICKET_UPDATE,
      entityIDs: [],
      title: 'Solo per Giulia',
    });
    const listed = await giulia.client.notifications.getMany({ limit: 1000 });
    expect(listed.map((item) => item.id)).toContain(mine.id);
    const stored = await gateway.gateway.deps.db
      .selectFrom('notifications')
      .select('id')
      .where('profile_id', '=', profileIdOf('giulia', 'ORG'))
      .execute();
    expect(listed.length).toBe(stored.length);
    expect((await rejection(luca.client.notifications.getOne(mine.id))).code).toBe('NOT_FOUND');
    expect((await rejection(luca.client.notifications.markRead(mine.id))).code).toBe('NOT_FOUND');
  });

  it('read-all marks every unread notification read', async () => {
    const { client } = await actingClientFor(gateway, 'maria', 'USR');
    await client.notifications.create({
      notificationType: 'NOTICE_NEW',
      entityIDs: [],
      title: 'Avviso',
    });
    expect(await client.notifications.countUnread()).toBeGreaterThan(0);
    await client.http.request({ method: 'POST', path: 'notifications/read-all' });
    await expect(client.notifications.countUnread()).resolves.toBe(0);
  });
});

describe('notifications: creation and realtime', () => {
  it('publishes a new notification on the bus channel of its profile (notifications:<profileId>)', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const lucaProfile = profileIdOf('luca', 'ORG');
    const received: unknown[] = [];
    const unsubscribe = gateway.gateway.deps.bus.subscribe(
      `notifications:${lucaProfile}`,
      (payload) => {
        received.push(payload);
      },
    );
    try {
      await client.notifications.create({
        profileID: gateway.seed.accounts.luca.profileByType.ORG?.uid,
        notificationType: NOTIFICATION_TYPES.TICKET_NEW,
        entityIDs: [{ entityName: 'ticket', id: gateway.seed.tenants.studioRossi.ticketId }],
        title: 'Nuovo ticket da gestire',
      });
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toMatchObject({
        notificationType: 'TICKET_NEW',
        title: 'Nuovo ticket da gestire',
        profileID: gateway.seed.accounts.luca.profileByType.ORG?.uid,
        data: { notificationTitle: 'Nuovo ticket da gestire' },
        messageId: expect.any(String),
      });
    } finally {
      unsubscribe();
    }
    const luca = await actingClientFor(gateway, 'luca', 'ORG');
    const lucas = await luca.client.notifications.getMany({
      where: { title: 'Nuovo ticket da gestire' },
    });
    expect(lucas).toHaveLength(1);
  });

  it('refuses a profile of another company and an unknown type, with the field errors', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const foreign = await rejection(
      client.notifications.create({
        profileID: gateway.seed.accounts.sara.profileByType.ORG?.uid,
        notificationType: 'ORDER_NEW',
        entityIDs: [],
        title: 'x',
      }),
    );
    expect(foreign.code).toBe('VALIDATION_FAILED');
    expect(foreign.error).toEqual([{ field: 'profileID', message: expect.any(String) }]);
    const unknown = await rejection(
      client.notifications.create({
        notificationType: 'SOMETHING',
        entityIDs: [],
        title: 'x',
      }),
    );
    expect(unknown.error).toEqual([{ field: 'notificationType', message: expect.any(String) }]);
  });

  it('a resident may notify only itself', async () => {
    const { client } = await actingClientFor(gateway, 'maria', 'USR');
    const error = await rejection(
      client.notifications.create({
        profileID: profileIdOf('giulia', 'ORG'),
        notificationType: 'ORDER_NEW',
        entityIDs: [],
        title: 'x',
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the client type names what the gateway sends', () => {
  it('a stored notification has exactly the fields of Notification but profileID', async () => {
    const { client } = await actingClientFor(gateway, 'giulia', 'ORG');
    const created = await client.notifications.create({
      notificationType: NOTIFICATION_TYPES.ORDER_UPDATE,
      entityIDs: [{ entityName: 'order', id: gateway.seed.tenants.studioRossi.orderId }],
      title: 'Campi della notifica',
    });
    const [listed] = await client.notifications.getMany({ where: { id: created.id } });
    expect(Object.keys(listed ?? {}).sort()).toEqual(
      NOTIFICATION_FIELDS.filter((field) => field !== 'profileID').sort(),
    );
    expect(listed).toMatchObject({ notificationType: 'ORDER_UPDATE', status: 'unread' });
  });
});
