/** The simulated student platform: its page only proves which child the one-time link signed in. */
import type { Express, Request, Response } from 'express';
import { db } from '../../db';
import { escapeHtml } from '../../http/text';
import { redeemStudentZoneToken, STUDENT_PLATFORM_PATH } from './links';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(
    title,
  )} · Kodea</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:3rem auto;padding:0 1rem;color:#1d1d35}
h1{color:#5b1fa6}</style></head><body>${body}</body></html>`;
}

function send(res: Response, status: number, html: string): void {
  // The URL carries a login token: never cache the page nor leak the URL to another site.
  res
    .status(status)
    .set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
    .type('html')
    .send(html);
}

export function mountStudentPlatform(app: Express): void {
  app.get(`${STUDENT_PLATFORM_PATH}/ingresar`, (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const redemption = redeemStudentZoneToken(token);
    const child = redemption.ok
      ? db.child.findFirst({ where: { id: { equals: redemption.childId } } })
      : null;
    if (!child) {
      const used = !redemption.ok && redemption.reason === 'used';
      return send(
        res,
        used ? 410 : 404,
        page(
          'Enlace no válido',
          `<h1>Zona de Estudiantes</h1><p>${
            used ? 'Este enlace ya se usó.' : 'Este enlace no es válido.'
          } Vuelve a la Zona de Padres y entra de nuevo desde la tarjeta «Zona de Estudiantes».</p>`,
        ),
      );
    }
    const name = escapeHtml(child.first_name);
    return send(
      res,
      200,
      page(
        `Zona de Estudiantes — ${child.first_name}`,
        `<h1>Zona de Estudiantes — Hola, ${name}</h1>
<p>Entraste como ${name}. Esta es la plataforma de estudiantes simulada: aquí ${name} verá sus clases y proyectos.</p>`,
      ),
    );
  });
}
