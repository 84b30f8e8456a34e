import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../hooks/use-idle.ts';
import { loadContactForm } from '../lib/deferred-forms.ts';
import { ContactInfo } from './contact-info.tsx';
import { FormSkeleton } from './form-skeleton.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const ContactForm = lazy(loadContactForm);

/** Contact details beside the contact form. */
export function ContactSection() {
  const { t } = useTranslation('home');
  // The form's code loads once the page is idle; the section sits far below the fold.
  const idle = useIdle();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-ivory py-24 sm:py-32">
      <div className="container-page grid gap-14 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-20">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow={t('contact.eyebrow')}
            title={t('contact.title')}
            lead={t('contact.lead')}
          />
          <div className="mt-12">
            <ContactInfo />
          </div>
        </div>
        <div className="self-start rounded-2xl bg-white p-6 shadow-[0_24px_60px_-30px_rgb(12_12_13/0.3)] ring-1 ring-ink/8 sm:p-10">
          {idle ? (
            <Suspense fallback={<FormSkeleton fields={5} className="pt-14" />}>
              <ContactForm />
            </Suspense>
          ) : (
            <FormSkeleton fields={5} className="pt-14" />
          )}
        </div>
      </div>
    </section>
  );
}
