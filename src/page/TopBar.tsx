import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Logo />
        <h1>{t('appName')}</h1>
        <p className="tagline">{t('tagline')}</p>
      </div>
    </header>
  );
}
