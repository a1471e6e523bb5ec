/** Certificates tile (spec §2): the first 2, the rest behind 'ver más certificados' (a <details>, so it works without JavaScript). */
import { useState } from 'react';

const VISIBLE = 2;

export function CertificatesTile({ certificates }: { certificates: { id: number; title: string; file: string }[] }) {
  const [open, setOpen] = useState(false);
  const first = certificates.slice(0, VISIBLE);
  const rest = certificates.slice(VISIBLE);
  return (
    <section className="card" aria-labelledby="certificates-title">
      <h2 id="certificates-title">Mis certificados</h2>
      {certificates.length === 0 ? (
        <p>Aún no tienes certificados. Termina un curso para obtener el primero.</p>
      ) : (
        <>
          <CertificateList items={first} />
          {rest.length > 0 ? (
            <details className="certificates-more" onToggle={(event) => setOpen(event.currentTarget.open)}>
              <summary>{open ? 'ver menos certificados' : 'ver más certificados'}</summary>
              <CertificateList items={rest} />
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

function CertificateList({ items }: { items: { id: number; title: string; file: string }[] }) {
  return (
    <ul className="certificate-list">
      {items.map((certificate) => (
        <li key={certificate.id}>
          <span>{certificate.title}</span>
          <a href={certificate.file} download>
            Descargar
          </a>
        </li>
      ))}
    </ul>
  );
}
