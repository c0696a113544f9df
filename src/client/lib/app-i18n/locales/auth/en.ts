// Sign in and sign up (/auth) in English, the source language (docs/decisions/041): the page, its two forms, the
// two-factor step, social sign-in, the notices of the OAuth redirects and the panel beside the forms. A catalog of its
// own, loaded with the page's code. ICU MessageFormat with a note for translators; the English wording is a contract:
// change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.documentTitle': m(
    'Sign in · Bookwell',
    'The browser tab’s title of the sign-in page. Bookwell: the product.',
  ),
  'page.checkingSession': m(
    'Checking your session',
    'Spinner while the page learns whether someone is signed in.',
  ),
  'page.title.signin': m('Welcome back', 'Heading of the sign-in tab.'),
  'page.title.signup': m('Create your account', 'Heading of the sign-up tab.'),
  'page.intro.signin': m(
    'Sign in to manage your bookings, clients and payments.',
    'Under the heading of the sign-in tab.',
  ),
  'page.intro.signup': m(
    'Start your 14-day free trial. No credit card required.',
    'Under the heading of the sign-up tab.',
  ),
  'page.intro.invited': m(
    'Use {email}, the address your invitation was sent to.',
    'Under the heading when someone comes from a team invitation. {email}: the invited address.',
  ),
  'page.tab.signin': m('Sign In', 'Tab with the sign-in form.'),
  'page.tab.signup': m('Sign Up', 'Tab with the form that creates an account.'),
  'page.trial': m(
    '14-day free trial · no credit card required · cancel anytime',
    'Small print under the sign-up form.',
  ),
  'dev.signIn': m(
    'Sign in as the demo owner (development)',
    'Button shown only to developers: signs in as the demo business’s owner.',
  ),
  'dev.failed': m('Demo sign-in failed', 'Toast title when the developers’ demo sign-in failed.'),
  'field.email': m('Email', 'Form field: the email address.'),
  'field.emailPlaceholder': m(
    'you@business.com',
    'Example in the empty email field; an address of the language.',
  ),
  'field.password': m('Password', 'Form field.'),
  'field.firstName': m('First name', 'Form field.'),
  'field.lastName': m('Last name', 'Form field.'),
  'field.confirmPassword': m('Confirm password', 'Form field: the password typed again.'),
  'field.showPassword': m('Show password', 'Button beside a password field, for screen readers.'),
  'field.hidePassword': m(
    'Hide password',
    'Button beside a password field shown as text, for screen readers.',
  ),
  'signin.form': m('Sign in', 'Name of the sign-in form, for screen readers.'),
  'signin.passwordPlaceholder': m('Your password', 'Placeholder of the empty password field.'),
  'signin.submit': m('Sign In', 'Button that signs in.'),
  'signin.pending': m('Signing In...', 'The sign-in button while it works.'),
  'signin.spinner': m('Signing in', 'Spinner in the sign-in button, for screen readers.'),
  'signin.welcome.title': m('Welcome back!', 'Toast title after signing in.'),
  'signin.welcome.text': m('You have been successfully logged in.', 'Toast text after signing in.'),
  'signup.form': m('Sign up', 'Name of the sign-up form, for screen readers.'),
  'signup.invitedHint': m(
    'Your invitation was sent to this address.',
    'Under the fixed email field when someone comes from a team invitation.',
  ),
  'signup.passwordHint': m('At least 6 characters.', 'Under the password field of the sign-up form.'),
  'signup.submit': m('Create Account', 'Button that creates the account.'),
  'signup.pending': m('Creating Account...', 'The create button while it works.'),
  'signup.spinner': m('Creating account', 'Spinner in the create button, for screen readers.'),
  'signup.done.title': m('Account created successfully!', 'Toast title after signing up.'),
  'signup.done.text': m(
    'Welcome to the product. You can now start managing your business.',
    'Toast text after signing up.',
  ),
  'signup.done.invited': m(
    'Welcome! Join your team on the next step.',
    'Toast text after signing up from a team invitation: the next page joins the team.',
  ),
  'twoFactor.form': m('Two-factor verification', 'Name of the code step’s form, for screen readers.'),
  'twoFactor.intro': m(
    'Two-factor authentication is on. Enter the 6-digit code from your authenticator app, or one of your backup codes.',
    'The second step of signing in, after the right password.',
  ),
  'twoFactor.code': m('Verification code', 'Form field: the code from the authenticator app.'),
  'twoFactor.submit': m('Verify', 'Button that checks the code.'),
  'twoFactor.pending': m('Verifying...', 'The verify button while it works.'),
  'twoFactor.spinner': m('Verifying', 'Spinner in the verify button, for screen readers.'),
  'twoFactor.back': m('Back to sign in', 'Button: leave the code step for the password form.'),
  'social.or': m('or', 'Between the form and the Google and Apple buttons (shown in capitals).'),
  'social.google': m('Continue with Google', 'Button: sign in with a Google account.'),
  'social.apple': m('Apple', 'Button: sign in with an Apple account (the company’s name).'),
  'notice.appleSoon.title': m('Coming Soon', 'Notice title: Apple sign-in is not available yet.'),
  'notice.appleSoon.text': m(
    'Apple Sign-In will be available soon. Please use email or Google for now.',
    'Notice text: Apple sign-in is not available yet.',
  ),
  'notice.googleUnavailable.title': m(
    'Google sign-in unavailable',
    'Notice title after a Google sign-in attempt.',
  ),
  'notice.googleUnavailable.text': m(
    'Google sign-in is not configured on this server.',
    'Notice text: this installation has no Google credentials.',
  ),
  'notice.googleFailed.title': m('Google sign-in failed', 'Notice title after a Google sign-in attempt.'),
  'notice.googleFailed.text': m('Google sign-in failed. Please try again.', 'Notice text.'),
  'notice.googleLink.title': m(
    'Link your Google account',
    'Notice title: an account with the Google address exists already.',
  ),
  'notice.googleLink.text': m(
    'An account with this email already exists. Sign in with your password once to link Google sign-in to it.',
    'Notice text: an account with the Google address exists already.',
  ),
  'panel.label': m(
    'Why Bookwell',
    'Name of the panel beside the form, for screen readers. Bookwell: the product.',
  ),
  'panel.title': m(
    'Your bookings, clients and payments — all in one calm place.',
    'Heading of the panel beside the form (large screens).',
  ),
  'panel.clients.title': m('Client management', 'A highlight of the product, beside the form.'),
  'panel.clients.text': m(
    'Every client in one place, with their full booking history.',
    'Under “Client management”.',
  ),
  'panel.reminders.title': m('Automatic reminders', 'A highlight of the product, beside the form.'),
  'panel.reminders.text': m(
    'Email and SMS reminders cut no-shows by up to 80%.',
    'Under “Automatic reminders”. Write the percentage as the language does.',
  ),
  'panel.mobile.title': m('Mobile-first design', 'A highlight of the product, beside the form.'),
  'panel.mobile.text': m(
    'Run your day from your phone, and let clients book from theirs.',
    'Under “Mobile-first design”.',
  ),
  'panel.trusted': m(
    'Trusted by {count}+ businesses',
    'Beside the form, under five stars. {count}: a number written the language’s way (10,000).',
  ),
  'panel.trial': m('14-day free trial, no credit card required', 'Beside the form, at the bottom.'),
} satisfies SourceCatalog;
