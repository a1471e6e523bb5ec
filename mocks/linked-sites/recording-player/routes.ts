/**
 * The simulated recordings' player (issue 56): the provider's page a 'Ver grabación' link opens.
 * Its addresses are unguessable and die with the retention, as a real provider's signed links do.
 */
import type { Express, Request, Response } from 'express';
import { db } from '../../db';
import { escapeHtml } from '../../http/text';
import { RECORDING_PLAYER_PATH } from './links';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:3rem auto;padding:0 1rem;color:#1d1d35}
.player{aspect-ratio:16/9;background:#1d1d35;color:#fff;display:grid;place-items:center;border-radius:12px}</style>
</head><body>${body}</body></html>`;
}

function send(res: Response, status: number, html: string): void {
  // The address is the recording's only key: never cached, never sent on as a referrer.
  res
    .status(status)
    .set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
    .type('html')
    .send(html);
}

export function mountRecordingPlayer(app: Express): void {
  app.get(`${RECORDING_PLAYER_PATH}/:key`, (req: Request, res: Response) => {
    const key = String(req.params.key);
    const row = db.classSession.findFirst({ where: { recordingKey: { equals: key } } });
    const expiresAt = row?.recordingExpiresAt ? new Date(row.recordingExpiresAt) : null;
    if (!row || !expiresAt || expiresAt <= new Date())
      return send(
        res,
        row ? 410 : 404,
        page(
          'Grabación no disponible',
          '<h1>Grabación no disponible</h1><p>Esta grabación ya no está disponible.</p>',
        ),
      );
    const when = new Date(row.startsAt).toLocaleString('es-PE', {
      timeZone: 'America/Lima',
      dateStyle: 'full',
      timeStyle: 'short',
    });
    return send(
      res,
      200,
      page(
        'Grabación de la clase',
        `<h1>Grabación de la clase</h1><p>Clase del ${escapeHtml(when)} (hora de Lima).</p>
<div class="player" role="img" aria-label="Reproductor simulado">▶ Reproductor simulado</div>`,
      ),
    );
  });
}
