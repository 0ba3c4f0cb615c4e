/**
 * Test support only: a history entry as `GET /{kind}/{id}/history` answers it (api-client
 * `RecordHistoryEntry`), for the tests of each kind's timeline format. The defaults are one
 * office user's entry; a test names what its behaviour is about (the kind, the action, the
 * changes, the author).
 */
import type { RecordHistoryEntry } from '@portineria/api-client';

export function historyEntry(
  overrides: Partial<RecordHistoryEntry> & Pick<RecordHistoryEntry, 'entity' | 'action'>,
): RecordHistoryEntry {
  return {
    id: 9,
    at: '2026-11-20T09:31:00Z',
    user: { id: 3, fullname: 'Giulia Rossi' },
    profile: { role: 'org_3', companyName: 'Studio Rossi' },
    entityId: 31,
    changes: [],
    ...overrides,
  };
}
