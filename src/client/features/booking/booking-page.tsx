// Book an Appointment (/book/{slug}): the public booking page. Shown without the app navigation, so it brings
// its own <main>. Kept light (bundle budget): native radios and inputs, the confirmation dialog loaded on demand.
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { errorStatus } from '#client/lib/api-client.ts';
import { useClientCustomization } from './api/get-client-customization.ts';
import { usePublicBusiness } from './api/get-public-business.ts';
import { BookingFlow } from './booking-flow.tsx';
import { useBookingTheme } from './use-booking-theme.ts';

function Message({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </main>
  );
}

export function BookPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const business = usePublicBusiness(slug);
  const customization = useClientCustomization(slug);
  useBookingTheme(customization.data, customization.data?.businessName ?? business.data?.name);

  if (business.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <p role="status" className="text-muted-foreground">
          Loading booking page…
        </p>
      </main>
    );
  }
  if (business.isError) {
    return errorStatus(business.error) === 404 ? (
      <Message title="Business not found" text="The booking page you're looking for doesn't exist." />
    ) : (
      <Message
        title="Something went wrong"
        text="The booking page could not be loaded. Please check your connection and try again."
        action={<Button onClick={() => void business.refetch()}>Try again</Button>}
      />
    );
  }
  return <BookingFlow slug={slug} business={business.data} customization={customization.data} />;
}
