// 'Mis datos': the family's rectification and deletion requests, and the form that sends one.
// Plain HTML on a non-hydrated page: a refused form comes back with what the parent wrote.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { DataRequestRow } from '@server/parents/data-requests-view';
import type { DataRequestForm } from '@server/validation/data-request';
import { DATA_REQUEST_TEXT } from '@kernel/texts/data-requests';
import { CheckboxField, FormError, RadioGroup, TextField } from '~/components/forms/fields';

const KIND_OPTIONS = [
  { value: 'rectification', label: DATA_REQUEST_TEXT.kinds.rectification },
  { value: 'deletion', label: DATA_REQUEST_TEXT.kinds.deletion, hint: DATA_REQUEST_TEXT.deletionHint },
] as const;

export function DataRequests(props: {
  anchor: string;
  requests: DataRequestRow[] | null;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<DataRequestForm>({ id: 'solicitud-de-datos', lastResult: props.result });
  return (
    <section className="parents-card" id={props.anchor} aria-labelledby="data-requests-title">
      <h2 id="data-requests-title">{DATA_REQUEST_TEXT.heading}</h2>
      <p>{DATA_REQUEST_TEXT.lead}</p>
      <h3>{DATA_REQUEST_TEXT.listHeading}</h3>
      <RequestList requests={props.requests} />
      <form method="post" action={`#${props.anchor}`} {...getFormProps(form)}>
        <FormError id={form.errorId} message={form.errors?.[0]} />
        <RadioGroup meta={fields.kind} legend={DATA_REQUEST_TEXT.kindLegend} options={KIND_OPTIONS} />
        <TextField
          meta={fields.detail}
          label={DATA_REQUEST_TEXT.detailLabel}
          hint={DATA_REQUEST_TEXT.detailHint}
          multiline
        />
        <CheckboxField meta={fields.confirmDeletion}>{DATA_REQUEST_TEXT.confirmDeletion}</CheckboxField>
        <button type="submit" className="button">
          {DATA_REQUEST_TEXT.send}
        </button>
      </form>
    </section>
  );
}

function RequestList({ requests }: { requests: DataRequestRow[] | null }) {
  if (requests === null) return <p role="status">{DATA_REQUEST_TEXT.listUnavailable}</p>;
  if (requests.length === 0) return <p>{DATA_REQUEST_TEXT.none}</p>;
  return (
    <ul className="data-requests" data-testid="data-requests">
      {requests.map((request) => (
        <li key={request.id}>
          <strong>{request.kind}</strong> · {request.status}
          <br />
          {request.sent}
          {request.detail ? <p>{request.detail}</p> : null}
          {request.answer ? (
            <p>
              {request.answered}: {request.answer}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
