import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defaultDashboardFor } from './configuration.ts';
import {
  dashboardToSave,
  dashboardWizardMachine,
  wizardStartingConfiguration,
} from './dashboardWizard.machine.ts';
import type { DashboardWizardInput } from './dashboardWizard.machine.ts';
import type { DashboardConfiguration } from './types.ts';

const VARIANT3_FULL = [
  'claims_open_counter',
  'tickets_to_assign_counter',
  'persons_counter',
  'quotes_to_evaluate_counter',
  'daily_events',
  'tickets_list',
  'orders_list',
  'tickets_chips',
  'claims_chips',
];

interface Stubs {
  save?: (input: DashboardConfiguration) => Promise<void>;
  reset?: (input: DashboardConfiguration) => Promise<void>;
}

function startWizard(
  input: DashboardWizardInput = { orgType: 'administrator' },
  stubs: Stubs = {},
) {
  const saved: DashboardConfiguration[] = [];
  const reset: DashboardConfiguration[] = [];
  const machine = dashboardWizardMachine.provide({
    actors: {
      saveDashboard: fromPromise<void, DashboardConfiguration>(async ({ input: dashboard }) => {
        saved.push(dashboard);
        await stubs.save?.(dashboard);
      }),
      resetDashboard: fromPromise<void, DashboardConfiguration>(async ({ input: dashboard }) => {
        reset.push(dashboard);
        await stubs.reset?.(dashboard);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, saved, reset };
}

/** A wizard at the preview step with variant3 fully configured. */
function atPreview(stubs: Stubs = {}) {
  const wizard = startWizard({ orgType: 'administrator' }, stubs);
  wizard.actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
  VARIANT3_FULL.forEach((widgetId, cell) =>
    wizard.actor.send({ type: 'PLACE_COMPONENT', cell, widgetId }),
  );
  wizard.actor.send({ type: 'NEXT' });
  return wizard;
}

describe('dashboardWizardMachine — step 0, the layout', () => {
  it('000 §2: "Step 0 chooses the layout variant" — it starts at step 0 with no layout chosen', () => {
    const { actor } = startWizard();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ wizard: 'choosingVariant' });
    expect(snapshot.context).toMatchObject({
      step: 0,
      variant: null,
      configuration: [],
      savedVariant: null,
      error: null,
    });
  });

  it('000 §3: the saved dashboard is remembered so the carousel can open on it', () => {
    const { actor } = startWizard({ orgType: 'company', saved: defaultDashboardFor('company') });

    expect(actor.getSnapshot().context.savedVariant).toBe('variant1');
    expect(actor.getSnapshot().context.savedConfiguration).toEqual(
      defaultDashboardFor('company').configuration,
    );
  });

  it('002 §2.12: "choose a layout among 3 variants in a carousel" — SELECT_VARIANT', () => {
    const { actor } = startWizard();

    actor.send({ type: 'SELECT_VARIANT', variant: 'variant2' });

    expect(actor.getSnapshot().context.variant).toBe('variant2');
    expect(actor.getSnapshot().context.step).toBe(0);
  });

  it("002 §2.12: 'Seleziona' needs a layout — without one the wizard stays at step 0", () => {
    const { actor } = startWizard();

    actor.send({ type: 'CONFIRM_VARIANT' });

    expect(actor.getSnapshot().context.step).toBe(0);
  });

  it('000 §4: "Steps 0, 1, 2 forward" — \'Seleziona\' moves to step 1 with one empty cell per cell of the layout', () => {
    const { actor } = startWizard();

    actor.send({ type: 'SELECT_VARIANT', variant: 'variant3' });
    actor.send({ type: 'CONFIRM_VARIANT' });

    expect(actor.getSnapshot().value).toEqual({ wizard: 'choosingComponents' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 1,
      variant: 'variant3',
      configuration: Array(9).fill(null),
    });
  });

  it("002 §2.12: 'Seleziona' may carry the layout shown in the carousel", () => {
    const { actor } = startWizard();

    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant2' });

    expect(actor.getSnapshot().context).toMatchObject({ step: 1, variant: 'variant2' });
    expect(actor.getSnapshot().context.configuration).toHaveLength(12);
  });

  it('000 §4: choosing the saved layout again starts from the saved cells', () => {
    const saved = defaultDashboardFor('real_estate');
    const { actor } = startWizard({ orgType: 'real_estate', saved });

    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant1' });

    expect(actor.getSnapshot().context.configuration).toEqual(saved.configuration);
  });

  it('002 §2.12: "Annulla" at step 0 ends the wizard, back to /ORG/dashboard', () => {
    const { actor } = startWizard();

    actor.send({ type: 'CANCEL' });

    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'cancelled',
      navigateTo: '/ORG/dashboard',
    });
  });
});

