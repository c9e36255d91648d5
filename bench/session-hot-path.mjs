// Measures the path every authenticated call shares: bearer token -> session -> user -> permissions,
// plus the current-user view (`GET users`). Starts the built server on a database of its own, signs in,
// and drives it with autocannon from this process over loopback.
//
//   npm run build && node bench/session-hot-path.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/session-hot-path.mjs
import autocannon from 'autocannon';
import { signIn, startBenchServer } from './bench-server.mjs';

const port = 8299;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const { base, stop } = await startBenchServer(port);

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${options.path}`, connections, duration: seconds, ...options }, (err, result) => {
      if (err) return reject(err);
      const row = {
        call: title,
        'req/s (mean)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
      };
      resolve(row);
    });
  });
}

try {
  const auth = await signIn(base, 'pub.admin');
  const headers = { authorization: `Bearer ${auth.authToken.token}` };
  await fetch(`${base}/test/bench`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ value: { hello: 'bench' } }),
  });
  const rows = [
    await run('GET config/get/session-timeout (public, no session)', { path: '/config/get/session-timeout' }),
    await run('GET test/{name} (session + permission + one read)', { path: '/test/bench', headers }),
    await run('GET users (session + current-user view)', { path: '/users', headers }),
  ];
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${seconds} s each`,
  );
  console.table(rows);
} finally {
  stop();
}
