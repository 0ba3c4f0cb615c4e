import { GatewayError } from '../http/errors.ts';

/** A refused list or count body: 400 INVALID_QUERY with an Italian message naming the problem. */
export class QueryError extends GatewayError {
  constructor(message: string, detail?: unknown) {
    super(400, 'INVALID_QUERY', message, detail);
    this.name = 'QueryError';
  }
}
