/** Workers (decision 024): WEB_CONCURRENCY, else one per core; one in mock mode (each would mock its own). */
export const MAX_WORKERS = 64;

export type WorkerPlan =
  | { ok: true; count: number; why: 'WEB_CONCURRENCY' | 'cores' | 'mock' }
  | { ok: false; message: string };

/** A count the system could not tell (0, NaN) counts as one core. */
function usableCores(cores: number): number {
  return Math.max(1, Math.floor(cores) || 1);
}

/** `cores` injected so the plan stays a pure function. */
export function planWorkers(env: Record<string, string | undefined>, cores: number): WorkerPlan {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) {
    if (!env.UPSTREAM_URL) return { ok: true, count: 1, why: 'mock' };
    // Each worker has its own heap: a machine with more cores still gets the cap.
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

/** Read by a person: Spanish. */
export function describePlan(count: number, why: 'WEB_CONCURRENCY' | 'cores' | 'mock'): string {
  const workers = `${count} trabajador${count === 1 ? '' : 'es'}`;
  if (why === 'WEB_CONCURRENCY') return `${workers} (WEB_CONCURRENCY)`;
  if (why === 'cores') return `${workers}: uno por núcleo disponible (UPSTREAM_URL configurada)`;
  return `${workers}: modo simulado, el backend simulado vive en el proceso`;
}
