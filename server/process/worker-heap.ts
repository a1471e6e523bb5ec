/**
 * Each worker's V8 heap cap (decision 095): past it the worker dies and the supervisor starts
 * another, so a leak costs one worker's restart (on a small machine, fewer workers keep the caps
 * within its memory: WEB_CONCURRENCY). V8 also reads the cap to decide how far
 * the heap may grow between full collections: the least below 256 MB, the most from 2 GB up on
 * 64-bit Node. A small cap made every worker collect its whole heap several times a second under
 * load; from 2 GB V8 sizes the heap to what is alive, as without a cap.
 */
const WORKER_HEAP_MB = 2048;

/** The flag `npm run serve` gives a worker; the bench and the flood test start theirs with it. */
export const WORKER_HEAP_FLAG = `--max-old-space-size=${WORKER_HEAP_MB}`;
