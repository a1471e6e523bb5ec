/** The banner's 'Ahora no': a cookie, then back; a GET just goes home. */
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
