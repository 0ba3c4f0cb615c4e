export {
  alphabeticRule,
  amountRule,
  emailRule,
  exactLengthRule,
  greaterOrEqualToZeroRule,
  greaterThanZeroRule,
  isEmptyValue,
  isValidAmount,
  isValidEmail,
  isValidIsoDay,
  isoDayRule,
  isValidPhoneNumber,
  isValidTaxCode,
  lengthOneOfRule,
  maxLengthRule,
  minLengthRule,
  ninRule,
  notBeforeStartRule,
  oneOfRule,
  passwordConfirmationRule,
  phoneNumberRule,
  requiredRule,
  taxCodeRule,
} from './rules.ts';
export type { FieldRule, FieldValidator, FormValues } from './rules.ts';
export { canSave, validateField, validateForm } from './form.ts';
export type { FieldSchema, FormErrors, FormSchema } from './form.ts';
export {
  PASSWORD_FORM_SCHEMA,
  PROFILE_EDITABLE_FIELDS,
  PROFILE_FORM_SCHEMA,
  certifiedCompanyFields,
  SUPPLIER_COMPANY_FORM_SCHEMA,
  SUPPLIER_REGISTRATION_FORM_SCHEMA,
} from './schemas.ts';
export type {
  PasswordFormField,
  ProfileEditableField,
  ProfileFormField,
  SupplierCompanyFormField,
  SupplierRegistrationFormField,
} from './schemas.ts';
export { amountInputToNumber, formatAmountOnBlur, normalizeAmountInput } from './amountInput.ts';
export {
  DEFAULT_TEXT_LIMIT,
  INTEGER_RANGE,
  NUMBER_LIMITS,
  NUMBER_RANGE,
  TEXT_LIMITS,
  isWebAddress,
  numberRangeOf,
  textLimitOf,
} from './limits.ts';
export type { NumberRange, TextLimit } from './limits.ts';
export { fieldLabel } from './fieldLabels.ts';
