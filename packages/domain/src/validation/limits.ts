/**
 * The storage limits of every written value, in one table: the most characters a text field may
 * hold and the range of a number field, keyed by the field's wire name (the names of domain's
 * records: `object`, `description`, `noteOrg`…). Where the spec gives a limit, the entry quotes
 * it; every other entry is ours and says why (DECISIONS.md: "limits the spec does not give").
 *
 * The gateway refuses a longer or out-of-range value with a 400 naming the field and the limit,
 * and its database holds the same limit as a CHECK on every text column, so no path can store
 * more. Lengths count Unicode code points (`characterCount`), as PostgreSQL's `char_length` does.
 */
import {
  CITY_MAX_LENGTH,
  COUNTRY_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FAX_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NIN_LENGTHS,
  PHONE_MAX_LENGTH,
  PROVINCE_LENGTH,
  STREET_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  ZIP_LENGTH,
} from '../constants/constants.ts';

/** The longest value of a text field and where the limit comes from. */
export interface TextLimit {
  /** Most characters (Unicode code points). */
  maxLength: number;
  /** The spec line, or why we chose it. */
  source: string;
  /** `webAddress`: only an absolute http(s) address is stored (it is shown as a link). */
  format?: 'webAddress';
}

const SPEC_TITLE = '002 §5.1, §9: "Title (Oggetto): required, 1 to 80 characters"';
const SPEC_DESCRIPTION = '002 §5.1, §9: "Description: at most 4000"';
const SPEC_NAME = '002 §5.5: "lastname and firstname: required, 2 to 80 characters"';
const SPEC_EMAIL = '002 §5.5: "email: valid format, at most 254"';
const SPEC_PHONE = '000 §5: "Phone number: 8 to 20 characters and a phone pattern"';
const OURS_ENUMERATION =
  'ours: a code from a closed list (statuses, kinds, roles); the longest in use is under 30';
const OURS_NOTE = 'ours: an internal note is a description by another hand, so the same 4000';
const OURS_FULL_NAME = 'ours: a first and a last name of 80 each and the space between them';
const OURS_LIST = 'ours: a comma-separated list of ids or trades';
const OURS_IDENTIFIER = 'ours: a generated identifier (uids, message ids)';

const title: TextLimit = { maxLength: TITLE_MAX_LENGTH, source: SPEC_TITLE };
const description: TextLimit = { maxLength: DESCRIPTION_MAX_LENGTH, source: SPEC_DESCRIPTION };
const personName: TextLimit = { maxLength: NAME_MAX_LENGTH, source: SPEC_NAME };
const companyName: TextLimit = {
  maxLength: NAME_MAX_LENGTH,
  source: '002 §5.5: names of 2 to 80 characters; a company name (name1, name2) follows them',
};
const placeName: TextLimit = {
  maxLength: NAME_MAX_LENGTH,
  source: 'ours: a name (building, unit, folder type, consultancy) follows 002 §5.5 names, 80',
};
const email: TextLimit = { maxLength: EMAIL_MAX_LENGTH, source: SPEC_EMAIL };
const phone: TextLimit = { maxLength: PHONE_MAX_LENGTH, source: SPEC_PHONE };
const enumeration: TextLimit = { maxLength: 40, source: OURS_ENUMERATION };
const note: TextLimit = { maxLength: DESCRIPTION_MAX_LENGTH, source: OURS_NOTE };
const fullName: TextLimit = { maxLength: 2 * NAME_MAX_LENGTH + 1, source: OURS_FULL_NAME };
const list: TextLimit = { maxLength: 1000, source: OURS_LIST };
const identifier: TextLimit = { maxLength: 100, source: OURS_IDENTIFIER };
const shortCode: TextLimit = {
  maxLength: 40,
  source: 'ours: a short code (ODS-2026-0002, a staircase, a floor, a cadastral reference)',
};

