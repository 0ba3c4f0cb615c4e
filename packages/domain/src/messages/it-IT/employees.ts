/** Italian strings of the employees area, worded exactly as the spec. Keys are prefixed with 'employees.'. */
export const employeesMessages = {} as const;
