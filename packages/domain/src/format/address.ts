import { commonMessage } from '../messages/it-IT/common.ts';

/** The address parts of a building (000 §3 "Building (USR dashboard): id, name, city, street, province, isPrivate"). */
export interface BuildingAddress {
  city?: string | null;
  street?: string | null;
  province?: string | null;
}

/**
 * A building address as 'city - street (province)' (000 §3: "Address shown as 'city - street
 * (province)'"), e.g. 'Milano - Via Roma 1 (MI)'.
 *
 * Missing parts are left out with their punctuation (DECISIONS.md): 'Milano - Via Roma 1',
 * 'Via Roma 1 (MI)', 'Milano (MI)'; with no part at all the address shows '-'. Parts are trimmed
 * and the province, a two-letter code (002 §5.5), is upper-cased.
 */
export function formatAddress(building: BuildingAddress | null | undefined): string {
  const city = building?.city?.trim() ?? '';
  const street = building?.street?.trim() ?? '';
  const province = building?.province?.trim().toUpperCase() ?? '';

  const place = [city, street].filter((part) => part !== '').join(' - ');
  const address = [place, province === '' ? '' : `(${province})`]
    .filter((part) => part !== '')
    .join(' ');
  return address === '' ? commonMessage('common.missingValue') : address;
}
