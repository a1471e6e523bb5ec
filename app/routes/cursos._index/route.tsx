import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { useLoaderData, Link } from '@remix-run/react';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CampaignStrip } from '~/components/campaigns/campaign-strip';
import { TrialBanner } from '~/components/campaigns/trial-banner';
import { loadCampaignExtras } from '~/lib/campaign-extras.server';
import campaignStyles from '~/styles/campaigns.css';
import { CourseCard } from '~/components/courses/course-card';
import { RouteErrorPage } from '~/components/route-error';
import { PathsInvite } from '~/components/catalogue/paths-invite';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { AGE_RANGE_LABEL, AGE_RANGE_ORDER, isAgeRange, type AgeRange } from '@kernel/age-ranges';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import { startDateText } from '~/lib/start-date.server';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';
import { loaderCaller } from '~/lib/loader-session.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('edad');
  const ageRange = isAgeRange(requested) ? requested : null;
  const caller = await loaderCaller(request, context);
  const [courses, extras] = await Promise.all([
    orThrowResponse(caller.courses.list(ageRange ? { ageRange } : {})),
    loadCampaignExtras(request, caller),
  ]);
  const cards = courses.map((course) => ({ ...course, startText: startDateText(course.initialDate) }));
  return json({ courses: cards, ageRange, origin: publicOrigin(), ...extras });
}

export default function CoursesPage() {
  const { courses, ageRange, origin, campaigns, trialBanner } = useLoaderData<typeof loader>();
  const sections = AGE_RANGE_ORDER.filter((range) => !ageRange || range === ageRange)
    .map((range) => ({ range, courses: courses.filter((course) => course.ageRange === range) }))
    .filter((section) => section.courses.length > 0);
  return (
    <>
      <TrialBanner banner={trialBanner} />
      <div className="container page">
        <Breadcrumbs items={[{ name: 'Cursos', pathname: 'end' }]} origin={origin} />
        <h1>Cursos de programación para niños y adolescentes</h1>
        <p className="page__lead">
          Clases en vivo con grupos de 6 estudiantes y sesiones de 90 minutos. Elige por edad:
        </p>
        <nav aria-label="Filtrar por edad" className="chips">
          <AgeChip range={null} current={ageRange} />
          {AGE_RANGE_ORDER.map((range) => (
            <AgeChip key={range} range={range} current={ageRange} />
          ))}
        </nav>
        <CampaignStrip campaigns={campaigns} />
        {sections.length === 0 ? (
          <p className="empty-state">Pronto publicaremos nuevos cursos para esta edad.</p>
        ) : (
          sections.map((section, sectionIndex) => (
            <section key={section.range} aria-labelledby={`edad-${section.range}`} className="course-section">
              <h2 id={`edad-${section.range}`}>{AGE_RANGE_LABEL[section.range]}</h2>
              <div className="course-grid">
                {section.courses.map((course, index) => (
                  <CourseCard key={course.id} course={course} priority={sectionIndex === 0 && index === 0} />
                ))}
              </div>
            </section>
          ))
        )}
        <PathsInvite headingLevel={2} />
      </div>
    </>
  );
}

function AgeChip({ range, current }: { range: AgeRange | null; current: AgeRange | null }) {
  const active = range === current;
  return (
    <Link
      to={range ? `/cursos?edad=${range}` : '/cursos'}
      className={`chip${active ? ' chip--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {range ? AGE_RANGE_LABEL[range] : 'Todas las edades'}
    </Link>
  );
}

export const links = stylesheets(campaignStyles);

export const handle = PUBLIC_PAGE;

export const meta = staticPublicMeta({
  title: 'Cursos · Kodea',
  description:
    'Cursos en vivo de programación, videojuegos, robótica e IA para niños de 5 a 17 años, agrupados por edad.',
  path: '/cursos',
});

export const ErrorBoundary = RouteErrorPage;
