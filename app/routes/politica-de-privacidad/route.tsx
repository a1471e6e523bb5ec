import { PUBLIC_PAGE } from '~/lib/page-handles';
import {
  PRIVACY_LEAD,
  PRIVACY_PATH,
  PRIVACY_POLICY_VERSION,
  PRIVACY_SECTIONS,
  PRIVACY_TITLE,
} from '@kernel/texts/privacy';
import { staticPublicMeta } from '~/lib/page-meta';

export default function PrivacyPage() {
  return (
    <div className="container page page--narrow legal">
      <h1>{PRIVACY_TITLE}</h1>
      <p>{PRIVACY_LEAD}</p>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
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

export const handle = PUBLIC_PAGE;

export const meta = staticPublicMeta({
  title: `${PRIVACY_TITLE} · Kodea`,
  description:
    'Qué datos del padre, madre o tutor y de sus hijos recopila Kodea, para qué, cuánto tiempo los guarda, con quién los comparte y cómo ejercer tus derechos ARCO.',
  path: PRIVACY_PATH,
});
