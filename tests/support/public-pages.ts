/** The public pages every page-wide check walks (axe, html-validate, caching headers). */
export const PUBLIC_PAGES = [
  '/',
  '/cursos',
  '/cursos/curso-de-videojuegos-con-roblox',
  '/contactanos',
  '/terminos-y-condiciones',
  '/vacaciones?edad=8_to_11',
  '/gracias/purchase',
  '/gracias/testimonials',
  '/gracias/contacto',
];

/** Prices on /vacaciones and the thank-you page's payment links and chat number follow the visitor's location (IP), which a CDN cannot vary on. */
export const CDN_CACHEABLE_PAGES = PUBLIC_PAGES.filter(
  (page) => !page.startsWith('/vacaciones') && !page.startsWith('/gracias/'),
);
