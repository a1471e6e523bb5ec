import { Link } from '@remix-run/react';
import { SocialLinks } from '~/components/contact/social-links';

export function SiteFooter({ supportEmail, chatNumber }: { supportEmail: string; chatNumber: string }) {
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
          <Link to="/vacaciones">Vacaciones</Link>
          <Link to="/game-jam">Game Jam</Link>
          <Link to="/contactanos">Contáctanos</Link>
          <Link to="/terminos-y-condiciones">Términos y condiciones</Link>
          <Link to="/libro-de-reclamaciones">Libro de Reclamaciones</Link>
        </nav>
        <div>
          <SocialLinks chatNumber={chatNumber} />
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </div>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Kodea. Todos los derechos reservados.</p>
    </footer>
  );
}
