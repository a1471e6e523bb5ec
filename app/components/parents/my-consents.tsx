// 'Mis datos': the consents the parent gave, each with when it was withdrawn or the form that
// withdraws it (issue 75 point 3), after a paragraph saying what withdrawing means. Plain HTML.
import { getFormProps, useForm } from '@conform-to/react';
import { MY_DATA_TEXT, PRIVACY_PATH, PRIVACY_TITLE } from '@kernel/texts/privacy';
import type { ConsentWithdrawalForm } from '@server/validation/consent';
import { WITHDRAW_CONSENT_INTENT } from '~/routes/dashboard.mis-datos/paths';
import type { ConsentFormAnswer } from '~/routes/dashboard.mis-datos/consent-withdrawal.server';
import { CheckboxField, FormError } from '~/components/forms/fields';

export interface ConsentLine {
  id: string;
  version: string;
  date: string;
  context: string;
  children: string;
  withdrawn: string | null;
}

export function MyConsents(props: {
  anchor: string;
  consents: readonly ConsentLine[];
  answer: ConsentFormAnswer | undefined;
}) {
  const { consents, answer } = props;
  const standing = consents.some((consent) => !consent.withdrawn);
  return (
    <section
      className="parents-card"
      id={props.anchor}
      aria-labelledby="consents-title"
      data-testid="my-consents"
    >
      <h2 id="consents-title">{MY_DATA_TEXT.consentsHeading}</h2>
      {consents.length === 0 ? (
        <p>{MY_DATA_TEXT.noConsents}</p>
      ) : (
        <>
          {standing ? (
            <>
              <p>{MY_DATA_TEXT.consentsLead}</p>
              <p className="warning-box">{MY_DATA_TEXT.withdrawMeans}</p>
            </>
          ) : null}
          <ul className="my-consents">
            {consents.map((consent) => (
              <li key={consent.id} data-testid="consent">
                {MY_DATA_TEXT.consentLine(consent.version, consent.date)} ({consent.context})
                {consent.children ? (
                  <>
                    <br />
                    {MY_DATA_TEXT.consentChildren(consent.children)}
                  </>
                ) : null}
                {consent.withdrawn ? (
                  <p>
                    <strong>{MY_DATA_TEXT.withdrawnLine(consent.withdrawn)}</strong>
                  </p>
                ) : (
                  <WithdrawForm
                    anchor={props.anchor}
                    consent={consent}
                    answer={answer?.consentId === consent.id ? answer : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={PRIVACY_PATH}>{PRIVACY_TITLE}</a>
      </p>
      <p>
        <a href="/dashboard/mis-datos.json" className="button" download>
          {MY_DATA_TEXT.download}
        </a>
      </p>
    </section>
  );
}

function WithdrawForm(props: {
  anchor: string;
  consent: ConsentLine;
  answer: ConsentFormAnswer | undefined;
}) {
  const { consent } = props;
  // One form per consent, each its own ids: only the form that was sent shows its answer.
  const [form, fields] = useForm<ConsentWithdrawalForm>({
    id: `retirar-${consent.id}`,
    lastResult: props.answer?.result,
  });
  return (
    <form method="post" action={`#${props.anchor}`} className="my-consents__withdraw" {...getFormProps(form)}>
      <FormError id={form.errorId} message={form.errors?.[0]} />
      <input type="hidden" name="intent" value={WITHDRAW_CONSENT_INTENT} />
      <input type="hidden" name="consentId" value={consent.id} />
      <CheckboxField meta={fields.confirmWithdrawal}>
        {MY_DATA_TEXT.withdrawConfirm(consent.date)}
      </CheckboxField>
      <button type="submit" className="button button--secondary">
        {MY_DATA_TEXT.withdraw}
      </button>
    </form>
  );
}
