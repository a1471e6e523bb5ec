import { json } from '@remix-run/node';
import { privacyPolicy } from '@kernel/texts/privacy-policy';
import { policyFacts } from '@server/privacy/policy-facts';

/** The policy's words with the business facts of configuration (issue 75 point 3): no upstream call. */
export const loadPrivacyPolicy = () => json({ sections: privacyPolicy(policyFacts()) });