/** Every text field's limit, by wire name. A field not listed gets {@link DEFAULT_TEXT_LIMIT}. */
export const TEXT_LIMITS: Readonly<Record<string, TextLimit>> = {
  // Titles and texts.
  object: title,
  description,
  title: {
    maxLength: 120,
    source:
      "ours: a notification's title quotes an 80-character title ('Nuovo messaggio in «…»'); notices keep the same room",
  },
  body: {
    maxLength: 10_000,
    source: 'ours: a notice, a communication or a help page, longer than a description',
  },
  bodyMarkdown: { maxLength: 20_000, source: 'ours: a changelog entry in markdown' },
  message: { maxLength: 4000, source: 'ours: a chat message, as long as a description' },
  question: { maxLength: 1000, source: 'ours: the question of a poll' },
  note,
  noteOrg: note,
  noteSpl: note,

  // People and companies (002 §5.5 profile and company forms).
  firstname: personName,
  lastname: personName,
  name1: companyName,
  name2: companyName,
  name: placeName,
  fullname: fullName,
  displayName: fullName,
  companyName: {
    maxLength: 2 * NAME_MAX_LENGTH + 1,
    source: "ours: a profile's company is a company name or a person's full name",
  },
  street: { maxLength: STREET_MAX_LENGTH, source: '002 §5.5: "street: at most 80"' },
  city: { maxLength: CITY_MAX_LENGTH, source: '002 §5.5: "city: at most 80"' },
  cadastralMunicipality: {
    maxLength: CITY_MAX_LENGTH,
    source: 'ours: a municipality, like city (002 §5.5: "city: at most 80")',
  },
  zip: { maxLength: ZIP_LENGTH, source: '002 §5.5: "zip: exactly 5 characters"' },
  province: {
    maxLength: PROVINCE_LENGTH,
    source: '002 §5.5: "province and country: alphabetic, exactly 2 characters"',
  },
  country: {
    maxLength: COUNTRY_LENGTH,
    source: '002 §5.5: "province and country: alphabetic, exactly 2 characters"',
  },
  email,
  emailEInvoice: email,
  emailAccounting: email,
  emailPlanning: email,
  emailSystem: email,
  landline: phone,
  mobile: phone,
  fax: { maxLength: FAX_MAX_LENGTH, source: '002 §5.5: "fax: at most 20"' },
  nin: {
    maxLength: Math.max(...NIN_LENGTHS),
    source: '000 §5: "National id number (nin): length 11 or 16"',
  },
  vat: {
    maxLength: Math.max(...NIN_LENGTHS),
    source: 'ours: the company form checks vat with the nin rule, 11 or 16 (validation/schemas.ts)',
  },
  codeEInvoice: {
    maxLength: 7,
    source: 'ours: the recipient code is 6 or 7 characters (validation/schemas.ts)',
  },
  url: {
    maxLength: 2048,
    source: 'ours: a web address, the length browsers and servers reliably accept',
    format: 'webAddress',
  },
  color: { maxLength: 32, source: 'ours: a CSS colour such as #448aff (002 §9)' },

  // Codes, lists and identifiers.
  code: shortCode,
  staircase: shortCode,
  floor: shortCode,
  cadastralSheet: shortCode,
  cadastralParcel: shortCode,
  cadastralSub: shortCode,
  subType: shortCode,
  subtype: shortCode,
  currentSubtype: shortCode,
  version: shortCode,
  mobileStartTime: shortCode,
  mobileEndTime: shortCode,
  qualifications: list,
  categories: list,
  // A supplier's keywords (002 §5.6 keyword area), comma-joined tags as its categories.
  keywords: list,
  uid: identifier,
  messageId: identifier,
  idMessage: identifier,
  rasFolderId: identifier,
  appNamespace: identifier,
  pageKey: { maxLength: 200, source: 'ours: an application path or id (002 §2.4)' },
  token: { maxLength: 200, source: 'ours: a random share token' },
  fileName: { maxLength: 255, source: 'ours: the longest file name common file systems keep' },
  mimeType: { maxLength: 255, source: 'ours: RFC 6838 allows 127 + 127 characters' },

  // Closed lists.
  status: enumeration,
  systemStatus: enumeration,
  certificationStatus: enumeration,
  category: enumeration,
  type: enumeration,
  kind: enumeration,
  owner: enumeration,
  visibility: enumeration,
  priority: enumeration,
  role: enumeration,
  roleType: enumeration,
  orgType: enumeration,
  companyType: enumeration,
  product: enumeration,
  notificationType: enumeration,
  entityType: enumeration,
  entity: enumeration,
  // A history entry (record_history): the kind of record, the lifecycle's event type, and who
  // wrote it as they were then.
  recordKind: enumeration,
  action: enumeration,
  profileRole: enumeration,
  userFullname: fullName,
  channel: enumeration,
  frequency: enumeration,
  unitType: enumeration,
  storage: enumeration,
  coverType: enumeration,
};

