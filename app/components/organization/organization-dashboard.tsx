import type { SerializeFrom } from '@remix-run/node';
import type { loadOrganizationDashboard } from '~/routes/dashboardb2b.organization.$organizationId._index/organization-dashboard.server';
import { OrganizationContact } from './organization-contact';
import { OrganizationSummary } from './organization-summary';
import { RosterFilters } from './roster-filters';
import { RosterPagination } from './roster-pagination';
import { RosterTable } from './roster-table';

type Data = Extract<SerializeFrom<typeof loadOrganizationDashboard>, { signedIn: true }>;

function countText(page: Data['page']): string {
  if (page.total === 0) return 'Ningún estudiante coincide con los filtros.';
  const noun = page.total === 1 ? 'matrícula' : 'matrículas';
  return `Mostrando ${page.from}–${page.to} de ${page.total} ${noun}`;
}

export function OrganizationDashboard({ data, supportEmail }: { data: Data; supportEmail: string }) {
  const { organization, page, links } = data;
  return (
    <div className="container page org-dashboard">
      <header className="org-dashboard__header">
        <p className="org-dashboard__eyebrow">Panel de la organización</p>
        <h1>{organization.name}</h1>
        {organization.city ? <p className="muted">{organization.city}</p> : null}
      </header>
      <OrganizationSummary summary={data.summary} />
      <div className="org-dashboard__grid">
        <section className="card org-students" aria-labelledby="org-students-title">
          <div className="org-students__head">
            <h2 id="org-students-title">Estudiantes</h2>
            <a className="button button--small button--secondary" href={links.csv} download>
              Descargar CSV
            </a>
          </div>
          <RosterFilters
            action={links.base}
            filters={data.filters}
            courses={data.courses}
            statusOptions={data.statusOptions}
            filtered={data.filtered}
          />
          <p className="org-students__count" role="status" data-testid="org-count">
            {countText(page)}
          </p>
          {page.items.length > 0 ? (
            <RosterTable rows={page.items} caption={`Estudiantes de ${organization.name}`} />
          ) : null}
          <RosterPagination links={links} current={page.page} />
        </section>
        <OrganizationContact chatHref={links.chat} supportEmail={supportEmail} />
      </div>
    </div>
  );
}
