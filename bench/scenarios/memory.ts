/**
 * Memory (issue 18, goal 5; docs/decisions/041): one server on the production code path, its
 * upstream the simulated one in a process of its own (so the simulator's database and packages are
 * not counted as the app's, issue 51 point 6), four signed-in users
 * (two parents, a student, an organization's coordinator) and 10,000 requests mixed over every
 * signed-in page; the resident memory (RSS) after them, then after a second 10,000. The first
 * batch fills what is meant to fill (the build's modules, caches up to their caps, the JIT's code);
 * a second batch of the same pages should leave RSS where it was — growth there is a leak.
 * The V8 heap after each batch (from /metrics) says whether growth is the JavaScript heap.
 */
import autocannon from 'autocannon';
import type { Goal } from '../goals';
import { rssMb, type BenchServer } from '../server';
import { startAppOnSimulator } from '../standalone-upstream';
import { BENCH_CONNECTIONS, BROWSER_HEADERS, NO_DATA } from '../settings';
import { signIn } from '../sign-in';
import { heapUsedMb, METRICS_TOKEN } from '../metrics-reader';

/** Requests per batch, as the issue states the goal. */
const BATCH = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
/** The ceiling after the first batch. */
const RSS_CEILING_MB = 300;
/**
 * Growth allowed over the second batch. Not zero: V8 grows the heap in steps and keeps freed
 * pages, and caches still fill at the margin (every key reached once more), so a few MB move
 * either way between runs of the same build. 10 % of the first figure (~15–25 MB) is well above
 * that noise and well below what a per-request leak makes over 10,000 requests (≥ 1 KB each is
 * ≥ 10 MB, and a leak of a page's loader data, tens of KB, would be hundreds).
 */
const GROWTH_LIMIT = 0.1;

/** A vacation purchase started as the page's form does, so /enrollment has something to show. */
async function startPurchase(base: string, cookie: string): Promise<void> {
  const response = await fetch(`${base}/vacaciones`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ageRange: '5_to_7', programId: 'vac-5_to_7-1', groupId: 'vg-5-1-1' }),
  });
  const landing = response.headers.get('location') ?? '';
  if (!landing.startsWith('/enrollment'))
    throw new Error(
      `bench: the vacation purchase did not open /enrollment (${response.status} → ${landing})`,
    );
}

/** Every signed-in page, each with the cookie of a user who may see it. */
async function signedInPages(base: string) {
  const parent = await signIn(base, 'padre@example.com');
  const mother = await signIn(base, 'mama.mx@example.com');
  const student = await signIn(base, 'alumno@example.com');
  const coordinator = await signIn(base, 'org@example.com');
  await startPurchase(base, parent);
  const organization = '/dashboardb2b/organization/1';
  const pages: [string, string][] = [
    ['/dashboard?hijo=501', parent],
    ['/dashboard?hijo=502', parent],
    ['/dashboard/compras', parent],
    ['/dashboard/compras/88102', parent],
    ['/dashboard/referidos', parent],
    ['/enrollment', parent],
    [NO_DATA, parent],
    ['/dashboard?hijo=503', mother],
    ['/dashboard/compras', mother],
    ['/dashboard/compras/88302', mother],
    ['/dashboard', student],
    [NO_DATA, student],
    [organization, coordinator],
    [`${organization}?curso=2005`, coordinator],
    [`${organization}?estado=in_progress&pagina=1`, coordinator],
    [`${organization}?buscar=a&curso=2008`, coordinator],
    [`${organization}?pagina=2`, coordinator],
  ];
  return pages.map(([path, cookie]) => ({ path, headers: { cookie } }));
}

async function batch(server: BenchServer, requests: { path: string; headers: { cookie: string } }[]) {
  const result = await autocannon({
    url: server.base,
    connections: BENCH_CONNECTIONS,
    amount: BATCH,
    headers: BROWSER_HEADERS,
    requests,
  });
  // Let the last responses' buffers go and a collection happen on its own, as in a quiet minute.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    rssMb: rssMb(server.pid),
    heapMb: await heapUsedMb(server.base),
  };
}

/** The simulated upstream on `port`, the app on `port + 1`. */
export async function memoryAfterRequests(port: number): Promise<Goal[]> {
  const { app: server, stop } = await startAppOnSimulator(port + 1, port, { env: { METRICS_TOKEN } });
  try {
    const requests = await signedInPages(server.base);
    const startRss = rssMb(server.pid);
    const first = await batch(server, requests);
    const second = await batch(server, requests);
    console.log(`\nMemory over ${requests.length} signed-in pages (4 users), ${BATCH} requests per batch:`);
    console.table([
      {
        when: 'signed in, before',
        'RSS MB': Math.round(startRss),
        'heap MB': null,
        requests: 0,
        'non-2xx': 0,
      },
      {
        when: `after ${BATCH}`,
        'RSS MB': Math.round(first.rssMb),
        'heap MB': Math.round(first.heapMb),
        requests: first.requests,
        'non-2xx': first.non2xx,
      },
      {
        when: `after ${2 * BATCH}`,
        'RSS MB': Math.round(second.rssMb),
        'heap MB': Math.round(second.heapMb),
        requests: second.requests,
        'non-2xx': second.non2xx,
      },
    ]);
    return [
      {
        label: `RSS after ${BATCH} signed-in requests`,
        value: first.rssMb,
        comparison: '≤',
        target: RSS_CEILING_MB,
        unit: 'MB',
      },
      {
        label: `RSS growth over the next ${BATCH} signed-in requests`,
        value: (second.rssMb - first.rssMb) / first.rssMb,
        comparison: '≤',
        target: GROWTH_LIMIT,
        unit: '× of the first figure',
      },
    ];
  } finally {
    await stop();
  }
}
