import { Disclosure } from '~/components/ui/disclosure';

const VISIBLE = 2;

type Certificate = { id: number; title: string; file: string };

export function CertificatesTile({ certificates }: { certificates: Certificate[] }) {
  const rest = certificates.slice(VISIBLE);
  return (
    <section className="card" aria-labelledby="certificates-title">
      <h2 id="certificates-title">Mis certificados</h2>
      {certificates.length === 0 ? (
        <p>Aún no tienes certificados. Termina un curso para obtener el primero.</p>
      ) : (
        <>
          <CertificateList items={certificates.slice(0, VISIBLE)} />
          {rest.length > 0 ? (
            <Disclosure
              closedLabel="ver más certificados"
              openLabel="ver menos certificados"
              className="certificates-more"
            >
              <CertificateList items={rest} />
            </Disclosure>
          ) : null}
        </>
      )}
    </section>
  );
}

function CertificateList({ items }: { items: Certificate[] }) {
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
