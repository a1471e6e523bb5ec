/** Serves the msw handlers over HTTP for the standalone upstream: /_upstream/<service>/<path>. */
import express, { type Request, type Response, type Router } from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { MOCK_API_URL, MOCK_CONTENT_URL, MOCK_LOCATION_URL } from '../config';

const SERVICE_BASES: Record<string, string> = {
  api: MOCK_API_URL,
  cms: new URL(MOCK_CONTENT_URL).origin,
  geo: MOCK_LOCATION_URL,
};

/** `/api/api/purchases/?x=1` → `http://api.kodea.mock/api/purchases/?x=1`; null for an unknown service. */
export function simulatedUrl(pathAndQuery: string): string | null {
  const match = /^\/(api|cms|geo)(\/.*|\?.*|)$/.exec(pathAndQuery);
  if (!match) return null;
  const rest = match[2] || '/';
  return `${SERVICE_BASES[match[1]]}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/** Hop-by-hop and length headers are the transport's business, not the handlers'. */
const SKIPPED_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function toFetchRequest(req: Request, url: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || SKIPPED_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = !['GET', 'HEAD'].includes(req.method) && Buffer.isBuffer(req.body) && req.body.length > 0;
  return new globalThis.Request(url, { method: req.method, headers, body: hasBody ? req.body : undefined });
}

async function write(res: Response, answer: globalThis.Response): Promise<void> {
  res.status(answer.status);
  answer.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) res.setHeader(name, value);
  });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

interface Candidate {
  handler: RequestHandler;
  /** Upper case; null answers every method (http.all, a pattern). */
  method: string | null;
  /** Lower case, the handler's URL up to its first parameter or wildcard; null: always asked. */
  prefix: string | null;
}

/**
 * msw asks every handler in turn, compiling its path and reading the cookies each time: with
 * hundreds of handlers the simulator, on the same cores as the app, would cost more than the app
 * it serves. Handlers that cannot match the method and the fixed start of the URL are left out
 * before msw is asked; the rest keep their order, so msw still decides which one answers.
 */
function candidateOf(handler: RequestHandler): Candidate {
  const { method, path } = handler.info as { method?: unknown; path?: unknown };
  const anyMethod = typeof method !== 'string' || method.toUpperCase() === 'ALL';
  let prefix: string | null = null;
  if (typeof path === 'string') {
    const origin = /^[a-z]+:\/\/[^/]*/i.exec(path)?.[0] ?? '';
    const rest = path.slice(origin.length);
    const firstPattern = rest.search(/[:*({]/);
    const fixed = firstPattern === -1 ? rest : rest.slice(0, firstPattern);
    // Without its last '/': msw also matches the path without its trailing slash.
    prefix = `${origin}${fixed.replace(/\/[^/]*$/, '')}`.toLowerCase();
  }
  return { handler, method: anyMethod ? null : method.toUpperCase(), prefix };
}

function handlersFor(candidates: Candidate[], method: string, url: string): RequestHandler[] {
  const target = url.toLowerCase();
  return candidates
    .filter(
      (candidate) =>
        (candidate.method === null || candidate.method === method) &&
        (candidate.prefix === null || target.startsWith(candidate.prefix)),
    )
    .map((candidate) => candidate.handler);
}

export function upstreamBridge(handlers: RequestHandler[]): Router {
  const candidates = handlers.map(candidateOf);
  const router = express.Router();
  router.use(express.raw({ type: () => true, limit: '1mb' }));
  router.use(async (req, res) => {
    const url = simulatedUrl(req.url);
    let answer: globalThis.Response | undefined;
    try {
      if (url) answer = await getResponse(handlersFor(candidates, req.method, url), toFetchRequest(req, url));
    } catch (error) {
      // A handler that throws is a bug in the mock: say so where the developer looks.
      console.error(`Backend simulado: ${req.method} ${req.originalUrl}`, error);
      res.status(500).json({ detail: 'Error interno del servidor' });
      return;
    }
    if (!answer) return res.status(404).json({ detail: 'No encontrado.' });
    // A simulated network failure (HttpResponse.error()) has no HTTP form: answer as a bad gateway.
    if (answer.type === 'error') return res.status(502).json({ detail: 'Falla de red simulada.' });
    await write(res, answer);
  });
  return router;
}
