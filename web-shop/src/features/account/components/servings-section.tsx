import type { UserAnswer } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveProblems } from '../hooks/use-save-problems';
import { useUpdateUser } from '../hooks/use-update-user';
import { ServingsField } from './servings-field';
import { SettingsSection } from './settings-section';

/** How many servings a recipe is added with. */
export function ServingsSection({ user }: { user: UserAnswer }) {
  const { t } = useTranslation();
  const [servings, setServings] = useState(user.shopperInfo.preferences.noOfServingsPerRecipe);
  const save = useUpdateUser(user._id);
  const { messageFor, general } = useSaveProblems(save.error, {
    'shopperInfo.preferences.noOfServingsPerRecipe': t('settings.servings.title'),
  });

  return (
    <SettingsSection
      title={t('settings.servings.title')}
      lead={t('settings.servings.lead')}
      onSubmit={() =>
        save.mutate({ shopperInfo: { preferences: { noOfServingsPerRecipe: servings } } })
      }
      isSaving={save.isPending}
      problem={messageFor('shopperInfo.preferences.noOfServingsPerRecipe') ?? general}
    >
      <ServingsField
        label={t('settings.servings.title')}
        labelHidden
        value={servings}
        onChange={setServings}
      />
    </SettingsSection>
  );
}
