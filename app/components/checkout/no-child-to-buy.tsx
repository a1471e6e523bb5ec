// /pagar when none of the parent's children can buy the product: why, and where to go from here
// (issue 76 point 8): the courses for each refused child's own age, adding a child, Mis compras.
import { Link } from '@remix-run/react';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import type { CheckoutChildOption } from '@server/invoice-checkout/views';
import { ChildChoice, type ChildChoiceView } from '~/components/enrollment/child-choice';

export const NO_CHILD_TO_BUY = 'Ninguno de tus hijos puede comprar este producto ahora.';
export const ADD_CHILD_TEXT = 'Agregar hijo o hija';

export function NoChildToBuy({ view, options }: { view: ChildChoiceView; options: CheckoutChildOption[] }) {
  return (
    <div data-testid="no-child-to-buy">
      <ChildChoice view={view} />
      <p>{NO_CHILD_TO_BUY}</p>
      <ul data-testid="no-child-ways">
        {options.map(({ id, firstName, ownAgeRange }) =>
          ownAgeRange ? (
            <li key={id}>
              <Link to={`/cursos?edad=${ownAgeRange}`}>
                Ver cursos para {firstName} ({AGE_RANGE_LABEL[ownAgeRange]})
              </Link>
            </li>
          ) : null,
        )}
        <li>
          <Link to="/login-perfiles/nuevo">{ADD_CHILD_TEXT}</Link>
        </li>
        <li>
          <Link to="/dashboard/compras">Ir a Mis compras</Link>
        </li>
      </ul>
    </div>
  );
}
