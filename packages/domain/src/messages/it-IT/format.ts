/** Italian strings of the format area, worded exactly as the spec. Keys are prefixed with 'format.'. */
export const formatMessages = {} as const;
