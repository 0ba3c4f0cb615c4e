export {
  dashboardPathFor,
  profileIdFromUid,
  profileRoleType,
  roleLevelOf,
  roleTypeOf,
} from './roles.ts';
