/**
 * The suppliers as their lists and detail show them (000 §3, §4 badge; 002 §3.5, §3.9): the
 * organisation's registry and the suppliers enabled on the platform (001 §2.2, §2.4
 * sys-suppliers), read through the api-client's supplier queries.
 */
import {
  getSupplierRecordQueryOptions,
  getSuppliersPageQueryOptions,
  getSystemSupplierRecordQueryOptions,
  getSystemSuppliersPageQueryOptions,
  type SupplierRecord,
  type SystemSupplier,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section, type FieldDefinition } from '../../records/fields.ts';
import { presentSupplierBadge } from '../../records/presenters.ts';
import { addressFields } from './addressFields.ts';

/** What the organisation's registry row and the platform's supplier share. */
interface SupplierFields {
  code?: string | null;
  name1?: string | null;
  name2?: string | null;
  vat?: string | null;
  categories?: string | null;
  certificationStatus?: string | null;
  email?: string | null;
  landline?: string | null;
  mobile?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
}

/** The fields both supplier lists show, built for each row type. */
function supplierFields<Row extends SupplierFields>() {
  const field = fieldsOf<Row>();
  return {
    code: field.text('code', 'field.code', (supplier) => supplier.code),
    name1: field.text('name1', 'field.name1', (supplier) => supplier.name1),
    name2: field.text('name2', 'field.name2', (supplier) => supplier.name2),
    vat: field.text('vat', 'field.vat', (supplier) => supplier.vat),
    categories: field.tags('categories', 'field.categories', (supplier) => supplier.categories),
    certification: field.labelled(
      'certificationStatus',
      'field.certificationStatus',
      (supplier) => supplier.certificationStatus,
      {
        under_evaluation: 'value.certification.under_evaluation',
        validated: 'value.certification.validated',
      },
    ),
    email: field.text('email', 'field.email', (supplier) => supplier.email),
    landline: field.text('landline', 'field.landline', (supplier) => supplier.landline),
    mobile: field.text('mobile', 'field.mobile', (supplier) => supplier.mobile),
    address: Object.values(addressFields<Row>()) as FieldDefinition<Row>[],
  };
}

const registry = supplierFields<SupplierRecord>();
const field = fieldsOf<SupplierRecord>();
const badge = field.custom('badge', 'field.supplierBadge', (supplier) =>
  presentSupplierBadge(supplier),
);

/** The organisation's suppliers. */
export const SUPPLIERS = defineRecords<SupplierRecord>({
  columns: [registry.name1, registry.vat, registry.categories, badge],
  sections: [
    section('section.general', [
      registry.code,
      registry.name1,
      registry.name2,
      badge,
      field.labelled('status', 'field.supplierAccess', (supplier) => supplier.status, {
        enabled: 'value.supplier.enabled',
        disabled: 'value.supplier.disabled',
      }),
      registry.certification,
      registry.categories,
      field.tags('tags', 'field.tags', (supplier) => supplier.tags),
      field.tags(
        'qualificationNames',
        'field.qualifications',
        (supplier) => supplier.qualificationNames,
      ),
    ]),
    section('section.tax', [
      registry.vat,
      field.text('nin', 'field.nin', (supplier) => supplier.nin),
      field.text('codeEInvoice', 'field.codeEInvoice', (supplier) => supplier.codeEInvoice),
      field.text('emailEInvoice', 'field.emailEInvoice', (supplier) => supplier.emailEInvoice),
    ]),
    section('section.address', registry.address),
    section('section.contacts', [
      registry.email,
      registry.landline,
      registry.mobile,
      field.text('fax', 'field.fax', (supplier) => supplier.fax),
      field.text(
        'emailAccounting',
        'field.emailAccounting',
        (supplier) => supplier.emailAccounting,
      ),
      field.text('emailPlanning', 'field.emailPlanning', (supplier) => supplier.emailPlanning),
      field.text('emailSystem', 'field.emailSystem', (supplier) => supplier.emailSystem),
    ]),
  ],
  searchable: true,
  page: (query) => getSuppliersPageQueryOptions(apiClient, query),
  record: (id) => getSupplierRecordQueryOptions(apiClient, id),
});

const platform = supplierFields<SystemSupplier>();

/** The suppliers enabled on the platform: the organisation and the residents read them. */
export const SYSTEM_SUPPLIERS = defineRecords<SystemSupplier>({
  columns: [platform.name1, platform.vat, platform.categories],
  sections: [
    section('section.general', [
      platform.code,
      platform.name1,
      platform.name2,
      platform.certification,
      platform.categories,
    ]),
    section('section.tax', [platform.vat]),
    section('section.address', platform.address),
    section('section.contacts', [platform.email, platform.landline, platform.mobile]),
  ],
  searchable: true,
  page: (query) => getSystemSuppliersPageQueryOptions(apiClient, query),
  record: (id) => getSystemSupplierRecordQueryOptions(apiClient, id),
});
