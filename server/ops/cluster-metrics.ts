/**
 * /metrics with several workers (server/main.ts runs the server as Node cluster workers): each
 * worker counts only its own requests, and a scrape lands on whichever worker the connection
 * reached. So a worker answering /metrics asks the supervisor, which gathers every worker's
 * registry (prom-client's AggregatorRegistry, over the cluster's IPC channel) and sums them.
 * A server started alone (the tests, Playwright) answers with its own registry.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, register } from 'prom-client';

const REQUEST = 'kodea:metrics-request';
const ANSWER = 'kodea:metrics-answer';
/** prom-client's own per-worker timeout is 5 s; this one covers it and the way back. */
const ANSWER_TIMEOUT_MS = 7_000;

export interface MetricsText {
  text: string;
  contentType: string;
}

type Answer = { type: typeof ANSWER; id: string } & (
  | { text: string; contentType: string }
  | { error: string }
);

function isMessage(message: unknown, type: string): message is { type: string; id: string } {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === type &&
    'id' in message &&
    typeof message.id === 'string'
  );
}

function isAnswer(message: unknown): message is Answer {
  if (!isMessage(message, ANSWER)) return false;
  const text = 'text' in message && typeof message.text === 'string';
  const contentType = 'contentType' in message && typeof message.contentType === 'string';
  return (text && contentType) || ('error' in message && typeof message.error === 'string');
}

const pending = new Map<string, (answer: Answer) => void>();

if (cluster.isWorker) {
  // Constructing an AggregatorRegistry is what makes prom-client answer the supervisor's requests
  // for this worker's metrics (it adds the worker's IPC listener).
  new AggregatorRegistry();
  process.on('message', (message: unknown) => {
    if (isAnswer(message)) pending.get(message.id)?.(message);
  });
}

/** This process's metrics, or, in a cluster worker, every worker's summed by the supervisor. */
export async function collectMetrics(): Promise<MetricsText> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send)
    return { text: await register.metrics(), contentType: register.contentType };
  const id = randomUUID();
  const answer = await new Promise<Answer>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the supervisor did not answer with the metrics in time'));
    }, ANSWER_TIMEOUT_MS);
    pending.set(id, (received) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(received);
    });
    send({ type: REQUEST, id });
  });
  if ('error' in answer) throw new Error(`metrics of the workers: ${answer.error}`);
  return { text: answer.text, contentType: answer.contentType };
}

/** In the supervisor: answers the workers' requests with every worker's metrics, summed. */
export function answerWorkersMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message, REQUEST)) return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text, contentType: aggregator.contentType }),
      (error: unknown) =>
        worker.send({ type: ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
