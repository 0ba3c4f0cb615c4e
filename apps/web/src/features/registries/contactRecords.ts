/**
 * The contacts as their list and detail show them (002 §3.8 Contact card), persons or clients by
 * the route's category (002 §2.9 "category (person or client)"), read through the api-client's
 * contact queries.
 */
import {
  getContactRecordQueryOptions,
  getContactsPageQueryOptions,
  type Contact,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import { addressFields } from './addressFields.ts';

const field = fieldsOf<Contact>();
const address = addressFields<Contact>();

const firstname = field.text('firstname', 'field.firstname', (contact) => contact.firstname);
const lastname = field.text('lastname', 'field.lastname', (contact) => contact.lastname);
const email = field.text('email', 'field.email', (contact) => contact.email);
const mobile = field.text('mobile', 'field.mobile', (contact) => contact.mobile);

export const CONTACTS = defineRecords<Contact>({
  columns: [firstname, lastname, email, mobile],
  sections: [
    section('section.general', [
      firstname,
      lastname,
      field.text('name1', 'field.name1', (contact) => contact.name1),
      field.text('name2', 'field.name2', (contact) => contact.name2),
    ]),
    section('section.contacts', [
      email,
      mobile,
      field.text('landline', 'field.landline', (contact) => contact.landline),
      field.text('url', 'field.url', (contact) => contact.url),
    ]),
    section('section.address', [address.street, address.zip, address.city, address.province]),
    section('section.tax', [
      field.text('vat', 'field.vat', (contact) => contact.vat),
      field.text('nin', 'field.nin', (contact) => contact.nin),
    ]),
  ],
  searchable: true,
  // The category of the route: persons or clients, the split the persons counter counts (000 §9).
  page: (query, params) =>
    getContactsPageQueryOptions(
      apiClient,
      params.category === 'person' || params.category === 'client'
        ? { ...query, where: { isPerson: params.category === 'person' } }
        : query,
    ),
  record: (id) => getContactRecordQueryOptions(apiClient, id),
});
