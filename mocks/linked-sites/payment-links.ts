/** Learning paths' payment links in mock mode: a stand-in page naming what the link sells. */
import type { Express, Request, Response, NextFunction } from 'express';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { escapeHtml } from '../http/text';

export function paymentLinkLabel(path: string): string | null {
  for (const entry of learningPathEntries) {
    const { firstCourse, fullPath } = entry.paymentLinks;
    for (const [offer, links] of [
      ['Primer curso', firstCourse],
      ['Ruta completa', fullPath],
    ] as const) {
      if (links.PEN === path) return `${entry.name} · ${offer} · soles`;
      if (links.USD === path) return `${entry.name} · ${offer} · dólares`;
    }
  }
  return null;
}

export function mountPaymentLinks(app: Express): void {
  app.get('/pagos/enlace/:code', (req: Request, res: Response, next: NextFunction) => {
    const label = paymentLinkLabel(req.path);
    if (!label) return next();
    res
      .status(200)
      .type('html')
      .set('cache-control', 'no-store')
      .send(
        `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Enlace de pago simulado</title></head>` +
          `<body><h1>Enlace de pago simulado</h1><p>${escapeHtml(label)}</p></body></html>`,
      );
  });
}
