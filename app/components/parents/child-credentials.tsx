/**
 * The child's login, shown to the parent (spec §6) only when revealed: a <details>, so it opens
 * without JavaScript, and the values never go into a URL.
 */
import type { SelectedChildView } from '@server/parents/dashboard-view';
import { PARENTS_TEXT } from './texts';

export function ChildCredentials({ child }: { child: SelectedChildView }) {
  return (
    <section className="parents-card" aria-labelledby="credentials-title">
      <h2 id="credentials-title">{PARENTS_TEXT.credentialsTitle(child.firstName)}</h2>
      <details className="credentials">
        <summary>{PARENTS_TEXT.credentialsToggle}</summary>
        <dl className="credentials__list" data-testid="credentials">
          <div>
            <dt>{PARENTS_TEXT.credentialsEmail}</dt>
            <dd>{child.credentials.email}</dd>
          </div>
          <div>
            <dt>{PARENTS_TEXT.credentialsPassword}</dt>
            <dd>{child.credentials.password}</dd>
          </div>
        </dl>
      </details>
    </section>
  );
}
