// The booking page as a route of the app (the router loads it when the app navigates to /book/{slug}); a first
// visit gets the server-rendered document instead, whose entry renders BookingPage without the router.
import { useParams } from 'wouter';
import { BookingPage } from './booking-page.tsx';

export function BookPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <BookingPage slug={slug} />;
}
