import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { effectiveChanges, permissionRefusal, validationRefusal } from './transitions.ts';

describe('effectiveChanges (DECISIONS Order lifecycle: history records what really changed)', () => {
  it('keeps the changed fields with their from → to, in the order given', () => {
    expect(
      effectiveChanges({ status: 'OPEN', isRead: false }, { isRead: true, status: 'CLOSE' }),
    ).toEqual({
      changes: { isRead: true, status: 'CLOSE' },
      history: [
        { field: 'isRead', from: false, to: true },
        { field: 'status', from: 'OPEN', to: 'CLOSE' },
      ],
    });
  });

  it('drops a value equal to the stored one: a missing field is null, a missing flag is false', () => {
    expect(
      effectiveChanges<{ isRead?: boolean; askedPrice?: number | null }>(
        {},
        { isRead: false, askedPrice: null },
      ),
    ).toEqual({ changes: {}, history: [] });
  });

  it("compares amounts by value: 380 is '380.00'", () => {
    expect(
      effectiveChanges<{ amount: number | string }>({ amount: '380.00' }, { amount: 380 }),
    ).toEqual({
      changes: {},
      history: [],
    });
    expect(
      effectiveChanges<{ amount: number | string }>({ amount: 380 }, { amount: '380' }),
    ).toEqual({
      changes: {},
      history: [],
    });
    expect(
      effectiveChanges<{ amount: number | string }>({ amount: '' }, { amount: 0 }).history,
    ).toEqual([{ field: 'amount', from: '', to: 0 }]);
  });

  it('compares dates by instant', () => {
    expect(
      effectiveChanges(
        { closingDate: new Date(2026, 4, 4) as Date | string },
        { closingDate: '2026-05-04' },
      ),
    ).toEqual({ changes: {}, history: [] });
  });
});

describe('validationRefusal', () => {
  it('without field errors it says the save was refused (002 §5.5)', () => {
    expect(validationRefusal({})).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Salvataggio non consentito. Controlla i dati inseriti',
      fieldErrors: {},
    });
  });
});

describe('permissionRefusal (000 §8 lock messages)', () => {
  const profile = makeProfile({
    role: 'org_1',
    permissions: [{ application: 'ORG_OPR_ORDERS', functionalities: ['APP_MENU'] }],
  });

  it("a missing functionality: 'Funzionalità non disponibile'", () => {
    expect(
      permissionRefusal(profile, { application: 'ORG_OPR_ORDERS', functionality: 'APP_UPDATE' }),
    ).toEqual({ ok: false, code: 'FORBIDDEN', message: 'Funzionalità non disponibile' });
  });

  it("a module that is off but shown: 'Funzionalità non abilitata'", () => {
    const withModule = makeProfile({
      ...profile,
      modules_show_if_disabled: ['moduleSinistri'],
    });
    expect(
      permissionRefusal(withModule, { application: 'ORG_OPR_ORDERS', modules: ['moduleSinistri'] }),
    ).toEqual({ ok: false, code: 'FORBIDDEN', message: 'Funzionalità non abilitata' });
  });

  it("no requirement known: 'Funzionalità non disponibile'", () => {
    expect(permissionRefusal(profile, undefined).message).toBe('Funzionalità non disponibile');
  });
});
