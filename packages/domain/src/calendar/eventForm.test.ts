import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_LINKS } from './constants.ts';
import {
  canSaveEventForm,
  emptyEventForm,
  eventFormChanges,
  fromEvent,
  isEndDateRequired,
  isEndTimeEnabled,
  linkTypeOfEvent,
  toEventPayload,
  validateEventForm,
} from './eventForm.ts';
import type { EventForm } from './types.ts';

function form(overrides: Partial<EventForm> = {}): EventForm {
  return {
    object: 'Sopralluogo caldaia',
    description: '',
    startDate: '2024-03-10',
    endDate: null,
    startTempTime: '09:00',
    endTempTime: '10:00',
    isAllDay: false,
    visibility: 0,
    status: 0,
    color: '#448aff',
    _employee: 'emp-1',
    _assignee: null,
    linkType: null,
    links: { ...EMPTY_EVENT_LINKS },
    selectedEntity: null,
    ...overrides,
  };
}

describe('validateEventForm — title and description', () => {
  it('002 §5.1: "Title (Oggetto): required" — an empty title is refused', () => {
    const errors = validateEventForm(form({ object: '' }), { mode: 'create' });

    expect(errors.object).toEqual({
      key: 'calendar.form.titleRequired',
      message: 'Il campo Oggetto è obbligatorio',
    });
  });

  it('002 §5.1: "Title (Oggetto): required" — a whitespace-only title counts as empty', () => {
    const errors = validateEventForm(form({ object: '   ' }), { mode: 'create' });

    expect(errors.object?.key).toBe('calendar.form.titleRequired');
  });

  it('002 §5.1: "1 to 80 characters" — 80 characters pass, 81 do not', () => {
    const ok = validateEventForm(form({ object: 'a'.repeat(80) }), { mode: 'create' });
    const tooLong = validateEventForm(form({ object: 'a'.repeat(81) }), { mode: 'create' });

    expect(ok.object).toBeUndefined();
    expect(tooLong.object?.message).toBe('Il campo Oggetto può contenere al massimo 80 caratteri');
  });

  it('002 §5.1: "1 to 80 characters" — a character outside the BMP counts once: 80 \'𠮷\' pass, 81 do not', () => {
    const ok = validateEventForm(form({ object: '𠮷'.repeat(80) }), { mode: 'create' });
    const tooLong = validateEventForm(form({ object: '𠮷'.repeat(81) }), { mode: 'create' });

    expect(ok.object).toBeUndefined();
    expect(tooLong.object?.message).toBe('Il campo Oggetto può contenere al massimo 80 caratteri');
  });

  it('002 §5.1: "Description: at most 4000" — an emoji counts as one character', () => {
    const ok = validateEventForm(form({ description: '😀'.repeat(4000) }), { mode: 'create' });
    const tooLong = validateEventForm(form({ description: '😀'.repeat(4001) }), {
      mode: 'create',
    });

    expect(ok.description).toBeUndefined();
    expect(tooLong.description?.key).toBe('calendar.form.descriptionTooLong');
  });

  it('002 §5.1: "Description: at most 4000"', () => {
    const ok = validateEventForm(form({ description: 'd'.repeat(4000) }), { mode: 'create' });
    const tooLong = validateEventForm(form({ description: 'd'.repeat(4001) }), { mode: 'create' });

    expect(ok.description).toBeUndefined();
    expect(tooLong.description?.message).toBe(
      'Il campo Descrizione può contenere al massimo 4000 caratteri',
    );
  });
});

