import type { RosterRow } from '@server/organization/roster';

const NONE = 'Por definir';

export function RosterTable({ rows, caption }: { rows: RosterRow[]; caption: string }) {
  return (
    <table className="org-roster">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Estudiante</th>
          <th scope="col">Curso</th>
          <th scope="col">Grupo y horario</th>
          <th scope="col">Docente</th>
          <th scope="col">Estado</th>
          <th scope="col">Avance</th>
          <th scope="col">Certificado</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="org-student">
            <th scope="row" data-label="Estudiante">
              {row.studentName}
            </th>
            <td data-label="Curso">{row.courseName}</td>
            <td data-label="Grupo y horario">
              <span>
                {row.groupName ?? NONE}
                <br />
                <span className="muted">{row.schedule ?? 'Horario por definir'}</span>
              </span>
            </td>
            <td data-label="Docente">{row.teacher}</td>
            <td data-label="Estado">
              <span className={`status-badge status-badge--${row.statusKey}`}>{row.statusLabel}</span>
            </td>
            <td data-label="Avance">
              <span>
                <progress max={100} value={row.progress} aria-label={`Avance de ${row.studentName}`} />{' '}
                <span aria-hidden="true">{row.progress}%</span>
              </span>
            </td>
            <td data-label="Certificado">
              {row.certificate ? (
                <a href={row.certificate.file} download>
                  Descargar<span className="visually-hidden"> certificado de {row.studentName}</span>
                </a>
              ) : (
                <span className="muted">Aún no</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
