/**
 * How many server processes the supervisor runs: WEB_CONCURRENCY, 1 by default. More than one is
 * only right where every process sees the same state, so it is refused, with the reason, when:
 * - the mock backend runs in the process (no UPSTREAM_URL): each worker would simulate its own
 *   backend, with its own accounts, purchases and payments;
 * Any store the server uses is shared by the workers of one machine: the embedded SQLite file
 * (one DATA_DIR, opened by every worker; decision 021) as much as Redis.
 * (docs/decisions/024; several machines or processes share Redis and, offline, the standalone
 * simulated backend: scripts/several-instances.sh.)
 */
export const MAX_WORKERS = 64;

export type WorkerPlan = { ok: true; count: number } | { ok: false; message: string };

export function planWorkers(env: Record<string, string | undefined>): WorkerPlan {
  const raw = env.WEB_CONCURRENCY?.trim() || '1';
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > MAX_WORKERS)
    return {
      ok: false,
      message: `WEB_CONCURRENCY debe ser un número entero de 1 a ${MAX_WORKERS} (recibido: ${raw}).`,
    };
  if (count === 1) return { ok: true, count };
  if (!env.UPSTREAM_URL)
    return {
      ok: false,
      message:
        `WEB_CONCURRENCY=${count} no es posible en modo simulado: el backend simulado vive dentro de cada proceso, ` +
        'y cada trabajador tendría sus propias cuentas, compras y pagos. Usa un solo trabajador, o el backend ' +
        'simulado compartido (mocks/standalone.ts, como en scripts/several-instances.sh) con UPSTREAM_URL y REDIS_URL.',
    };
  return { ok: true, count };
}
