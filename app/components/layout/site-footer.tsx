import { SocialLinks } from '~/components/contact/social-links';
import { copyrightLine } from '@kernel/texts/site';
import { MarkupOnce } from '~/lib/markup-once';
import { oneByteHtml } from '~/lib/one-byte-html';
import { SiteLink } from './site-link';

type Contact = { supportEmail: string; chatNumber: string } | null;

/**
 * The one footer of every page, the parents' zone included. `contact` is missing only on the
 * root error page, when the layout's data could not be read: the links still lead somewhere.
 * On a light page its content is kept once per contact and year (docs/decisions/062).
 */
export function SiteFooter({ contact }: { contact: Contact }) {
  const year = new Date().getFullYear();
  const contactKey = contact ? `${contact.supportEmail} ${contact.chatNumber}` : '-';
  return (
    <MarkupOnce as="footer" className="site-footer" markupKey={`layout:footer ${year} ${contactKey}`}>
      <FooterContent contact={contact} year={year} />
    </MarkupOnce>
  );
}

function FooterContent({ contact, year }: { contact: Contact; year: number }) {
  return (
    <>
      <div className="container site-footer__inner">
        <div>
          <img src="/images/logo.svg" alt="Kodea" width={112} height={28} />
          <p>
            Clases en vivo de programación y tecnología para niños y adolescentes. Grupos de 6 estudiantes,
            sesiones de 90 minutos.
          </p>
        </div>
        <nav aria-label="Pie de página" className="site-footer__links">
          <SiteLink to="/cursos">Cursos</SiteLink>
          <SiteLink to="/vacaciones">Vacaciones</SiteLink>
          <SiteLink to="/game-jam">Game Jam</SiteLink>
          <SiteLink to="/contactanos">Contáctanos</SiteLink>
          <SiteLink to="/terminos-y-condiciones">Términos y condiciones</SiteLink>
          <SiteLink to="/libro-de-reclamaciones">Libro de Reclamaciones</SiteLink>
        </nav>
        {contact ? (
          <div>
            <SocialLinks chatNumber={contact.chatNumber} />
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
          </div>
        ) : null}
      </div>
      {/* One-byte HTML: its dash would make a hydrated page's whole text two-byte (decision 065). */}
      <p
        className="site-footer__legal"
        dangerouslySetInnerHTML={{ __html: oneByteHtml(copyrightLine(year)) }}
      />
    </>
  );
}
