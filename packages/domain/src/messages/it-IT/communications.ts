/**
 * Italian strings of the communications area, worded exactly as the spec. Keys are prefixed with
 * 'communications.'. The rules of this area build calls and flags only; the spec gives the area
 * no text of its own beyond the shared empty states of common.ts.
 */
export const communicationsMessages = {} as const;
