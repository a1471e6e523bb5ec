import type { SerializeFrom } from '@remix-run/node';
import type { loadVacationPage } from '~/routes/vacaciones/vacation-page.server';
import { Disclosure } from '~/components/ui/disclosure';
import { nameProp, ProgramDuration } from '~/components/ui/product-facts';
import { Fact } from '~/components/ui/fact';

type ProgramView = SerializeFrom<typeof loadVacationPage>['programs'][number];

export function ProgramDetails({ program, requirements }: { program: ProgramView; requirements: string[] }) {
  return (
    <section className="card program-details" aria-labelledby="program-title" data-testid="program-details">
      <h2 id="program-title" {...nameProp}>
        {program.name}
      </h2>
      <p>{program.description}</p>
      <dl className="facts">
        <Fact label="Inicio">{program.start}</Fact>
        <Fact label="Duración">
          <ProgramDuration text={program.duration} />
        </Fact>
      </dl>
      <h3>Contenido del programa</h3>
      {program.courses.length === 0 ? (
        <p className="empty-state">Sin cursos</p>
      ) : (
        program.courses.map((course) => (
          <div key={course.id} className="program-course">
            <h4>{course.name}</h4>
            <ul className="module-cards">
              {course.modules.map((module) => (
                <li key={module.name}>
                  <span className="module-cards__icon" aria-hidden="true">
                    {module.icon}
                  </span>
                  <strong>{module.name}</strong>
                  <span>{module.description}</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <h3>Requisitos técnicos</h3>
      <Disclosure closedLabel="Mostrar detalles" openLabel="Ocultar detalles">
        <ul>
          {requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Disclosure>
      <p>
        <a href={program.studyPlanUrl} download className="button button--secondary">
          Descarga el plan de estudios
        </a>
      </p>
    </section>
  );
}
