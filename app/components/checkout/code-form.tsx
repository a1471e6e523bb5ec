import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { errorOf } from '~/components/forms/fields';

interface Props {
  /** Conform's form id: the field is `<formId>-code` ('discount-code', 'referral-code'). */
  formId: string;
  intent: string;
  label: string;
  button: string;
  initial?: string;
  result?: SubmissionResult<string[]>;
  errorTestId: string;
}

export function CodeForm({ formId, intent, label, button, initial, result, errorTestId }: Props) {
  const [form, fields] = useForm<{ code: string }>({
    id: formId,
    lastResult: result,
    defaultValue: { code: initial },
  });
  const error = errorOf(fields.code);
  return (
    <Form method="post" className="discount-code__form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <div className="field">
        <label htmlFor={fields.code.id}>{label}</label>
        <div className="discount-code__row">
          <input
            {...getInputProps(fields.code, { type: 'text' })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <button type="submit" className="button button--secondary">
            {button}
          </button>
        </div>
        {error ? (
          <p className="field__error" id={fields.code.errorId} data-testid={errorTestId}>
            {error}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
