/** Italian strings of the permissions area, worded exactly as the spec. Keys are prefixed with 'permissions.'. */
export const permissionsMessages = {} as const;
