// Measures whether a large GS1 XML message holds the server up while it is read (issue 13: a 19 MB message
// froze it for 5 s). Builds a CatalogueItemNotification of BENCH_ITEMS trade items from Northwind (the demo
// catalog's Open Food Facts documents under its GS1 prefix, about 8 KB each: 2,450 make 19 MB), starts the
// built server as `npm start` runs it (384 MB heap, the job worker off, so only the request's own reading is
// measured) and posts the message to gdsn/messages as pub.admin, while GET health/live is asked every 100 ms.
// Prints the POST's time and answer, the slowest probe, the probes slower than 200 ms, and the server's peak
// RSS (VmHWM).
//
//   npm run build && node bench/xml-message.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/xml-message.mjs
//   BENCH_ITEMS=500 node bench/xml-message.mjs             # another size
import fs from 'node:fs';
import { DATA_POOL_GLN } from '@tradepool/domain';
import { buildCin } from '../apps/server/dist/gdsn/messages/cin-builder.js';
import { databaseName, loadAverage, sleep } from './bench-format.mjs';
import { itemOf, PUBLISHER_GLN, templates } from './bench-publisher.mjs';
import { signIn, startOwnServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8294);
const items = Number(process.env.BENCH_ITEMS ?? 2450);
const PROBE_MS = 100;

function message() {
  const all = templates();
  return buildCin({
    instanceId: `CIN-BENCH-${Date.now()}`,
    senderGln: PUBLISHER_GLN,
    receiverGln: DATA_POOL_GLN,
    createdAt: new Date(),
    transactions: Array.from({ length: items }, (_, j) => ({
      entityId: `${j + 1}`,
      command: 'ADD',
      isReload: false,
      dataRecipientGln: DATA_POOL_GLN,
      sourceDataPool: DATA_POOL_GLN,
      root: { attributes: itemOf(all, j, true).document, children: [] },
    })),
  });
}

/** Asks `url` every PROBE_MS until stopped; answers each probe's time in milliseconds. */
function probe(url) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(url).then((r) => r.arrayBuffer());
      const took = performance.now() - started;
      times.push(took);
      await sleep(Math.max(0, PROBE_MS - took));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times;
    },
  };
}

const peakRss = (pid) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const xml = message();
console.log(
  `${databaseName()}: a CIN of ${items.toLocaleString('en-US')} trade items, ${(xml.length / 1024 / 1024).toFixed(1)} MB; load ${loadAverage()}`,
);
const server = await startOwnServer('xml', port, { nodeArgs: ['--max-old-space-size=384'] });
try {
  const { token } = (await signIn(server.base, 'pub.admin')).authToken;
  // Warm up: the first message starts the XML worker.
  await fetch(`${server.base}/gdsn/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    body: '<a/>',
  });
  const probes = probe(`${server.base}/health/live`);
  await sleep(500);
  const started = performance.now();
  const response = await fetch(`${server.base}/gdsn/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    body: xml,
  });
  const answer = await response.text();
  const took = performance.now() - started;
  await sleep(500);
  const times = await probes.stop();
  const slow = times.filter((t) => t > 200);
  const refused = /<errorDescription>([^<]*)</.exec(answer)?.[1];
  console.log(
    `POST gdsn/messages: ${response.status}${refused ? ` (${refused})` : ''} in ${(took / 1000).toFixed(1)} s`,
  );
  console.log(
    `health/live every ${PROBE_MS} ms: ${times.length} probes, slowest ${Math.round(Math.max(...times))} ms, ` +
      `${slow.length} slower than 200 ms (${slow.map((t) => Math.round(t)).join(', ') || 'none'})`,
  );
  console.log(`server peak RSS: ${Math.round(peakRss(server.server.pid) / 1024)} MB`);
} finally {
  await server.cleanUp();
}