describe('dashboardWizardMachine — step 1, the components', () => {
  it('000 §2: "Step 1 chooses the component for each cell" — PLACE_COMPONENT fills a cell', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });

    actor.send({ type: 'PLACE_COMPONENT', cell: 4, widgetId: 'daily_events' });

    expect(actor.getSnapshot().context.configuration[4]).toBe('daily_events');
  });

  it('000 §4: "only if its size equals the cell size and it is not already in the configuration"', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
    actor.send({ type: 'PLACE_COMPONENT', cell: 0, widgetId: 'persons_counter' });

    actor.send({ type: 'PLACE_COMPONENT', cell: 1, widgetId: 'persons_counter' });
    actor.send({ type: 'PLACE_COMPONENT', cell: 2, widgetId: 'daily_events' });
    actor.send({ type: 'PLACE_COMPONENT', cell: 3, widgetId: 'unknown_widget' });

    expect(actor.getSnapshot().context.configuration.slice(0, 4)).toEqual([
      'persons_counter',
      null,
      null,
      null,
    ]);
  });

  it('000 §2: "a filled cell shows a remove overlay" — REMOVE_COMPONENT empties it', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
    actor.send({ type: 'PLACE_COMPONENT', cell: 0, widgetId: 'persons_counter' });

    actor.send({ type: 'REMOVE_COMPONENT', cell: 0 });
    actor.send({ type: 'REMOVE_COMPONENT', cell: 9 });
    actor.send({ type: 'REMOVE_COMPONENT', cell: -1 });

    expect(actor.getSnapshot().context.configuration).toEqual(Array(9).fill(null));
  });

  it('000 §4: a removed component can be placed again elsewhere', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
    actor.send({ type: 'PLACE_COMPONENT', cell: 0, widgetId: 'persons_counter' });
    actor.send({ type: 'REMOVE_COMPONENT', cell: 0 });

    actor.send({ type: 'PLACE_COMPONENT', cell: 3, widgetId: 'persons_counter' });

    expect(actor.getSnapshot().context.configuration[3]).toBe('persons_counter');
  });

  it('002 §2.12: "Avanti is enabled only when all slots are filled"', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
    VARIANT3_FULL.slice(0, 8).forEach((widgetId, cell) =>
      actor.send({ type: 'PLACE_COMPONENT', cell, widgetId }),
    );

    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.step).toBe(1);

    actor.send({ type: 'PLACE_COMPONENT', cell: 8, widgetId: 'claims_chips' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ wizard: 'previewing' });
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it('000 §4: "going back from step 1 clears the chosen layout and the configuration"', () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
    actor.send({ type: 'PLACE_COMPONENT', cell: 0, widgetId: 'persons_counter' });

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toEqual({ wizard: 'choosingVariant' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 0,
      variant: null,
      configuration: [],
    });
  });

  it("002 §2.12: 'Annulla' belongs to step 0 — at step 1 CANCEL does nothing", () => {
    const { actor } = startWizard();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });

    actor.send({ type: 'CANCEL' });

    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.step).toBe(1);
  });
});

describe('dashboardWizardMachine — step 2, the preview', () => {
  it('000 §4: "other back steps only decrement" — BACK from the preview keeps layout and components', () => {
    const { actor } = atPreview();

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toEqual({ wizard: 'choosingComponents' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 1,
      variant: 'variant3',
      configuration: VARIANT3_FULL,
    });
  });

  it('000 §4: "Save stores variant and configuration, then goes to /ORG/dashboard"', async () => {
    const { actor, saved } = atPreview();

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(saved).toEqual([{ variant: 'variant3', configuration: VARIANT3_FULL }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', navigateTo: '/ORG/dashboard' });
  });

  it('000 §8: a failed save returns to the preview with the generic error, and a new SAVE clears it', async () => {
    let attempts = 0;
    const { actor } = atPreview({
      save: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('quota exceeded');
      },
    });

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);

    expect(actor.getSnapshot().value).toEqual({ wizard: 'previewing' });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().context.error).toEqual({
      messageKey: 'common.genericError',
      cause: new Error('quota exceeded'),
    });

    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output?.outcome).toBe('saved');
  });

  it('000 §7: "Saving … is a local operation" — without the app\'s saveDashboard the save fails', async () => {
    const actor = createActor(dashboardWizardMachine, { input: { orgType: 'company' } }).start();
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
    VARIANT3_FULL.forEach((widgetId, cell) =>
      actor.send({ type: 'PLACE_COMPONENT', cell, widgetId }),
    );
    actor.send({ type: 'NEXT' });

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);

    expect(actor.getSnapshot().value).toEqual({ wizard: 'previewing' });
    expect(String(actor.getSnapshot().context.error?.cause)).toContain('saveDashboard');
  });

  it('000 §2: the RESET button is not taken while saving', () => {
    const { actor } = atPreview({ save: () => new Promise<void>(() => undefined) });

    actor.send({ type: 'SAVE' });
    actor.send({ type: 'RESET' });

    expect(actor.getSnapshot().value).toEqual({ wizard: 'saving' });
  });
});

