import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** A thin bar at the top while a page (its data or its code) loads: the loader of spec §4 during fetches. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="navigation-progress"
      className="cv-nav-progress"
    >
      <div />
    </div>
  );
}
