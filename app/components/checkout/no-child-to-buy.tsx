// /pagar when none of the parent's children can buy the product: why, and where to go from here
// (issue 76 point 8): the courses for each refused child's own age, adding a child, Mis compras.
import { Link } from '@remix-run/react';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { ADD_CHILD_TEXT } from '@kernel/texts/sign-up';
import type { CheckoutChildOption } from '@server/invoice-checkout/views';
import { ChildChoice } from '~/components/enrollment/child-choice';

export function NoChildToBuy({ view }: { view: { options: CheckoutChildOption[]; note: string | null } }) {
  return (
    <div data-testid="no-child-to-buy">
      <ChildChoice view={view} />
      <p>Ninguno de tus hijos puede comprar este producto ahora.</p>
      <ul data-testid="no-child-ways">
        {view.options.map(({ id, firstName, ownAgeRange }) =>
          ownAgeRange ? (
            <li key={id}>
              <Link to={`/cursos?edad=${ownAgeRange}`}>
                Ver cursos para {firstName} ({AGE_RANGE_LABEL[ownAgeRange]})
              </Link>
            </li>
          ) : null,
        )}
        <li>
          <Link to="/login-perfiles/nuevo">{ADD_CHILD_TEXT.title}</Link>
        </li>
        <li>
          <Link to="/dashboard/compras">Ir a Mis compras</Link>
        </li>
      </ul>
    </div>
  );
}
