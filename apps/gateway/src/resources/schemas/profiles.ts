/**
 * The allow-list of the own profile (002 §3.9 "Own profile (editable): lastname, firstname,
 * street, zip, city, province, country, landline, mobile, fax. email is read-only"): the user
 * behind the signed-in profile, with its version (`updatedAt`, 409 on a stale save). The password
 * hash and the notification preferences are never part of it: they have their own routes.
 */
import { users } from '../../db/tables/companies.ts';
import { allowList } from '../../query/index.ts';
import type { ResourceSchema } from '../../query/index.ts';

export const ownUserSchema: ResourceSchema = allowList(users, {
  fields: {
    email: 'email',
    firstname: 'firstname',
    lastname: 'lastname',
    street: 'street',
    zip: 'zip',
    city: 'city',
    province: 'province',
    country: 'country',
    landline: 'landline',
    mobile: 'mobile',
    fax: 'fax',
    updatedAt: 'updated_at',
  },
});
