import type { ContentPageKey } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/shared/i18n/languages';
import { contentPageQuery } from '../api/content-calls';

/** The page in the shop's current language: switching language loads the other text. */
export function useContentPage(key: ContentPageKey) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-CA';
  return useQuery(contentPageQuery(key, language));
}
