import { describe, expect, it } from 'vitest';
import type { RecordHistoryEntry } from '@portineria/api-client';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { ORDER_HISTORY_FORMAT, historyValue } from './orderHistory.ts';

const historyTimelineEntry = (entry: RecordHistoryEntry) =>
  recordHistoryTimelineEntry(ORDER_HISTORY_FORMAT, entry);

describe('the order history timeline (issue design: who, profile, when, from → to)', () => {
  it('writes recorded values for people: Sì / No, Italian dates, the status by its chip label', () => {
    expect(historyValue('isAccepted', true)).toBe('Sì');
    expect(historyValue('isAccepted', false)).toBe('No');
    expect(historyValue('estimatedJobEndDate', '2026-03-20')).toBe('20/03/2026');
    expect(historyValue('status', 'OPEN')).toBe('Aperto');
    expect(historyValue('status', 'TODO', 'activity')).toBe('Da fare');
    expect(historyValue('askedPrice', 120.5)).toBe('120.5');
    expect(historyValue('noteOrg', null)).toBeNull();
    expect(historyValue('noteOrg', '')).toBeNull();
  });

  it('titles an entry by the record and the event, and names who with the profile', () => {
    const entry = historyTimelineEntry({
      id: 7,
      at: '2026-03-11T16:05:00Z',
      user: { id: 3, fullname: 'Paolo Bianchi' },
      profile: { role: 'spl_1', companyName: 'Idraulica Bianchi S.r.l.' },
      entity: 'order',
      entityId: 12,
      action: 'ACCEPT',
      changes: [{ field: 'isAccepted', label: 'Accettato', from: false, to: true }],
    });
    expect(entry).toMatchObject({
      id: '7',
      title: 'Ordine: accettato',
      who: 'Paolo Bianchi · Idraulica Bianchi S.r.l.',
      changes: [{ label: 'Accettato', from: 'No', to: 'Sì' }],
    });
  });

  it('DECISIONS.md "Quote lifecycle" 4: an order created by accepting a quote says so', () => {
    const entry = historyTimelineEntry({
      ...entryBase(),
      action: 'QUOTE_ACCEPTED',
      changes: [{ field: '_quote', label: 'Richiesta di preventivo', from: null, to: 31 }],
    });
    expect(entry).toMatchObject({
      title: 'Ordine: creato dal preventivo accettato',
      changes: [{ label: 'Richiesta di preventivo', from: null, to: '31' }],
    });
  });

  it('DECISIONS.md "Order files" 2–3: a file added, and the files a ticket brought, say so', () => {
    const attached = historyTimelineEntry({
      ...entryBase(),
      action: 'ATTACH',
      changes: [{ field: 'file', label: 'File', from: null, to: 'rapporto.pdf' }],
    });
    const copied = historyTimelineEntry({
      ...entryBase(),
      action: 'COPY_TICKET_FILES',
      changes: [
        { field: '_ticket', label: 'Ticket', from: null, to: 'TCK-2026-00004' },
        { field: 'files', label: 'File copiati', from: null, to: 'macchia.jpg, perizia.pdf' },
      ],
    });
    expect(attached).toMatchObject({
      title: 'Ordine: file aggiunto',
      changes: [{ label: 'File', from: null, to: 'rapporto.pdf' }],
    });
    expect(copied).toMatchObject({
      title: 'Ordine: file copiati dal ticket',
      changes: [
        { label: 'Ticket', to: 'TCK-2026-00004' },
        { label: 'File copiati', to: 'macchia.jpg, perizia.pdf' },
      ],
    });
  });

  it('names an activity entry with its id and keeps an unknown action readable', () => {
    const entry = historyTimelineEntry({
      id: 8,
      at: '2026-03-11T16:05:00Z',
      user: { id: 1, fullname: 'Giulia Rossi' },
      profile: { role: 'org_2', companyName: null },
      entity: 'activity',
      entityId: 41,
      action: 'REJECT',
      changes: [],
    });
    expect(entry.title).toBe('Attività 41: rifiutato');
    expect(historyTimelineEntry({ ...entryBase(), action: 'ARCHIVE' }).title).toBe(
      'Ordine: ARCHIVE',
    );
  });
});

function entryBase() {
  return {
    id: 9,
    at: '2026-03-11T16:05:00Z',
    user: { id: 1, fullname: 'Giulia Rossi' },
    profile: { role: 'org_2', companyName: 'Studio Rossi' },
    entity: 'order' as const,
    entityId: 12,
    action: 'create',
    changes: [],
  };
}
