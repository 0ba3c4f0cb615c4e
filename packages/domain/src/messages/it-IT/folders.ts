/** Italian strings of the folders area, worded exactly as the spec. Keys are prefixed with 'folders.'. */
export const foldersMessages = {} as const;
