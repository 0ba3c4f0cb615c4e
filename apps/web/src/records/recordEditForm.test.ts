import { ApiError } from '@portineria/api-client';
import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDraftKey, readFormDraft, writeFormDraft } from './formDraftStore.ts';
import { editFormStartValues, saveRecordEditForm, type EditFormState } from './recordEditForm.ts';

/** A notice form as the feature holds it, with the version it was loaded at. */
interface Form {
  title: string;
  body: string;
}

const STORED: EditFormState<Form> = {
  title: 'Pulizia scale',
  body: 'Lunedì mattina.',
  version: '2026-12-07T09:00:00.000Z',
};
const FIELDS = { title: 'title', body: 'body' } as const;
const DRAFT_KEY = formDraftKey('noticeEdit:12', 7, 'ORG');

/** The browser's storage, one per test. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function recordingSetError() {
  const calls: [string, ErrorOption][] = [];
  const setError: UseFormSetError<EditFormState<Form>> = (name, error) => {
    calls.push([name, error]);
  };
  return { calls, setError };
}

function apiError(code: string, status: number, message: string, error?: unknown): ApiError {
  return new ApiError({ code, message, status, error }, { method: 'PATCH', path: 'notices/12' });
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the edit form of a record (README, Forms; 409 STALE_RECORD never overwrites)', () => {
  it('a kept edit comes back over the stored record with the version it was typed against', () => {
    // Arrange
    writeFormDraft(DRAFT_KEY, { title: 'Pulizia scale rinviata', version: '2026-12-06T08:00:00Z' });

    // Act
    const start = editFormStartValues(DRAFT_KEY, STORED);

    // Assert
    expect(start).toEqual({
      title: 'Pulizia scale rinviata',
      body: 'Lunedì mattina.',
      version: '2026-12-06T08:00:00Z',
    });
  });

  it('a save sends the changes with the version read and forgets the kept edit', async () => {
    // Arrange
    writeFormDraft(DRAFT_KEY, STORED);
    const update = vi.fn(() => Promise.resolve({}));
    const { setError } = recordingSetError();

    // Act
    const outcome = await saveRecordEditForm({
      draftKey: DRAFT_KEY,
      fields: FIELDS,
      update,
      id: '12',
      state: { ...STORED, title: 'Nuovo titolo' },
      toChanges: (state: Form) => ({ title: state.title, body: state.body }),
      setError,
    });

    // Assert
    expect(outcome).toEqual({ ok: true });
    expect(update).toHaveBeenCalledWith({
      id: '12',
      changes: { title: 'Nuovo titolo', body: 'Lunedì mattina.', version: STORED.version },
    });
    expect(readFormDraft(DRAFT_KEY)).toBeUndefined();
  });

  it("a stale save (409 STALE_RECORD) keeps the typed edit and says the gateway's message", async () => {
    // Arrange
    const typed = { ...STORED, title: 'Titolo scritto' };
    writeFormDraft(DRAFT_KEY, typed);
    const message = 'Il record è stato modificato da un altro utente';
    const update = vi.fn(() => Promise.reject(apiError('STALE_RECORD', 409, message)));
    const { calls, setError } = recordingSetError();

    // Act
    const outcome = await saveRecordEditForm({
      draftKey: DRAFT_KEY,
      fields: FIELDS,
      update,
      id: '12',
      state: typed,
      toChanges: (state: Form) => ({ title: state.title }),
      setError,
    });

    // Assert
    expect(outcome).toEqual({ ok: false, message });
    expect(readFormDraft(DRAFT_KEY)).toEqual(typed);
    expect(calls).toEqual([]);
  });
});
