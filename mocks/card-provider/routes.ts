/** The card providers' browser side: scripts, tokenisation, hosted forms (back to allowed origins only). */
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { CARD_FIELDS, tokenizeCard } from './cards';
import {
  GLOBAL_FIELDS,
  HOSTED_FIELDS,
  renderGlobalCheckout,
  renderGlobalError,
  renderGlobalThanks,
  renderHostedError,
  renderHostedForm,
  renderReturnPage,
} from './hosted-form';
import { confirmCardPayment } from './global/confirm';
import { isAllowedReturnUrl, RETURN_URL_REFUSED } from './return-url';
import { requestOrigin } from '../http/same-origin';
import { mountWalletPages } from './wallet';
import { asRecord, asText } from '../http/text';

// From the project root: the bundled server's own URL does not point next to these files.
const assets = path.resolve('mocks/card-provider/assets');
const script = (file: string) => (_req: Request, res: Response) =>
  res.type('application/javascript').sendFile(path.join(assets, file));

/** The named fields of a query, a form or a JSON object, each as text. */
const textFields = <Field extends string>(source: unknown, fields: readonly Field[]) => {
  const record = asRecord(source) ?? {};
  return Object.fromEntries(fields.map((field) => [field, asText(record[field])])) as Record<Field, string>;
};

/** Every way back to the merchant must be the merchant's own; checked before anything is shown or charged. */
const returnsHome = (req: Request, ...urls: string[]) =>
  urls.every((url) => isAllowedReturnUrl(url, requestOrigin(req)));

const refuse = (res: Response, errorPage: (message: string) => string) =>
  res.status(400).type('html').send(errorPage(RETURN_URL_REFUSED));

function intentReturnUrl(returnUrl: string, intentId: string, succeeded: boolean): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', intentId);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return url.href;
}

const jsonCard = (body: Record<string, unknown>) => textFields(body.card, CARD_FIELDS);

export function mountCardProvider(app: Express): void {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '10kb' }));
  router.use(express.json({ limit: '10kb' }));
  router.get('/checkout.js', script('checkout.js'));

  router.post('/api/tokenize', (req: Request, res) => {
    const body = asRecord(req.body) ?? {};
    const result = tokenizeCard(asText(body.sessionKey), jsonCard(body));
    if (result.ok) return res.json({ transactionToken: result.transactionToken, brand: result.brand });
    if ('fieldErrors' in result) return res.status(422).json({ fieldErrors: result.fieldErrors });
    return res.status(502).json({ error: result.providerError });
  });

  router.get('/pay', (req, res) => {
    const params = textFields(req.query, HOSTED_FIELDS);
    if (!returnsHome(req, params.returnUrl, params.cancelUrl)) return refuse(res, renderHostedError);
    res.type('html').send(renderHostedForm(params));
  });

  router.post('/pay', (req, res) => {
    const params = textFields(req.body, HOSTED_FIELDS);
    if (!returnsHome(req, params.returnUrl, params.cancelUrl)) return refuse(res, renderHostedError);
    const card = textFields(req.body, CARD_FIELDS);
    const result = tokenizeCard(params.sessionKey, card);
    if (result.ok) return res.type('html').send(renderReturnPage(params, result.transactionToken));
    if ('fieldErrors' in result)
      return res.status(422).type('html').send(renderHostedForm(params, card, result.fieldErrors));
    // Provider error: back to the merchant's payment step, which shows nothing (spec §4 "Exception").
    return res.redirect(303, params.cancelUrl);
  });

  router.get('/global/elements.js', script('elements.js'));
  router.post('/global/api/confirm', (req: Request, res) => {
    const body = asRecord(req.body) ?? {};
    const result = confirmCardPayment(asText(body.clientSecret), jsonCard(body));
    // An intent's answer names it, so the page can go to the same return address as the hosted checkout.
    if (result.ok) return res.json({ status: result.status, payment_intent: result.paymentIntent });
    return res.status(result.status).json({ error: result.error });
  });
  router.get('/global/checkout', (req, res) => {
    const params = textFields(req.query, GLOBAL_FIELDS);
    if (!returnsHome(req, params.return_url)) return refuse(res, renderGlobalError);
    res.type('html').send(renderGlobalCheckout(params));
  });
  router.post('/global/checkout', (req, res) => {
    const params = textFields(req.body, GLOBAL_FIELDS);
    if (!returnsHome(req, params.return_url)) return refuse(res, renderGlobalError);
    const card = textFields(req.body, CARD_FIELDS);
    const result = confirmCardPayment(params.client_secret, card);
    // An intent goes back to the merchant after success or decline; the merchant reads which.
    const intent = result.ok ? result.paymentIntent : result.error.payment_intent;
    if (intent && (result.ok || result.error.code === 'card_declined'))
      return res.redirect(303, intentReturnUrl(params.return_url, intent.id, result.ok));
    if (result.ok) return res.type('html').send(renderGlobalThanks(params));
    const { fieldErrors, message } = result.error;
    const page = renderGlobalCheckout(params, card, fieldErrors ?? {}, fieldErrors ? '' : message);
    return res.status(result.status).type('html').send(page);
  });

  mountWalletPages(router);
  app.use('/__card-provider', router);
}
