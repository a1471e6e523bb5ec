/** The public pages every page-wide check walks (axe, html-validate, caching headers, public-pages.spec). */
export const PUBLIC_PAGES = [
  '/',
  '/cursos',
  '/cursos/curso-de-videojuegos-con-roblox',
  '/cursos/pack-roblox-y-minecraft',
  '/rutas',
  '/rutas/ruta-creadores-de-videojuegos',
  '/contactanos',
  '/terminos-y-condiciones',
  '/politica-de-privacidad',
  '/registro',
  '/libro-de-reclamaciones',
  '/vacaciones?edad=8_to_11',
  '/game-jam',
  '/gracias/purchase',
  '/gracias/testimonials',
  '/gracias/contacto',
  '/campanas/robotica-y-ia',
  // A valid certificate's public check (decision 087): alumno@'s first certificate.
  '/certificados/PE657ZHHJAWU3BFVBUHL',
];

/**
 * Pages that follow the visitor's location (IP), which a CDN cannot vary on (decisions 017, 018):
 * prices on /vacaciones, course, pack and path pages; the thank-you page's payment links and chat
 * number. VISITOR_PAGE, kept by the server per address only.
 */
const VISITOR_PAGE_PREFIXES = ['/vacaciones', '/cursos/', '/rutas', '/gracias/'];

export const isVisitorPage = (page: string) =>
  VISITOR_PAGE_PREFIXES.some((prefix) => page.startsWith(prefix));

export const CDN_CACHEABLE_PAGES = PUBLIC_PAGES.filter((page) => !isVisitorPage(page));
export const VISITOR_PAGES = PUBLIC_PAGES.filter(isVisitorPage);
