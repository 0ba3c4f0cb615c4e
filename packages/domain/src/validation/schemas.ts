/**
 * The form schemas of the profile, password and company editors (002 §3.9, §5.5, §5.6, §9).
 * Labels are Italian strings of ours (the spec names the fields, not their labels).
 */
import {
  CITY_MAX_LENGTH,
  COUNTRY_LENGTH,
  EMAIL_MAX_LENGTH,
  FAX_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PROVINCE_LENGTH,
  STREET_MAX_LENGTH,
  ZIP_LENGTH,
} from '../constants/constants.ts';
import { validationMessage } from '../messages/it-IT/validation.ts';
import type { FormSchema } from './form.ts';
import { textLimitOf } from './limits.ts';
import {
  alphabeticRule,
  emailRule,
  exactLengthRule,
  lengthOneOfRule,
  maxLengthRule,
  minLengthRule,
  ninRule,
  passwordConfirmationRule,
  phoneNumberRule,
  requiredRule,
} from './rules.ts';

/** The editable fields of the own profile, plus the read-only email (002 §3.9). */
export type ProfileFormField =
  | 'lastname'
  | 'firstname'
  | 'street'
  | 'zip'
  | 'city'
  | 'province'
  | 'country'
  | 'email'
  | 'landline'
  | 'mobile'
  | 'fax';

const addressRules = {
  street: [maxLengthRule(STREET_MAX_LENGTH)],
  zip: [exactLengthRule(ZIP_LENGTH)],
  city: [maxLengthRule(CITY_MAX_LENGTH)],
  province: [alphabeticRule, exactLengthRule(PROVINCE_LENGTH)],
  country: [alphabeticRule, exactLengthRule(COUNTRY_LENGTH)],
} as const;

/**
 * The profile form 'Il mio profilo', tab Anagrafica (002 §5.5): lastname and firstname required,
 * 2 to 80; street at most 80; zip exactly 5; city at most 80; province and country alphabetic,
 * exactly 2; email valid and at most 254, disabled; landline and mobile valid phone numbers; fax
 * at most 20. Only lastname and firstname are required: the spec marks no other field so.
 */
export const PROFILE_FORM_SCHEMA: FormSchema<ProfileFormField> = {
  lastname: {
    label: validationMessage('validation.label.lastname'),
    rules: [requiredRule, minLengthRule(NAME_MIN_LENGTH), maxLengthRule(NAME_MAX_LENGTH)],
  },
  firstname: {
    label: validationMessage('validation.label.firstname'),
    rules: [requiredRule, minLengthRule(NAME_MIN_LENGTH), maxLengthRule(NAME_MAX_LENGTH)],
  },
  street: { label: validationMessage('validation.label.street'), rules: addressRules.street },
  zip: { label: validationMessage('validation.label.zip'), rules: addressRules.zip },
  city: { label: validationMessage('validation.label.city'), rules: addressRules.city },
  province: { label: validationMessage('validation.label.province'), rules: addressRules.province },
  country: { label: validationMessage('validation.label.country'), rules: addressRules.country },
  email: {
    label: validationMessage('validation.label.email'),
    rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
    disabled: true,
  },
  landline: { label: validationMessage('validation.label.landline'), rules: [phoneNumberRule] },
  mobile: { label: validationMessage('validation.label.mobile'), rules: [phoneNumberRule] },
  fax: { label: validationMessage('validation.label.fax'), rules: [maxLengthRule(FAX_MAX_LENGTH)] },
};

/** A field of 'Il mio profilo' Anagrafica a user may change: every one but the read-only e-mail. */
export type ProfileEditableField = Exclude<ProfileFormField, 'email'>;

/**
 * The fields a profile save may change (002 §3.9 "Own profile (editable)", §5.5: the e-mail is
 * disabled), in the form's order: the gateway takes only these, the form shows them.
 */
export const PROFILE_EDITABLE_FIELDS = (
  Object.keys(PROFILE_FORM_SCHEMA) as ProfileFormField[]
).filter((field): field is ProfileEditableField => PROFILE_FORM_SCHEMA[field].disabled !== true);

/** The fields of the password tab of the profile editor (002 §2.9, §5.5). */
export type PasswordFormField = 'password' | 'passwordConfirmation';

/**
 * The password tab (002 §5.5): both fields required, the confirmation equal to the password
 * ('Le due password non coincidono'). The spec states no strength rule; none is invented here.
 */
export const PASSWORD_FORM_SCHEMA: FormSchema<PasswordFormField> = {
  password: { label: validationMessage('validation.label.password'), rules: [requiredRule] },
  passwordConfirmation: {
    label: validationMessage('validation.label.passwordConfirmation'),
    rules: [requiredRule, passwordConfirmationRule('password')],
  },
};

/** The fields of the supplier company editor, tab Anagrafica (002 §3.9). */
export type SupplierCompanyFormField =
  | 'name1'
  | 'name2'
  | 'vat'
  | 'nin'
  | 'street'
  | 'zip'
  | 'city'
  | 'province'
  | 'country'
  | 'codeEInvoice'
  | 'emailEInvoice'
  | 'email'
  | 'landline'
  | 'mobile'
  | 'fax'
  | 'emailAccounting'
  | 'emailPlanning'
  | 'emailSystem'
  | 'categories'
  | 'keywords';

/** The e-invoice recipient code: 7 characters for companies, 6 for public bodies (ours, notes). */
const E_INVOICE_CODE_LENGTHS = [6, 7] as const;

