export { API_ERROR_CODES } from './apiErrorCodes.ts';
export type { ApiErrorCode } from './apiErrorCodes.ts';
