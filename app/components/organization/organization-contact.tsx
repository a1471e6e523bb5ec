export function OrganizationContact({ chatHref, supportEmail }: { chatHref: string; supportEmail: string }) {
  return (
    <section className="card org-contact" aria-labelledby="org-contact-title">
      <h2 id="org-contact-title">¿Necesitas ayuda?</h2>
      <p>Tu equipo de Kodea responde consultas sobre matrículas, horarios y certificados.</p>
      <p>
        <a className="button button--small" href={chatHref} target="_blank" rel="noopener noreferrer">
          Escríbenos por WhatsApp<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </p>
      <p>
        Correo de soporte: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </section>
  );
}
