/**
 * A pass-through proxy between the app and the standalone upstream that can hold one answer:
 * the request reaches the upstream (a card is charged) and the proxy keeps the answer from the
 * app, as a slow provider would, for as long as the test needs to kill the worker waiting for it.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './free-port';

export interface HoldingProxy {
  origin: string;
  /**
   * Holds the next answer to a request whose path contains `pathPart`; resolves once the upstream
   * has answered it (the effect happened) and the app is left waiting. Never answered afterwards.
   */
  holdNext(pathPart: string): Promise<void>;
  stop(): Promise<void>;
}

async function bodyOf(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let armed: { pathPart: string; held: () => void } | null = null;

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await bodyOf(req);
    const answer = await new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
      (resolve, reject) => {
        const sent = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (response) =>
            bodyOf(response).then(
              (data) =>
                resolve({ status: response.statusCode ?? 502, headers: response.headers, body: data }),
              reject,
            ),
        );
        sent.on('error', reject);
        sent.end(body);
      },
    );
    if (armed && req.url?.includes(armed.pathPart)) {
      const { held } = armed;
      armed = null;
      held();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };

  const server = createServer((req, res) => {
    forward(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    holdNext: (pathPart) =>
      new Promise<void>((resolve) => {
        armed = { pathPart, held: resolve };
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
