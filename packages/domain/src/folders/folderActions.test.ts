import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { FOLDER_STATUS } from './constants.ts';
import {
  applyFolderTransition,
  folderActions,
  folderHistoryActionLabel,
  folderHistoryFieldLabel,
  folderUploadEntity,
  folderUploadRefusal,
} from './folderActions.ts';
import type { FolderLifecycleRecord } from './folderLifecycle.machine.ts';

const ORG = makeProfile({ role: 'org_3' });
const SUPPLIER = makeProfile({ role: 'spl_3', company_type: 'sys_suppliers' });
const RESIDENT = makeProfile({ role: 'usr' });
const TODAY = '2026-12-07';

function folder(overrides: Partial<FolderLifecycleRecord> = {}): FolderLifecycleRecord {
  return {
    status: FOLDER_STATUS.TODO,
    _organization: 7,
    uploadableBySpl: true,
    documentCount: 1,
    expiresOn: null,
    validFrom: null,
    ...overrides,
  };
}

describe('applyFolderTransition (001 §3 "states TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3"; DECISIONS.md "Qualification folder lifecycle")', () => {
  it('DECISIONS.md "Qualification folder lifecycle" 1: the supplier sends a to-do folder with its documents for review, with their expiry date', () => {
    // Act
    const result = applyFolderTransition(
      folder(),
      { type: 'SUBMIT', expiresOn: '2027-06-30' },
      SUPPLIER,
      TODAY,
    );

    // Assert
    expect(result).toMatchObject({
      ok: true,
      state: 'inProgress',
      changes: { status: 1, expiresOn: '2027-06-30' },
    });
  });

  it.each([
    ['MISSING (sent back)', FOLDER_STATUS.MISSING],
    ['DONE (a renewal)', FOLDER_STATUS.DONE],
  ])(
    'DECISIONS.md "Qualification folder lifecycle" 1: a %s folder is sent for review again',
    (_name, status) => {
      // Act
      const result = applyFolderTransition(
        folder({ status }),
        { type: 'SUBMIT', expiresOn: TODAY },
        SUPPLIER,
        TODAY,
      );

      // Assert
      expect(result).toMatchObject({ ok: true, state: 'inProgress', changes: { status: 1 } });
    },
  );

  it('DECISIONS.md "Qualification folder lifecycle" 2: the organisation approves a folder under review, valid from today', () => {
    // Act
    const result = applyFolderTransition(
      folder({ status: FOLDER_STATUS.IN_PROGRESS, expiresOn: '2027-06-30' }),
      { type: 'APPROVE' },
      ORG,
      TODAY,
    );

    // Assert
    expect(result).toMatchObject({
      ok: true,
      state: 'done',
      changes: { status: 2, validFrom: TODAY },
    });
  });

  it('DECISIONS.md "Qualification folder lifecycle" 3: the organisation sends a folder back with its reason, which the history keeps', () => {
    // Act
    const result = applyFolderTransition(
      folder({ status: FOLDER_STATUS.IN_PROGRESS }),
      { type: 'SEND_BACK', reason: '  Polizza non firmata ' },
      ORG,
      TODAY,
    );

    // Assert
    expect(result).toEqual({
      ok: true,
      state: 'missing',
      changes: { status: 3 },
      effects: [],
      history: [
        { field: 'status', from: 1, to: 3 },
        { field: 'reason', from: null, to: 'Polizza non firmata' },
      ],
    });
  });

  it.each([
    [
      'the supplier approves',
      folder({ status: 1 }),
      { type: 'APPROVE' },
      SUPPLIER,
      'FORBIDDEN',
      "Questa azione spetta all'organizzazione che ha richiesto la cartella",
    ],
    [
      'the organisation submits',
      folder(),
      { type: 'SUBMIT', expiresOn: TODAY },
      ORG,
      'FORBIDDEN',
      'Questa azione spetta al fornitore',
    ],
    [
      'a resident submits',
      folder(),
      { type: 'SUBMIT', expiresOn: TODAY },
      RESIDENT,
      'FORBIDDEN',
      'Questa azione spetta al fornitore',
    ],
    [
      'a folder under review is submitted again',
      folder({ status: 1 }),
      { type: 'SUBMIT', expiresOn: TODAY },
      SUPPLIER,
      'CONFLICT',
      'La cartella è già in revisione',
    ],
    [
      'a to-do folder is approved',
      folder(),
      { type: 'APPROVE' },
      ORG,
      'CONFLICT',
      'La cartella non è stata inviata in revisione',
    ],
    [
      'an approved folder is sent back',
      folder({ status: 2 }),
      { type: 'SEND_BACK', reason: 'x' },
      ORG,
      'CONFLICT',
      'La cartella è già approvata',
    ],
    [
      'a consultant folder is approved',
      folder({ status: 1, _organization: null }),
      { type: 'APPROVE' },
      ORG,
      'CONFLICT',
      'Questa cartella è gestita dal consulente',
    ],
    [
      'a folder without documents is submitted',
      folder({ documentCount: 0 }),
      { type: 'SUBMIT', expiresOn: TODAY },
      SUPPLIER,
      'CONFLICT',
      'Carica almeno un documento prima di inviare la cartella',
    ],
    [
      'a folder the supplier does not fill is submitted',
      folder({ uploadableBySpl: false }),
      { type: 'SUBMIT', expiresOn: TODAY },
      SUPPLIER,
      'CONFLICT',
      'In questa cartella i documenti li carica l’organizzazione',
    ],
    [
      'a submission without expiry',
      folder(),
      { type: 'SUBMIT' },
      SUPPLIER,
      'VALIDATION',
      'Indica la data di scadenza dei documenti',
    ],
    [
      'a submission with a non-date expiry',
      folder(),
      { type: 'SUBMIT', expiresOn: '31/12/2027' },
      SUPPLIER,
      'VALIDATION',
      'Indica la data di scadenza dei documenti',
    ],
    [
      'a submission already expired',
      folder(),
      { type: 'SUBMIT', expiresOn: '2026-12-06' },
      SUPPLIER,
      'VALIDATION',
      'La data di scadenza non può essere passata',
    ],
    [
      'a sending back without reason',
      folder({ status: 1 }),
      { type: 'SEND_BACK', reason: '  ' },
      ORG,
      'VALIDATION',
      'Indica il motivo per cui la cartella torna al fornitore',
    ],
  ] as const)(
    'DECISIONS.md "Qualification folder lifecycle" 4: refused when %s',
    (_name, record, event, actor, code, message) => {
      // Act
      const result = applyFolderTransition(record, event, actor, TODAY);

      // Assert
      expect(result).toMatchObject({ ok: false, code, message });
    },
  );

  it('DECISIONS.md "Qualification folder lifecycle" 4: an over-long reason names the limit on the reason field', () => {
    // Act
    const result = applyFolderTransition(
      folder({ status: 1 }),
      { type: 'SEND_BACK', reason: 'x'.repeat(5000) },
      ORG,
      TODAY,
    );

    // Assert
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.fieldErrors?.reason).toMatch(
      /^Il motivo deve avere al massimo \d+ caratteri$/,
    );
  });
});

