import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { ApplicationProcess } from '../../features/driver-application/components/application-process.tsx';
import { ApplicationThankYou } from '../../features/driver-application/components/application-thank-you.tsx';
import { DriverApplicationForm } from '../../features/driver-application/components/driver-application-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /driver-request: the driver application, then its Thank You screen. */
export function Component() {
  const { t } = useTranslation('driver-application');
  usePageTitle(t('pageTitle'));
  const [submitted, setSubmitted] = useState<{ email: string } | null>(null);
  if (submitted) return <ApplicationThankYou email={submitted.email} />;
  return (
    <>
      <PageHero
        id="driver-request-title"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image="/images/hero-skyline.svg"
      />
      <div className="bg-ivory">
        <div className="container-page grid items-start gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          {/* The chat launcher keeps clear of the form's and the steps' text (issue 35: it covered it at 1280). */}
          <div
            data-launcher-avoid
            className="rounded-2xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-10"
          >
            {/* The form and the steps beside it hydrate each in a task of their own (components/island.tsx). */}
            <Island id="driver-application-form">
              <DriverApplicationForm onSubmitted={({ email }) => setSubmitted({ email })} />
            </Island>
          </div>
          <div className="lg:sticky lg:top-24 lg:order-last">
            <Island id="driver-application-process">
              <ApplicationProcess />
            </Island>
          </div>
        </div>
      </div>
    </>
  );
}
