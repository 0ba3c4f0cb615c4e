/** Italian strings of the profiles area, worded exactly as the spec. Keys are prefixed with 'profiles.'. */
export const profilesMessages = {} as const;
