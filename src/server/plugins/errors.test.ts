// A database that cannot be reached is a 503 the client may retry, in whatever shape the driver reports it; any
// other database error stays a 500 that reveals nothing.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, registerErrorHandler } from './errors.ts';

async function answerTo(error: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return res;
}

/** An error as node-postgres reports a server's refusal: a message and a SQLSTATE. */
function pgServerError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

/** Drizzle wraps the driver's error, with the statement and its parameters in the message. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('database unavailable → 503', () => {
  it('a refused connection, as node-postgres reports it', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/nowhere' });
    const refused = await pool.query('select 1').catch((error: Error) => error);
    await pool.end();
    const res = await answerTo(wrapped(refused as Error));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
  });

  it.each([
    [
      'an administrator shutdown (57P01)',
      pgServerError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a database starting up (57P03)', pgServerError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', pgServerError('08006', 'connection failure')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that found no connection in time', new Error('timeout exceeded when trying to connect')],
  ])('%s', async (_name, error) => {
    for (const thrown of [error, wrapped(error)]) {
      const res = await answerTo(thrown);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    }
  });

  it('any other database error stays a 500 that names nothing', async () => {
    const res = await answerTo(wrapped(pgServerError('42P01', 'relation "secret_table" does not exist')));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).not.toContain('secret_table');
  });
});
