/**
 * The validator routes: validate-member-email (needs a bound session; answers the same for a
 * member's e-mail and anyone else's, see below), validate-phone-numverify and
 * validate-email-neverbounce (public; the provider config.validators chooses, else the offline
 * default). Invalid -> 422 on the field; a provider that is unavailable lets the value pass.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, ok, unprocessable } from '../../http';
import { sessionBound } from '../../plugins/session';
import { refuses } from '../../services/validators';
import { typed } from '../typed';

const FAIL_OPEN = 'When the provider is unavailable (timeout, network error, 5xx, auth or quota failure) the check fails open: '
  + '200 {valid: true}, and the server logs a warning without the value.';

/** OpenAPI descriptions: which check runs by default and what a provider changes. */
export const VALIDATOR_ROUTE_DESCRIPTIONS = {
  memberEmail: 'Answers 200 {valid: true} for every well-formed `email` (422 on `email` otherwise), a member\'s or not: '
    + 'telling them apart would tell any visitor who is a member. Whether a new enrollee\'s e-mail is taken is decided by '
    + `save-contact-info ("${MESSAGES.emailExists}" on \`email_address\`); no external provider. Needs a session bound to an enrollment.`,
  phone: 'Whether `phone` (10 digits) is a dialable US number; 422 on `phone` when not. PHONE_VALIDATOR chooses the check: '
    + '`local`, the offline default (NANP rules: area code and exchange start with 2-9 and neither is an N11 code; no network call), '
    + 'or `numverify` (apilayer numverify, country US: its `valid`). ' + FAIL_OPEN,
  email: 'Whether `email` can receive mail; 422 on `email` when not. EMAIL_VALIDATOR chooses the check: '
    + '`local`, the offline default (the shared e-mail format and a TLD other than invalid, test, localhost, example; no network call), '
    + 'or `neverbounce` (NeverBounce single check: valid and catchall pass, invalid and disposable fail, unknown counts as unavailable). '
    + FAIL_OPEN,
} as const;

export async function validatorRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { validateMemberEmail, validatePhone, validateEmail } = API_ROUTES;
  api.post(validateMemberEmail.url, {
    ...sessionBound, schema: { ...validateMemberEmail.schema, description: VALIDATOR_ROUTE_DESCRIPTIONS.memberEmail },
  }, async () => ok({ valid: true }));

  api.get(validatePhone.url, { schema: { ...validatePhone.schema, description: VALIDATOR_ROUTE_DESCRIPTIONS.phone } }, async (request) => {
    if (refuses(await app.services.validators.phone(request.query.phone))) unprocessable([fieldError('phone', MESSAGES.phone)]);
    return ok({ valid: true });
  });

  api.post(validateEmail.url, { schema: { ...validateEmail.schema, description: VALIDATOR_ROUTE_DESCRIPTIONS.email } }, async (request) => {
    if (refuses(await app.services.validators.email(request.body.email))) unprocessable([fieldError('email', MESSAGES.email)]);
    return ok({ valid: true });
  });
}