describe('dashboardWizardMachine — reset', () => {
  it.each([
    [
      'step 0',
      (wizard: ReturnType<typeof startWizard>) => wizard,
      { wizard: 'choosingVariant' },
      0,
    ],
    [
      'step 1',
      (wizard: ReturnType<typeof startWizard>) => {
        wizard.actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant3' });
        wizard.actor.send({ type: 'PLACE_COMPONENT', cell: 0, widgetId: 'persons_counter' });
        return wizard;
      },
      { wizard: 'choosingComponents' },
      1,
    ],
    ['step 2', () => atPreview(), { wizard: 'previewing' }, 2],
  ] as const)(
    '000 §2: "Reset dialog \'Reset dashboard\' … with Annulla and Reset" — from %s, Annulla returns where the user was',
    (_, arrange, value, step) => {
      const { actor } = arrange(startWizard());
      const before = actor.getSnapshot().context;

      actor.send({ type: 'RESET' });
      expect(actor.getSnapshot().value).toBe('confirmingReset');

      actor.send({ type: 'CANCEL_RESET' });
      expect(actor.getSnapshot().value).toEqual(value);
      expect(actor.getSnapshot().context.step).toBe(step);
      expect(actor.getSnapshot().context.configuration).toEqual(before.configuration);
    },
  );

  it('000 §4: "Reset stores the default dashboard, then goes to /ORG/dashboard"', async () => {
    const { actor, reset } = startWizard({ orgType: 'service_company' });
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant2' });
    actor.send({ type: 'RESET' });

    actor.send({ type: 'CONFIRM_RESET' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(reset).toEqual([defaultDashboardFor('service_company')]);
    expect(actor.getSnapshot().value).toBe('reset');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'reset', navigateTo: '/ORG/dashboard' });
  });

  it('000 §8: a failed reset returns to the step the user was on, with the generic error', async () => {
    const { actor } = startWizard(
      { orgType: 'administrator' },
      { reset: () => Promise.reject(new Error('storage unavailable')) },
    );
    actor.send({ type: 'CONFIRM_VARIANT', variant: 'variant1' });
    actor.send({ type: 'RESET' });

    actor.send({ type: 'CONFIRM_RESET' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);

    expect(actor.getSnapshot().value).toEqual({ wizard: 'choosingComponents' });
    expect(actor.getSnapshot().context.error?.messageKey).toBe('common.genericError');
  });

  it("000 §7: without the app's resetDashboard the reset fails and the wizard stays open", async () => {
    const actor = createActor(dashboardWizardMachine, { input: { orgType: 'company' } }).start();
    actor.send({ type: 'RESET' });

    actor.send({ type: 'CONFIRM_RESET' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);

    expect(actor.getSnapshot().value).toEqual({ wizard: 'choosingVariant' });
    expect(String(actor.getSnapshot().context.error?.cause)).toContain('resetDashboard');
  });
});

describe('wizardStartingConfiguration', () => {
  it('000 §4: no layout, no cells; a new layout starts empty; the saved layout starts from the saved cells', () => {
    const saved = { savedVariant: 'variant3' as const, savedConfiguration: VARIANT3_FULL };

    expect(wizardStartingConfiguration(null, saved)).toEqual([]);
    expect(wizardStartingConfiguration('variant1', saved)).toEqual(Array(12).fill(null));
    expect(wizardStartingConfiguration('variant3', saved)).toEqual(VARIANT3_FULL);
    expect(
      wizardStartingConfiguration('variant3', {
        savedVariant: 'variant3',
        savedConfiguration: null,
      }),
    ).toEqual(Array(9).fill(null));
  });
});

describe('dashboardToSave', () => {
  it('000 §3: "variant … default variant1" — a wizard without a layout never stores a null variant', () => {
    expect(dashboardToSave({ variant: null, configuration: [] })).toEqual({
      variant: 'variant1',
      configuration: [],
    });
    expect(dashboardToSave({ variant: 'variant3', configuration: VARIANT3_FULL })).toEqual({
      variant: 'variant3',
      configuration: VARIANT3_FULL,
    });
  });
});
