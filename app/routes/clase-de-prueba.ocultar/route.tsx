/**
 * POST /clase-de-prueba/ocultar — the trial-class banner's 'Ahora no' (decision 036): remembers
 * the choice in a cookie and goes back to the page it was pressed on. A real form, so it works
 * without JavaScript; a GET (a bookmark, a crawler) just goes home.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { TrialBannerDismissSchema } from '@server/validation/trial-class';
import { parseSubmission } from '~/lib/forms/submission.server';
import { trialCookie } from '~/lib/trial-banner.server';

export const loader = () => redirect('/');

export async function action({ request }: ActionFunctionArgs) {
  // Cut above the longest path the schema takes back (anything longer goes home anyway).
  const submission = parseSubmission(await request.formData(), TrialBannerDismissSchema, { maxLength: 400 });
  const back = submission.status === 'success' ? submission.value.volver : '/';
  return redirect(back, { status: 303, headers: { 'Set-Cookie': trialCookie('dismissed') } });
}
