import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { crateDocs } from './project-links';

// From package.json at build time (vite.config.ts): a fork's footer points at the fork.
const { author, repository, issues } = __PROJECT_LINKS__;
const LINKS = [
  ['author', author],
  ['source', repository],
  ['issues', issues],
  ['builder', crateDocs(repository, 'mrz-core')],
  ['renderer', crateDocs(repository, 'mrz-render')],
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
