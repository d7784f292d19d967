import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { titleForPath } from './title-for-path';

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = titleForPath(pathname, t);
  }, [pathname, t]);
}
