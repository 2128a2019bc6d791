import type { Composition, Format } from 'mrz-wasm';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Preview } from './Preview';
import { blankLines, zoneAspect } from './reserve';

/** The drawn MRZ, and the same two lines as text to select; or, with `onRetry`, why not. */
export function PreviewPanel({
  shown,
  format,
  onRetry,
  cardRef,
}: {
  shown: Composition | null;
  /** The form's format: the boxes' shape until a picture is shown. */
  format: Format;
  onRetry?: () => void;
  /** The card, watched to tell when it is scrolled out of view (the compact preview). */
  cardRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  return (
    <section ref={cardRef} className="card preview-card" aria-labelledby="preview-title">
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
        <Preview
          ready={shown !== null || onRetry !== undefined}
          aspect={zoneAspect(shown?.format ?? format)}
          loading={t('preview.loading')}
        />
      </div>
      {/* Always there, blank lines until the first composition, so it never pushes what is below. */}
      <pre className="mrz-text" role="group" aria-label={t('preview.text')} aria-hidden={shown ? undefined : true}>
        {shown ? shown.lines.join('\n') : blankLines(format)}
      </pre>
    </section>
  );
}