describe('folderActions (DECISIONS.md "Qualification folder lifecycle" 5)', () => {
  const visible = (actions: ReturnType<typeof folderActions>) =>
    actions
      .filter((action) => !action.hidden)
      .map(({ label, enabled, reason }) => ({ label, enabled, reason }));

  it('the supplier sees Invia in revisione on a to-do folder, disabled with the reason while it has no document', () => {
    // Act
    const withDocument = visible(folderActions(folder(), SUPPLIER, TODAY));
    const empty = visible(folderActions(folder({ documentCount: 0 }), SUPPLIER, TODAY));

    // Assert
    expect(withDocument).toEqual([
      { label: 'Invia in revisione', enabled: true, reason: undefined },
    ]);
    expect(empty).toEqual([
      {
        label: 'Invia in revisione',
        enabled: false,
        reason: 'Carica almeno un documento prima di inviare la cartella',
      },
    ]);
  });

  it('the organisation sees Approva and Rimanda al fornitore only while the review is to be completed', () => {
    // Act
    const underReview = visible(folderActions(folder({ status: 1 }), ORG, TODAY));
    const todo = visible(folderActions(folder(), ORG, TODAY));

    // Assert
    expect(underReview.map((action) => action.label)).toEqual(['Approva', 'Rimanda al fornitore']);
    expect(underReview.every((action) => action.enabled)).toBe(true);
    expect(todo).toEqual([]);
  });

  it('the supplier sees no step while its folder is under review', () => {
    // Act
    const actions = visible(folderActions(folder({ status: 1 }), SUPPLIER, TODAY));

    // Assert
    expect(actions).toEqual([]);
  });
});

describe('folderUploadRefusal (DECISIONS.md "Qualification folder lifecycle" 6)', () => {
  it.each([
    ['the supplier, to do', folder(), SUPPLIER, undefined],
    ['the supplier, sent back', folder({ status: 3 }), SUPPLIER, undefined],
    ['the organisation, under review', folder({ status: 1 }), ORG, undefined],
  ] as const)('%s may add a document', (_name, record, actor, expected) => {
    // Act
    const refused = folderUploadRefusal(record, actor);

    // Assert
    expect(refused).toBe(expected);
  });

  it.each([
    [
      'the supplier, under review',
      folder({ status: 1 }),
      SUPPLIER,
      'CONFLICT',
      'La cartella è in revisione: potrai caricare altri documenti se ti verrà rimandata',
    ],
    [
      'the supplier, not uploadable by it',
      folder({ uploadableBySpl: false }),
      SUPPLIER,
      'CONFLICT',
      'In questa cartella i documenti li carica l’organizzazione',
    ],
    [
      'a resident',
      folder(),
      RESIDENT,
      'FORBIDDEN',
      'Non puoi caricare documenti in questa cartella',
    ],
  ] as const)('%s may not add a document', (_name, record, actor, code, message) => {
    // Act
    const refused = folderUploadRefusal(record, actor);

    // Assert
    expect(refused).toMatchObject({ ok: false, code, message });
  });
});

describe('folder history labels (DECISIONS.md "Qualification folder lifecycle" 7)', () => {
  it('names each step and field in Italian, an unknown one as recorded', () => {
    // Act
    const actions = ['SUBMIT', 'APPROVE', 'SEND_BACK', 'OTHER'].map(folderHistoryActionLabel);
    const fields = ['status', 'expiresOn', 'validFrom', 'reason', 'other'].map(
      folderHistoryFieldLabel,
    );

    // Assert
    expect(actions).toEqual([
      'Cartella inviata in revisione',
      'Cartella approvata',
      'Cartella rimandata al fornitore',
      'OTHER',
    ]);
    expect(fields).toEqual(['Stato', 'Scadenza', 'Valida dal', 'Motivo', 'other']);
  });
});

describe('folderUploadEntity', () => {
  it('002 §7.3 "version 2: file, entity, entity id, for the entities chatData, qualifications and consultancies": a consultant folder uploads as consultancies, an organisation folder as qualifications', () => {
    // Act
    const entities = [folderUploadEntity('CONSULTANT'), folderUploadEntity('ORGANIZATION')];

    // Assert
    expect(entities).toEqual(['consultancies', 'qualifications']);
  });
});
