import { describe, expect, it } from 'vitest';
import type { RoleType } from '../profiles/types.ts';
import { NOTIFICATION_TYPES } from './notificationTypes.ts';
import type { NotificationType } from './notificationTypes.ts';
import { routeNotification } from './routeNotification.ts';
import type {
  NotificationPayload,
  NotificationRouting,
  NotificationRoutingContext,
} from './routeNotification.ts';

const SAMPLE_ENTITY_IDS: Record<
  NotificationType,
  Array<{ entityName: string; id: string | number }>
> = {
  CORRESPONDENCE_NEW: [{ entityName: 'correspondence', id: 11 }],
  NOTICE_NEW: [{ entityName: 'notice', id: 12 }],
  POLL_NEW: [{ entityName: 'poll', id: 13 }],
  TICKET_NEW: [{ entityName: 'ticket', id: 14 }],
  TICKET_UPDATE: [{ entityName: 'ticket', id: 14 }],
  ORDER_NEW: [{ entityName: 'order', id: 15 }],
  ORDER_UPDATE: [{ entityName: 'order', id: 15 }],
  QUOTE_NEW: [{ entityName: 'quote', id: 16 }],
  QUOTE_UPDATE: [{ entityName: 'quote', id: 16 }],
  PROCUREMENT_NEW: [{ entityName: 'procurement', id: 17 }],
  CHAT_CUSTOM_MESSAGE: [
    { entityName: 'building', id: 18 },
    { entityName: 'chat', id: 90 },
  ],
  CHAT_TOKEN_MESSAGE: [
    { entityName: 'token', id: 19 },
    { entityName: 'chat', id: 91 },
  ],
  CHAT_CLAIM_MESSAGE: [
    { entityName: 'claim', id: 20 },
    { entityName: 'chat', id: 92 },
  ],
  FOLDER_QUALIFICATION_UPDATE: [{ entityName: 'folder', id: 21 }],
  CONSULTANCY_FOLDER_TYPE_MESSAGE: [
    { entityName: 'consultancyType', id: 3 },
    { entityName: 'folderType', id: 22 },
    { entityName: 'chat', id: 93 },
  ],
  CHAT_MEMBERS_UPDATE: [{ entityName: 'chat', id: 94 }],
  CHAT_STATUS_UPDATE: [{ entityName: 'chat', id: 95 }],
};

const navigate = (to: string): NotificationRouting => ({ kind: 'navigate', to, refresh: true });
const noTarget = (notificationType: string): NotificationRouting => ({
  kind: 'unhandled',
  notificationType,
  reason: 'no-target-for-role',
});
const chatEvent = (name: string, chatId: string): NotificationRouting =>
  ({ kind: 'event', event: { name, chatId } }) as NotificationRouting;

