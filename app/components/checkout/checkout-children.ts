import type { CheckoutChildOption } from '@server/invoice-checkout/views';
import type { ChildChoiceView } from '~/components/enrollment/child-choice';

export const NO_CHILDREN_TEXT =
  'Todavía no tienes hijos registrados en tu cuenta. Escríbenos y te ayudamos a registrarlos.';

export function childChoiceView(children: CheckoutChildOption[]): ChildChoiceView {
  return {
    options: children.map((child) => ({
      id: child.id,
      firstName: child.firstName,
      unavailable: child.disabledReason,
      purchaseHref: null,
    })),
    note: children.length === 0 ? NO_CHILDREN_TEXT : null,
  };
}
