import { useLoaderData } from '@remix-run/react';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { PRIVACY_PATH, PRIVACY_POLICY_VERSION, PRIVACY_TITLE } from '@kernel/texts/privacy';
import { PRIVACY_LEAD, type RecipientRow } from '@kernel/texts/privacy-policy';
import { staticPublicMeta } from '~/lib/page-meta';
import { loadPrivacyPolicy } from './privacy-policy.server';

export const loader = () => loadPrivacyPolicy();

export default function PrivacyPage() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow legal">
      <h1>{PRIVACY_TITLE}</h1>
      <p>{PRIVACY_LEAD}</p>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
          <h2 id={`${section.id}-titulo`}>{section.heading}</h2>
          {section.paragraphs.slice(0, 1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.recipients ? <Recipients rows={section.recipients} /> : null}
          {section.paragraphs.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="muted" data-testid="privacy-version">
        Versión de esta política: {PRIVACY_POLICY_VERSION}
      </p>
    </div>
  );
}

/** Every recipient, its country (and whether it is abroad), what it does and what it receives. */
function Recipients({ rows }: { rows: readonly RecipientRow[] }) {
  return (
    <ul className="legal__recipients" data-testid="privacy-recipients">
      {rows.map((row) => (
        <li key={`${row.name}-${row.purpose}`}>
          <strong>{row.name}</strong>
          <dl>
            <dt>País</dt>
            <dd>
              {row.country}
              {row.abroad ? ' (transferencia internacional)' : ''}
            </dd>
            <dt>Para qué</dt>
            <dd>{row.purpose}</dd>
            <dt>Qué datos recibe</dt>
            <dd>{row.data}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export const handle = PUBLIC_PAGE;

export const meta = staticPublicMeta({
  title: `${PRIVACY_TITLE} · Kodea`,
  description:
    'Quién es responsable de los datos de tu familia en Kodea, qué datos pedimos y para qué, con quién los compartimos, cuánto tiempo los guardamos y cómo ejercer tus derechos ARCO o retirar tu consentimiento.',
  path: PRIVACY_PATH,
});
