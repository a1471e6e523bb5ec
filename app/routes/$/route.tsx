/** Catch-all, so the 404 renders inside the layout with the signed-in header. */
import type { MetaFunction } from '@remix-run/node';
import { RouteErrorPage } from '~/components/route-error';
import { errorMeta } from '~/lib/error-pages';
import { notFound } from '~/lib/route-errors.server';

const answerNotFound = () => {
  throw notFound();
};

export const loader = answerNotFound;
// A form posted to an unknown address is a 404 too, not a 405 from a route without an action.
export const action = answerNotFound;

export const meta: MetaFunction = ({ error }) => errorMeta(error);

export const ErrorBoundary = RouteErrorPage;

export default function NotFound() {
  return null;
}
