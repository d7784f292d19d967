import type { RecipeDetail } from '@mise/contracts';
import { useTranslation } from 'react-i18next';

type AllergenNoteProps = { allergens: RecipeDetail['allergens']; className?: string };

/** Which allergens the recipe contains, or that it contains none of them. */
export function AllergenNote({ allergens, className }: AllergenNoteProps) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      <strong>{t('recipePage.allergens')}</strong>{' '}
      {allergens.length > 0
        ? allergens.map((allergen) => t(`allergies.${allergen}`)).join(', ')
        : t('recipePage.noAllergens')}
    </p>
  );
}
