import { ApiError } from '@portineria/api-client';
import { validateTicketForm } from '@portineria/domain';
import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDraftKey, readFormDraft, writeFormDraft } from './formDraftStore.ts';
import {
  createFormStartValues,
  domainResolverResult,
  keepCreateFormDraft,
  saveRecordCreateForm,
} from './recordCreateForm.ts';

/** A ticket form as a feature holds it: the picked building whole. */
interface Form {
  object: string;
  building: { id: string; name: string } | null;
  priority: string | null;
}

const EMPTY: Form = { object: '', building: null, priority: 'NORMAL' };
const FIELDS = { object: 'object', _building: 'building', priority: 'priority' } as const;
const DRAFT_KEY = formDraftKey('ticketDraft', 7, 'USR');

/** The browser's storage, one per test. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** React Hook Form's `setError`, recording what it was given. */
function recordingSetError() {
  const calls: [string, ErrorOption][] = [];
  const setError: UseFormSetError<Form> = (name, error) => {
    calls.push([name, error]);
  };
  return { calls, setError };
}

function apiError(code: string, status: number, message: string, error?: unknown): ApiError {
  return new ApiError({ code, message, status, error }, { method: 'POST', path: 'tickets' });
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the create form every record kind shares (README, Forms: drafts kept per profile)', () => {
  it('a half-filled form kept before a reload comes back over the empty form', () => {
    // Arrange
    writeFormDraft(DRAFT_KEY, {
      object: 'Citofono guasto',
      building: { id: '11', name: 'Manzoni' },
    });

    // Act
    const values = createFormStartValues(DRAFT_KEY, EMPTY);

    // Assert
    expect(values).toEqual({
      object: 'Citofono guasto',
      building: { id: '11', name: 'Manzoni' },
      priority: 'NORMAL',
    });
  });

  it('without a kept draft the form starts empty, and another profile does not see the draft', () => {
    // Arrange
    writeFormDraft(formDraftKey('ticketDraft', 8, 'USR'), { object: 'Di un altro profilo' });

    // Act
    const values = createFormStartValues(DRAFT_KEY, EMPTY);

    // Assert
    expect(values).toEqual(EMPTY);
  });

  it('keeps the draft once the user changed something, and nothing for an untouched form', () => {
    // Act
    keepCreateFormDraft(DRAFT_KEY, { ...EMPTY, object: 'Ignored' }, false);
    const untouched = readFormDraft<Form>(DRAFT_KEY);
    keepCreateFormDraft(DRAFT_KEY, { ...EMPTY, object: 'Infiltrazione' }, true);

    // Assert
    expect(untouched).toBeUndefined();
    expect(readFormDraft<Form>(DRAFT_KEY)).toEqual({ ...EMPTY, object: 'Infiltrazione' });
  });

  it("puts domain's messages on the form's fields (the building's on the picker), and passes a valid form", () => {
    // Arrange
    const empty = { object: '', building: null, priority: 'NORMAL' };
    const filled = {
      object: 'Citofono',
      building: { id: '11', name: 'Manzoni' },
      priority: 'NORMAL',
    };
    const errorsOf = (state: Form) =>
      validateTicketForm({
        object: state.object === '' ? null : state.object,
        _building: state.building?.id ?? null,
        priority: state.priority,
      }).errors;

    // Act
    const refused = domainResolverResult<Form>(empty, errorsOf(empty), FIELDS);
    const passed = domainResolverResult<Form>(filled, errorsOf(filled), FIELDS);

    // Assert
    expect(refused).toEqual({
      values: {},
      errors: {
        object: { type: 'validate', message: 'Il campo Oggetto è obbligatorio' },
        building: { type: 'validate', message: 'Il campo Immobile è obbligatorio' },
      },
    });
    expect(passed).toEqual({ values: filled, errors: {} });
  });

  it("a created record forgets the draft, says the feature's notice and names the record's screen", async () => {
    // Arrange
    writeFormDraft(DRAFT_KEY, { object: 'Citofono guasto' });
    const { calls, setError } = recordingSetError();

    // Act
    const outcome = await saveRecordCreateForm({
      draftKey: DRAFT_KEY,
      fields: FIELDS,
      create: async (input: { object: string }) => ({ id: 42, ...input }),
      input: { object: 'Citofono guasto' },
      setError,
      onCreated: (ticket) => ({
        message: 'Ticket inviato',
        href: `/USR/GEN/tickets/mod/${String(ticket.id)}`,
      }),
    });

    // Assert
    expect(outcome).toEqual({
      ok: true,
      message: 'Ticket inviato',
      href: '/USR/GEN/tickets/mod/42',
    });
    expect(readFormDraft(DRAFT_KEY)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("a refused save keeps the draft as typed, puts the gateway's field errors beside their fields and says its message", async () => {
    // Arrange
    const typed = { object: 'Citofono guasto', building: { id: '99', name: 'Verdi' } };
    writeFormDraft(DRAFT_KEY, typed);
    const { calls, setError } = recordingSetError();
    const refusal = apiError('VALIDATION_FAILED', 400, 'Dati non validi', [
      { field: '_building', message: "L'immobile non è tra i tuoi" },
      { field: 'unknownField', message: 'Nessun campo del form' },
    ]);
    const onCreated = vi.fn(() => ({ message: 'Ticket inviato', href: '/x' }));

    // Act
    const outcome = await saveRecordCreateForm({
      draftKey: DRAFT_KEY,
      fields: FIELDS,
      create: () => Promise.reject(refusal),
      input: { object: 'Citofono guasto', _building: '99' },
      setError,
      onCreated,
    });

    // Assert
    expect(outcome).toEqual({ ok: false, message: 'Dati non validi' });
    expect(calls).toEqual([
      ['building', { type: 'server', message: "L'immobile non è tra i tuoi" }],
    ]);
    expect(readFormDraft(DRAFT_KEY)).toEqual(typed);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("a save that fails without the gateway's answer keeps the draft and says the generic message", async () => {
    // Arrange
    writeFormDraft(DRAFT_KEY, { object: 'Citofono guasto' });
    const { calls, setError } = recordingSetError();

    // Act
    const outcome = await saveRecordCreateForm({
      draftKey: DRAFT_KEY,
      fields: FIELDS,
      create: () => Promise.reject(new TypeError('Failed to fetch')),
      input: { object: 'Citofono guasto' },
      setError,
      onCreated: () => ({ message: 'Ticket inviato', href: undefined }),
    });

    // Assert
    expect(outcome).toEqual({ ok: false, message: "C'é stato un errore, riprova piú tardi" });
    expect(calls).toEqual([]);
    expect(readFormDraft(DRAFT_KEY)).toEqual({ object: 'Citofono guasto' });
  });
});
