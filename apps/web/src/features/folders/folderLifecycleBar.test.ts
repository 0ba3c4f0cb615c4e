import {
  FOLDER_STATUS,
  type FolderLifecycleRecord,
  type FolderStatus,
  type TransitionActor,
} from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { lifecycleBarActions } from '../../records/recordLifecycle.ts';
import { FOLDER_BAR_KINDS, folderBarSteps } from './FolderLifecycleActions.tsx';

const TODAY = '2026-12-07';

/** A profile as the folder rules read it: its role only (DECISIONS.md "Qualification folder lifecycle" 4). */
const actorOf = (role: string) => ({ role, permissions: [] }) as unknown as TransitionActor;
const OFFICE = actorOf('org_3');
const SUPPLIER = actorOf('spl_3');

function folder(
  status: FolderStatus,
  kind: 'FORM' | 'FINAL_DOC' = 'FINAL_DOC',
): FolderLifecycleRecord {
  return {
    status,
    _organization: 7,
    uploadableBySpl: true,
    documentCount: 1,
    expiresOn: '2027-06-30',
    validFrom: null,
    kind,
  };
}

/** The buttons the folder's bar shows to an actor (none: the bar is not drawn at all). */
const barOf = (record: FolderLifecycleRecord, actor: TransitionActor, submitInForm = false) =>
  lifecycleBarActions(folderBarSteps(record, actor, TODAY, submitInForm), FOLDER_BAR_KINDS).map(
    (action) => action.label,
  );

describe('the folder action bar once the office has answered (DECISIONS.md "Qualification folder lifecycle" 7)', () => {
  it("offers the office 'Approva' and 'Rimanda al fornitore' while the review is to be completed", () => {
    expect(barOf(folder(FOLDER_STATUS.IN_PROGRESS), OFFICE)).toEqual([
      'Approva',
      'Rimanda al fornitore',
    ]);
  });

  it.each([
    ['approved', FOLDER_STATUS.DONE],
    ['sent back', FOLDER_STATUS.MISSING],
  ])(
    'leaves the office no button on a folder it has %s, so no empty row of actions is drawn',
    (_, status) => {
      expect(barOf(folder(status), OFFICE)).toEqual([]);
    },
  );

  it("leaves the supplier of an approved FORM folder no button on the bar: its form sends 'Invia in revisione'", () => {
    expect(barOf(folder(FOLDER_STATUS.DONE, 'FORM'), SUPPLIER, true)).toEqual([]);
  });
});
