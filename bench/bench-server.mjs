// The built server on a database of its own (e2e/start-server.mjs), for the bench scripts.
import { spawn } from 'node:child_process';

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

/** Resolves once the server at `base` answers (a minute at most). */
export async function waitForServer(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/config/get/session-timeout`)).ok) return;
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
