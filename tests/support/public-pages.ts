/** The public pages every page-wide check walks (axe, html-validate, caching headers). */
export const PUBLIC_PAGES = [
  '/',
  '/cursos',
  '/cursos/curso-de-videojuegos-con-roblox',
  '/contactanos',
  '/terminos-y-condiciones',
  '/registro',
  '/libro-de-reclamaciones',
  '/vacaciones?edad=8_to_11',
];

/** Prices on /vacaciones follow the visitor's location (IP), which a CDN cannot vary on. */
export const CDN_CACHEABLE_PAGES = PUBLIC_PAGES.filter((page) => !page.startsWith('/vacaciones'));
