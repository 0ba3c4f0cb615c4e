/** Italian strings of the communications area, worded exactly as the spec. Keys are prefixed with 'communications.'. */
export const communicationsMessages = {} as const;
