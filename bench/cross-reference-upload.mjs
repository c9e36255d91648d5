// Measures a subscriber cross-reference upload end to end: builds a 100,000-row .xlsx with exceljs'
// streaming writer, starts the built server on a database of its own, uploads the file twice through
// HTTP (first every row is new, then every row is an update) and prints rows/s and the server's RSS.
//
//   npm run build && node bench/cross-reference-upload.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/cross-reference-upload.mjs
//   BENCH_ROWS=20000 node bench/cross-reference-upload.mjs            # another size
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { gs1CheckDigit } from '@tradepool/domain';
import { signIn, startBenchServer } from './bench-server.mjs';

const port = 8298;
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-'));
const file = path.join(workDir, 'cross-reference.xlsx');

async function buildWorkbook() {
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Items');
  sheet.addRow(['GTIN', 'Product Code', 'Description', 'Brand Name', 'MPC', 'Unit Descriptor']).commit();
  for (let i = 0; i < rows; i++) {
    const data = `0761305${String(i).padStart(5, '0')}`;
    sheet
      .addRow([
        `${data}${gs1CheckDigit(data)}`,
        `HB-${String(i).padStart(6, '0')}`,
        `Item ${i}: frozen chicken breast, boneless, skinless, 4 oz portions`,
        ['Harbor Best', 'Northwind', 'Greenfield'][i % 3],
        `MPC-${i}`,
        i % 2 ? 'CASE' : 'EACH',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return performance.now() - started;
}

/** The Node process of the API: start-server.mjs runs it as its child. */
function apiPid(server) {
  const children = fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0]);
}

function memoryKb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

const mb = (kb) => `${Math.round(kb / 1024)} MB`;

async function upload(base, token, companyId, pid) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryKb(pid, 'VmRSS'))), 20);
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), 'cross-reference.xlsx');
  const started = performance.now();
  const response = await fetch(`${base}/admin/upload/${companyId}/crossreffile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!body.success) throw new Error(`upload failed: ${response.status} ${body.error?.message}`);
  return { seconds, peak, file: body.data.file };
}

let stopServer = () => {};
try {
  const buildMs = await buildWorkbook();
  const size = fs.statSync(file).size;
  console.log(`built ${rows} rows (${(size / 1024 / 1024).toFixed(1)} MB .xlsx) in ${(buildMs / 1000).toFixed(1)} s`);
  const { base, server, stop } = await startBenchServer(port);
  stopServer = stop;
  const pid = apiPid(server);
  const auth = await signIn(base, 'sub.admin');
  const token = auth.authToken.token;
  const companyId = auth.currentCompanyId;
  const idle = memoryKb(pid, 'VmRSS');
  const table = [];
  for (const run of ['insert (all rows new)', 'update (all rows exist)']) {
    const result = await upload(base, token, companyId, pid);
    table.push({
      upload: run,
      'stored rows': result.file.storedCount,
      seconds: Number(result.seconds.toFixed(2)),
      'rows/s': Math.round(rows / result.seconds),
      'server RSS idle': mb(idle),
      'server RSS peak': mb(result.peak),
    });
  }
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  console.table(table);
  console.log(`server peak RSS over the run (VmHWM): ${mb(memoryKb(pid, 'VmHWM'))}`);
} finally {
  stopServer();
  fs.rmSync(workDir, { recursive: true, force: true });
}
