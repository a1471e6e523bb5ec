/** GET /__mocks/mensajes: the WhatsApp messages the simulated chat provider received (decision 090). */
import type { Express, Request, Response } from 'express';
import { db } from '../db';
import { escapeHtml } from '../http/text';
import { emailDateTime } from '../outbox/dates';
import { maySeeSupportPages, refuseSupport, type SupportPolicy } from './access';

function parametersOf(json: string): string[] {
  const list: unknown = JSON.parse(json);
  return Array.isArray(list) ? list.map(String) : [];
}

function renderMessages(): string {
  const items = db.outboxMessage
    .getAll()
    .reverse()
    .map(
      (message) => `<article><h2>${escapeHtml(message.template)}</h2><dl>
<dt>De</dt><dd>${escapeHtml(message.from)}</dd><dt>Para</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Fecha</dt><dd>${escapeHtml(emailDateTime(message.createdAt))}</dd></dl>
<ol>${parametersOf(message.parameters)
        .map((text) => `<li>${escapeHtml(text)}</li>`)
        .join('')}</ol></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mensajes de WhatsApp enviados · Backend simulado · Kodea</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d1d35}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}</style></head>
<body><main><h1>Mensajes de WhatsApp enviados</h1><p>Los avisos que la API simulada «envió» por WhatsApp: la plantilla y sus parámetros, en orden, como los recibe el proveedor del chat; del más reciente al más antiguo.</p>
${items || '<p>Todavía no se envió ningún mensaje.</p>'}
<p><a href="/__mocks/correos">Ver los correos enviados</a> · <a href="/__mocks">Volver a los escenarios</a></p></main></body></html>`;
}

export function mountMessagesPage(app: Express, policy: SupportPolicy): void {
  app.get('/__mocks/mensajes', (req: Request, res: Response) => {
    if (!maySeeSupportPages(req, policy)) return refuseSupport(req, res);
    res.set('Cache-Control', 'no-store');
    res.type('html').send(renderMessages());
  });
}
