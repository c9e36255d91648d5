// What a first visit to the sign-in page costs: starts the built server on a database of its own, opens
// /login in Chromium with an empty cache and sums the JavaScript and CSS the page fetched, as sent over the
// wire (compressed) and as decoded, and times when the page first painted and when the form could be used.
// Twice: at 127.0.0.1, where Chromium offers brotli (loopback is a secure origin), and at the machine's first
// non-loopback IPv4 address over plain HTTP, where it offers gzip only.
//
//   npm run build && node bench/login-bundle.mjs
import os from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium-launch.mjs';
import { startBenchServer } from './bench-server.mjs';

const port = 8296;
const kinds = { script: 'JS', stylesheet: 'CSS' };

const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((candidate) => candidate?.family === 'IPv4' && !candidate.internal)?.address;

/** One row per kind of file: how many, KB over the wire and decoded, the encodings the server chose. */
async function measure(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  page.on('requestfinished', (request) => fetched.push(request));
  const started = Date.now();
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const formMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const firstPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  paints.push({ address: origin, 'first contentful paint ms': Math.round(firstPaintMs), 'sign-in form ms': formMs });

  const totals = {};
  for (const request of fetched) {
    const kind = kinds[request.resourceType()];
    const response = await request.response();
    if (!kind || !response) continue;
    const { responseBodySize } = await request.sizes();
    const total = (totals[kind] ??= { transferred: 0, decoded: 0, files: 0, encodings: new Set() });
    total.files += 1;
    total.transferred += responseBodySize;
    total.decoded += (await response.body()).length;
    total.encodings.add((await response.headerValue('content-encoding')) ?? 'none');
  }
  await context.close();
  const byKind = Object.entries(totals).sort(([a], [b]) => b.localeCompare(a));
  return byKind.map(([kind, total]) => ({
    address: origin,
    kind,
    files: total.files,
    'transferred KB': Math.round(total.transferred / 1024),
    'decoded KB': Math.round(total.decoded / 1024),
    encoding: [...total.encodings].join(', '),
  }));
}

/** Per origin: when the page first painted anything, and when the sign-in form could be used. */
const paints = [];

const { stop } = await startBenchServer(port);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const origins = [`http://127.0.0.1:${port}`, ...(lanAddress ? [`http://${lanAddress}:${port}`] : [])];
  const rows = [];
  for (const origin of origins) rows.push(...(await measure(browser, origin)));
  console.table(rows);
  console.table(paints);
} finally {
  await browser.close();
  stop();
}
