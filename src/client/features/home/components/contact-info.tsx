import { Clock, Mail, MapPin, MessageSquare, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';

const SOCIAL = [
  { href: BRAND.social.instagram, label: 'Instagram' },
  { href: BRAND.social.facebook, label: 'Facebook' },
  { href: BRAND.social.x, label: 'X' },
  { href: BRAND.social.linkedin, label: 'LinkedIn' },
] as const;

interface InfoItem {
  Icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** Email, phone, hours, reply time, service area and social links beside the contact form. */
export function ContactInfo() {
  const { t } = useTranslation('home');
  const items: InfoItem[] = [
    {
      Icon: Phone,
      label: t('contact.info.phone'),
      value: (
        <a href={BRAND.phoneHref} className="text-lg font-semibold text-ink hover:text-gold-dark">
          {BRAND.phoneDisplay}
        </a>
      ),
    },
    {
      Icon: Mail,
      label: t('contact.info.email'),
      value: (
        <a href={`mailto:${BRAND.email}`} className="font-semibold break-all text-ink hover:text-gold-dark">
          {BRAND.email}
        </a>
      ),
    },
    { Icon: Clock, label: t('contact.info.hoursLabel'), value: t('contact.info.hours') },
    { Icon: MessageSquare, label: t('contact.info.replyLabel'), value: t('contact.info.reply') },
    { Icon: MapPin, label: t('contact.info.areaLabel'), value: t('contact.info.area') },
  ];
  return (
    <div className="grid content-start gap-10">
      <dl className="grid gap-6">
        {items.map(({ Icon, label, value }) => (
          <div key={label} className="relative grid min-h-11 content-center gap-0.5 pl-15">
            <dt className="text-xs font-semibold tracking-[0.18em] text-stone uppercase">
              <span className="absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
                <Icon className="size-5" aria-hidden strokeWidth={1.5} />
              </span>
              {label}
            </dt>
            <dd className="text-base text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p id="contact-social" className="text-xs font-semibold tracking-[0.18em] text-stone uppercase">
          {t('contact.info.social')}
        </p>
        <ul aria-labelledby="contact-social" className="mt-3 flex flex-wrap gap-2">
          {SOCIAL.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-10 items-center rounded-full border border-ink/15 px-4 text-sm font-medium text-ink transition-colors hover:border-ink hover:bg-ink hover:text-ivory"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
