export { API_ERROR_CODES, isApiErrorCode } from './apiErrorCodes.ts';
export type { ApiErrorCode } from './apiErrorCodes.ts';
