/**
 * What no answer of the app may be during the model's sequences (not a test file): a 5xx, the
 * error page a failed route renders ('Ups, algo salió mal'), or a glimpse of the server's insides.
 * Refusals (a 4xx, a redirect back with a Spanish message) are what a parent may meet.
 */
import type { HttpAnswer } from '../harness/http-client';
import { leaksIn } from '../hostile/leaks';

const ERROR_PAGE = /data-testid="error-page"/;

export function answerProblem(answer: HttpAnswer): string | null {
  if (answer.status >= 500)
    return `${answer.status} after ${answer.elapsedMs} ms ${answer.body.slice(0, 200)}`;
  if (ERROR_PAGE.test(answer.body)) return `${answer.status} with the error page`;
  const leaks = leaksIn(answer.body);
  return leaks.length > 0 ? `${answer.status} showing ${leaks.join(', ')}` : null;
}
