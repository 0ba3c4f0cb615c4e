import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_LINKS } from './constants.ts';
import {
  changeLinkType,
  eventDialogFields,
  onStartDateChange,
  reminderDialogOutcome,
  reminderDialogTitle,
  reminderFormMode,
  resolveOwnerAndAssignee,
  selectLinkedRecord,
} from './eventDialog.ts';
import { emptyEventForm } from './eventForm.ts';
import type { ReminderDialogMode } from './types.ts';

describe('resolveOwnerAndAssignee', () => {
  it('002 §4.3: "When a colleague is chosen as owner, the assignee becomes the current profile"', () => {
    const result = resolveOwnerAndAssignee({ chosenOwnerId: 'emp-2', currentProfileId: 'emp-1' });

    expect(result).toEqual({ _employee: 'emp-2', _assignee: 'emp-1' });
  });

  it('002 §4.3: "With no owner chosen, the owner is the current profile and the assignee is cleared"', () => {
    const result = resolveOwnerAndAssignee({ chosenOwnerId: null, currentProfileId: 'emp-1' });

    expect(result).toEqual({ _employee: 'emp-1', _assignee: null });
  });

  it('002 §4.3 / §5.2: choosing oneself counts as no choice', () => {
    const result = resolveOwnerAndAssignee({ chosenOwnerId: 5, currentProfileId: '5' });

    expect(result).toEqual({ _employee: '5', _assignee: null });
  });
});

describe('onStartDateChange', () => {
  it('002 §4.3: "A start-date change moves the end date when the event is not all-day"', () => {
    const result = onStartDateChange(
      { startDate: '2024-03-10', endDate: '2024-03-11', isAllDay: false },
      '2024-03-15',
      'create',
    );

    expect(result).toEqual({ startDate: '2024-03-15', endDate: '2024-03-16', isAllDay: false });
  });

  it('002 §4.3: a timed event without an end date gets the new start as its end', () => {
    const result = onStartDateChange(
      { startDate: '2024-03-10', endDate: null, isAllDay: false },
      '2024-03-15',
      'update',
    );

    expect(result.endDate).toBe('2024-03-15');
  });

  it('002 §4.3: a timed event whose previous start is unknown ends on the new start', () => {
    const result = onStartDateChange(
      { startDate: null, endDate: '2024-03-12', isAllDay: false },
      '2024-03-15',
      'create',
    );

    expect(result.endDate).toBe('2024-03-15');
  });

  it('002 §4.3: "or when the end would precede the start" — an all-day event', () => {
    const moved = onStartDateChange(
      { startDate: '2024-03-10', endDate: '2024-03-12', isAllDay: true },
      '2024-03-14',
      'create',
    );
    const kept = onStartDateChange(
      { startDate: '2024-03-10', endDate: '2024-03-12', isAllDay: true },
      '2024-03-11',
      'acceptOrder',
    );

    expect(moved.endDate).toBe('2024-03-14');
    expect(kept).toEqual({ startDate: '2024-03-11', endDate: '2024-03-12', isAllDay: true });
  });

  it.each(['toCalendar', 'reminder'] as const)(
    '002 §4.3: "(in toCalendar mode, when the start is after the end)" — %s',
    (mode) => {
      const kept = onStartDateChange(
        { startDate: '2024-03-10', endDate: '2024-03-12', isAllDay: false },
        '2024-03-11',
        mode,
      );
      const moved = onStartDateChange(
        { startDate: '2024-03-10', endDate: '2024-03-12', isAllDay: false },
        '2024-03-13',
        mode,
      );

      expect(kept.endDate).toBe('2024-03-12');
      expect(moved.endDate).toBe('2024-03-13');
    },
  );

  it('002 §4.3: clearing the start date leaves the end date alone', () => {
    const result = onStartDateChange(
      { startDate: '2024-03-10', endDate: '2024-03-12', isAllDay: false },
      null,
      'create',
    );

    expect(result).toEqual({ startDate: null, endDate: '2024-03-12', isAllDay: false });
  });
});

describe('changeLinkType', () => {
  const base = emptyEventForm({ start: new Date('2024-03-10T09:00:00'), currentProfileId: 'e1' });

  it('002 §4.3: "Changing the link type clears the other links"', () => {
    const linked = {
      ...base,
      linkType: 'building' as const,
      links: { ...EMPTY_EVENT_LINKS, _building: 4 },
      selectedEntity: { id: 4 },
    };

    const result = changeLinkType(linked, 'ticket');

    expect(result).toMatchObject({
      linkType: 'ticket',
      links: EMPTY_EVENT_LINKS,
      selectedEntity: null,
    });
  });

  it('002 §4.3: choosing the same link type keeps the chosen link', () => {
    const linked = {
      ...base,
      linkType: 'claim' as const,
      links: { ...EMPTY_EVENT_LINKS, _claim: 9 },
    };

    expect(changeLinkType(linked, 'claim')).toBe(linked);
  });
});

