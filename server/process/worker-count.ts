/**
 * How many server processes the supervisor runs (docs/decisions/024):
 * - WEB_CONCURRENCY when it is set (a platform or an operator knows best: a container whose CPU
 *   quota is below the cores Node sees sets it);
 * - otherwise one per core (os.availableParallelism(), which honours the CPU affinity) when a
 *   shared upstream is configured (UPSTREAM_URL), so `npm start` uses the whole machine;
 * - otherwise 1: in plain mock mode the simulated backend lives in the process.
 * More than one is only right where every process sees the same state, so an explicit
 * WEB_CONCURRENCY > 1 is refused, with the reason, in plain mock mode (no UPSTREAM_URL): each
 * worker would simulate its own backend, with its own accounts, purchases and payments.
 * Any store the server uses is shared by the workers of one machine: the embedded SQLite file
 * (one DATA_DIR, opened by every worker in WAL mode with a busy timeout; decision 021) as
 * much as Redis. (Several machines or processes share Redis and, offline, the standalone
 * simulated backend: scripts/several-instances.sh.)
 */
export const MAX_WORKERS = 64;

export type WorkerPlan =
  | { ok: true; count: number; why: 'WEB_CONCURRENCY' | 'cores' | 'mock' }
  | { ok: false; message: string };

/** Whole cores, at least one: a count the system could not tell (0, NaN) counts as one core. */
function usableCores(cores: number): number {
  return Math.max(1, Math.floor(cores) || 1);
}

/** `cores`: os.availableParallelism() in server/main.ts, injected so the plan stays a pure function. */
export function planWorkers(env: Record<string, string | undefined>, cores: number): WorkerPlan {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) {
    if (!env.UPSTREAM_URL) return { ok: true, count: 1, why: 'mock' };
    // A machine with more cores than MAX_WORKERS still gets the cap: each worker has its own heap.
    const count = Math.min(MAX_WORKERS, usableCores(cores));
    return { ok: true, count, why: 'cores' };
  }
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > MAX_WORKERS)
    return {
      ok: false,
      message: `WEB_CONCURRENCY debe ser un número entero de 1 a ${MAX_WORKERS} (recibido: ${raw}).`,
    };
  if (count > 1 && !env.UPSTREAM_URL)
    return {
      ok: false,
      message:
        `WEB_CONCURRENCY=${count} no es posible en modo simulado: el backend simulado vive dentro de cada proceso, ` +
        'y cada trabajador tendría sus propias cuentas, compras y pagos. Usa un solo trabajador, o el backend ' +
        'simulado compartido (mocks/standalone.ts, como en scripts/several-instances.sh) con UPSTREAM_URL y REDIS_URL.',
    };
  return { ok: true, count, why: 'WEB_CONCURRENCY' };
}

/** The start-up line that says how many workers run and why (read by a person: Spanish). */
export function describePlan(count: number, why: 'WEB_CONCURRENCY' | 'cores' | 'mock'): string {
  const workers = `${count} trabajador${count === 1 ? '' : 'es'}`;
  if (why === 'WEB_CONCURRENCY') return `${workers} (WEB_CONCURRENCY)`;
  if (why === 'cores') return `${workers}: uno por núcleo disponible (UPSTREAM_URL configurada)`;
  return `${workers}: modo simulado, el backend simulado vive en el proceso`;
}
