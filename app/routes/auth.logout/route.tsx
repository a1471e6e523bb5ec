/** POST only, so a link cannot log anyone out; a copy of the old cookie is dead afterwards. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { destroySession, getSession } from '@server/session.server';

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  return redirect('/', { headers: { 'Set-Cookie': await destroySession(session) } });
}

export function loader() {
  return redirect('/');
}
