/**
 * Every route file of app/routes → URLs that reach it, parameters filled from a signed-in user's
 * own data. tests/integration/private-responses.test.ts checks the table names every file, so a
 * new route is added here and then checked (and fuzzed by bench/fuzz.ts) like the others.
 */
export interface RouteParams {
  /** An enrolment of the fixture parent's children (for the .ics route). */
  enrolmentId: string;
  /** The record of a complaint this user filed. */
  complaintPath: string;
}

/** Each route file → URLs that reach it; parameters come from the signed-in user's own data. */
export const ROUTES: Record<string, (params: RouteParams) => string[]> = {
  '_index.tsx': () => ['/'],
  'api.trpc.$.tsx': () => ['/api/trpc/contact.send'],
  'auth.login.tsx': () => ['/auth/login'],
  'auth.logout.tsx': () => ['/auth/logout'],
  'contactanos.tsx': () => ['/contactanos'],
  'cursos.$slug.tsx': () => ['/cursos/curso-de-videojuegos-con-roblox', '/cursos/pack-roblox-y-minecraft'],
  'cursos._index.tsx': () => ['/cursos', '/cursos?login'],
  'dashboard._index.tsx': () => ['/dashboard'],
  'dashboard.calendario.$enrolmentId[.]ics.ts': ({ enrolmentId }) => [
    `/dashboard/calendario/${enrolmentId}.ics`,
  ],
  'dashboard.faq.tsx': () => ['/dashboard/faq'],
  'dashboardb2b.organization.$organizationId._index.tsx': () => ['/dashboardb2b/organization/1'],
  'dashboardb2b.organization.$organizationId.alumnos[.]csv.ts': () => [
    '/dashboardb2b/organization/1/alumnos.csv',
  ],
  'enrollment.tsx': () => ['/enrollment'],
  'game-jam.tsx': () => ['/game-jam'],
  'gracias.$variant.tsx': () => ['/gracias/purchase', '/gracias/testimonials'],
  'libro-de-reclamaciones.$id.tsx': ({ complaintPath }) => [complaintPath],
  'libro-de-reclamaciones.$id_.descargar.ts': ({ complaintPath }) => [`${complaintPath}/descargar`],
  'libro-de-reclamaciones._index.tsx': () => ['/libro-de-reclamaciones'],
  'login-perfiles.tsx': () => ['/login-perfiles'],
  'registro.tsx': () => ['/registro', '/registro?paso=hijos'],
  'robots[.]txt.ts': () => ['/robots.txt'],
  'rutas.$slug.tsx': () => ['/rutas/ruta-creadores-de-videojuegos'],
  'sitemap[.]xml.ts': () => ['/sitemap.xml'],
  'terminos-y-condiciones.tsx': () => ['/terminos-y-condiciones'],
  'vacaciones.tsx': () => ['/vacaciones?edad=8_to_11'],
};

export const routeId = (file: string) => `routes/${file.replace(/\.tsx?$/, '')}`;
export const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
