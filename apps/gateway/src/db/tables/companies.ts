/**
 * Companies and people (migrations 0001 "Companies and people", 0600): organisations, supplier
 * companies and an organisation's registry of them, users, their profiles, contacts and
 * employees.
 */
import type {
  CompanyType,
  ModuleFlags,
  ModuleKey,
  NotificationPreferences,
  OrgType,
  PermissionGrant,
  RoleType,
} from '@portineria/domain';
import {
  boolean,
  createdAt,
  identity,
  integer,
  json,
  smallint,
  table,
  text,
  timestamp,
  view,
} from './columns.ts';

/** 'enabled' | 'disabled' (000 §3). */
export type AccessStatus = 'enabled' | 'disabled';
/** Certification status (000 §3). */
export type CertificationStatus = 'under_evaluation' | 'validated';

const address = {
  street: text().orNull,
  zip: text().orNull,
  city: text().orNull,
  province: text().orNull,
} as const;

const audit = { created_at: createdAt(), updated_at: createdAt() } as const;

/** The columns an organisation and a supplier company both have. */
const company = {
  id: identity(),
  name1: text(),
  name2: text().orNull,
  vat: text().orNull,
  nin: text().orNull,
  ...address,
  country: text().withDefault,
  email: text().orNull,
  email_e_invoice: text().orNull,
  code_e_invoice: text().orNull,
  landline: text().orNull,
  mobile: text().orNull,
  fax: text().orNull,
  certification_status: text<CertificationStatus>().orNull,
  modules: json<ModuleFlags>().withDefault,
  modules_show_if_disabled: json<ModuleKey[]>().withDefault,
  licence_level: integer().withDefault,
} as const;

export const organizations = table('organizations', {
  ...company,
  org_type: text<OrgType>(),
  status: text<AccessStatus>().withDefault,
  buildings_licenses_total: integer().withDefault,
  settings: json<Record<string, unknown>>().withDefault,
  ...audit,
});

/** Supplier companies: one row per company, shared by every organisation using it. */
export const suppliers = table('suppliers', {
  ...company,
  code: text().orNull,
  email_accounting: text().orNull,
  email_planning: text().orNull,
  email_system: text().orNull,
  system_status: text<AccessStatus>().withDefault,
  qualifications: text().orNull,
  categories: text().orNull,
  qualification_tags: json<string[]>().withDefault,
  // The company editor's keyword area and cover image (migration 1142).
  keywords: text().orNull,
  cover_id: text().orNull,
  ...audit,
});

/** An organisation's registry of suppliers: its own status, code and tags for each. */
export const organizationSuppliers = table('organization_suppliers', {
  id: identity(),
  organization_id: integer(),
  supplier_id: integer(),
  code: text().orNull,
  status: text<AccessStatus>().withDefault,
  tags: json<string[]>().withDefault,
  note: text().orNull,
  ...audit,
});

/** A supplier as one organisation sees it (read only). */
export const organizationSupplierList = view('organization_supplier_list', {
  id: integer(),
  organization_id: integer(),
  registry_id: integer(),
  code: text().orNull,
  name1: text(),
  name2: text().orNull,
  vat: text().orNull,
  nin: text().orNull,
  ...address,
  country: text(),
  email: text().orNull,
  email_accounting: text().orNull,
  email_planning: text().orNull,
  email_system: text().orNull,
  landline: text().orNull,
  mobile: text().orNull,
  status: text<AccessStatus>(),
  system_status: text<AccessStatus>(),
  certification_status: text<CertificationStatus>().orNull,
  tags: json<string[]>(),
  qualifications: text().orNull,
  categories: text().orNull,
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** The supplier companies enabled on the platform (read only). */
export const systemSupplierList = view('system_supplier_list', {
  id: integer(),
  code: text().orNull,
  name1: text(),
  name2: text().orNull,
  vat: text().orNull,
  ...address,
  country: text(),
  email: text().orNull,
  landline: text().orNull,
  mobile: text().orNull,
  certification_status: text<CertificationStatus>().orNull,
  categories: text().orNull,
  created_at: timestamp(),
  updated_at: timestamp(),
});

export const qualifications = table('qualifications', {
  id: identity(),
  name: text(),
  created_at: createdAt(),
});

export const users = table('users', {
  id: identity(),
  email: text(),
  firstname: text(),
  lastname: text(),
  display_name: text(),
  ...address,
  country: text().orNull,
  landline: text().orNull,
  mobile: text().orNull,
  fax: text().orNull,
  is_demo: boolean().withDefault,
  /** The stand-in login's scrypt hash, once the owner sets a password (migration 1030). */
  password_hash: text().orNull,
  /** Which notifications come by bell and by e-mail (002 §2.9 Preferenze; migration 1030). */
  notification_preferences: json<NotificationPreferences>().withDefault,
  ...audit,
});

/** Contacts of an organisation: persons and clients. */
export const contacts = table('contacts', {
  id: identity(),
  organization_id: integer(),
  user_id: integer().orNull,
  is_person: boolean().withDefault,
  is_client: boolean().withDefault,
  firstname: text().orNull,
  lastname: text().orNull,
  name1: text().orNull,
  name2: text().orNull,
  fullname: text(),
  email: text().orNull,
  mobile: text().orNull,
  landline: text().orNull,
  street: text().orNull,
  city: text().orNull,
  zip: text().orNull,
  province: text().orNull,
  url: text().orNull,
  vat: text().orNull,
  nin: text().orNull,
  /** The spreadsheet import that created the contact, if one did (migration 1060). */
  import_batch_id: integer().orNull,
  ...audit,
});

/** A profile of a user (domain Profile); uid 'portineria:<org|spl|usr|sys>:<id>'. */
export const profiles = table('profiles', {
  id: identity(),
  user_id: integer(),
  uid: text(),
  product: text().withDefault,
  role: text(),
  role_type: text<RoleType>(),
  level: integer(),
  company_type: text<CompanyType>(),
  /** ORG: organization id; SPL: supplier id; USR: contact id; SYS: 0. */
  company_id: integer(),
  company_name: text(),
  organization_id: integer().orNull,
  supplier_id: integer().orNull,
  contact_id: integer().orNull,
  permissions: json<PermissionGrant[]>().withDefault,
  moduli: json<ModuleFlags>().withDefault,
  modules_show_if_disabled: json<ModuleKey[]>().withDefault,
  is_buildingless: boolean().withDefault,
  licence_level: integer().orNull,
  interfaccia_archivioplus: boolean().orNull,
  interfaccia_notificoonline: boolean().orNull,
  pinned_links: json<string[]>().withDefault,
  /** The same user's profile in the manager organisation (migration 0600; 002 §2.11). */
  manager_profile_id: integer().orNull,
  enabled: boolean().withDefault,
  ...audit,
});

/** Employees of an organisation or of a supplier (exactly one of the two). */
export const employees = table('employees', {
  id: identity(),
  organization_id: integer().orNull,
  supplier_id: integer().orNull,
  user_id: integer().orNull,
  firstname: text().orNull,
  lastname: text().orNull,
  fullname: text(),
  email: text().orNull,
  mobile: text().orNull,
  /** 1 enabled, 0 disabled (domain EMPLOYEE_STATUS). */
  status: smallint().withDefault,
  level: integer().withDefault,
  color: text().orNull,
  ...audit,
});
