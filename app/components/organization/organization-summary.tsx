import type { summaryFrom } from '@server/organization/summary';

type RosterSummary = ReturnType<typeof summaryFrom>;

export function OrganizationSummary({ summary }: { summary: RosterSummary }) {
  const figures = [
    { label: 'Estudiantes', value: String(summary.students) },
    { label: 'Cursos activos', value: String(summary.activeCourses) },
    { label: 'Avance promedio', value: `${summary.averageProgress}%` },
    { label: 'Certificados emitidos', value: String(summary.certificates) },
  ];
  return (
    <section aria-labelledby="org-summary-title" className="org-summary">
      <h2 id="org-summary-title" className="visually-hidden">
        Resumen
      </h2>
      <dl className="org-summary__list">
        {figures.map((figure) => (
          <div key={figure.label} className="org-summary__item" data-testid="org-figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