describe('validateEventForm — dates', () => {
  it('002 §5.1: "Start date: required"', () => {
    const errors = validateEventForm(form({ startDate: null }), { mode: 'create' });

    expect(errors.startDate?.message).toBe('Il campo Data inizio è obbligatorio');
  });

  it('002 §5.1: "Start date: required" — an unreadable date counts as missing', () => {
    const errors = validateEventForm(form({ startDate: 'not-a-date' }), { mode: 'update' });

    expect(errors.startDate?.key).toBe('calendar.form.startDateRequired');
  });

  it.each([
    ['create', true, true],
    ['create', false, false],
    ['update', false, false],
    ['acceptOrder', true, true],
    ['acceptOrder', false, false],
    ['reminder', false, true],
    ['toCalendar', false, true],
  ] as const)(
    '002 §5.1: "End date: required (when all-day or multi-day; in the reminder dialog always)" — mode %s, all-day %s → required %s',
    (mode, isAllDay, required) => {
      const errors = validateEventForm(form({ isAllDay, endDate: null }), { mode });

      expect(isEndDateRequired({ isAllDay }, mode)).toBe(required);
      expect(errors.endDate?.key).toBe(required ? 'calendar.form.endDateRequired' : undefined);
    },
  );

  it('002 §5.1: end date "not before the start"', () => {
    const errors = validateEventForm(form({ startDate: '2024-03-10', endDate: '2024-03-09' }), {
      mode: 'create',
    });

    expect(errors.endDate?.message).toBe(
      'La data di fine evento non può essere minore di quella di inizio',
    );
  });

  it('002 §5.1: an end date on a later day is valid whatever the times', () => {
    const errors = validateEventForm(
      form({ endDate: '2024-03-11', startTempTime: '22:00', endTempTime: '02:00' }),
      { mode: 'create' },
    );

    expect(errors).toEqual({});
  });
});

describe('validateEventForm — times', () => {
  it('002 §5.1: "Start and end times: required when not all-day"', () => {
    const errors = validateEventForm(form({ startTempTime: null, endTempTime: null }), {
      mode: 'create',
    });

    expect(errors.startTempTime?.message).toBe('Il campo Ora inizio è obbligatorio');
    // "The end time is disabled until a start time exists": not reported before that.
    expect(errors.endTempTime).toBeUndefined();
  });

  it('002 §5.1: "required when not all-day" — the end time once a start time exists', () => {
    const errors = validateEventForm(form({ endTempTime: '' }), { mode: 'create' });

    expect(errors.endTempTime?.message).toBe('Il campo Ora fine è obbligatorio');
  });

  it('002 §5.1: all-day events need no times', () => {
    const errors = validateEventForm(
      form({ isAllDay: true, endDate: '2024-03-10', startTempTime: null, endTempTime: null }),
      { mode: 'create' },
    );

    expect(errors).toEqual({});
  });

  it.each([
    ['09:10', '10:00', 'startTempTime'],
    ['09:00', '10:05', 'endTempTime'],
    ['9 e mezza', '10:00', 'startTempTime'],
  ] as const)(
    '002 §5.1: "in 15-minute steps and 24-hour format" — %s–%s flags %s',
    (start, end, field) => {
      const errors = validateEventForm(form({ startTempTime: start, endTempTime: end }), {
        mode: 'create',
      });

      expect(errors[field]?.message).toBe(
        "L'ora deve essere nel formato 24 ore, a intervalli di 15 minuti",
      );
    },
  );

  it("002 §5.1: \"'L'ora di inizio evento non può essere maggiore di quella di fine'; 'L'ora di fine evento non può essere minore di quella di inizio'\"", () => {
    const errors = validateEventForm(form({ startTempTime: '11:00', endTempTime: '10:00' }), {
      mode: 'create',
    });

    expect(errors.startTempTime?.message).toBe(
      "L'ora di inizio evento non può essere maggiore di quella di fine",
    );
    expect(errors.endTempTime?.message).toBe(
      "L'ora di fine evento non può essere minore di quella di inizio",
    );
  });

  it('002 §5.1: the time order also applies when the end date is the start date', () => {
    const errors = validateEventForm(
      form({ endDate: '2024-03-10', startTempTime: '11:00', endTempTime: '10:00' }),
      { mode: 'toCalendar' },
    );

    expect(errors.startTempTime?.key).toBe('calendar.form.startTimeAfterEnd');
  });

  it('002 §5.1: "The start time must not be after the end time" — equal times are accepted', () => {
    const errors = validateEventForm(form({ startTempTime: '10:00', endTempTime: '10:00' }), {
      mode: 'create',
    });

    expect(errors).toEqual({});
  });

  it('002 §5.1: "The end time is disabled until a start time exists"', () => {
    expect(isEndTimeEnabled({ startTempTime: null })).toBe(false);
    expect(isEndTimeEnabled({ startTempTime: '09:00' })).toBe(true);
  });
});

