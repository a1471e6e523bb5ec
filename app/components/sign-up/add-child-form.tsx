import { getFormProps, useForm } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import type { z } from 'zod';
import type { AddChildFormSchema } from '@server/validation/add-child';
import { ErrorSummary, summaryOf } from '~/components/forms/error-summary';
import { ChildDataConsent } from './child-data-consent';
import { ChildFields } from './child-fields';
import { ADD_CHILD_TEXT } from '@kernel/texts/sign-up';
import type { AddChildOptions, AddChildView } from '~/routes/login-perfiles_.nuevo/add-child.server';

export function AddChildForm({ view, options }: { view: AddChildView; options: AddChildOptions }) {
  const sending = useNavigation().state === 'submitting';
  const [form, fields] = useForm<z.input<typeof AddChildFormSchema>>({
    id: 'nuevo',
    lastResult: view.result,
  });
  const summary = summaryOf([
    fields.firstName,
    fields.age,
    fields.experience,
    fields.operatingSystem,
    fields.childDataConsent,
    // A stale token names no field: its message links to the first one, where the parent starts again.
    { id: fields.firstName.id, errors: fields.token.errors },
  ]);
  return (
    <>
      <ErrorSummary items={summary} message={form.errors?.[0]} messageId={form.errorId} />
      <Form method="post" className="sign-up-form" data-testid="add-child-form" {...getFormProps(form)}>
        <input type="hidden" name="token" value={view.token} />
        <ChildFields field={(name) => ({ meta: fields[name] })} options={options} />
        <ChildDataConsent meta={fields.childDataConsent} />
        <div className="sign-up-actions">
          <button type="submit" className="button" disabled={sending}>
            {ADD_CHILD_TEXT.submit}
          </button>
          <a href="/login-perfiles" className="button button--secondary">
            Cancelar
          </a>
        </div>
      </Form>
    </>
  );
}
