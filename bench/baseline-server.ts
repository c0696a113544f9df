// Bare node:http baselines measured in the same run as the app: a constant JSON body, the session lookup
// query, or one booking-shaped insert per request, run with the same driver (node-postgres) the app uses.
import { createServer } from 'node:http';
import pg from 'pg';

const mode = process.argv[2] ?? 'constant';
const port = Number(process.env.PORT ?? 5601);
let inserted = 0;
const body = JSON.stringify({ status: 'ok', database: 'postgres' });
const pool =
  mode === 'constant' ? undefined : new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

createServer(async (req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end();
    return;
  }
  if (pool && mode === 'insert') {
    for await (const _chunk of req) {
      // drain the body
    }
    const i = inserted++;
    const start = new Date(Date.UTC(2031, 0, 1) + i * 5 * 60_000);
    const { rows } = await pool.query(
      `insert into bare_bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
         duration_minutes, price, status)
       values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), $1, $2, 30, 30, 'confirmed')
       returning *`,
      [start, new Date(start.getTime() + 30 * 60_000)],
    );
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(rows[0]));
    return;
  }
  if (pool) {
    const token = /bookwell_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    const sid = createHash('sha256').update(token).digest('hex');
    // A named (prepared) statement, as the app's session lookup is.
    const { rows } = await pool.query({
      name: 'session_lookup',
      text: 'select u.*, s.expire from sessions s join users u on u.id = s.user_id where s.sid = $1 limit 1',
      values: [sid],
    });
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
