/** The public pages and catalogue, each `<lastmod>` a stable content date, never the request's time. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { wholeAnswer } from '~/lib/whole-answer.server';

const STATIC_PATHS = [
  '/',
  '/cursos',
  '/rutas',
  '/vacaciones',
  '/contactanos',
  '/terminos-y-condiciones',
  '/politica-de-privacidad',
  '/game-jam',
  '/registro',
  '/libro-de-reclamaciones',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }[c] ?? c),
  );

function lastModified(dates: (string | null)[]): string | null {
  const days = dates.flatMap((date) => (date && /^\d{4}-\d{2}-\d{2}/.test(date) ? [date.slice(0, 10)] : []));
  return days.length > 0 ? days.sort().at(-1) ?? null : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  return asDownload('/', () => sitemap(request));
}

async function sitemap(request: Request) {
  // PUBLIC_URL: a sitemap listing whatever Host a client sent would be kept for an hour.
  const origin = publicOrigin();
  const caller = await getCaller(request);
  const pages = await orThrowResponse(caller.courses.pages());
  const latest = lastModified(pages.map((page) => page.updatedAt));
  const urls = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: latest })),
    ...pages.map((page) => ({ path: page.path, lastmod: lastModified([page.updatedAt]) ?? latest })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls
  .map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  .join('\n')}
</urlset>
`;
  return wholeAnswer(body, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}
