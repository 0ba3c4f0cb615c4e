import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_LINKS } from './constants.ts';
import { planOrderChanges, planOrderEventForm, validatePlanOrderForm } from './planOrder.ts';

const now = new Date(2026, 2, 10, 9, 7);

describe('planOrderEventForm', () => {
  it("002 §4.3 acceptOrder ('Pianifica ordine'): the form starts linked to the order, titled with its object, at the next 15-minute step", () => {
    const form = planOrderEventForm({
      order: {
        id: 42,
        object: 'Sostituzione colonna di scarico',
        category: 'ODS',
        validTo: '2026-04-30',
      },
      now,
      currentProfileId: 7,
    });

    expect(form).toMatchObject({
      object: 'Sostituzione colonna di scarico',
      startDate: '2026-03-10',
      startTempTime: '09:15',
      endDate: '2026-03-10',
      endTempTime: '10:15',
      _employee: 7,
      _assignee: null,
      linkType: 'order',
      links: { ...EMPTY_EVENT_LINKS, _order: 42 },
      selectedEntity: { id: 42 },
    });
  });

  it('002 §3.1: a repeated order (ODP) is linked as Ordine ripetuto; a long object is cut to the 80-character title', () => {
    const form = planOrderEventForm({
      order: { id: 9, object: 'x'.repeat(120), category: 'ODP', validTo: null },
      now,
      currentProfileId: 7,
    });

    expect(form.linkType).toBe('repeatedOrder');
    expect(form.object).toHaveLength(80);
  });
});

describe('validatePlanOrderForm', () => {
  const order = { validTo: '2026-03-20' };
  const form = () =>
    planOrderEventForm({
      order: { id: 42, object: 'Riparazione', ...order },
      now,
      currentProfileId: 7,
    });

  it('002 §5.1: the event form rules apply (a title is required)', () => {
    expect(validatePlanOrderForm({ ...form(), object: '' }, order, now).object?.key).toBe(
      'calendar.form.titleRequired',
    );
  });

  it("001 §4.1 'planned' with its expected end date: the event's end day must fall within the order's validity", () => {
    const errors = validatePlanOrderForm({ ...form(), endDate: '2026-03-25' }, order, now);

    expect(errors.endDate).toEqual({
      key: 'orders.plan.dateAfterOrderEnd',
      message: "La data di fine prevista non può essere successiva alla scadenza dell'ordine",
    });
  });

  it('a valid plan inside the validity has no errors', () => {
    expect(validatePlanOrderForm({ ...form(), endDate: '2026-03-20' }, order, now)).toEqual({});
  });
});

describe('planOrderChanges', () => {
  const opened = {
    status: 'OPEN',
    category: 'ODS',
    object: 'Sostituzione colonna di scarico',
    description: 'Scala B',
    validFrom: '2026-03-01',
    validTo: '2026-04-30',
    priority: 1,
    isAccepted: true,
    isPlanned: false,
    estimatedJobEndDate: null,
    updatedAt: '2026-03-10T08:00:00.000Z',
  } as const;

  it("a stale plan (002 §4.3 acceptOrder, someone else saved the order meanwhile): the dialog lists what they changed, in the order's field order", () => {
    expect(
      planOrderChanges(opened, {
        ...opened,
        validTo: '2026-05-15',
        object: 'Sostituzione colonna di scarico, scala B',
        updatedAt: '2026-03-10T08:05:00.000Z',
      }),
    ).toEqual(['object', 'validTo']);
  });

  it('the version alone is no change; a date compares by its day, however it is written', () => {
    expect(
      planOrderChanges(opened, {
        ...opened,
        validTo: '2026-04-30T00:00:00',
        updatedAt: '2026-03-10T08:05:00.000Z',
      }),
    ).toEqual([]);
  });

  it('a lifecycle change (planned by another session of the supplier, suspended, another status) is the state', () => {
    expect(
      planOrderChanges(opened, { ...opened, isPlanned: true, estimatedJobEndDate: '2026-04-01' }),
    ).toEqual(['state']);
    expect(planOrderChanges(opened, { ...opened, isSuspended: true })).toEqual(['state']);
    expect(planOrderChanges(opened, { ...opened, priority: 2, description: null })).toEqual([
      'description',
      'priority',
    ]);
  });
});
