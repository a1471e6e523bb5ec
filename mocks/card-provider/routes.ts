/** The card providers' browser side: scripts, tokenisation, hosted forms (back to allowed origins only). */
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { CardInput } from './cards';
import { renderHostedError, renderHostedForm, renderReturnPage, type HostedParams } from './hosted-form';
import { confirmCardPayment } from './global/confirm';
import { intentBySecret } from '../checkout/intents';
import {
  renderGlobalCheckout,
  renderGlobalError,
  renderGlobalThanks,
  type GlobalHostedParams,
} from './global/hosted-checkout';
import { isAllowedReturnUrl, RETURN_URL_REFUSED } from './return-url';
import { requestOrigin } from '../http/same-origin';
import { tokenizeCard } from './tokenize';
import { mountWalletPages } from './wallet-pages';
import { asRecord, asText } from '../http/text';

// From the project root: the bundled server's own URL does not point next to these files.
const assets = path.resolve('mocks/card-provider/assets');

function hostedParams(source: Record<string, unknown>): HostedParams {
  return {
    sessionKey: asText(source.sessionKey),
    merchantId: asText(source.merchantId),
    purchaseNumber: asText(source.purchaseNumber),
    amount: asText(source.amount),
    currency: asText(source.currency),
    returnUrl: asText(source.returnUrl),
    cancelUrl: asText(source.cancelUrl),
  };
}

/** Both ways back to the merchant must be the merchant's own; checked before anything is shown or charged. */
function hostedReturnsAllowed(req: Request, params: HostedParams): boolean {
  const own = requestOrigin(req);
  return isAllowedReturnUrl(params.returnUrl, own) && isAllowedReturnUrl(params.cancelUrl, own);
}

function globalReturnAllowed(req: Request, params: GlobalHostedParams): boolean {
  return isAllowedReturnUrl(params.return_url, requestOrigin(req));
}

/** return_url + `payment_intent=<id>&redirect_status=succeeded|failed` (its own query kept). */
export function intentReturnUrl(returnUrl: string, intentId: string, succeeded: boolean): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', intentId);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return url.href;
}

const refuseHosted = (res: Response) =>
  res.status(400).type('html').send(renderHostedError(RETURN_URL_REFUSED));
const refuseGlobal = (res: Response) =>
  res.status(400).type('html').send(renderGlobalError(RETURN_URL_REFUSED));

const cardFrom = (source: Record<string, unknown>): CardInput => ({
  name: asText(source.name),
  number: asText(source.number),
  expiry: asText(source.expiry),
  cvc: asText(source.cvc),
});

export function mountCardProvider(app: Express): void {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '10kb' }));
  router.use(express.json({ limit: '10kb' }));
  router.get('/checkout.js', (_req, res) => {
    res.type('application/javascript').sendFile(path.join(assets, 'checkout.js'));
  });

  router.post('/api/tokenize', (req: Request, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const card = cardFrom(asRecord(body.card) ?? {});
    const result = tokenizeCard(asText(body.sessionKey), card);
    if (result.ok) return res.json({ transactionToken: result.transactionToken, brand: result.brand });
    if ('fieldErrors' in result) return res.status(422).json({ fieldErrors: result.fieldErrors });
    return res.status(502).json({ error: result.providerError });
  });

  router.get('/pay', (req, res) => {
    const params = hostedParams(req.query);
    if (!hostedReturnsAllowed(req, params)) return refuseHosted(res);
    res.type('html').send(renderHostedForm(params));
  });

  router.post('/pay', (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const params = hostedParams(body);
    if (!hostedReturnsAllowed(req, params)) return refuseHosted(res);
    const card = cardFrom(body);
    const result = tokenizeCard(params.sessionKey, card);
    if (result.ok) return res.type('html').send(renderReturnPage(params, result.transactionToken));
    if ('fieldErrors' in result)
      return res.status(422).type('html').send(renderHostedForm(params, card, result.fieldErrors));
    // Provider error: back to the merchant's payment step, which shows nothing (spec §4 "Exception").
    return res.redirect(303, params.cancelUrl);
  });

  router.get('/global/elements.js', (_req, res) => {
    res.type('application/javascript').sendFile(path.join(assets, 'elements.js'));
  });
  router.post('/global/api/confirm', (req: Request, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const card = cardFrom(asRecord(body.card) ?? {});
    const result = confirmCardPayment(asText(body.clientSecret), card);
    // An intent's answer names it, so the page can go to the same return address as the hosted checkout.
    if (result.ok) return res.json({ status: result.status, payment_intent: result.paymentIntent });
    return res.status(result.status).json({ error: result.error });
  });
  router.get('/global/checkout', (req, res) => {
    const params = {
      client_secret: asText(req.query.client_secret),
      return_url: asText(req.query.return_url),
    };
    if (!globalReturnAllowed(req, params)) return refuseGlobal(res);
    res.type('html').send(renderGlobalCheckout(params));
  });
  router.post('/global/checkout', (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const params = { client_secret: asText(body.client_secret), return_url: asText(body.return_url) };
    if (!globalReturnAllowed(req, params)) return refuseGlobal(res);
    const card = cardFrom(body);
    const result = confirmCardPayment(params.client_secret, card);
    // An intent goes back to the merchant after success or decline; the merchant reads which.
    const intent = intentBySecret(params.client_secret);
    if (intent && (result.ok || result.error.code === 'card_declined'))
      return res.redirect(303, intentReturnUrl(params.return_url, intent.id, result.ok));
    if (result.ok) return res.type('html').send(renderGlobalThanks(params));
    return res
      .status(result.status)
      .type('html')
      .send(
        renderGlobalCheckout(
          params,
          card,
          result.error.fieldErrors ?? {},
          result.error.fieldErrors ? '' : result.error.message,
        ),
      );
  });

  mountWalletPages(router);
  app.use('/__card-provider', router);
}
