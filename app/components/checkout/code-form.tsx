/**
 * One code typed on an invoice and sent to the upstream (a discount code, an invitation): the
 * field, its button and, after a refusal, the message beside it with what was typed.
 */
import { Form } from '@remix-run/react';

interface Props {
  intent: string;
  id: string;
  label: string;
  button: string;
  value: string;
  error: string | null;
  errorTestId: string;
}

export function CodeForm({ intent, id, label, button, value, error, errorTestId }: Props) {
  const errorId = `${id}-error`;
  return (
    <Form method="post" className="discount-code__form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="discount-code__row">
          <input
            id={id}
            type="text"
            name="code"
            defaultValue={value}
            key={value}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button button--secondary">
            {button}
          </button>
        </div>
        {error ? (
          <p className="field__error" id={errorId} data-testid={errorTestId}>
            {error}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
