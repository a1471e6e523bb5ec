import { Link } from '@remix-run/react';
import type { CertificatePanelView } from '@server/parents/certificate-panel';
import { CARD_TEXT, TEXT } from '@kernel/texts/parents';
import { Heading, type HeadingLevel } from './heading';

export function CertificatePanel({ panel, level }: { panel: CertificatePanelView; level: HeadingLevel }) {
  const { certificate, next } = panel;
  return (
    <section className="certificate-panel" data-testid="certificate-panel">
      <Heading level={level}>{TEXT.finalCertificateStep}</Heading>
      {certificate ? (
        <p>
          <a href={certificate.href} download className="button button--small">
            {certificate.label}
            <span className="visually-hidden"> de {certificate.title}</span>
          </a>
        </p>
      ) : null}
      {panel.statusText ? <p className="certificate-panel__status">{panel.statusText}</p> : null}
      {next.kind === 'path' ? (
        <div className="certificate-panel__next">
          <img src={next.thumbnail} alt="" width={96} height={60} />
          <p>
            {CARD_TEXT.nextLevel} <strong>{next.name}</strong>
          </p>
          <Link to={next.href} className="button button--small button--secondary">
            {next.label}
          </Link>
        </div>
      ) : (
        <p>
          <Link to={next.href} className="button button--small button--secondary">
            {next.label}
          </Link>
        </p>
      )}
    </section>
  );
}
