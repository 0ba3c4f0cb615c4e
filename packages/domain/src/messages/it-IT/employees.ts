import { areaMessage } from '../placeholders.ts';

/** Italian strings of the employees area, worded exactly as the spec. Keys are prefixed with 'employees.'. */
export const employeesMessages = {
  /** 002 §8 "employee not registered: 'Non registrato'" */
  'employees.notRegistered': 'Non registrato',
  /** 000 §9 "the persons counter": the spec gives no title, 'Persone' is ours. */
  'employees.personsCounter': 'Persone',
} as const;

/** A message of the employees area, its `{name}` placeholders filled. */
export const employeesMessage = /* @__PURE__ */ areaMessage(employeesMessages);
