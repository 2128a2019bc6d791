import { useTranslation } from 'react-i18next';
import type { Rendered } from '../mrz-client';
import { Preview } from './Preview';

/** The drawn MRZ, and the same two lines as text to select. */
export function PreviewPanel({ result }: { result: Rendered | null }) {
  const { t } = useTranslation();
  return (
    <section className="card preview-card" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('preview.heading')}</h2>
      <div className="preview-frame">
        <Preview result={result} loading={t('preview.loading')} />
      </div>
      {result && (
        <pre className="mrz-text" aria-label={t('preview.text')}>
          {result.lines.join('\n')}
        </pre>
      )}
    </section>
  );
}