describe('eventDialogFields', () => {
  it("002 §5.1: \"Warning: 'Attenzione: il collegamento non é modificabile una volta creato l'evento'\" while creating", () => {
    const fields = eventDialogFields({ mode: 'create', visibility: 0, canChooseOwner: true });

    expect(fields).toEqual({
      title: 'Nuovo evento',
      linkSelectorDisabled: false,
      linkWarning: "Attenzione: il collegamento non é modificabile una volta creato l'evento",
      privateSwitchVisible: true,
      ownerPickerVisible: true,
    });
  });

  it('002 §4.3: "The link cannot be changed after creation"', () => {
    const fields = eventDialogFields({ mode: 'update', visibility: 1, canChooseOwner: true });

    expect(fields).toMatchObject({
      title: 'Modifica evento',
      linkSelectorDisabled: true,
      linkWarning: undefined,
      privateSwitchVisible: true,
    });
  });

  it('002 §5.1: "The link selector is disabled for global events. The private switch and owner picker are hidden for global events"', () => {
    const fields = eventDialogFields({
      mode: 'create',
      visibility: 'global',
      canChooseOwner: true,
    });

    expect(fields).toMatchObject({
      linkSelectorDisabled: true,
      privateSwitchVisible: false,
      ownerPickerVisible: false,
    });
  });

  it('002 §4.3 / §5.1: "acceptOrder (titled \'Pianifica ordine\')" hides the private switch and owner picker', () => {
    const fields = eventDialogFields({ mode: 'acceptOrder', visibility: 0, canChooseOwner: true });

    expect(fields).toMatchObject({
      title: 'Pianifica ordine',
      linkSelectorDisabled: true,
      privateSwitchVisible: false,
      ownerPickerVisible: false,
    });
  });

  it('002 §6: base roles "cannot choose an owner for events or reminders"', () => {
    const fields = eventDialogFields({ mode: 'create', visibility: 0, canChooseOwner: false });

    expect(fields.ownerPickerVisible).toBe(false);
    expect(fields.privateSwitchVisible).toBe(true);
  });
});

describe('reminder dialog', () => {
  it.each([
    ['create', 'Nuovo promemoria', 'createReminder', 'reminder'],
    ['update', 'Modifica promemoria', 'updateReminder', 'reminder'],
    ['toCalendar', 'Crea evento', 'convertToEvent', 'toCalendar'],
  ] as const)(
    '002 §3.2 / §4.3: "update reminder (\'Modifica promemoria\') and toCalendar (\'Crea evento\')"; "toCalendar emits a conversion…" — %s',
    (mode, title, outcome, formMode) => {
      expect(reminderDialogTitle(mode)).toBe(title);
      expect(reminderDialogOutcome(mode)).toBe(outcome);
      expect(reminderFormMode(mode)).toBe(formMode);
    },
  );

  it('002 §4.3: an unknown mode falls through the exhaustive switch unchanged', () => {
    expect(reminderDialogOutcome('other' as ReminderDialogMode)).toBe('other');
  });
});

describe('selectLinkedRecord', () => {
  const form = () => emptyEventForm({ start: '2026-03-10T09:00', currentProfileId: 1 });

  it('002 §5.1: the record chosen in the picker is the only link, of the chosen type', () => {
    const next = selectLinkedRecord({ ...form(), linkType: 'claim' }, { id: 31, code: 'SIN-1' });

    expect(next.links).toEqual({ ...EMPTY_EVENT_LINKS, _claim: 31 });
    expect(next.selectedEntity).toEqual({ id: 31, code: 'SIN-1' });
  });

  it('002 §3.1: a repeated order (Ordine ripetuto) is an order link too', () => {
    const next = selectLinkedRecord({ ...form(), linkType: 'repeatedOrder' }, { id: 8 });

    expect(next.links).toEqual({ ...EMPTY_EVENT_LINKS, _order: 8 });
  });

  it('clearing the picker clears the link; without a link type nothing changes', () => {
    const linked = selectLinkedRecord({ ...form(), linkType: 'building' }, { id: 4 });

    expect(selectLinkedRecord(linked, null).links).toEqual(EMPTY_EVENT_LINKS);
    expect(selectLinkedRecord(form(), { id: 4 })).toEqual(form());
  });
});
