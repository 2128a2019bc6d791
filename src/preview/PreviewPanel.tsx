import type { Composition } from 'mrz-wasm';
import { useTranslation } from 'react-i18next';
import { Preview } from './Preview';

/** The drawn MRZ, and the same two lines as text to select; or, with `onRetry`, why not. */
export function PreviewPanel({ shown, onRetry }: { shown: Composition | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card preview-card" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('preview.heading')}</h2>
      <div className="preview-frame">
        {onRetry ? (
          <div className="preview-failed" role="alert">
            <p>{t('preview.failed')}</p>
            <button type="button" onClick={onRetry}>
              {t('preview.retry')}
            </button>
          </div>
        ) : null}
        <Preview ready={shown !== null || onRetry !== undefined} loading={t('preview.loading')} />
      </div>
      {shown && (
        <pre className="mrz-text" aria-label={t('preview.text')}>
          {shown.lines.join('\n')}
        </pre>
      )}
    </section>
  );
}
