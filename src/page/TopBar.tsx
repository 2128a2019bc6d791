import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';

/**
 * The title, the tagline and the other language, one tap away at the top of a long page (the
 * footer keeps the specification's toggle). The button names the language it switches to, in
 * that language.
 */
export function TopBar({ onToggleLanguage }: { onToggleLanguage: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Logo />
        <h1>{t('appName')}</h1>
        <p className="tagline">{t('tagline')}</p>
        <button type="button" className="top-language" lang={t('otherLanguageCode')} onClick={onToggleLanguage}>
          {t('otherLanguage')}
        </button>
      </div>
    </header>
  );
}
