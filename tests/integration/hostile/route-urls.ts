/**
 * Every route folder of app/routes → URLs that reach it, parameters filled from a signed-in user's
 * own data. tests/integration/private-responses.test.ts checks the table names every file, so a
 * new route is added here and then checked (and fuzzed by bench/fuzz.ts) like the others.
 */
export interface RouteParams {
  /** An enrolment of the fixture parent's children (for the .ics route). */
  enrolmentId: string;
  /** The copy link of a complaint this user filed (/libro-de-reclamaciones/hoja/{token}). */
  complaintPath: string;
}

/** The first sheet of fixtures/complaints.ts. */
const FIXTURE_SHEET_ID = '6f1c2a8e-3b7d-4c1e-9a51-0d2e4f6a8b01';

/** Each route folder (app/routes/<name>/route.tsx) → URLs that reach it; parameters come from the signed-in user's own data. */
export const ROUTES: Record<string, (params: RouteParams) => string[]> = {
  // The splat route: any address no other route claims (a 404 inside the layout).
  $: () => ['/no-existe-esta-pagina', '/cursos/curso/que/no/existe'],
  _index: () => ['/'],
  'api.trpc.$': () => ['/api/trpc/contact.send'],
  'auth.login': () => ['/auth/login'],
  'auth.logout': () => ['/auth/logout'],
  contactanos: () => ['/contactanos'],
  'cursos.$slug': () => ['/cursos/curso-de-videojuegos-con-roblox', '/cursos/pack-roblox-y-minecraft'],
  'cursos._index': () => ['/cursos', '/cursos?login'],
  // The dashboard layout: every /dashboard page, its own loader run with each.
  dashboard: () => ['/dashboard', '/dashboard/faq?login'],
  'dashboard._index': () => ['/dashboard'],
  'dashboard.calendario.$enrolmentId[.]ics': ({ enrolmentId }) => [
    `/dashboard/calendario/${enrolmentId}.ics`,
  ],
  'dashboard.compras._index': () => ['/dashboard/compras'],
  // Issue 17, decision 037: 'Cambiar horario' of one of the user's enrolments (another's is a 404).
  'dashboard.horario.$enrolmentId': ({ enrolmentId }) => [`/dashboard/horario/${enrolmentId}`],
  // 88102: the fixture parent's paid invoice (fixtures/invoices.ts); others answer it as a 404.
  'dashboard.compras.$invoiceId': () => ['/dashboard/compras/88102', '/dashboard/compras/88102?paso=tarjeta'],
  // A sale's documents and refund, one route each for both kinds through `(vacaciones)` (decision 104).
  'dashboard.compras.(vacaciones).$saleId_.recibo[.]pdf': () => [
    '/dashboard/compras/88102/recibo.pdf',
    '/dashboard/compras/vacaciones/no-such-purchase/recibo.pdf',
  ],
  'dashboard.compras.(vacaciones).$saleId_.nota-de-credito[.]pdf': () => [
    '/dashboard/compras/88102/nota-de-credito.pdf',
    '/dashboard/compras/vacaciones/no-such-purchase/nota-de-credito.pdf',
  ],
  // A valid receipt's XML and the OSE's CDR (decision 106); a file name outside the four is a 404.
  'dashboard.compras.(vacaciones).$saleId_.sunat.$file': () => [
    '/dashboard/compras/88102/sunat/recibo.xml',
    '/dashboard/compras/88102/sunat/recibo-cdr.xml',
    '/dashboard/compras/88102/sunat/otro.xml',
    '/dashboard/compras/vacaciones/no-such-purchase/sunat/recibo.xml',
  ],
  'dashboard.compras.(vacaciones).$saleId_.reembolso': () => [
    '/dashboard/compras/88102/reembolso',
    '/dashboard/compras/vacaciones/no-such-purchase/reembolso',
  ],
  'dashboard.compras.$invoiceId_.retorno': () => ['/dashboard/compras/88102/retorno?payment_intent=pi_none'],
  'dashboard.faq': () => ['/dashboard/faq'],
  // Decision 035: 6102 is the fixture parent's paid Roblox group; another family's id is a 404.
  'dashboard.invitar.$kind.$id': () => ['/dashboard/invitar/grupo/6102', '/dashboard/invitar/curso/2012'],
  'dashboard.referidos': () => ['/dashboard/referidos'],
  'dashboard.mis-datos': () => ['/dashboard/mis-datos'],
  'dashboard.mis-datos[.]json': () => ['/dashboard/mis-datos.json'],
  'dashboardb2b.organization.$organizationId._index': () => ['/dashboardb2b/organization/1'],
  'dashboardb2b.organization.$organizationId.alumnos[.]csv': () => [
    '/dashboardb2b/organization/1/alumnos.csv',
  ],
  enrollment: () => ['/enrollment'],
  'game-jam': () => ['/game-jam'],
  'invitacion.$code': () => ['/invitacion/CARLOS-ROBLOX', '/invitacion/NO-EXISTE'],
  'gracias.$variant': () => ['/gracias/purchase', '/gracias/testimonials'],
  // A sheet's older address (a fixture sheet this browser did not file: the 404), then its copy link.
  'libro-de-reclamaciones.$id': () => [`/libro-de-reclamaciones/${FIXTURE_SHEET_ID}`],
  'libro-de-reclamaciones.$id_.descargar': () => [`/libro-de-reclamaciones/${FIXTURE_SHEET_ID}/descargar`],
  'libro-de-reclamaciones.hoja.$token': ({ complaintPath }) => [complaintPath],
  'libro-de-reclamaciones.hoja.$token_.descargar': ({ complaintPath }) => [`${complaintPath}/descargar`],
  'libro-de-reclamaciones._index': () => ['/libro-de-reclamaciones'],
  'login-perfiles': () => ['/login-perfiles'],
  // Issue 20: a parent adds a child after sign-up.
  'login-perfiles_.nuevo': () => ['/login-perfiles/nuevo'],
  pagar: () => [
    '/pagar?curso=curso-de-videojuegos-con-roblox',
    '/pagar?ruta=ruta-creadores-de-videojuegos&curso=curso-de-minecraft-education-code-builder',
  ],
  registro: () => ['/registro', '/registro?paso=hijos'],
  // Issue 53, decision 081: password recovery; an unknown link is the 'no longer valid' page.
  'recuperar-contrasena': () => ['/recuperar-contrasena', '/recuperar-contrasena?enviado=1'],
  'restablecer-contrasena.$token': () => ['/restablecer-contrasena/enlace-que-no-existe'],
  'robots[.]txt': () => ['/robots.txt'],
  'rutas.$slug': () => ['/rutas/ruta-creadores-de-videojuegos'],
  'rutas._index': () => ['/rutas'],
  'sitemap[.]xml': () => ['/sitemap.xml'],
  'terminos-y-condiciones': () => ['/terminos-y-condiciones'],
  'politica-de-privacidad': () => ['/politica-de-privacidad'],
  vacaciones: () => ['/vacaciones?edad=8_to_11'],
  // Issue 17, campaigns and the trial-class offer (decision 036).
  'campanas.$id': () => ['/campanas/robotica-y-ia', '/campanas/no-existe', '/campanas/cyber-kodea-2025'],
  'clase-de-prueba._index': () => ['/clase-de-prueba'],
  'clase-de-prueba.ocultar': () => ['/clase-de-prueba/ocultar'],
  'clase-de-prueba.confirmada': () => ['/clase-de-prueba/confirmada?codigo=PRUEBA-000001&horas=24'],
  // Issue 17 (decision 038): a child's reminders and calendar subscription; the public feed (an unknown token: 404).
  'dashboard.recordatorios.$childId': () => ['/dashboard/recordatorios/501'],
  'calendario.$token[.]ics': () => ['/calendario/token-que-no-existe-0123456789abcdefghijk.ics'],
  // Issue 56 (decision 087): a certificate's public check, valid and unknown.
  // Issue 56 (decision 091): a make-up for Sofía's absence, the fourth class of 6102
  // (mocks/class-sessions/seed.ts numbers the fixture classes from 80001).
  'dashboard.recuperacion.$sessionId': () => ['/dashboard/recuperacion/80004'],
  'certificados.$code': () => ['/certificados/PE657ZHHJAWU3BFVBUHL', '/certificados/AAAAAAAAAAAAAAAAAAAA'],
};

export const routeId = (file: string) => `routes/${file.replace(/\.tsx?$/, '')}`;
export const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** The single-fetch data request the hydrated app makes for a page (`/` is `/_root.data`). */
export function dataUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at);
  return `${path === '/' ? '/_root' : path}.data${query}`;
}
