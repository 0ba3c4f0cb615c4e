/**
 * The profiles the quote tests act as (DECISIONS.md "Quote lifecycle" 2, 4): the organisation
 * and a supplier, each with and without the permission to write. Test support only: not exported
 * from the area's index.
 */
import { makeProfile } from '../profiles/testProfile.ts';

export const ORG = makeProfile({
  role: 'org_3',
  permissions: [
    { application: 'ORG_OPR_QUOTES', functionalities: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'] },
  ],
});
export const ORG_READ_ONLY = makeProfile({
  role: 'org_1',
  permissions: [{ application: 'ORG_OPR_QUOTES', functionalities: ['APP_MENU'] }],
});
export const SUPPLIER = makeProfile({
  role: 'spl_3',
  permissions: [{ application: 'SPL_OPR_QUOTES', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
export const SUPPLIER_READ_ONLY = makeProfile({
  role: 'spl_1',
  permissions: [{ application: 'SPL_OPR_QUOTES', functionalities: ['APP_MENU'] }],
});
