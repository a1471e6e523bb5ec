/** The downloadable record: a small standalone HTML page, every value escaped. */
import type { ComplaintRecord } from '@server/complaints/record';
import { escapeHtml as escape } from '@server/http/escape-html';

const row = (label: string, value: string) =>
  `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`;

export function recordDocument(record: ComplaintRecord, filedAt: string, responseText: string): string {
  const rows = [
    row('Número', record.number),
    row('Fecha', filedAt),
    row('Consumidor', record.consumer.name),
    row('Documento', record.consumer.document),
    row('Domicilio', record.consumer.address),
    row('Teléfono', record.consumer.phone),
    row('Correo electrónico', record.consumer.email),
    ...(record.guardian
      ? [row('Padre, madre o apoderado', `${record.guardian.name} · ${record.guardian.document}`)]
      : []),
    row('Bien contratado', record.good.object),
    row('Monto', record.good.amount),
    row('Descripción', record.good.description),
    row('Tipo', record.claim.type),
    row('Detalle', record.claim.detail),
    row('Pedido del consumidor', record.claim.request),
  ];
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Hoja de reclamación ${escape(
    record.number,
  )} · Kodea</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem;vertical-align:top}</style>
</head><body>
<h1>Libro de Reclamaciones · Kodea</h1>
<h2>Hoja de reclamación ${escape(record.number)}</h2>
<table>${rows.join('')}</table>
<p><strong>${escape(responseText)}</strong></p>
</body></html>
`;
}
