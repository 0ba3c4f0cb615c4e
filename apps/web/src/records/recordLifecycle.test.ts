import { ApiError } from '@portineria/api-client';
import type { TransitionAction } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import {
  lifecycleBarActions,
  lifecycleFailure,
  lifecyclePress,
  pendingLifecycleActionId,
} from './recordLifecycle.ts';

type Action = TransitionAction<string, string>;

const TAKE_CHARGE: Action = {
  id: 'takeCharge',
  event: 'TAKE_CHARGE',
  label: 'Prendi in carico',
  enabled: true,
};
const ASSIGN: Action = { id: 'assign', event: 'ASSIGN', label: 'Assegna', enabled: true };
const START_WORK: Action = {
  id: 'startWork',
  event: 'START_WORK',
  label: 'Metti in lavorazione',
  enabled: false,
  reason: 'Assegna il ticket prima di metterlo in lavorazione',
};
const CLOSE: Action = {
  id: 'close',
  event: 'CLOSE',
  label: 'Chiudi ticket',
  enabled: true,
  confirmation: {
    message: 'Vuoi chiudere il ticket?',
    confirmLabel: 'CONFERMA',
    cancelLabel: 'ANNULLA',
  },
};
const REOPEN: Action = {
  id: 'reopen',
  event: 'REOPEN',
  label: 'Riapri',
  enabled: true,
  hidden: true,
};
const ADD_ACTIVITIES: Action = {
  id: 'addActivities',
  event: 'ADD_ACTIVITIES',
  label: 'Aggiungi attività',
  enabled: true,
};

const ACTIONS = [TAKE_CHARGE, ASSIGN, START_WORK, CLOSE, REOPEN];

function apiError(code: string, status: number, message: string): ApiError {
  return new ApiError({ code, message, status }, { method: 'POST', path: 'tickets/5/transitions' });
}

describe("the lifecycle action bar every record kind shares (DECISIONS.md 'Ticket lifecycle', 'Order lifecycle')", () => {
  it("shows a refused action disabled with domain's reason, leaves out the hidden ones and those served elsewhere, with their tones", () => {
    // Arrange: an order's draft as its supplier-less organisation sees it
    const actions: Action[] = [
      {
        id: 'send',
        event: 'SEND',
        label: 'Invia al fornitore',
        enabled: false,
        reason: 'Indica il fornitore prima di inviare l’ordine',
      },
      { id: 'edit', event: 'EDIT', label: 'Modifica', enabled: true },
      ADD_ACTIVITIES,
      { id: 'delete', event: 'DELETE', label: 'Elimina', enabled: true },
      { id: 'markRead', event: 'MARK_READ', label: 'Letto', enabled: true, hidden: true },
    ];

    // Act
    const bar = lifecycleBarActions(actions, {
      destructive: new Set(['delete']),
      main: new Set(['send', 'edit']),
      elsewhere: new Set(['addActivities']),
    });

    // Assert
    expect(bar).toEqual([
      {
        id: 'send',
        label: 'Invia al fornitore',
        enabled: false,
        reason: 'Indica il fornitore prima di inviare l’ordine',
      },
      { id: 'edit', label: 'Modifica', enabled: true, variant: 'contained' },
      { id: 'delete', label: 'Elimina', enabled: true, tone: 'error' },
    ]);
  });

  it('pressing a refused or unknown action does nothing', () => {
    // Act
    const refused = lifecyclePress(ACTIONS, 'startWork', () => true);
    const unknown = lifecyclePress(ACTIONS, 'teleport', () => true);

    // Assert
    expect(refused).toEqual({ kind: 'nothing' });
    expect(unknown).toEqual({ kind: 'nothing' });
  });

  it("an action the feature serves (a payload dialog) is the feature's; one with domain's confirmation asks it; the rest is sent", () => {
    // Arrange
    const servedByFeature = (action: Action) => action.id === 'assign';

    // Act
    const assign = lifecyclePress(ACTIONS, 'assign', servedByFeature);
    const close = lifecyclePress(ACTIONS, 'close', servedByFeature);
    const takeCharge = lifecyclePress(ACTIONS, 'takeCharge', servedByFeature);

    // Assert
    expect(assign).toEqual({ kind: 'feature', action: ASSIGN });
    expect(close).toEqual({ kind: 'confirm', action: CLOSE });
    expect(takeCharge).toEqual({ kind: 'send', action: TAKE_CHARGE });
  });

  it('the button of the event being sent shows it pending; none while nothing is sent', () => {
    expect(pendingLifecycleActionId(ACTIONS, 'TAKE_CHARGE')).toBe('takeCharge');
    expect(pendingLifecycleActionId(ACTIONS, undefined)).toBeUndefined();
  });

  it('a stale event (409 STALE_RECORD) says the record changed and reads it again', () => {
    // Arrange
    const stale = apiError('STALE_RECORD', 409, 'Il record è stato modificato');

    // Act
    const failure = lifecycleFailure(
      stale,
      'Il ticket è stato modificato da un altro utente: ora vedi la versione aggiornata.',
    );

    // Assert
    expect(failure).toEqual({
      message: 'Il ticket è stato modificato da un altro utente: ora vedi la versione aggiornata.',
      refetch: true,
    });
  });

  it("an event the lifecycle refuses now (409 CONFLICT) or the profile may not send (403) says the gateway's message", () => {
    // Arrange
    const conflict = apiError('CONFLICT', 409, 'Il ticket è già chiuso');
    const forbidden = apiError('FORBIDDEN', 403, 'Operazione non consentita');

    // Act
    const conflictFailure = lifecycleFailure(conflict, 'stale');
    const forbiddenFailure = lifecycleFailure(forbidden, 'stale');

    // Assert
    expect(conflictFailure).toEqual({ message: 'Il ticket è già chiuso', refetch: false });
    expect(forbiddenFailure).toEqual({ message: 'Operazione non consentita', refetch: false });
  });
});
