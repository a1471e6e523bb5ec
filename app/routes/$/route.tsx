/**
 * Any address no route claims. Without this route Remix answers the 404 from the root boundary
 * before the layout's loader runs, so the page lost the signed-in header; here the layout loads
 * and the 404 renders inside it like any other error page.
 */
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
