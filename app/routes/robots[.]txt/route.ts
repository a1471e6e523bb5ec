/** robots.txt: public pages are for search engines; personal, checkout and tool pages are not. */
import { publicOrigin } from '~/lib/request-origin.server';
import { wholeAnswer } from '~/lib/whole-answer.server';

export function loader() {
  const origin = publicOrigin();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /enrollment',
    'Disallow: /login-perfiles',
    'Disallow: /dashboardb2b/',
    // A filed complaint sheet is personal (its filer's only); the form page itself stays listed.
    'Disallow: /libro-de-reclamaciones/',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /__mocks',
    // No Disallow for /certificados/: a crawler must fetch a certificate check to read its noindex
    // (decision 087); a blocked address could still be listed bare from a shared link.
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return wholeAnswer(body, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}
