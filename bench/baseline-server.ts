// Bare node:http baselines measured in the same run as the app: a constant JSON body, or the session lookup
// query run with the same driver (node-postgres) the app uses.
import { createServer } from 'node:http';
import pg from 'pg';

const mode = process.argv[2] ?? 'constant';
const port = Number(process.env.PORT ?? 5601);
const body = JSON.stringify({ status: 'ok', database: 'postgres' });
const pool =
  mode === 'session' ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : undefined;

createServer(async (req, res) => {
  if (pool) {
    const token = /bookwell_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    const sid = createHash('sha256').update(token).digest('hex');
    const { rows } = await pool.query(
      'select u.*, s.expire from sessions s join users u on u.id = s.user_id where s.sid = $1 limit 1',
      [sid],
    );
    if (!rows[0]) {
      res.writeHead(401).end();
      return;
    }
    const { password: _p, two_factor_secret: _s, ...user } = rows[0];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
}).listen(port, '127.0.0.1');
