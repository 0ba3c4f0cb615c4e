/** Italian strings of the import area, worded exactly as the spec. Keys are prefixed with 'import.'. */
export const importMessages = {} as const;