describe('canSaveEventForm', () => {
  it('002 §5.1: "Save is disabled while any validation error exists"', () => {
    const valid = validateEventForm(form(), { mode: 'create' });
    const invalid = validateEventForm(form({ object: '' }), { mode: 'create' });

    expect(canSaveEventForm(valid)).toBe(true);
    expect(canSaveEventForm(invalid)).toBe(false);
  });
});

describe('toEventPayload', () => {
  it('002 §3.1: "startTime and endTime are formatted \'YYYY-MM-DD HH:mm\'" — an empty end date ends on the start date', () => {
    const payload = toEventPayload(
      form({ object: '  Riunione  ', links: { ...EMPTY_EVENT_LINKS, _building: 7 } }),
    );

    expect(payload).toEqual({
      object: 'Riunione',
      description: '',
      startTime: '2024-03-10 09:00',
      endTime: '2024-03-10 10:00',
      isAllDay: false,
      visibility: 0,
      status: 0,
      color: '#448aff',
      _employee: 'emp-1',
      _assignee: null,
      ...EMPTY_EVENT_LINKS,
      _building: 7,
    });
  });

  it('002 §3.1: "or date only when all-day"', () => {
    const payload = toEventPayload(
      form({ id: 4, isAllDay: true, endDate: '2024-03-12', shareWithOrg: true }),
    );

    expect(payload).toMatchObject({
      id: 4,
      startTime: '2024-03-10',
      endTime: '2024-03-12',
      shareWithOrg: true,
    });
  });

  it('002 §3.1: an incomplete form never writes "null" into the dates', () => {
    const payload = toEventPayload(
      form({ startDate: null, startTempTime: null, endTempTime: null }),
    );

    expect(payload).toMatchObject({ startTime: '', endTime: '' });
  });

  it('002 §3.1: a multi-day timed event keeps its end date', () => {
    const payload = toEventPayload(form({ endDate: '2024-03-11', endTempTime: '08:00' }));

    expect(payload.endTime).toBe('2024-03-11 08:00');
  });
});

describe('fromEvent', () => {
  it('the form keeps the version it was read at (updatedAt), so that a stale save can be refused', () => {
    const result = fromEvent({
      id: 3,
      object: 'Assemblea',
      startTime: '2026-03-10 09:00',
      endTime: '2026-03-10 10:00',
      updatedAt: '2026-03-01T08:00:00.000Z',
    });

    expect(result.version).toBe('2026-03-01T08:00:00.000Z');
  });

  it('002 §3.1: the form splits startTime and endTime into dates and times', () => {
    const result = fromEvent({
      id: 3,
      object: 'Assemblea',
      description: 'Ordine del giorno',
      startTime: '2024-03-10 18:00',
      endTime: '2024-03-10 19:30',
      visibility: 1,
      status: 1,
      color: '#72CF34',
      _employee: 'emp-1',
      _assignee: 'emp-2',
      _claim: 12,
    });

    expect(result).toEqual({
      id: 3,
      object: 'Assemblea',
      description: 'Ordine del giorno',
      startDate: '2024-03-10',
      endDate: '2024-03-10',
      startTempTime: '18:00',
      endTempTime: '19:30',
      isAllDay: false,
      visibility: 1,
      status: 1,
      color: '#72CF34',
      _employee: 'emp-1',
      _assignee: 'emp-2',
      linkType: 'claim',
      links: { ...EMPTY_EVENT_LINKS, _claim: 12 },
      selectedEntity: { id: 12 },
    });
  });

  it('002 §4.3: "Events that last more than 24 h count as all-day" — the form has no times', () => {
    const result = fromEvent({
      object: 'Ferie',
      startTime: '2024-03-10 09:00',
      endTime: '2024-03-12 09:00',
      shareWithOrg: false,
    });

    expect(result).toMatchObject({
      isAllDay: true,
      startTempTime: null,
      endTempTime: null,
      visibility: 0,
      status: 0,
      color: '#448aff',
      description: '',
      _employee: null,
      linkType: null,
      selectedEntity: null,
      shareWithOrg: false,
    });
  });

  it('002 §3.1: an unreadable date leaves the field empty', () => {
    const result = fromEvent({ object: 'x', startTime: 'bad', endTime: 'bad' });

    expect(result).toMatchObject({ startDate: null, endDate: null, startTempTime: null });
  });

  it('001 §9 / 002 §3.1: a form made from a payload comes back as the same payload', () => {
    const original = form({
      endDate: '2024-03-10',
      links: { ...EMPTY_EVENT_LINKS, _ticket: 'T1' },
    });
    const payload = toEventPayload(original);

    const roundTrip = toEventPayload(fromEvent(payload));

    expect(roundTrip).toEqual(payload);
  });
});

