import { COMPLAINT_TEXT } from '@kernel/texts/complaints';
import type { ComplaintProvider } from '@server/complaints/provider';
import type { ComplaintRecord } from '@server/complaints/record';
import { ComplaintProviderFacts } from './complaint-provider';

export function ComplaintRecordView({
  record,
  provider,
  filedAt,
  responseText,
}: {
  record: ComplaintRecord;
  provider: ComplaintProvider;
  filedAt: string;
  responseText: string;
}) {
  return (
    <article className="complaint-record" data-testid="complaint-record">
      <h2>
        Hoja de reclamación <span data-testid="complaint-number">{record.number}</span>
      </h2>
      <p>Fecha: {filedAt}</p>
      <ComplaintProviderFacts provider={provider} />
      <h3>Consumidor</h3>
      <dl>
        <dt>Nombre</dt>
        <dd>{record.consumer.name}</dd>
        {record.consumer.country ? (
          <>
            <dt>País</dt>
            <dd>{record.consumer.country}</dd>
          </>
        ) : null}
        <dt>Documento</dt>
        <dd>{record.consumer.document}</dd>
        <dt>Domicilio</dt>
        <dd>{record.consumer.address}</dd>
        <dt>Teléfono</dt>
        <dd>{record.consumer.phone}</dd>
        <dt>Correo electrónico</dt>
        <dd>{record.consumer.email}</dd>
        {record.guardian ? (
          <>
            <dt>Padre, madre o apoderado</dt>
            <dd>
              {record.guardian.name} · {record.guardian.document}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>Bien contratado</h3>
      <dl>
        <dt>Tipo</dt>
        <dd>{record.good.object}</dd>
        {record.good.name ? (
          <>
            <dt>Producto o servicio</dt>
            <dd>{record.good.name}</dd>
          </>
        ) : null}
        <dt>Monto</dt>
        <dd>{record.good.amount}</dd>
        <dt>Descripción</dt>
        <dd>{record.good.description}</dd>
      </dl>
      <h3>Detalle</h3>
      <dl>
        <dt>Tipo</dt>
        <dd>{record.claim.type}</dd>
        <dt>Detalle</dt>
        <dd>{record.claim.detail}</dd>
        <dt>Pedido del consumidor</dt>
        <dd>{record.claim.request}</dd>
      </dl>
      <p>
        <strong>{responseText}</strong>
      </p>
      <section aria-labelledby="respuesta-del-proveedor" data-testid="complaint-answer">
        <h3 id="respuesta-del-proveedor">{COMPLAINT_TEXT.answerHeading}</h3>
        {record.answer ? (
          <dl>
            <dt>{COMPLAINT_TEXT.answeredAt}</dt>
            <dd>{record.answer.answeredAt}</dd>
            <dt>{COMPLAINT_TEXT.answeredBy}</dt>
            <dd>{record.answer.by}</dd>
            <dt>Respuesta</dt>
            <dd className="complaint-record__answer">{record.answer.text}</dd>
          </dl>
        ) : (
          <p>{COMPLAINT_TEXT.noAnswer(record.responseDue)}</p>
        )}
      </section>
    </article>
  );
}
