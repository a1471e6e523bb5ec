// The child's login is on the page only after the parent confirmed their own password, for a few
// minutes; until then it is nowhere in the page or its data, and it never goes into a URL.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, useFormAction } from '@remix-run/react';
import type { ChildLogin } from '~/routes/dashboard._index/parents-credentials.server';
import type { ChildLoginPosted } from '~/routes/dashboard._index/child-login-actions.server';
import type { ChildPasswordForm, RevealLoginForm } from '@server/validation/child-login';
import { PARENTS_TEXT } from '@kernel/texts/parents';
import { CHILD_LOGIN_TEXT, CREDENTIALS_ANCHOR } from '@kernel/texts/child-login';
import { PasswordField } from '~/components/ui/password-field';
import { FormError } from '~/components/forms/fields';
import { Fact } from '~/components/ui/fact';

interface Props {
  childId: number;
  childName: string;
  login: ChildLogin;
  /** The answer to a child-login form this page sent, when it was refused. */
  posted: ChildLoginPosted | null;
}

export function ChildCredentials(props: Props) {
  const { login, childId, childName } = props;
  const posted = props.posted?.childId === childId ? props.posted : null;
  // Sent without JavaScript, the answer opens at this section, where its messages are.
  const action = `${useFormAction()}#${CREDENTIALS_ANCHOR}`;
  return (
    <section className="parents-card" id={CREDENTIALS_ANCHOR} aria-labelledby="credentials-title">
      <h2 id="credentials-title">{PARENTS_TEXT.credentialsTitle(childName)}</h2>
      {login ? (
        <>
          <dl className="credentials__list" data-testid="credentials">
            <Fact label={PARENTS_TEXT.credentialsEmail}>{login.email}</Fact>
            <Fact label={PARENTS_TEXT.credentialsPassword}>{login.password}</Fact>
          </dl>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="hide-credentials" />
            <input type="hidden" name="child" value={childId} />
            <button type="submit" className="credentials__toggle">
              {PARENTS_TEXT.credentialsHide}
            </button>
          </Form>
        </>
      ) : (
        <RevealForm {...props} action={action} posted={posted?.form === 'reveal' ? posted : null} />
      )}
      <NewPasswordForm {...props} action={action} posted={posted?.form === 'set' ? posted : null} />
    </section>
  );
}

type FormProps = Props & { action: string };

function RevealForm({ childId, childName, action, posted }: FormProps) {
  const [form, fields] = useForm<RevealLoginForm>({
    id: `ver-acceso-${childId}`,
    lastResult: posted?.result,
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <p>{CHILD_LOGIN_TEXT.revealLead(childName)}</p>
      <FormError id={form.errorId} message={form.errors?.[0]} />
      <input type="hidden" name="intent" value="reveal-credentials" />
      <input type="hidden" name="child" value={childId} />
      <PasswordField meta={fields.parentPassword} label={CHILD_LOGIN_TEXT.parentPassword} />
      <button type="submit" className="button button--secondary">
        {PARENTS_TEXT.credentialsToggle}
      </button>
    </Form>
  );
}

function NewPasswordForm({ childId, childName, action, posted }: FormProps) {
  const [form, fields] = useForm<ChildPasswordForm>({
    id: `nueva-contrasena-${childId}`,
    lastResult: posted?.result,
  });
  return (
    <details className="disclosure credentials__new" open={posted !== null}>
      <summary>{CHILD_LOGIN_TEXT.newPasswordSummary(childName)}</summary>
      <Form method="post" action={action} {...getFormProps(form)}>
        <FormError id={form.errorId} message={form.errors?.[0]} />
        <input type="hidden" name="intent" value="set-child-password" />
        <input type="hidden" name="child" value={childId} />
        <PasswordField
          meta={fields.password}
          label={CHILD_LOGIN_TEXT.newPassword(childName)}
          hint={CHILD_LOGIN_TEXT.newPasswordHint}
          autoComplete="new-password"
        />
        <PasswordField meta={fields.parentPassword} label={CHILD_LOGIN_TEXT.parentPassword} />
        <button type="submit" className="button">
          {CHILD_LOGIN_TEXT.save}
        </button>
      </Form>
    </details>
  );
}
