/**
 * A sheet's older address (its e-mail linked here before the copy link, docs/decisions/099): the
 * browser that filed it goes on to the copy; anyone else gets the 404.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorPage } from '~/components/route-error';
import { ownCopyPath } from '~/lib/complaint-records.server';
import { privateMeta } from '~/lib/error-pages';

export async function loader({ request, params }: LoaderFunctionArgs) {
  throw redirect(await ownCopyPath(request, params.id), 303);
}

/** Never drawn: the loader always answers with a redirect or the 404. */
export default function OlderComplaintAddress() {
  return null;
}

export const meta = privateMeta('Hoja de reclamación · Kodea');

export const ErrorBoundary = RouteErrorPage;
