// The child's login is on the page only after a reveal POST, for a few minutes; until then it is
// nowhere in the page or its data, and it never goes into a URL.
import { Form } from '@remix-run/react';
import type { ChildLogin } from '~/routes/dashboard._index/parents-credentials.server';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { Fact } from '~/components/ui/fact';

export function ChildCredentials(props: { childId: number; childName: string; login: ChildLogin }) {
  const { login } = props;
  return (
    <section className="parents-card" id="credenciales" aria-labelledby="credentials-title">
      <h2 id="credentials-title">{PARENTS_TEXT.credentialsTitle(props.childName)}</h2>
      {login ? (
        <dl className="credentials__list" data-testid="credentials">
          <Fact label={PARENTS_TEXT.credentialsEmail}>{login.email}</Fact>
          <Fact label={PARENTS_TEXT.credentialsPassword}>{login.password}</Fact>
        </dl>
      ) : null}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={login ? 'hide-credentials' : 'reveal-credentials'} />
        <input type="hidden" name="child" value={props.childId} />
        <button type="submit" className="credentials__toggle">
          {login ? PARENTS_TEXT.credentialsHide : PARENTS_TEXT.credentialsToggle}
        </button>
      </Form>
    </section>
  );
}
