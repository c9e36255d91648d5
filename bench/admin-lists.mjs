// Measures the admin lists on a large tenant set: seeds BENCH_COMPANIES companies (with a GLN, a contact
// and a partner) and BENCH_USERS users through the API, then drives the list calls the admin screens make
// with autocannon: the default page, a keyword, a GLN prefix, a sort on an aggregate, the user search.
//
//   npm run build && node bench/admin-lists.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-lists.mjs
import { gs1CheckDigit } from '@tradepool/domain';
import { DEMO_PASSWORD, measureCall, postJson, signIn, startBenchServer } from './bench-server.mjs';

const port = 8297;
const companies = Number(process.env.BENCH_COMPANIES ?? 5000);
const users = Number(process.env.BENCH_USERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORDS = ['Harbor', 'Lakeside', 'Prairie', 'Summit', 'Coastal', 'Valley', 'Grocer', 'Provisions', 'Foods'];

/** Runs `task(i)` for i in [0, count) with `parallel` at a time. */
async function inParallel(count, parallel, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function seed(base, token) {
  const started = performance.now();
  const ids = [];
  await inParallel(companies, 8, async (i) => {
    const body = `08${String(100000 + i).padStart(10, '0')}`;
    const company = await postJson(base, token, 'companies/addUpdateCompany', {
      step: 'entrustments',
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
      industrySegment: (i % 6) + 1,
      companyGLNList: [{ gln: `${body}${gs1CheckDigit(body)}` }],
      rolePub: i % 2,
      roleSub: 1,
      integInboundSpreadSheet: 1,
      companyContact: { firstName: 'Pat', lastName: `Buyer ${i}`, email: `pat${i}@bench.example` },
      companyPartnerList: [{ partnerCompanyID: 2 }],
    });
    ids.push(company.companyId);
  });
  const companySeconds = (performance.now() - started) / 1000;
  await inParallel(users, 4, async (i) => {
    await postJson(base, token, 'users', {
      companyId: ids[i % ids.length],
      login: `bench.user${i}`,
      firstName: 'Bench',
      lastName: `${WORDS[i % WORDS.length]}son ${i}`,
      email: `bench${i}@bench.example`,
      roleId: 3,
      userType: 'GDSN',
      password: DEMO_PASSWORD,
    });
  });
  return { companySeconds, userSeconds: (performance.now() - started) / 1000 - companySeconds };
}

const measure = (base, token, title, apiPath, body) =>
  measureCall(base, token, { title, apiPath, body, connections, seconds });

const { base, stop } = await startBenchServer(port);
try {
  const token = (await signIn(base, 'site.admin')).authToken.token;
  const seeded = await seed(base, token);
  console.log(
    `seeded ${companies} companies in ${seeded.companySeconds.toFixed(1)} s and ${users} users in ` +
      `${seeded.userSeconds.toFixed(1)} s (argon2 hashing each password)`,
  );
  const rows = [
    await measure(base, token, 'POST companies: first page, lower(name)', 'companies', {}),
    await measure(base, token, 'POST companies: keyword "grocer"', 'companies', { keyword: 'grocer' }),
    await measure(base, token, 'POST companies: GLN prefix', 'companies', { gln: '0800000012' }),
    await measure(base, token, 'POST companies: sort by userCount desc', 'companies', {
      sortBy: 'userCount',
      sortDesc: true,
    }),
    await measure(base, token, 'POST companies: page 100', 'companies', { pageNumber: 100 }),
    await measure(base, token, 'POST users/search: first page, lower(lastName)', 'users/search', {}),
    await measure(base, token, 'POST users/search: last name contains "valley"', 'users/search', {
      lastName: 'valley',
    }),
  ];
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${companies} companies, ${users} users, ` +
      `${connections} connections, ${seconds} s each`,
  );
  console.table(rows);
} finally {
  stop();
}
