/**
 * Every page the simulated card providers show is read on a phone (390 px): each declares the
 * viewport, the global provider's thanks page included.
 */
import { describe, expect, it } from 'vitest';
import {
  renderGlobalCheckout,
  renderGlobalError,
  renderGlobalThanks,
  renderHostedError,
  renderHostedForm,
  renderReturnPage,
  type HostedParams,
} from '../../mocks/card-provider/hosted-form';

const soles: HostedParams = {
  sessionKey: 'key',
  merchantId: '456879852',
  purchaseNumber: 'PED-000001',
  amount: '129',
  currency: 'PEN',
  returnUrl: 'http://localhost:3000/dashboard/compras/1',
  cancelUrl: 'http://localhost:3000/dashboard/compras/1',
};
const global = { client_secret: 'pi_1_secret_x', return_url: 'http://localhost:3000/dashboard/compras/1' };

const PAGES: Record<string, string> = {
  'soles hosted form': renderHostedForm(soles),
  'soles return page': renderReturnPage(soles, 'token'),
  'soles error': renderHostedError('Sesión vencida'),
  'global checkout': renderGlobalCheckout(global),
  'global thanks': renderGlobalThanks(global),
  'global error': renderGlobalError('Intent not found'),
};

describe('simulated card providers: pages on a phone', () => {
  it.each(Object.entries(PAGES))('%s declares the viewport', (_name, html) => {
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
  });
});
