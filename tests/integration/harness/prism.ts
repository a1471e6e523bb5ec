/**
 * The contract alone as the upstream (issue 78): Prism (a mock server nobody here wrote) serving
 * docs/upstream/openapi.json in its mock mode, behind a small front door that does the two things
 * a static example cannot, both read from the document itself:
 * - it asks Prism for the example named after the request's key (a `content_type`, or a path
 *   segment such as a campaign's id), with Prism's own `Prefer: example=<name>` header;
 * - for the content service it filters the entries by `fields.<name>` and `limit`, as Contentful's
 *   query does (an example holds every entry of its type).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createContractValidator } from '../../../server/upstream/contract/validator';
import { freePort } from './free-port';
import { spawnService } from './service-process';

const DOCUMENT = 'docs/upstream/openapi.json';
const PRISM = path.resolve('node_modules/@stoplight/prism-cli/dist/index.js');
const START_TIMEOUT_MS = 60_000;

type Json = { [key: string]: unknown };

export interface RunningPrism {
  /** The front door: give it to the app as every upstream's base URL. */
  origin: string;
  /** Prism's output, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** operationId → the names of its 2xx answer's examples. */
function exampleNames(document: Json): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const methods of Object.values(document.paths as Record<string, Record<string, Json>>))
    for (const operation of Object.values(methods))
      for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>)) {
        const content = (answer.content as Record<string, Json> | undefined)?.['application/json'];
        if (status.startsWith('2') && content?.examples)
          names.set(String(operation.operationId), new Set(Object.keys(content.examples as Json)));
      }
  return names;
}

const SERVICE_OF = (pathname: string) =>
  pathname.startsWith('/entries') ? 'content' : pathname.startsWith('/json/') ? 'location' : 'api';

/** Contentful's query on the example's entries: `fields.<name>=value` and `limit`. */
function contentQuery(body: Json, query: URLSearchParams): Json {
  if (!Array.isArray(body.items)) return body;
  let items = body.items as Array<{ fields?: Json }>;
  for (const [key, value] of query) {
    const field = /^fields\.(\w+)$/.exec(key)?.[1];
    if (field && items.some((item) => item.fields && field in item.fields))
      items = items.filter((item) => item.fields?.[field] === value);
  }
  const limit = Number(query.get('limit'));
  if (Number.isInteger(limit) && limit > 0) items = items.slice(0, limit);
  return { ...body, total: items.length, items };
}

function frontDoor(prismOrigin: string, document: Json): Server {
  const validator = createContractValidator(document);
  const examples = exampleNames(document);
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', prismOrigin);
      const method = request.method ?? 'GET';
      const operation = validator.operationFor(SERVICE_OF(url.pathname), method, url.pathname);
      const names = operation ? examples.get(operation.operationId) : undefined;
      const keys = [url.searchParams.get('content_type'), ...url.pathname.split('/')];
      const name = keys.find((key) => key && names?.has(decodeURIComponent(key)));
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(key))
          headers.set(key, value);
      if (name) headers.set('prefer', `example=${decodeURIComponent(name)}`);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(url, {
        method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      let text = await answer.text();
      if (answer.ok && url.pathname === '/entries')
        text = JSON.stringify(contentQuery(JSON.parse(text) as Json, url.searchParams));
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(text);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
}

export async function startPrism(): Promise<RunningPrism> {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Json;
  const prismPort = await freePort();
  const prismOrigin = `http://127.0.0.1:${prismPort}`;
  const prism = spawnService({
    name: `prism :${prismPort}`,
    command: process.execPath,
    args: [PRISM, 'mock', DOCUMENT, '--host', '127.0.0.1', '--port', String(prismPort)],
  });
  const door = frontDoor(prismOrigin, document);
  const doorPort = await freePort();
  await new Promise<void>((resolve) => door.listen(doorPort, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${doorPort}`;
  const stop = async () => {
    await new Promise<void>((resolve) => door.close(() => resolve()));
    door.closeAllConnections();
    await prism.stop();
  };
  try {
    await waitForPrism(prism);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, output: prism.output, stop };
}

/** Prism has no health path (anything outside the document is its 404): its banner says it listens. */
async function waitForPrism(prism: ReturnType<typeof spawnService>): Promise<void> {
  const started = Date.now();
  while (!prism.output().includes('Prism is listening')) {
    const reason = prism.exitReason();
    if (reason) throw new Error(`Prism stopped (${reason}):\n${prism.output()}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`Prism did not start:\n${prism.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