/** Every type × every role, with the screen 001 §4.8 names for it. */
const MATRIX: Array<[NotificationType, RoleType, NotificationRouting]> = [
  ['CORRESPONDENCE_NEW', 'ORG', noTarget('CORRESPONDENCE_NEW')],
  ['CORRESPONDENCE_NEW', 'SPL', noTarget('CORRESPONDENCE_NEW')],
  ['CORRESPONDENCE_NEW', 'USR', navigate('/USR/COM/correspondences/mod/11')],
  ['CORRESPONDENCE_NEW', 'SYS', noTarget('CORRESPONDENCE_NEW')],
  ['NOTICE_NEW', 'ORG', navigate('/ORG/COM/notices/mod/12')],
  ['NOTICE_NEW', 'SPL', noTarget('NOTICE_NEW')],
  ['NOTICE_NEW', 'USR', navigate('/USR/COM/notices/mod/12')],
  ['NOTICE_NEW', 'SYS', noTarget('NOTICE_NEW')],
  ['POLL_NEW', 'ORG', navigate('/ORG/COM/polls/mod/13')],
  ['POLL_NEW', 'SPL', noTarget('POLL_NEW')],
  ['POLL_NEW', 'USR', navigate('/USR/COM/polls/mod/13')],
  ['POLL_NEW', 'SYS', noTarget('POLL_NEW')],
  ['TICKET_NEW', 'ORG', navigate('/ORG/GEN/tickets/mod/14')],
  ['TICKET_NEW', 'SPL', noTarget('TICKET_NEW')],
  ['TICKET_NEW', 'USR', navigate('/USR/GEN/tickets/mod/14')],
  ['TICKET_NEW', 'SYS', noTarget('TICKET_NEW')],
  ['TICKET_UPDATE', 'ORG', navigate('/ORG/GEN/tickets/mod/14')],
  ['TICKET_UPDATE', 'SPL', noTarget('TICKET_UPDATE')],
  ['TICKET_UPDATE', 'USR', navigate('/USR/GEN/tickets/mod/14')],
  ['TICKET_UPDATE', 'SYS', noTarget('TICKET_UPDATE')],
  ['ORDER_NEW', 'ORG', navigate('/ORG/OPR/orders/service/mod/15')],
  ['ORDER_NEW', 'SPL', navigate('/SPL/OPR/orders/service/mod/15')],
  ['ORDER_NEW', 'USR', navigate('/USR/OPR/orders/service/mod/15')],
  ['ORDER_NEW', 'SYS', noTarget('ORDER_NEW')],
  ['ORDER_UPDATE', 'ORG', navigate('/ORG/OPR/orders/service/mod/15')],
  ['ORDER_UPDATE', 'SPL', navigate('/SPL/OPR/orders/service/mod/15')],
  ['ORDER_UPDATE', 'USR', navigate('/USR/OPR/orders/service/mod/15')],
  ['ORDER_UPDATE', 'SYS', noTarget('ORDER_UPDATE')],
  ['QUOTE_NEW', 'ORG', navigate('/ORG/OPR/quotes/mod/16')],
  ['QUOTE_NEW', 'SPL', navigate('/SPL/OPR/quotes/mod/16')],
  ['QUOTE_NEW', 'USR', noTarget('QUOTE_NEW')],
  ['QUOTE_NEW', 'SYS', noTarget('QUOTE_NEW')],
  ['QUOTE_UPDATE', 'ORG', navigate('/ORG/OPR/quotes/mod/16')],
  ['QUOTE_UPDATE', 'SPL', navigate('/SPL/OPR/quotes/mod/16')],
  ['QUOTE_UPDATE', 'USR', noTarget('QUOTE_UPDATE')],
  ['QUOTE_UPDATE', 'SYS', noTarget('QUOTE_UPDATE')],
  ['PROCUREMENT_NEW', 'ORG', noTarget('PROCUREMENT_NEW')],
  ['PROCUREMENT_NEW', 'SPL', navigate('/SPL/OPR/procurements/mod/17')],
  ['PROCUREMENT_NEW', 'USR', noTarget('PROCUREMENT_NEW')],
  ['PROCUREMENT_NEW', 'SYS', noTarget('PROCUREMENT_NEW')],
  ['CHAT_CUSTOM_MESSAGE', 'ORG', chatEvent('chat-open', '90')],
  ['CHAT_CUSTOM_MESSAGE', 'SPL', chatEvent('chat-open', '90')],
  ['CHAT_CUSTOM_MESSAGE', 'USR', navigate('/USR/COM/chats/18/90')],
  ['CHAT_CUSTOM_MESSAGE', 'SYS', noTarget('CHAT_CUSTOM_MESSAGE')],
  ['CHAT_TOKEN_MESSAGE', 'ORG', navigate('/ORG/OPR/tokens/mod/19/91')],
  ['CHAT_TOKEN_MESSAGE', 'SPL', navigate('/SPL/OPR/tokens/mod/19/91')],
  ['CHAT_TOKEN_MESSAGE', 'USR', noTarget('CHAT_TOKEN_MESSAGE')],
  ['CHAT_TOKEN_MESSAGE', 'SYS', noTarget('CHAT_TOKEN_MESSAGE')],
  ['CHAT_CLAIM_MESSAGE', 'ORG', navigate('/ORG/OPR/claims/mod/20/92')],
  ['CHAT_CLAIM_MESSAGE', 'SPL', navigate('/SPL/OPR/claims/mod/20/92')],
  ['CHAT_CLAIM_MESSAGE', 'USR', noTarget('CHAT_CLAIM_MESSAGE')],
  ['CHAT_CLAIM_MESSAGE', 'SYS', noTarget('CHAT_CLAIM_MESSAGE')],
  ['FOLDER_QUALIFICATION_UPDATE', 'ORG', noTarget('FOLDER_QUALIFICATION_UPDATE')],
  ['FOLDER_QUALIFICATION_UPDATE', 'SPL', navigate('/SPL/OPR/folders/mod/21')],
  ['FOLDER_QUALIFICATION_UPDATE', 'USR', noTarget('FOLDER_QUALIFICATION_UPDATE')],
  ['FOLDER_QUALIFICATION_UPDATE', 'SYS', noTarget('FOLDER_QUALIFICATION_UPDATE')],
  [
    'CONSULTANCY_FOLDER_TYPE_MESSAGE',
    'ORG',
    navigate('/ORG/TAB/consultancies/3/folder-types/22?openChat=true'),
  ],
  ['CONSULTANCY_FOLDER_TYPE_MESSAGE', 'SPL', noTarget('CONSULTANCY_FOLDER_TYPE_MESSAGE')],
  ['CONSULTANCY_FOLDER_TYPE_MESSAGE', 'USR', noTarget('CONSULTANCY_FOLDER_TYPE_MESSAGE')],
  ['CONSULTANCY_FOLDER_TYPE_MESSAGE', 'SYS', noTarget('CONSULTANCY_FOLDER_TYPE_MESSAGE')],
  ['CHAT_MEMBERS_UPDATE', 'ORG', chatEvent('chat-members-changed', '94')],
  ['CHAT_MEMBERS_UPDATE', 'SPL', chatEvent('chat-members-changed', '94')],
  ['CHAT_MEMBERS_UPDATE', 'USR', chatEvent('chat-members-changed', '94')],
  ['CHAT_MEMBERS_UPDATE', 'SYS', noTarget('CHAT_MEMBERS_UPDATE')],
  ['CHAT_STATUS_UPDATE', 'ORG', chatEvent('chat-status-changed', '95')],
  ['CHAT_STATUS_UPDATE', 'SPL', chatEvent('chat-status-changed', '95')],
  ['CHAT_STATUS_UPDATE', 'USR', chatEvent('chat-status-changed', '95')],
  ['CHAT_STATUS_UPDATE', 'SYS', noTarget('CHAT_STATUS_UPDATE')],
];

