/** The /__mocks page: anyone may pick a scenario for their own browser; support sections need the token. */
import express, { type Express, type Request, type Response } from 'express';
import { maySeeSupportPages, renderSupportSection, type SupportPolicy } from '../support/access';
import { isSameOriginRequest, refuseCrossSite } from '../http/same-origin';
import { isScenario, scenarios } from './index';
import { asRecord, asText, escapeHtml } from '../http/text';
import { renderLocalPaymentsSection } from '../support/checkout-pages';
import { renderWaitlistSection } from '../support/waitlist-page';
import { renderMakeUpsSection } from '../support/make-ups-page';
import { renderDataRequestsSection } from '../support/data-requests-page';
import { renderComplaintsSection } from '../support/complaints-page';
import { renderReceiptsSection } from '../support/receipts-page';

export const SCENARIO_COOKIE = 'mock_scenario';

/** The scenario this browser chose; a missing, unknown or malformed cookie (e.g. `%`) means none. */
export function scenarioFromCookie(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)mock_scenario=([^;]+)/.exec(cookieHeader ?? '');
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[1]);
  } catch {
    // A bad percent-escape would otherwise throw inside the per-request middleware: a bare 500.
    return null;
  }
  return isScenario(name) ? name : null;
}

function renderPage(active: string | null, support: { sections: string; form: string }): string {
  const rows = scenarios
    .map(
      (s) => `<li${s.name === active ? ' class="active"' : ''}>
        <form method="post" action="/__mocks"><input type="hidden" name="scenario" value="${escapeHtml(
          s.name,
        )}">
        <button type="submit">${s.name === active ? 'Activo' : 'Activar'}</button></form>
        <div><code>${escapeHtml(s.name)}</code><p>${escapeHtml(s.description)}</p></div></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Escenarios del backend simulado · Kodea</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d1d35}
li{display:flex;gap:1rem;align-items:flex-start;padding:.75rem;border:1px solid #ddd;border-radius:8px;margin:.5rem 0;list-style:none}
li.active{border-color:#8C30F2;background:#f6efff}ul{padding:0}p{margin:.25rem 0 0}
button{min-height:32px;padding:0 .9rem;border-radius:6px;border:1px solid #8C30F2;background:#8C30F2;color:#fff;cursor:pointer}</style></head>
<body><h1>Escenarios del backend simulado</h1>
<p>Escenario activo en este navegador: <strong>${
    active ? escapeHtml(active) : 'ninguno (respuestas normales)'
  }</strong></p>
<form method="post" action="/__mocks"><input type="hidden" name="scenario" value=""><button type="submit">Volver a las respuestas normales</button></form>
<ul>${rows}</ul>
${support.sections}
${support.form}
<p><a href="/">Ir al sitio</a></p></body></html>`;
}

export function mountScenarioPage(app: Express, policy: SupportPolicy): void {
  app.get('/__mocks', (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    const sections = maySeeSupportPages(req, policy)
      ? renderLocalPaymentsSection() +
        renderReceiptsSection() +
        renderWaitlistSection() +
        renderMakeUpsSection() +
        renderDataRequestsSection() +
        renderComplaintsSection()
      : '';
    const form = renderSupportSection(req, policy);
    res.type('html').send(renderPage(scenarioFromCookie(req.headers.cookie), { sections, form }));
  });
  app.post(
    '/__mocks',
    express.urlencoded({ extended: false, limit: '2kb' }),
    (req: Request, res: Response) => {
      // Even without the app's CSRF check: another site must not switch a visitor's scenario.
      if (!isSameOriginRequest(req)) return refuseCrossSite(res);
      const name = asText(asRecord(req.body)?.scenario);
      if (isScenario(name)) res.cookie(SCENARIO_COOKIE, name, { path: '/', sameSite: 'lax', httpOnly: true });
      else res.clearCookie(SCENARIO_COOKIE, { path: '/' });
      res.redirect(303, '/__mocks');
    },
  );
}
