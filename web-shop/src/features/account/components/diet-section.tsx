import type { UserAnswer } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@/shared/startup/use-startup';
import { toggledIn } from '../api/onboarding-state';
import { useSaveProblems } from '../hooks/use-save-problems';
import { useUpdateUser } from '../hooks/use-update-user';
import { AllergyChoices } from './allergy-choices';
import { DietChoices } from './diet-choices';
import { SettingsSection } from './settings-section';

/** The diet the recipes should suit and the allergies they must leave out. */
export function DietSection({ user }: { user: UserAnswer }) {
  const { t } = useTranslation();
  const { diets, allergies } = useStartup();
  const [diet, setDiet] = useState(user.shopperInfo.preferences.diet);
  const [chosen, setChosen] = useState(user.shopperInfo.allergies);
  const save = useUpdateUser(user._id);
  const { messageFor, general } = useSaveProblems(save.error, {
    'shopperInfo.preferences.diet': t('settings.diet.diet'),
    'shopperInfo.allergies': t('settings.diet.allergies'),
  });
  const problems = [
    messageFor('shopperInfo.preferences.diet'),
    messageFor('shopperInfo.allergies'),
    general,
  ].filter(Boolean);

  return (
    <SettingsSection
      title={t('settings.diet.title')}
      lead={t('settings.diet.lead')}
      onSubmit={() => save.mutate({ shopperInfo: { allergies: chosen, preferences: { diet } } })}
      isSaving={save.isPending}
      problem={problems.length > 0 ? problems.join(' ') : null}
    >
      <DietChoices legend={t('settings.diet.diet')} diets={diets} value={diet} onChange={setDiet} />
      <AllergyChoices
        legend={t('settings.diet.allergies')}
        allergies={allergies}
        selected={chosen}
        onToggle={(allergy) => setChosen((current) => toggledIn(current, allergy))}
      />
    </SettingsSection>
  );
}
