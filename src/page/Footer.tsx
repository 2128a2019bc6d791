import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';

const REPOSITORY = 'https://github.com/passport-mrz/passport-mrz';
const LINKS = [
  ['author', 'https://github.com/passport-mrz'],
  ['source', REPOSITORY],
  ['issues', `${REPOSITORY}/issues`],
  ['builder', 'https://crates.io/crates/mrz-core'],
  ['renderer', 'https://crates.io/crates/mrz-render'],
] as const;

export function Footer({ onToggleLanguage }: { onToggleLanguage: () => void }) {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Logo label={t('footer.logo')} />
          <span>{t('appName')}</span>
        </div>
        <section className="privacy" aria-labelledby="privacy-title">
          <h2 id="privacy-title">{t('footer.privacyTitle')}</h2>
          <p>{t('footer.privacy')}</p>
        </section>
        <nav aria-label={t('footer.links')}>
          <ul className="footer-links">
            {LINKS.map(([key, href]) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(`footer.${key}`)}
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="language" onClick={onToggleLanguage}>
          {t('footer.language')}
        </button>
      </div>
    </footer>
  );
}
