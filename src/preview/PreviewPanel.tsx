import type { Composition } from 'mrz-wasm';
import { useTranslation } from 'react-i18next';
import { Preview } from './Preview';

/** The drawn MRZ, and the same two lines as text to select. */
export function PreviewPanel({ shown }: { shown: Composition | null }) {
  const { t } = useTranslation();
  return (
    <section className="card preview-card" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('preview.heading')}</h2>
      <div className="preview-frame">
        <Preview ready={shown !== null} loading={t('preview.loading')} />
      </div>
      {shown && (
        <pre className="mrz-text" aria-label={t('preview.text')}>
          {shown.lines.join('\n')}
        </pre>
      )}
    </section>
  );
}