function context(
  roleType: RoleType,
  extra: Partial<NotificationRoutingContext> = {},
): NotificationRoutingContext {
  return {
    activeProfileId: 'p-1',
    roleType,
    currentPathname: `/${roleType}/dashboard`,
    ...extra,
  };
}

function notification(
  notificationType: string,
  entityIDs: NotificationPayload['entityIDs'],
  profileID: string | null = 'p-1',
): NotificationPayload {
  return { notificationType, entityIDs, profileID };
}

describe('routeNotification', () => {
  it('covers every notification type for every role', () => {
    const covered = new Set(MATRIX.map(([type, roleType]) => `${type}/${roleType}`));

    expect(covered.size).toBe(Object.values(NOTIFICATION_TYPES).length * 4);
  });

  it.each(MATRIX)(
    '001 §4.8: "the application navigates to the right screen for the role and refreshes": %s for %s',
    (notificationType, roleType, expected) => {
      const outcome = routeNotification(
        notification(notificationType, SAMPLE_ENTITY_IDS[notificationType]),
        context(roleType),
      );

      expect(outcome).toEqual(expected);
    },
  );

  it('001 §4.8: "order (service when a single order, contracts when repeated)"', () => {
    const outcome = routeNotification(
      notification('ORDER_NEW', [{ entityName: 'contract', id: 8 }]),
      context('ORG'),
    );

    expect(outcome).toEqual(navigate('/ORG/OPR/orders/contracts/mod/8'));
  });

  it('001 §4.8: a repeated order opens the contracts detail for every role', () => {
    const entityIDs = [{ entityName: 'contract', id: 8 }];

    expect(routeNotification(notification('ORDER_UPDATE', entityIDs), context('SPL'))).toEqual(
      navigate('/SPL/OPR/orders/contracts/mod/8'),
    );
    expect(routeNotification(notification('ORDER_UPDATE', entityIDs), context('USR'))).toEqual(
      navigate('/USR/OPR/orders/contracts/mod/8'),
    );
  });

  it.each([
    ['condoCorrespondence', '/USR/COM/condo-correspondences/mod/5'],
    ['delivery', '/USR/COM/deliveries/mod/5'],
    ['trackedDelivery', '/USR/COM/tracked-deliveries/mod/5'],
  ])('001 §4.8 "a correspondence": the %s kind opens its own screen', (entityName, expected) => {
    const outcome = routeNotification(
      notification('CORRESPONDENCE_NEW', [{ entityName, id: 5 }]),
      context('USR'),
    );

    expect(outcome).toEqual(navigate(expected));
  });

  it('opens the chat of a record when the notification carries one', () => {
    const outcome = routeNotification(
      notification('TICKET_UPDATE', [
        { entityName: 'ticket', id: 14 },
        { entityName: 'chat', id: 70 },
      ]),
      context('ORG'),
    );

    expect(outcome).toEqual(navigate('/ORG/GEN/tickets/mod/14/70'));
  });

  it('001 §3: "entityIDs (list of entity-name/id pairs, either as a list or as a JSON string)"', () => {
    const outcome = routeNotification(
      notification('NOTICE_NEW', '[{"entityName":"notice","id":12}]'),
      context('USR'),
    );

    expect(outcome).toEqual(navigate('/USR/COM/notices/mod/12'));
  });

  it('001 §3: an invalid JSON string counts as no entities', () => {
    const outcome = routeNotification(
      notification('NOTICE_NEW', '[{"entityName":'),
      context('USR'),
    );

    expect(outcome).toEqual({
      kind: 'unhandled',
      notificationType: 'NOTICE_NEW',
      reason: 'missing-entity',
    });
  });

  it('001 §4.8: a target whose entity is missing is not handled', () => {
    const outcome = routeNotification(
      notification('CHAT_CUSTOM_MESSAGE', [{ entityName: 'chat', id: 90 }]),
      context('USR'),
    );

    expect(outcome).toEqual({
      kind: 'unhandled',
      notificationType: 'CHAT_CUSTOM_MESSAGE',
      reason: 'missing-entity',
    });
  });

  it('001 §4.8: a chat-panel event without a chat is not handled', () => {
    const outcome = routeNotification(notification('CHAT_STATUS_UPDATE', []), context('ORG'));

    expect(outcome).toEqual({
      kind: 'unhandled',
      notificationType: 'CHAT_STATUS_UPDATE',
      reason: 'missing-entity',
    });
  });

  it('001 §4.8: "Unknown types are only logged as not handled"', () => {
    const outcome = routeNotification(notification('SOMETHING_ELSE', []), context('ORG'));

    expect(outcome).toEqual({
      kind: 'unhandled',
      notificationType: 'SOMETHING_ELSE',
      reason: 'unknown-type',
    });
  });

  it('001 §4.8: "When the notification is for another profile, a login handler page is opened"', () => {
    const outcome = routeNotification(
      notification('NOTICE_NEW', SAMPLE_ENTITY_IDS.NOTICE_NEW, 'p-2'),
      context('USR'),
    );

    expect(outcome).toEqual({ kind: 'other-profile', profileId: 'p-2' });
  });

  it('000 §3 "the profile id is its third part": a uid is compared by its profile id', () => {
    const sameProfile = routeNotification(
      notification('NOTICE_NEW', SAMPLE_ENTITY_IDS.NOTICE_NEW, 'portineria:user-9:p-1'),
      context('USR'),
    );
    const otherProfile = routeNotification(
      notification('NOTICE_NEW', SAMPLE_ENTITY_IDS.NOTICE_NEW, 'portineria:user-9:p-3'),
      context('USR', { activeProfileId: 'portineria:user-9:p-1' }),
    );

    expect(sameProfile).toEqual(navigate('/USR/COM/notices/mod/12'));
    expect(otherProfile).toEqual({ kind: 'other-profile', profileId: 'p-3' });
  });

  it('001 §4.8: with no known active profile, a notification for a profile goes to the login handler', () => {
    const outcome = routeNotification(
      notification('NOTICE_NEW', SAMPLE_ENTITY_IDS.NOTICE_NEW, 'p-1'),
      context('USR', { activeProfileId: ' ' }),
    );

    expect(outcome).toEqual({ kind: 'other-profile', profileId: 'p-1' });
  });

  it('001 §4.8: a notification without a profile is for the active one', () => {
    const outcome = routeNotification(
      notification('NOTICE_NEW', SAMPLE_ENTITY_IDS.NOTICE_NEW, null),
      context('USR'),
    );

    expect(outcome).toEqual(navigate('/USR/COM/notices/mod/12'));
  });

  it('001 §4.8: "If the target is the record already open, the drawer closes and a refresh is forced"', () => {
    const outcome = routeNotification(
      notification('TICKET_UPDATE', SAMPLE_ENTITY_IDS.TICKET_UPDATE),
      context('ORG', { currentPathname: '/ORG/GEN/tickets/mod/14' }),
    );

    expect(outcome).toEqual({ kind: 'already-open', refresh: true, closeDrawer: true });
  });

  it('001 §4.8: the record is already open even when its chat is shown', () => {
    const outcome = routeNotification(
      notification('ORDER_UPDATE', SAMPLE_ENTITY_IDS.ORDER_UPDATE),
      context('SPL', { currentPathname: '/SPL/OPR/orders/service/mod/15/33?tab=info' }),
    );

    expect(outcome).toEqual({ kind: 'already-open', refresh: true, closeDrawer: true });
  });

  it('001 §4.8: another record of the same screen is navigated to', () => {
    const outcome = routeNotification(
      notification('TICKET_UPDATE', SAMPLE_ENTITY_IDS.TICKET_UPDATE),
      context('ORG', { currentPathname: '/ORG/GEN/tickets/mod/99' }),
    );

    expect(outcome).toEqual(navigate('/ORG/GEN/tickets/mod/14'));
  });

  it('001 §4.8: a contract with the id of the open service order is another record', () => {
    const outcome = routeNotification(
      notification('ORDER_UPDATE', [{ entityName: 'contract', id: 15 }]),
      context('ORG', { currentPathname: '/ORG/OPR/orders/service/mod/15' }),
    );

    expect(outcome).toEqual(navigate('/ORG/OPR/orders/contracts/mod/15'));
  });

  it('001 §4.8: a claim chat message on the open claim opens that chat', () => {
    const outcome = routeNotification(
      notification('CHAT_CLAIM_MESSAGE', SAMPLE_ENTITY_IDS.CHAT_CLAIM_MESSAGE),
      context('ORG', { currentPathname: '/ORG/OPR/claims/mod/20' }),
    );

    expect(outcome).toEqual(navigate('/ORG/OPR/claims/mod/20/92'));
  });

  it.each([
    ['CHAT_TOKEN_MESSAGE', 'ORG', { openChatId: 91 }],
    ['CHAT_CUSTOM_MESSAGE', 'SPL', { openChatId: '90' }],
    ['CHAT_CUSTOM_MESSAGE', 'USR', { currentPathname: '/USR/COM/chats/18/90' }],
    ['CHAT_CLAIM_MESSAGE', 'SPL', { currentPathname: '/SPL/OPR/claims/mod/20/92' }],
    ['CONSULTANCY_FOLDER_TYPE_MESSAGE', 'ORG', { openChatId: 93 }],
  ] as const)(
    '001 §4.8: "Chat notifications are ignored if that chat is already open" (%s for %s)',
    (notificationType, roleType, extra) => {
      const outcome = routeNotification(
        notification(notificationType, SAMPLE_ENTITY_IDS[notificationType]),
        context(roleType, extra),
      );

      expect(outcome).toEqual({ kind: 'ignored', reason: 'chat-open' });
    },
  );

  it('001 §4.8: a message of another chat is not ignored', () => {
    const outcome = routeNotification(
      notification('CHAT_TOKEN_MESSAGE', SAMPLE_ENTITY_IDS.CHAT_TOKEN_MESSAGE),
      context('ORG', { openChatId: 12345 }),
    );

    expect(outcome).toEqual(navigate('/ORG/OPR/tokens/mod/19/91'));
  });

  it('001 §4.8: only chat messages are ignored — a ticket update with the open chat still refreshes', () => {
    const outcome = routeNotification(
      notification('TICKET_UPDATE', [
        { entityName: 'ticket', id: 14 },
        { entityName: 'chat', id: 70 },
      ]),
      context('ORG', { currentPathname: '/ORG/GEN/tickets/mod/14/70', openChatId: 70 }),
    );

    expect(outcome).toEqual({ kind: 'already-open', refresh: true, closeDrawer: true });
  });
});
