// Footer: About Us (the owner's description), contact details and the owner's footer text.
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';

export function BookingFooter({
  business,
  about,
  footerText,
  padded,
}: {
  business: PublicBusiness;
  about: string;
  footerText: string;
  /** Room for the mobile summary bar. */
  padded: boolean;
}) {
  const { t } = usePublicI18n();
  return (
    <footer className={`mt-12 border-t bg-muted ${padded ? 'pb-20 lg:pb-0' : ''}`}>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <section aria-labelledby="about-us">
          <h2 id="about-us" className="mb-2 text-base font-semibold">
            {t('footer.about')}
          </h2>
          <p dir="auto" className="text-sm text-muted-foreground">
            {about || t('footer.welcome', { name: business.name })}
          </p>
        </section>
        <section aria-labelledby="contact-us">
          <h2 id="contact-us" className="mb-2 text-base font-semibold">
            {t('footer.contact')}
          </h2>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {business.phone ? (
              <li>
                <a className="underline-offset-4 hover:underline" href={`tel:${business.phone}`}>
                  {business.phone}
                </a>
              </li>
            ) : null}
            {business.email ? (
              <li>
                <a className="underline-offset-4 hover:underline" href={`mailto:${business.email}`}>
                  {business.email}
                </a>
              </li>
            ) : null}
            {business.address ? <li>{business.address}</li> : null}
          </ul>
        </section>
      </div>
      <div className="border-t px-4 py-5 text-center text-sm text-muted-foreground">
        {footerText ? (
          <p dir="auto" className="mb-1">
            {footerText}
          </p>
        ) : null}
        <p>{t('footer.poweredBy')}</p>
      </div>
    </footer>
  );
}