/** The limit of a text field the table does not list. */
export const DEFAULT_TEXT_LIMIT: TextLimit = {
  maxLength: 255,
  source: 'ours: a short text; a longer one belongs in the table with its reason',
};

/** The limit of a text field (wire name). */
export function textLimitOf(field: string): TextLimit {
  return Object.hasOwn(TEXT_LIMITS, field) ? (TEXT_LIMITS[field] as TextLimit) : DEFAULT_TEXT_LIMIT;
}

/** `http://` or `https://`, a host, then optionally a path, a query or a fragment. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\@]+(?:[/?#]\S*)?$/i;

/**
 * Whether a text is an absolute http or https address, the only kind shown as a link: a
 * `javascript:`, `data:` or `vbscript:` address (browsers ignore whitespace and control
 * characters inside a scheme, so those are refused too) is never stored.
 */
export function isWebAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  return WEB_ADDRESS.test(value);
}

/** The range of a number field and where it comes from. */
export interface NumberRange {
  min: number;
  max: number;
  source: string;
}

/** A whole number that fits every integer id and counter (PostgreSQL `integer`). */
export const INTEGER_RANGE: NumberRange = {
  min: -2_147_483_648,
  max: 2_147_483_647,
  source: 'ours: ids and counters are 32-bit integers',
};

const SMALL_INTEGER_RANGE: NumberRange = {
  min: -32_768,
  max: 32_767,
  source: 'ours: a small code (a status 0/1, a priority, a criticality) is a 16-bit integer',
};

const AMOUNT_RANGE: NumberRange = {
  min: -9_999_999_999.99,
  max: 9_999_999_999.99,
  source: '000 §9: "Money: two decimals"; ours: up to ten digits before them',
};

/** Every number field's range, by wire name; others get {@link INTEGER_RANGE} or {@link NUMBER_RANGE}. */
export const NUMBER_LIMITS: Readonly<Record<string, NumberRange>> = {
  amount: AMOUNT_RANGE,
  askedPrice: AMOUNT_RANGE,
  amountClaimed: AMOUNT_RANGE,
  amountRefunded: AMOUNT_RANGE,
  // A billing proposal's total: up to BILLING_PROPOSAL_MAX_TOKENS amounts, summed (DECISIONS.md
  // "Billing proposals" 1).
  total: {
    min: -999_999_999_999.99,
    max: 999_999_999_999.99,
    source: 'ours: the sum of up to 100 amounts of two decimals',
  },
  thousandths: {
    min: -99_999.999,
    max: 99_999.999,
    source: 'ours: thousandths of a building, three decimals, never above 1000 in practice',
  },
  status: SMALL_INTEGER_RANGE,
  priority: SMALL_INTEGER_RANGE,
  criticality: SMALL_INTEGER_RANGE,
};

/** A number field the table does not list: any number JavaScript holds exactly. */
export const NUMBER_RANGE: NumberRange = {
  min: -Number.MAX_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
  source: 'ours: the largest numbers held exactly; a stored number narrower than that is listed',
};

/** The range of a number field (wire name) holding whole numbers or any number. */
export function numberRangeOf(field: string, kind: 'integer' | 'number'): NumberRange {
  if (Object.hasOwn(NUMBER_LIMITS, field)) return NUMBER_LIMITS[field] as NumberRange;
  return kind === 'integer' ? INTEGER_RANGE : NUMBER_RANGE;
}
