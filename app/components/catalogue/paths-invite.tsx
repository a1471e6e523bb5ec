/** The way to /rutas from the home and /cursos (issue 53): paths were reachable only from the sitemap. */
import { Link } from '@remix-run/react';
import { PATHS_LABEL } from '@kernel/texts/catalogue';

export function PathsInvite({ className, headingLevel }: { className?: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={className ? `paths-invite ${className}` : 'paths-invite'}
      aria-labelledby="rutas-invitacion"
      data-testid="paths-invite"
    >
      <Heading id="rutas-invitacion">{PATHS_LABEL}</Heading>
      <p>
        Cursos en secuencia, de un nivel al siguiente, con certificado al final. Compara nivel, edades,
        duración y precio de cada ruta.
      </p>
      <p>
        <Link to="/rutas" className="button button--secondary">
          Ver las rutas de aprendizaje
        </Link>
      </p>
    </section>
  );
}
