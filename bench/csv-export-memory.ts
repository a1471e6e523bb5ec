/**
 * The app's memory while the organization's CSV downloads, with the simulated backend in a process
 * of its own (mocks/standalone.ts) as the real upstream is in production: the app's RSS is then
 * the app's alone. Measured in mock mode, the simulator's own work — a scan of the generated
 * 10,000-row table for every 500-row page, in the same process — was counted as the export's
 * (decision 039's figures).
 */
import { BENCH_SUPPORT_TOKEN, rssMb, type BenchServer } from './server';
import { startAppOnSimulator } from './standalone-upstream';
import { signIn } from './sign-in';

export interface ExportMemory {
  enrolments: number;
  lines: number;
  bytes: number;
  ms: number;
  before: number;
  peak: number;
  growth: number;
}

/** Peak RSS minus RSS before, while the CSV downloads (sampled every 10 ms); and the file's lines. */
async function exportRss(server: BenchServer, path: string, cookie: string) {
  // A moment for the server to settle after signing in.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(server.base + path, { headers: { cookie } });
    if (!response.body) throw new Error('bench: the CSV has no body');
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.length;
      for (const byte of next.value) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  return { before, peak, growth: peak - before, ms: performance.now() - started, bytes, lines };
}

/** Exports a generated organization of each size; `port` for the simulator, `port + 1` for the app. */
export async function csvExportMemory(port: number, sizes: number[]): Promise<ExportMemory[]> {
  const { app, upstream, stop } = await startAppOnSimulator(port + 1, port);
  const mockOrigin = upstream.origin;
  try {
    const results: ExportMemory[] = [];
    for (const enrolments of sizes) {
      const response = await fetch(`${mockOrigin}/__mocks/generar/organizacion?matriculas=${enrolments}`, {
        method: 'POST',
        headers: { 'x-mock-support-token': BENCH_SUPPORT_TOKEN },
      });
      if (response.status !== 201)
        throw new Error(`bench: generating ${enrolments} enrolments → ${response.status}`);
      const generated: { organizationId: number; email: string } = await response.json();
      const cookie = await signIn(app.base, generated.email);
      const csv = await exportRss(
        app,
        `/dashboardb2b/organization/${generated.organizationId}/alumnos.csv`,
        cookie,
      );
      results.push({ enrolments, ...csv });
    }
    return results;
  } finally {
    await stop();
  }
}
