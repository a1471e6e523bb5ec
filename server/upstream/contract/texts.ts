/** The document's own words: its introduction and one line per tag (for the API team, in English). */

export const DOCUMENT_INTRO = [
  'Every call the Kodea web app makes to its upstream services: Kodea’s REST API, the content service, the location service, and the card providers’ server calls made through the API.',
  'Written from the app’s own registry (`server/upstream/contract/`) and the zod schemas it parses every answer with (`server/upstream/schemas/`): an answer that does not match is logged and refused by the app, so this is what the app needs, not a wish. Objects may carry more fields than listed; the app ignores them.',
  'Operations marked **Ours** (`x-ours`) are not in the product spec: we chose their paths and bodies (decision 003), and the simulator (`mocks/`) is so far their only implementation; their rules are written in each description. Examples are the simulator’s answers.',
  'Paths are exactly as the app calls them, trailing slash or not. `niubiz`, `stripe` and `pagoefectivo` in paths are the default provider names (the app’s CARD_PROVIDER, GLOBAL_CARD_PROVIDER and LOCAL_PAYMENTS_PROVIDER).',
  'A difference between this document and the real API: see docs/upstream-api.md, “Reporting a difference”.',
].join('\n\n');

export const TAGS = [
  {
    name: 'Catalogue',
    description: 'Public product data: course records, campaigns, the trial class, certificates.',
  },
  {
    name: 'Content service',
    description: 'Contentful-style entries: courses, paths, packs, the home and thank-you pages, FAQs.',
  },
  { name: 'Location service', description: 'A visitor’s country, for the currency.' },
  {
    name: 'Accounts',
    description:
      'Sign-in, sign-up, passwords, children, the family’s data and requests, contact, complaints.',
  },
  { name: 'Parents’ zone', description: 'Children, enrolments, recommendations, schedule changes.' },
  { name: 'Student dashboard', description: 'A student’s enrolments, certificates and banners.' },
  { name: 'Organizations', description: 'The schools’ dashboard.' },
  {
    name: 'Classes',
    description: 'Each class afterwards (attendance, notes, recordings) and make-up classes.',
  },
  {
    name: 'Reminders and notifications',
    description: 'Notification preferences, the calendar feed, class reminders.',
  },
  { name: 'Vacation purchase', description: 'A vacation program’s purchase and the enrolment after it.' },
  { name: 'Card providers', description: 'The card providers’ server calls, through the API.' },
  {
    name: 'Online checkout',
    description: 'Invoices (pedidos), codes, payment intents, cash codes, electronic receipts.',
  },
  { name: 'Yape and Plin', description: 'Mobile wallets inside the Peruvian card provider’s session.' },
  { name: 'Refunds', description: 'A whole sale refunded, with its nota de crédito.' },
  { name: 'Seats and waitlists', description: 'Seats per schedule or group, waitlists and 24-hour holds.' },
  { name: 'Referral program', description: 'Invitation links and codes.' },
];
