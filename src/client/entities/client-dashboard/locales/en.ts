// The client dashboard's first-screen messages in English, the source language (docs/decisions/040): the page, its
// sign-in and the states every client page shares; what a signed-in client and the links' pages show is in
// later/en.ts. The spec's English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'client.page.title': {
    message: '{name} · My bookings',
    description: 'Browser tab title. {name}: the business.',
  },
  'client.page.description': {
    message: 'Sign in to see, move or cancel your appointments with {name}.',
    description: 'Search-engine description. {name}: the business.',
  },
  'client.loading': { message: 'Loading', description: 'Read out while a part of the page loads.' },
  'client.notFound.text': {
    message: "The page you're looking for doesn't exist.",
    description: 'Text of the page of an unknown business, under "Business not found".',
  },
  'client.failed.title': {
    message: 'Something went wrong',
    description: 'Heading when the page could not load.',
  },
  'client.failed.text': {
    message: 'This page could not be loaded. Please check your connection and try again.',
    description: 'Text when the page could not load.',
  },
  'client.tryAgain': { message: 'Try again', description: 'Button or link that repeats what failed.' },
  'client.me.failed': {
    message: 'Your sign-in could not be checked.',
    description: 'When the page could not check who is signed in.',
  },
  'client.signIn.title': {
    message: 'Sign in to manage your bookings',
    description: 'Heading of the sign-in.',
  },
  'client.signIn.intro': {
    message:
      "We'll send a 6-digit code to the email address or phone number you booked with. No password needed.",
    description: 'Under the sign-in heading.',
  },
  'client.signIn.by': { message: 'Send the code by', description: 'Read out for the email / phone choice.' },
  'client.signIn.email': { message: 'Email', description: 'Choice: send the code by email.' },
  'client.signIn.phone': { message: 'Phone', description: 'Choice: send the code by text message.' },
  'client.signIn.emailLabel': { message: 'Email address', description: 'Label of the email field.' },
  'client.signIn.phoneLabel': { message: 'Phone number', description: 'Label of the phone field.' },
  'client.signIn.emptyEmail': {
    message: 'Enter your email address',
    description: 'The email field is empty.',
  },
  'client.signIn.emptyPhone': {
    message: 'Enter your phone number',
    description: 'The phone field is empty.',
  },
  'client.signIn.codeFormat': {
    message: 'Enter the 6-digit code',
    description: 'The code typed is not six digits.',
  },
  'client.signIn.sending': { message: 'Sending…', description: 'Button while the code is being sent.' },
  'client.signIn.send': { message: 'Send me a code', description: 'Button that sends a sign-in code.' },
  'client.signIn.sent': {
    message: 'If we know you, a sign-in code is on its way. It is valid for 15 minutes.',
    description: 'After asking for a code; the same whether or not the business knows the person.',
  },
  'client.signIn.codeLabel': { message: '6-digit code', description: 'Label of the code field.' },
  'client.signIn.signingIn': { message: 'Signing in…', description: 'Button while the code is checked.' },
  'client.signIn.submit': { message: 'Sign in', description: 'Button that signs in with the code.' },
  'client.signIn.another': {
    message: 'Use another {method, select, email {email address} other {phone number}}',
    description: 'Link back to the first step. {method}: email or phone.',
  },
  'client.signIn.newCode': { message: 'Send a new code', description: 'Link that sends another code.' },
  'client.signIn.done': { message: 'Signed in', description: 'Toast title after signing in.' },
  'client.signIn.welcome': {
    message: 'Welcome back to {name}.',
    description: 'Toast text after signing in with a code. {name}: the business.',
  },
  'client.signIn.linkDone': {
    message: 'You can manage your bookings here.',
    description: 'Toast text after signing in with the link of a code message.',
  },
  'client.signIn.linkFailed': {
    message: 'Could not sign you in',
    description: 'Toast title when the link of a code message did not work.',
  },
} satisfies SourceCatalog;
