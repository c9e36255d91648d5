// The built server on a database of its own (e2e/start-server.mjs, or started here), for the bench scripts,
// and the calls they make of it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchConnection, pgAdmin } from './bench-db.mjs';
import { sleep } from './bench-format.mjs';
import { subscriberGln } from './bench-publisher.mjs';

export const DEMO_PASSWORD = 'Tradepool-Demo-2026';

/**
 * Starts the server on `port` and answers its API base URL and a stop function, once it listens. The job
 * worker stays off unless `worker` is set (a bench that measures jobs needs it).
 */
export async function startBenchServer(port, { worker = false } = {}) {
  const server = spawn(process.execPath, ['e2e/start-server.mjs'], {
    env: { ...process.env, E2E_PORT: String(port), LOGIN_RATE_LIMIT: '100000', RUN_WORKER: String(worker) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/mds/app`;
  const stop = () => server.kill('SIGTERM');
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, server, stop };
}

/** Resolves once the node at `base` is ready, an API or a worker node (a minute at most). */
export async function waitForServer(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Signs a demo user in and answers the sign-in data (token in `authToken.token`). */
export async function signIn(base, userName) {
  const auth = await fetch(`${base}/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  if (!auth.success) throw new Error(`sign-in of ${userName} failed: ${auth.error?.message}`);
  return auth.data;
}

/**
 * The built server (apps/server/dist/main.js, started here so its process can be watched) on a fresh
 * database of its own: an SQLite folder, or with DATABASE_URL a scratch PostgreSQL database
 * `tp_bench_{name}_{pid}`; no demo catalog, the job worker off unless `worker`, `nodeArgs` before the script
 * (`--cpu-prof`…), `env` over the rest (a second pool's GLN…), `serverUrl` the PostgreSQL server to make the
 * database on (null: SQLite even when DATABASE_URL is set). Answers its API base, the process, `connect()`
 * (the bench's own connection to the same database, see bench-db.mjs), where that database is (`databaseUrl`,
 * or `sqliteFile`) and `cleanUp()`: it stops the server and drops the database, unless BENCH_KEEP=1 keeps it
 * (its path or URL printed) to EXPLAIN the queries.
 */
export async function startOwnServer(
  name,
  port,
  { worker = false, nodeArgs = [], env = {}, serverUrl = process.env.DATABASE_URL || null } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tradepool-bench-${name}-`));
  let databaseUrl = '';
  let dbName = null;
  if (serverUrl) {
    dbName = `tp_bench_${name}_${process.pid}`;
    await pgAdmin(serverUrl, `CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const server = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'true',
      PORT: String(port),
      WEB_DIST_DIR: '',
      LOGIN_RATE_LIMIT: '100000',
      RUN_WORKER: String(worker),
      SEED_DEMO_CATALOG: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Whatever happens to the bench (an error thrown in a callback too), the server does not outlive it.
  const stop = () => server.kill('SIGTERM');
  process.once('exit', stop);
  const cleanUp = async () => {
    process.off('exit', stop);
    stop();
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    if (process.env.BENCH_KEEP === '1') {
      console.log(`kept: ${databaseUrl || path.join(dataDir, 'tradepool.db')}`);
      return;
    }
    if (dbName) await pgAdmin(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}/mds/app`;
  try {
    await waitForServer(base);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const sqliteFile = path.join(dataDir, 'tradepool.db');
  return { base, server, connect: () => benchConnection(databaseUrl, dataDir), cleanUp, databaseUrl, sqliteFile };
}

/** A JSON call of the API; answers its `data`, or throws with the status and message of a failure. */
export async function postJson(base, token, apiPath, body) {
  const response = await fetch(`${base}/${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${apiPath}: ${response.status} ${answer.error?.message}`);
  return answer.data;
}

/**
 * Asks `health/live` every 100 ms, as a load balancer would, until the answered `stop()`; that answers each
 * probe's start (ms since the bench began) and wait: the longest wait is about the longest the server held
 * its event loop.
 */
export function probeLive(base, everyMs = 100) {
  const probes = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const sent = performance.now();
      await fetch(`${base}/health/live`).then((r) => r.arrayBuffer());
      const waited = performance.now() - sent;
      probes.push({ sent, waited });
      await sleep(Math.max(0, everyMs - waited));
    }
  })();
  return async () => {
    running = false;
    await done;
    return probes;
  };
}

/**
 * Opens a window over which the server measures its own event loop's delay (`health/event-loop`, the site
 * administrator's; sampled every 10 ms inside the server, so it sees every stall, where a probe from outside
 * sees those it happens to wait behind). Answers a function that closes it and answers its figures.
 */
export async function loopWindow(base, siteAdminToken) {
  const call = async (method, apiPath) => {
    const body = await fetch(`${base}/${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${siteAdminToken}` },
    }).then((r) => r.json());
    if (!body.success) throw new Error(`${method} ${apiPath}: ${body.error?.message}`);
    return body.data;
  };
  const { id } = await call('POST', 'health/event-loop');
  return () => call('DELETE', `health/event-loop/${id}`);
}

/** A window's figures in one phrase. */
export const loopFigures = (loop) =>
  `event loop delay p99 ${loop.p99Ms} ms, max ${loop.maxMs} ms (${loop.samples} samples over ${loop.seconds} s)`;

/** A percentile of sorted times, or null when no response came back in the time given. */
function percentile(sorted, p) {
  if (!sorted.length) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/**
 * Drives one call (a POST of `body`, a GET without one) with autocannon: `connections` at a time for
 * `seconds`. Answers a table row: requests per second, and p50/p95/p99 from every response time.
 */
export function measureCall(base, token, { title, apiPath, body = null, connections, seconds }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}/${apiPath}`,
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
        connections,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          call: title,
          connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': percentile(times, 50),
          'p95 ms': percentile(times, 95),
          'p99 ms': percentile(times, 99),
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Each of `calls` (`[title, apiPath, body]`, a GET where body is null) once to print how many rows it
 * answers, then measured with 1 connection and with 10. Answers the table rows.
 */
export async function measureCalls(base, token, calls, seconds) {
  const table = [];
  for (const [title, apiPath, body] of calls) {
    if (body) {
      const data = await postJson(base, token, apiPath, body);
      console.log(`${title}: ${Number(data.totalRows).toLocaleString('en-US')} rows`);
    }
    for (const connections of [1, 10]) {
      table.push(await measureCall(base, token, { title, apiPath, body, connections, seconds }));
    }
  }
  return table;
}

/**
 * `count` companies created through the API as the admin screens create them: company `k` is named
 * `${label} ${k}`, holds the GLN `gln(k)` and the wizard's `fields` (its step, roles…), and gets the user
 * `${login}${k}` with `roleId` (a company is Active once it has a user), who may sign in with the demo
 * password. Answers each company's id and GLN, in order.
 */
export async function createCompanies(base, token, db, { label, count, gln, fields, login, roleId }) {
  for (let k = 0; k < count; k++) {
    await postJson(base, token, 'companies/addUpdateCompany', {
      name: `${label} ${k}`,
      companyGLNList: [{ gln: gln(k) }],
      industrySegment: (k % 6) + 1,
      integInboundSpreadSheet: 1,
      companyContact: { firstName: 'Pat', lastName: `${label} ${k}`, email: `${login}${k}@contact.example` },
      ...fields,
    });
  }
  const companies = await db.all(
    `select c.id, g.gln from company c join company_gln g on g.company_id = c.id where c.name like ? order by c.id`,
    [`${label} %`],
  );
  for (const [k, company] of companies.entries()) {
    await postJson(base, token, 'users', {
      companyId: company.id,
      login: `${login}${k}`,
      firstName: 'Bench',
      lastName: `${label.split(' ').at(-1)} ${k}`,
      email: `${login}${k}@bench.example`,
      roleId,
      userType: 'GDSN',
      password: DEMO_PASSWORD,
    });
  }
  return companies;
}

/**
 * Buyer companies through the API (a GLN each, the subscriber role), each with a subscriber admin (role 2),
 * `bench.buyer{k}`, who has been through the first sign-in (policy accepted, own password set), so the API
 * lets them work.
 */
export async function createBuyers(base, token, db, n) {
  const companies = await createCompanies(base, token, db, {
    label: 'Bench Buyer',
    count: n,
    gln: subscriberGln,
    fields: { step: 'entrustments', rolePub: 0, roleSub: 1 },
    login: 'bench.buyer',
    roleId: 2,
  });
  await db.run(`update app_user set policy_accepted = 1, is_first_time = 0, force_change_password = 0
    where login like 'bench.buyer%'`);
  return companies;
}
