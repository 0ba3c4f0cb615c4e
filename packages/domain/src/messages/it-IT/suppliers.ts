/** Italian strings of the suppliers area, worded exactly as the spec. Keys are prefixed with 'suppliers.'. */
export const suppliersMessages = {} as const;
