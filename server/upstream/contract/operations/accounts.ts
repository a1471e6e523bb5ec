/** Sign-in, sign-up, passwords, children and contact (the family's data and complaints: privacy-and-complaints.ts). */
import { z } from 'zod';
import { VisitorContactInputSchema } from '../../../validation/visitor-contact';
import { ContactInputSchema } from '../../../validation/contact';
import { LoginAnswerSchema } from '../../schemas/auth';
import {
  ChildPasswordAnswerSchema,
  ChildPasswordBodySchema,
  ConfirmPasswordAnswerSchema,
  ConfirmPasswordBodySchema,
} from '../../schemas/child-login';
import { ChildSchema } from '../../schemas/parents';
import {
  PasswordResetConfirmAnswerSchema,
  PasswordResetRequestAnswerSchema,
  ResetTokenAnswerSchema,
} from '../../schemas/password-reset';
import {
  AddChildBodySchema,
  LoginBodySchema,
  PasswordResetBodySchema,
  RegisterBodySchema,
  ResetConfirmBodySchema,
  ResetTokenBodySchema,
} from '../bodies';
import { created, define, detail, fieldErrors, forbidden, idParam, notFound, ok } from '../define';

const tag = 'Accounts';

export const accountOperations = [
  define({
    operationId: 'login',
    service: 'api',
    method: 'post',
    path: '/api/auth/login/',
    tag,
    summary: 'Sign in',
    description:
      'The answer’s `role` and `organization_id` decide where the user lands (decision 004); `children` (ours) lists a parent’s children ids in the order of the children list.',
    hidden: true,
    caller: 'anyone',
    body: LoginBodySchema,
    responses: {
      '200': ok(LoginAnswerSchema, 'Signed in: the tokens and the user.'),
      '401': detail('Wrong e-mail or password.'),
    },
  }),
  define({
    operationId: 'registerFamily',
    service: 'api',
    method: 'post',
    path: '/api/auth/register/',
    tag,
    summary: 'Sign up a parent and their children',
    description:
      'Answers as the sign-in does, so the new parent is signed in. `child_data_consent` records the parent’s express consent for the children’s data (decision 083): no child is stored without it.',
    hidden: true,
    caller: 'anyone',
    body: RegisterBodySchema,
    responses: {
      '201': created(LoginAnswerSchema, 'The account, signed in.'),
      '400': fieldErrors('Refused: e.g. `email` already has an account.'),
    },
  }),
  define({
    operationId: 'requestPasswordReset',
    service: 'api',
    method: 'post',
    path: '/api/auth/password-reset/',
    tag,
    summary: 'Send a password-recovery e-mail',
    description:
      'The API keeps a one-time token and e-mails a link to `reset_url` + the token (decision 081). It answers the same whether or not the address has an account.',
    hidden: true,
    caller: 'anyone',
    body: PasswordResetBodySchema,
    responses: { '200': ok(PasswordResetRequestAnswerSchema), '400': fieldErrors('A malformed body.') },
  }),
  define({
    operationId: 'checkPasswordResetToken',
    service: 'api',
    method: 'post',
    path: '/api/auth/password-reset/check/',
    tag,
    summary: 'Check a password-recovery token',
    hidden: true,
    caller: 'anyone',
    body: ResetTokenBodySchema,
    responses: {
      '200': ok(ResetTokenAnswerSchema, 'The token can still be used.'),
      '400': fieldErrors('`token`: unknown, expired or already used.'),
    },
  }),
  define({
    operationId: 'confirmPasswordReset',
    service: 'api',
    method: 'post',
    path: '/api/auth/password-reset/confirm/',
    tag,
    summary: 'Set a new password with a recovery token',
    description:
      'Spends the token. Answers whose password changed, so the app signs that account out everywhere.',
    hidden: true,
    caller: 'anyone',
    body: ResetConfirmBodySchema,
    responses: {
      '200': ok(PasswordResetConfirmAnswerSchema),
      '400': fieldErrors('`token` unusable, or `password` refused by the password rules.'),
    },
  }),
  define({
    operationId: 'confirmParentPassword',
    service: 'api',
    method: 'post',
    path: '/api/auth/confirm-password/',
    tag,
    summary: 'Ask the signed-in parent’s password again',
    description: 'Before a child’s login is shown (decision 084).',
    hidden: true,
    caller: 'parent',
    body: ConfirmPasswordBodySchema,
    responses: {
      '200': ok(ConfirmPasswordAnswerSchema),
      '400': fieldErrors('`password`: wrong.'),
    },
  }),
  define({
    operationId: 'setChildPassword',
    service: 'api',
    method: 'put',
    path: '/api/parents/children/{child_id}/password/',
    tag,
    summary: 'Replace a child’s student-login password',
    description: 'Behind the parent’s own password (`parent_password`); only the parent’s own child.',
    hidden: true,
    caller: 'parent',
    pathParams: { child_id: idParam('The child.') },
    body: ChildPasswordBodySchema,
    responses: {
      '200': ok(ChildPasswordAnswerSchema, 'The child, with the new login.'),
      '400': fieldErrors('`parent_password` wrong, or `password` refused by the rules.'),
      '404': notFound(),
    },
  }),
  define({
    operationId: 'addChild',
    service: 'api',
    method: 'post',
    path: '/api/parents/children/',
    tag,
    summary: 'Add a child to the family',
    description:
      'The child joins the family with a generated student login (decision 032), with the parent’s consent for its data (`child_data_consent`, decision 083). Parents only: any other role is a 403.',
    hidden: true,
    caller: 'parent',
    body: AddChildBodySchema,
    responses: {
      '201': created(z.object({ data: ChildSchema }), 'The child, as the children list answers it.'),
      '400': fieldErrors('A field refused.'),
      '403': forbidden('the caller is not a parent.'),
    },
  }),
  define({
    operationId: 'sendContactRequest',
    service: 'api',
    method: 'post',
    path: '/api/contact/',
    tag,
    summary: 'A signed-in user’s message to support',
    hidden: true,
    caller: 'user',
    body: ContactInputSchema,
    responses: {
      '201': { description: 'Received; the body is not read.' },
      '400': fieldErrors('A field refused.'),
    },
  }),
  define({
    operationId: 'sendVisitorContactRequest',
    service: 'api',
    method: 'post',
    path: '/api/contact/visitors/',
    tag,
    summary: 'A visitor’s question from /contactanos',
    description: 'Anonymous; never retried by the app.',
    hidden: true,
    caller: 'anyone',
    body: VisitorContactInputSchema,
    responses: {
      '201': { description: 'Received; the body is not read.' },
      '400': fieldErrors('A field refused.'),
    },
  }),
];
