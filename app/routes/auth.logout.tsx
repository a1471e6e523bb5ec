/** Logout (spec §6): removes user data, tokens and platform, then goes to '/'. POST only, so a link cannot log anyone out. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { clearAuth, getSession, redirectWithSession } from '@server/session.server';

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  clearAuth(session);
  return redirectWithSession('/', session);
}

export function loader() {
  return redirect('/');
}
