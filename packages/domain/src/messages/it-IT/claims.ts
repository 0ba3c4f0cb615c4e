/** Italian strings of the claims area, worded exactly as the spec. Keys are prefixed with 'claims.'. */
export const claimsMessages = {} as const;
