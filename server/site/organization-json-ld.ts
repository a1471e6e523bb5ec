/** schema.org `Organization` of the home (issue 20): who sells, its logo, its profiles and how to reach it. */
export function organizationJsonLd(input: {
  origin: string;
  sameAs: string[];
  email: string;
  telephone: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Kodea',
    url: `${input.origin}/`,
    logo: `${input.origin}/images/logo.svg`,
    sameAs: input.sameAs,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: input.email,
      telephone: `+${input.telephone}`,
      availableLanguage: ['es'],
      areaServed: ['PE', 'MX', 'CO', 'CL', 'EC'],
    },
  };
}
