import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES } from '../../../../../shared/brand.ts';
import { StorySection } from '../../../../components/ui/story-section.tsx';

/** Our story: New York since 2015, beside the chauffeur illustration. */
export function AboutStory() {
  const { t } = useTranslation('company');
  const paragraphs = t('about.story.paragraphs', {
    returnObjects: true,
    year: MARKETING_FIGURES.since,
  }) as unknown;
  return (
    <StorySection
      titleId="about-story-title"
      image={{ src: '/images/about-chauffeur.svg', alt: t('about.story.imageAlt') }}
      badge={{ figure: MARKETING_FIGURES.since, caption: t('about.story.badge') }}
      eyebrow={t('about.story.eyebrow')}
      title={t('about.story.title')}
    >
      <div className="mt-6 grid max-w-2xl gap-5 text-base leading-relaxed text-stone sm:text-lg">
        {Array.isArray(paragraphs) &&
          paragraphs.map((p, i) => (typeof p === 'string' ? <p key={i}>{p}</p> : null))}
      </div>
    </StorySection>
  );
}
