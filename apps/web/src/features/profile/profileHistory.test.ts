import {
  notificationPreferenceHistoryField,
  notificationPreferenceLabel,
} from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { historyEntry } from '../../records/testing/historyEntry.ts';
import { PROFILE_HISTORY_FORMAT } from './profileHistory.ts';

const LUCA = {
  user: { id: 4, fullname: 'Luca Verdi' },
  profile: { role: 'org_2', companyName: 'Studio Rossi' },
  entity: 'profile' as const,
  entityId: 4,
};

describe('the own profile’s history in its editor (002 §2.9 ‘Il mio profilo’, domain DECISIONS.md "Record history")', () => {
  it('titles an Anagrafica save and writes who saved and each field from → to', () => {
    const shown = recordHistoryTimelineEntry(
      PROFILE_HISTORY_FORMAT,
      historyEntry({
        ...LUCA,
        action: 'update',
        changes: [
          { field: 'firstname', label: 'Nome', from: 'Luca', to: 'Luchino' },
          { field: 'mobile', label: 'Cellulare', from: null, to: '333 765 4321' },
        ],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Dati anagrafici modificati',
      who: 'Luca Verdi · Studio Rossi',
      changes: [
        { label: 'Nome', from: 'Luca', to: 'Luchino' },
        { label: 'Cellulare', from: null, to: '333 765 4321' },
      ],
    });
  });

  it('002 §2.9 Password: tells that the password changed, never what', () => {
    const shown = recordHistoryTimelineEntry(
      PROFILE_HISTORY_FORMAT,
      historyEntry({ ...LUCA, action: 'password', changes: [] }),
    );
    expect(shown).toMatchObject({ title: 'Password cambiata', changes: [] });
  });

  it('002 §2.9 Preferenze: writes a notification’s choice as its bell and e-mail in words', () => {
    const shown = recordHistoryTimelineEntry(
      PROFILE_HISTORY_FORMAT,
      historyEntry({
        ...LUCA,
        action: 'preferences',
        changes: [
          {
            field: notificationPreferenceHistoryField('ORDER_NEW'),
            label: notificationPreferenceLabel('ORDER_NEW'),
            from: { bell: true, email: true },
            to: { bell: true, email: false },
          },
        ],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Preferenze delle notifiche modificate',
      changes: [
        {
          label: notificationPreferenceLabel('ORDER_NEW'),
          from: 'Campanella: Sì, Email: Sì',
          to: 'Campanella: Sì, Email: No',
        },
      ],
    });
  });

  it('tells an action it has no words for as a change of the profile', () => {
    const shown = recordHistoryTimelineEntry(
      PROFILE_HISTORY_FORMAT,
      historyEntry({ ...LUCA, action: 'AVATAR' }),
    );
    expect(shown.title).toBe('Profilo modificato');
  });
});
