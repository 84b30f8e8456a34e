import { useTranslation } from 'react-i18next';

/** Which language's copy of API data (name / nameEs, features / featuresEs …) to show. */
export function useContentLanguage(): 'en' | 'es' {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'es' ? 'es' : 'en';
}
