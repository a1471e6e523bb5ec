/** sitemap.xml: the public pages and every course, course-pack and learning-path page, from the (cached) catalogue. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

const STATIC_PATHS = [
  '/',
  '/cursos',
  '/vacaciones',
  '/contactanos',
  '/terminos-y-condiciones',
  '/game-jam',
  '/registro',
  '/libro-de-reclamaciones',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }[c] ?? c),
  );

/** An upstream failure answers the Spanish page with its status (502/503/504), never Remix's raw JSON. */
export function loader({ request }: LoaderFunctionArgs) {
  return asDownload('/', () => sitemap(request));
}

async function sitemap(request: Request) {
  // PUBLIC_URL: a sitemap listing whatever Host a client sent would be kept for an hour.
  const origin = publicOrigin();
  const caller = await getCaller(request);
  const [courses, packSlugs, pathSlugs] = await Promise.all([
    orThrowResponse(caller.courses.list({})),
    orThrowResponse(caller.courses.packSlugs()),
    orThrowResponse(caller.paths.slugs()),
  ]);
  const paths = [
    ...STATIC_PATHS,
    ...courses.map((course) => `/cursos/${course.slug}`),
    ...packSlugs.map((slug) => `/cursos/${slug}`),
    ...pathSlugs.map((slug) => `/rutas/${slug}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
