/** The provider the book belongs to, as the regulation asks: razón social, RUC and address (from configuration). */
import type { ComplaintProvider } from '@server/complaints/provider';

export function ComplaintProviderFacts({ provider }: { provider: ComplaintProvider }) {
  return (
    <dl className="complaint-provider" data-testid="complaint-provider">
      <dt>Proveedor</dt>
      <dd>{provider.legalName}</dd>
      <dt>RUC</dt>
      <dd>{provider.ruc}</dd>
      <dt>Domicilio</dt>
      <dd>{provider.address}</dd>
    </dl>
  );
}
