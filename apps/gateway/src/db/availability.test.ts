import { describe, expect, it } from 'vitest';
import { unavailableDatabase } from './availability.ts';

/** An error shaped as node-postgres raises it: a message and, from the server, a SQLSTATE. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('database errors of the server situation answer 503 (operator notes: PostgreSQL down, pool, statement timeout)', () => {
  it('a statement cut by the statement timeout answers QUERY_TIMEOUT', () => {
    const answer = unavailableDatabase(
      pgError('canceling statement due to statement timeout', '57014'),
    );

    expect(answer?.status).toBe(503);
    expect(answer?.code).toBe('QUERY_TIMEOUT');
    expect(answer?.message).toBe(
      'La richiesta ha impiegato troppo tempo ed è stata interrotta: riprova o restringi la ricerca.',
    );
  });

  it('PostgreSQL unreachable, shutting down, starting up or out of connections answers DATABASE_UNAVAILABLE', () => {
    const errors = [
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('read ECONNRESET', 'ECONNRESET'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connection failure', '08006'),
      pgError('Connection terminated unexpectedly'),
      pgError('timeout exceeded when trying to connect'),
    ];

    const answers = errors.map((error) => unavailableDatabase(error));

    expect(answers.map((answer) => [answer?.status, answer?.code])).toEqual(
      errors.map(() => [503, 'DATABASE_UNAVAILABLE']),
    );
    expect(answers[0]?.message).toBe(
      'Il database di Portineria non è raggiungibile in questo momento: riprova tra qualche secondo.',
    );
  });

  it('any other error stays what it was (a refused value, a bug)', () => {
    expect(unavailableDatabase(pgError('duplicate key value', '23505'))).toBeUndefined();
    expect(unavailableDatabase(new TypeError('x is undefined'))).toBeUndefined();
    expect(unavailableDatabase('text')).toBeUndefined();
    expect(unavailableDatabase(null)).toBeUndefined();
  });
});
