import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUS } from '../activities/types.ts';
import { NOTIFICATION_STATUS } from '../notifications/notificationTypes.ts';
import { ORDER_STATUS } from '../orders/types.ts';
import { SUPPLIER_ACCESS_STATUS } from '../suppliers/types.ts';
import { TICKET_STATUS } from '../tickets/ticketValues.ts';
import { ROLE_TYPE } from './types.ts';

describe('the named values the apps compare role types and statuses with', () => {
  it('000 §3 "The four role types": ORG, SPL, SYS, USR by name', () => {
    expect(ROLE_TYPE).toEqual({ ORG: 'ORG', SPL: 'SPL', SYS: 'SYS', USR: 'USR' });
  });

  it('001 §4.1–§4.3: the order, activity and ticket statuses by name', () => {
    expect(ORDER_STATUS).toEqual({
      DRAFT: 'DRAFT',
      OPEN: 'OPEN',
      CLOSE: 'CLOSE',
      VALIDATION: 'VALIDATION',
    });
    expect(ACTIVITY_STATUS).toEqual({
      TODO: 'TODO',
      WORKING: 'WORKING',
      DONE: 'DONE',
      REJECTED: 'REJECTED',
    });
    expect(TICKET_STATUS).toEqual({ OPEN: 'OPEN', WORKING: 'WORKING', CLOSED: 'CLOSED' });
  });

  it('000 §3 "status enabled or disabled" and 002 §7.6 the unread notifications', () => {
    expect(SUPPLIER_ACCESS_STATUS).toEqual({ ENABLED: 'enabled', DISABLED: 'disabled' });
    expect(NOTIFICATION_STATUS).toEqual({ READ: 'read', UNREAD: 'unread' });
  });
});