const readOnly = { disabled: true } as const;

/**
 * The supplier company editor (002 §3.9, §5.6). The company data are certified and read-only
 * (002 §2.9, §3.9), so they are disabled and never block a save; their rules still describe the
 * data for a form that would edit them. The supplier's own additions are editable: the three extra
 * emails (valid, at most 254), the categories (free comma-separated tags, no rule) and the keywords
 * (comma-separated tags as the categories, at most their TEXT_LIMITS joined; DECISIONS.md "Supplier
 * company editor"). The spec
 * gives no rule for vat, codeEInvoice and emailEInvoice: vat uses the nin length rule (11 digits,
 * or 16 for a sole trader's tax code), codeEInvoice is 6 or 7 characters, emailEInvoice an email.
 */
export const SUPPLIER_COMPANY_FORM_SCHEMA: FormSchema<SupplierCompanyFormField> = {
  name1: {
    label: validationMessage('validation.label.name1'),
    rules: [requiredRule, maxLengthRule(NAME_MAX_LENGTH)],
    ...readOnly,
  },
  name2: {
    label: validationMessage('validation.label.name2'),
    rules: [maxLengthRule(NAME_MAX_LENGTH)],
    ...readOnly,
  },
  vat: { label: validationMessage('validation.label.vat'), rules: [ninRule], ...readOnly },
  nin: { label: validationMessage('validation.label.nin'), rules: [ninRule], ...readOnly },
  street: {
    label: validationMessage('validation.label.street'),
    rules: addressRules.street,
    ...readOnly,
  },
  zip: { label: validationMessage('validation.label.zip'), rules: addressRules.zip, ...readOnly },
  city: {
    label: validationMessage('validation.label.city'),
    rules: addressRules.city,
    ...readOnly,
  },
  province: {
    label: validationMessage('validation.label.province'),
    rules: addressRules.province,
    ...readOnly,
  },
  country: {
    label: validationMessage('validation.label.country'),
    rules: addressRules.country,
    ...readOnly,
  },
  codeEInvoice: {
    label: validationMessage('validation.label.codeEInvoice'),
    rules: [lengthOneOfRule(...E_INVOICE_CODE_LENGTHS)],
    ...readOnly,
  },
  emailEInvoice: {
    label: validationMessage('validation.label.emailEInvoice'),
    rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
    ...readOnly,
  },
  email: {
    label: validationMessage('validation.label.email'),
    rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
    ...readOnly,
  },
  landline: {
    label: validationMessage('validation.label.landline'),
    rules: [phoneNumberRule],
    ...readOnly,
  },
  mobile: {
    label: validationMessage('validation.label.mobile'),
    rules: [phoneNumberRule],
    ...readOnly,
  },
  fax: {
    label: validationMessage('validation.label.fax'),
    rules: [maxLengthRule(FAX_MAX_LENGTH)],
    ...readOnly,
  },
  emailAccounting: {
    label: validationMessage('validation.label.emailAccounting'),
    rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
  },
  emailPlanning: {
    label: validationMessage('validation.label.emailPlanning'),
    rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
  },
  emailSystem: {
    label: validationMessage('validation.label.emailSystem'),
    rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
  },
  categories: { label: validationMessage('validation.label.categories'), rules: [] },
  keywords: {
    label: validationMessage('validation.label.keywords'),
    rules: [maxLengthRule(textLimitOf('keywords').maxLength)],
  },
};

/**
 * The certified company data, in the spec's order: the read-only fields of
 * {@link SUPPLIER_COMPANY_FORM_SCHEMA}, which are also what 'La mia azienda' → Anagrafica shows of
 * an organisation (002 §2.9 "read-only certified data"; §3.9 "Organisation or supplier company
 * (read-only): name1, name2, vat, nin, street, zip, city, province, country, codeEInvoice,
 * emailEInvoice (Pec), email, landline, mobile, fax").
 */
export function certifiedCompanyFields(): SupplierCompanyFormField[] {
  return (Object.keys(SUPPLIER_COMPANY_FORM_SCHEMA) as SupplierCompanyFormField[]).filter(
    (field) => SUPPLIER_COMPANY_FORM_SCHEMA[field].disabled === true,
  );
}

/** The fields of the supplier registration page (000 §2). */
export type SupplierRegistrationFormField = 'name1' | 'vat' | 'email' | 'landline';

/**
 * The supplier registration page of the login service (000 §2 "A supplier registration page opens
 * in a new window"). The spec names the page, not its fields: a company asks to join with what
 * identifies it and reaches it — its name (required, at most 80), its VAT number (required, the
 * company form's rule: 11 or 16 characters), an email to answer (required, valid, at most 254) and
 * optionally a landline (the phone pattern). The rules are the company form's.
 */
export const SUPPLIER_REGISTRATION_FORM_SCHEMA: FormSchema<SupplierRegistrationFormField> = {
  name1: {
    label: validationMessage('validation.label.name1'),
    rules: [requiredRule, maxLengthRule(NAME_MAX_LENGTH)],
  },
  vat: { label: validationMessage('validation.label.vat'), rules: [requiredRule, ninRule] },
  email: {
    label: validationMessage('validation.label.email'),
    rules: [requiredRule, emailRule, maxLengthRule(EMAIL_MAX_LENGTH)],
  },
  landline: { label: validationMessage('validation.label.landline'), rules: [phoneNumberRule] },
};
