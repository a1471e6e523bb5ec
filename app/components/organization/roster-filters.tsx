// One GET form: the URL holds the state, so it works without JavaScript and the export link
// carries the same filters. A plain `<form>`: this page does not hydrate.
import { Link } from '@remix-run/react';
import type { RosterFilters } from '@server/organization/filters';

export function RosterFilters(props: {
  action: string;
  filters: Omit<RosterFilters, 'page'>;
  courses: { id: number; name: string }[];
  statusOptions: { key: string; label: string }[];
  filtered: boolean;
}) {
  const { filters } = props;
  return (
    <form method="get" action={props.action} className="org-filters" aria-label="Filtrar estudiantes">
      <div className="org-filters__field">
        <label htmlFor="org-filter-course">Curso</label>
        <select id="org-filter-course" name="curso" defaultValue={filters.course ?? ''}>
          <option value="">Todos los cursos</option>
          {props.courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </select>
      </div>
      <div className="org-filters__field">
        <label htmlFor="org-filter-status">Estado</label>
        <select id="org-filter-status" name="estado" defaultValue={filters.status ?? ''}>
          <option value="">Todos los estados</option>
          {props.statusOptions.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="org-filters__field">
        <label htmlFor="org-filter-search">Buscar por nombre</label>
        <input
          id="org-filter-search"
          type="search"
          name="buscar"
          defaultValue={filters.search}
          maxLength={80}
        />
      </div>
      <div className="org-filters__actions">
        <button type="submit" className="button button--small">
          Filtrar
        </button>
        {props.filtered ? (
          <Link to={props.action} className="org-filters__clear">
            Quitar filtros
          </Link>
        ) : null}
      </div>
    </form>
  );
}
