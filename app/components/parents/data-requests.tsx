// 'Mis datos': the family's ARCO requests, each with its legal due date, and the form that sends
// one. A kind already open is said above the form and not offered again (issue 76 point 8).
// Plain HTML on a non-hydrated page: a refused form comes back with what the parent wrote.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { ARCO_KINDS } from '@kernel/arco';
import type { DataRequestRow, DataRequestsView } from '@server/parents/data-requests-view';
import type { DataRequestForm } from '@server/validation/data-request';
import { DATA_REQUEST_TEXT } from '@kernel/texts/data-requests';
import { CheckboxField, FormError, RadioGroup, TextField } from '~/components/forms/fields';

const kindOption = (kind: (typeof ARCO_KINDS)[number]) => ({
  value: kind,
  label: `${DATA_REQUEST_TEXT.kinds[kind]} (${DATA_REQUEST_TEXT.rights[kind].toLowerCase()})`,
  hint: DATA_REQUEST_TEXT.hints[kind],
});

export function DataRequests(props: {
  anchor: string;
  requests: DataRequestsView | null;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<DataRequestForm>({ id: 'solicitud-de-datos', lastResult: props.result });
  const pending = props.requests?.pending ?? [];
  const open = new Set(pending.map((request) => request.kind));
  const offered = ARCO_KINDS.filter((kind) => !open.has(kind));
  return (
    <section className="parents-card" id={props.anchor} aria-labelledby="data-requests-title">
      <h2 id="data-requests-title">{DATA_REQUEST_TEXT.heading}</h2>
      <p>{DATA_REQUEST_TEXT.lead}</p>
      <h3>{DATA_REQUEST_TEXT.listHeading}</h3>
      <RequestList rows={props.requests?.rows ?? null} />
      {pending.map((request) => (
        <p key={request.kind} className="warning-box" data-testid={`pending-${request.kind}`}>
          {request.notice}
        </p>
      ))}
      {offered.length === 0 ? (
        <p>{DATA_REQUEST_TEXT.allPending}</p>
      ) : (
        <form method="post" action={`#${props.anchor}`} {...getFormProps(form)}>
          <FormError id={form.errorId} message={form.errors?.[0]} />
          <RadioGroup
            meta={fields.kind}
            legend={DATA_REQUEST_TEXT.kindLegend}
            options={offered.map(kindOption)}
          />
          <TextField
            meta={fields.detail}
            label={DATA_REQUEST_TEXT.detailLabel}
            hint={DATA_REQUEST_TEXT.detailHint}
            multiline
          />
          {offered.includes('deletion') ? (
            <CheckboxField meta={fields.confirmDeletion}>{DATA_REQUEST_TEXT.confirmDeletion}</CheckboxField>
          ) : null}
          <button type="submit" className="button">
            {DATA_REQUEST_TEXT.send}
          </button>
        </form>
      )}
    </section>
  );
}

function RequestList({ rows }: { rows: DataRequestRow[] | null }) {
  if (rows === null) return <p role="status">{DATA_REQUEST_TEXT.listUnavailable}</p>;
  if (rows.length === 0) return <p>{DATA_REQUEST_TEXT.none}</p>;
  return (
    <ul className="data-requests" data-testid="data-requests">
      {rows.map((row) => (
        <li key={row.id}>
          <strong>{row.kind}</strong> · {row.status}
          <br />
          {row.sent}
          <br />
          {row.due}
          {row.detail ? <p>{row.detail}</p> : null}
          {row.answer ? (
            <p>
              {row.answered}: {row.answer}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
