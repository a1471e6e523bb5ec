/**
 * Hostile form posts, sent to every page action. None of them may crash a handler or leak its
 * insides; what the answer says beyond that (a field error, a redirect) is up to the route.
 */
import { formBody, FORM_TYPE } from '../harness/http-client';
import { multipartBody } from './bodies';

/** Every field name some form of the site posts. */
export const FORM_FIELDS = [
  'email',
  'password',
  'redirectTo',
  'intent',
  'ageRange',
  'programId',
  'groupId',
  'purchaseNumber',
  'transactionToken',
  'terms',
  'childId',
  'tipo_de_consulta',
  'message',
];

export const SCRIPT_PROBE = '<script>alert("kodea")</script>';

export interface FormCase {
  name: string;
  contentType: string;
  body: string;
}

const everyField = (value: string) => FORM_FIELDS.map((field): [string, string] => [field, value]);
const form = (name: string, fields: Array<[string, string]> | Record<string, string>): FormCase => ({
  name,
  contentType: FORM_TYPE,
  body: formBody(fields),
});
const raw = (name: string, body: string): FormCase => ({ name, contentType: FORM_TYPE, body });

export const FORM_CASES: FormCase[] = [
  raw('empty body', ''),
  form('only unknown fields', { foo: 'bar', baz: '' }),
  form('every field empty', everyField('')),
  form('every field twice, with different values', [...everyField('uno'), ...everyField('dos')]),
  form('6 KB in every field', everyField('x'.repeat(6 * 1024))),
  form('control characters and NUL', everyField('\u0000\u0007\u001b[31m\r\n\t\u007f')),
  raw('malformed percent escapes', 'email=%E0%A4%A&password=%&intent=%ZZ&redirectTo=%&message=%u0041'),
  raw('UTF-8 of a lone surrogate and overlong forms', 'email=%ED%A0%80&message=%C0%AF&password=%F4%90%80%80'),
  raw('no "=" and stray separators', '&&&email&=&==&password=a=b=c&&'),
  form('prototype-polluting names', [
    ['__proto__', 'z'],
    ['__proto__[admin]', '1'],
    ['constructor[prototype][admin]', '1'],
    ['hasOwnProperty', '1'],
  ]),
  form('markup and script in every field', everyField(SCRIPT_PROBE)),
  form('unicode oddities', everyField('\u202eevil\u200d\ud83d\ude00\uff41\u0301')),
  form('injection strings', everyField(`' OR '1'='1' -- {"$gt":""} \${7*7} {{7*7}} ../../etc/passwd`)),
  form('ids that are not ids', {
    intent: 'start-payment',
    ageRange: '../../etc/passwd',
    programId: '-1',
    groupId: '1e309',
    purchaseNumber: 'NaN',
    childId: '-1',
  }),
  form('pay a purchase that is not ours', {
    intent: 'pay',
    terms: 'on',
    purchaseNumber: '1027999999',
    transactionToken: 'tt_forged',
  }),
  form('pay with an absurd token', {
    intent: 'pay',
    terms: 'on',
    purchaseNumber: '1',
    transactionToken: 't'.repeat(5000),
  }),
  form('retry enrollment without a payment', { intent: 'retry-follow-up' }),
  form('start payment', { intent: 'start-payment' }),
  form('start payment for another family’s child', { intent: 'start-payment', childId: '503' }),
  form('start payment for a child id that is no id', { intent: 'start-payment', childId: '1e309' }),
  {
    name: 'multipart with every field',
    contentType: 'multipart/form-data; boundary=kodea-boundary',
    body: multipartBody(everyField('valor'), 'kodea-boundary'),
  },
];