describe('linkTypeOfEvent', () => {
  it.each([
    [{ _building: 1 }, 'building'],
    [{ _supplier: 1 }, 'supplier'],
    [{ _ticket: 1 }, 'ticket'],
    [{ _claim: 1 }, 'claim'],
    [{ _order: 1 }, 'order'],
    [{ _order: 1, org_orders: { id: 1, category: 'ODS' as const } }, 'order'],
    [{ _order: 1, org_orders: { id: 1, category: 'ODP' as const } }, 'repeatedOrder'],
    [{ _activity: 1 }, 'activity'],
    [{}, null],
  ])(
    '002 §3.1: "Ordine (category ODS), Ordine ripetuto (category ODP)" — %o → %s',
    (links, expected) => {
      expect(linkTypeOfEvent({ object: 'x', startTime: '', endTime: '', ...links })).toBe(expected);
    },
  );
});

describe('emptyEventForm', () => {
  it('001 §9: "an end time defaults to one hour after the start"; "Default event colour is blue (#448aff)"', () => {
    const result = emptyEventForm({
      start: new Date('2024-03-10T23:30:00'),
      currentProfileId: 'emp-1',
    });

    expect(result).toEqual({
      object: '',
      description: '',
      startDate: '2024-03-10',
      endDate: '2024-03-11',
      startTempTime: '23:30',
      endTempTime: '00:30',
      isAllDay: false,
      visibility: 0,
      status: 0,
      color: '#448aff',
      _employee: 'emp-1',
      _assignee: null,
      linkType: null,
      links: EMPTY_EVENT_LINKS,
      selectedEntity: null,
    });
  });
});

describe('eventFormChanges: a refused stale save says what someone else changed (stale writes are never overwritten silently)', () => {
  it('lists nothing for the same item, whatever its version', () => {
    expect(eventFormChanges(form({ version: 'a' }), form({ version: 'b' }))).toEqual([]);
  });

  it("lists the other person's changes in the dialog's field order", () => {
    const before = form();
    const after = form({
      object: 'Sopralluogo caldaia e canna fumaria',
      endTempTime: '11:00',
      visibility: 1,
      _employee: 'emp-2',
    });
    expect(eventFormChanges(before, after)).toEqual([
      'object',
      'endTempTime',
      'visibility',
      'owner',
    ]);
  });

  it('treats an empty value and a missing one as the same (description, shareWithOrg)', () => {
    expect(eventFormChanges(form({ description: '' }), form({ shareWithOrg: false }))).toEqual([]);
    expect(eventFormChanges(form(), form({ isAllDay: true, startTempTime: null }))).toEqual([
      'isAllDay',
      'startTempTime',
    ]);
  });
});
