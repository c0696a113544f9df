// The owner's Reviews page in English, the source language (docs/decisions/041): a catalog of its own, loaded with
// the page's code rather than with the app's frame. ICU MessageFormat with a note for translators; the English
// wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m('Reviews', 'Title of the page that lists the clients’ reviews.'),
  'page.intro': m(
    'What clients say after their visits. Reply publicly, or hide a review that is abusive.',
    'Under the title, while there is no review yet.',
  ),
  'page.summary': m(
    '{average} out of 5 from {count, plural, one {# review} other {# reviews}}',
    'Under the title: the average the public sees. {average}: a rating like 4.8; {count}: the visible reviews.',
  ),
  'page.summaryNone': m('No visible reviews', 'Under the title when every review is hidden.'),
  'page.summaryHidden': m(
    '{summary} · {count} hidden',
    'Under the title. {summary}: the line above (“4.8 out of 5 from 12 reviews”); {count}: reviews the owner hid.',
  ),
  'page.bookingPage': m('Your booking page', 'Link to the business’s public booking page.'),
  'page.newTab': m(
    ' (opens in a new tab)',
    'After “Your booking page”, for screen readers; starts with a space.',
  ),
  'page.loadFailed': m('Could not load reviews.', 'Error when the reviews failed to load.'),
  'page.retry': m('Retry', 'Button after an error: load again.'),
  'page.loading': m('Loading reviews', 'Spinner, for screen readers.'),
  'page.noBusiness.title': m('Create your business first', 'Reviews page of a user without a business yet.'),
  'page.noBusiness.text': m(
    'Clients review the visits they book with your business.',
    'Reviews page of a user without a business yet, under the title.',
  ),
  'page.noBusiness.action': m('Create Your Business Profile', 'Link to the form that creates the business.'),
  'page.list': m('Reviews, newest first', 'Name of the list of reviews, for screen readers.'),
  'page.empty.title': m('No reviews yet', 'Reviews page before the first review.'),
  'page.empty.text': m(
    'When a client reviews a completed visit, it appears here and on your booking page.',
    'Reviews page before the first review, under the title.',
  ),
  'page.pages': m('Review pages', 'Name of the page navigation, for screen readers.'),
  'page.newer': m('Newer', 'Button: the previous page of reviews (newer ones).'),
  'page.older': m('Older', 'Button: the next page of reviews (older ones).'),
  'page.position': m('Page {page} of {pages}', 'Between the page buttons. {page}, {pages}: numbers.'),
  'card.hidden': m('Hidden', 'Badge on a review the owner hid from the public.'),
  'card.noComment': m('No comment, just a rating.', 'In place of the text of a review that has only stars.'),
  'card.yourReply': m('Your reply', 'Heading above the owner’s public reply.'),
  'card.reply': m('Reply', 'Button: write a public reply to the review.'),
  'card.editReply': m('Edit reply', 'Button: change the public reply.'),
  'card.removeReply': m('Remove reply', 'Button: delete the public reply.'),
  'card.hide': m('Hide', 'Button: hide an abusive review from the public.'),
  'card.unhide': m('Unhide', 'Button: show a hidden review again.'),
  'card.byClient': m(
    ' the review by {name}',
    'After “Hide” or “Unhide”, for screen readers; starts with a space. {name}: the client’s name.',
  ),
  'reply.label': m('Your reply to {name}', 'Label of the reply field. {name}: the client’s name.'),
  'reply.hint': m(
    'Shown publicly under the review. {length}/{max} characters.',
    'Under the reply field. {length}: characters typed; {max}: the most allowed.',
  ),
  'reply.empty': m(
    'Write a reply, or use Remove reply',
    'Error of an empty reply. “Remove reply” is the button of that name.',
  ),
  'reply.publish': m('Publish reply', 'Button that saves the reply.'),
  'reply.saving': m('Saving...', 'The publish button while saving.'),
  'reply.cancel': m('Cancel', 'Button that closes the reply without saving.'),
  'toast.published': m('Reply published', 'Toast after saving a reply.'),
  'toast.removed': m('Reply removed', 'Toast after removing a reply.'),
  'toast.hidden': m('Review hidden', 'Toast after hiding a review.'),
  'toast.shown': m('Review shown again', 'Toast after showing a hidden review again.'),
  'toast.failed': m('Could not update the review', 'Error toast title; the server’s reason follows.'),
} satisfies SourceCatalog;
