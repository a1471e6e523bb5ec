import { Link } from '@remix-run/react';
import type { SerializeFrom } from '@remix-run/node';
import { DashboardContactCard } from '~/components/contact/contact-card';
import type { ContactFormState } from '~/components/contact/contact-messages';
import { CertificatesTile } from '~/components/dashboard/certificates-tile';
import { DashboardBanners } from '~/components/dashboard/dashboard-banners';
import type { loadDashboard } from '~/routes/dashboard._index/student-dashboard.server';
import { startDateText } from '~/lib/start-date';
import type { LayoutData } from '~/root.server';
import { NamedProduct } from '~/components/ui/product-facts';
import { productItemId } from '@kernel/product-facts';
import { ClassHistory } from '~/components/parents/class-history';

type StudentData = SerializeFrom<typeof loadDashboard>;

export function StudentDashboard({
  data,
  layout,
  contactState,
}: {
  data: StudentData;
  layout: SerializeFrom<LayoutData> | undefined;
  contactState: ContactFormState | null;
}) {
  // The site layout's data is always there under a page; an error page renders without it.
  if (!layout) return null;
  return (
    <div className="container page dashboard">
      <h1>¡Hola, {data.firstName}!</h1>
      <DashboardBanners banners={data.banners} />
      <div className="dashboard__grid">
        <div className="dashboard__main">
          <section className="card" aria-labelledby="courses-title">
            <h2 id="courses-title">Mis cursos</h2>
            {data.courses.length === 0 ? (
              <div className="empty-state" data-testid="empty-courses">
                <p>Todavía no tienes cursos. Descubre el ideal para ti.</p>
                <Link to="/cursos" className="button">
                  Ver cursos
                </Link>
              </div>
            ) : (
              <ul className="enrolled-list">
                {data.courses.map((item) => (
                  <li key={item.id} data-testid="enrolled-course">
                    {item.course.image ? <img src={item.course.image} alt="" width={96} height={60} /> : null}
                    <div>
                      <Link to={`/cursos/${item.course.slug}`}>
                        <NamedProduct itemId={productItemId.course(item.course.slug)}>
                          {item.course.name}
                        </NamedProduct>
                      </Link>
                      <p className="muted">
                        {item.groupName ? `${item.groupName} · ` : ''}
                        {startDateText(item.initialDate)}
                      </p>
                      <ClassTimes item={item} />
                      <div className="course-progress">
                        <progress
                          max={100}
                          value={item.progress}
                          aria-label={`Avance de ${item.course.name}`}
                        />
                        {/* The bar already tells screen readers its value; this shows it to everyone else. */}
                        <span className="course-progress__value" aria-hidden="true">
                          {item.progress}%
                        </span>
                      </div>
                      <ClassHistory
                        histories={data.classHistory}
                        enrolmentId={item.id}
                        courseName={item.course.name}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <CertificatesTile certificates={data.certificates} />
        </div>
        <DashboardContactCard
          channels={layout.contact}
          state={contactState}
          sent={layout.formStatus?.form === 'contact' ? layout.formStatus.message : null}
        />
      </div>
      {contactState?.formError ? (
        <div className="toast toast--error" role="alert" data-testid="toast">
          {contactState.formError}
        </div>
      ) : null}
    </div>
  );
}

type CourseItem = StudentData['courses'][number];

function ClassTimes({ item }: { item: CourseItem }) {
  if (!item.schedule) return null;
  return (
    <div className="enrolled-list__schedule" data-testid="course-schedule">
      <p>
        {item.schedule.lines.map((line) => line.text).join('; ')}{' '}
        <span className="muted">({item.schedule.zoneLabel})</span>
      </p>
      {item.upcomingClass ? (
        // Issue 77: app/enhance/class-start.ts shows the link from 15 minutes before the class
        // until it ends, by the browser's clock; the server's render is right when it is sent.
        <div
          data-class-window
          data-opens-at={item.upcomingClass.opensAt}
          data-ends-at={item.upcomingClass.endsAt}
        >
          <a
            className="button button--small"
            href={item.upcomingClass.link}
            target="_blank"
            rel="noopener noreferrer"
            hidden={!item.classLink}
            data-class-link
          >
            Entrar a la clase<span className="visually-hidden"> de {item.course.name}</span>
          </a>
          <p className="muted" hidden={Boolean(item.classLink)} data-class-note>
            El enlace a la clase aparece aquí 15 minutos antes de empezar.
          </p>
        </div>
      ) : item.classLink ? (
        <a className="button button--small" href={item.classLink} target="_blank" rel="noopener noreferrer">
          Entrar a la clase<span className="visually-hidden"> de {item.course.name}</span>
        </a>
      ) : item.status !== 'has_ended' ? (
        <p className="muted">El enlace a la clase aparece aquí 15 minutos antes de empezar.</p>
      ) : null}
    </div>
  );
}
