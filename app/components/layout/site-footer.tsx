import { SocialLinks } from '~/components/contact/social-links';
import { copyrightLine } from '@kernel/texts/site';
import { Link } from '@remix-run/react';
import { PATHS_LABEL } from '@kernel/texts/catalogue';
import { PRIVACY_PATH, PRIVACY_TITLE } from '@kernel/texts/privacy';

type Contact = { supportEmail: string; chatNumber: string } | null;

/** `contact` is missing only on the root error page, when the layout's data could not be read. */
export function SiteFooter({ contact }: { contact: Contact }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <img src="/images/logo.svg" alt="Kodea" width={112} height={28} />
          <p>
            Clases en vivo de programación y tecnología para niños y adolescentes. Grupos de 6 estudiantes,
            sesiones de 90 minutos.
          </p>
        </div>
        <nav aria-label="Pie de página" className="site-footer__links">
          <Link to="/cursos">Cursos</Link>
          <Link to="/rutas">{PATHS_LABEL}</Link>
          <Link to="/vacaciones">Vacaciones</Link>
          <Link to="/game-jam">Game Jam</Link>
          <Link to="/contactanos">Contáctanos</Link>
          <Link to="/terminos-y-condiciones">Términos y condiciones</Link>
          <Link to={PRIVACY_PATH}>{PRIVACY_TITLE}</Link>
          <Link to="/libro-de-reclamaciones">Libro de Reclamaciones</Link>
        </nav>
        {contact ? (
          <div>
            <SocialLinks chatNumber={contact.chatNumber} />
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
          </div>
        ) : null}
      </div>
      <p className="site-footer__legal">{copyrightLine(year)}</p>
    </footer>
  );
}
