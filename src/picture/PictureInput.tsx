import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the checker asks of its picture reader. */
export type PictureAsk = { kind: 'file'; file: Blob } | { kind: 'camera' } | { kind: 'stop' };
/** An ask, with a new id for every one. */
export type PictureRequest = PictureAsk & { id: number };

interface Props {
  /** Whether the camera is on (or being opened): its button then stops it. */
  live: boolean;
  onFile: (file: File) => void;
  onCamera: () => void;
}

/**
 * The checker's picture buttons: choose a file, or turn the camera on and off. Everything
 * that reads is in a chunk of its own, loaded on the first picture (PictureReader).
 */
export function PictureInput({ live, onFile, onCamera }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="picture-input" role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
      {/* Not a heading: the text box after it is not part of it. */}
      <p id={`${id}-title`} className="picture-title">
        {t('picture.title')}
      </p>
      <div className="picture-buttons">
        {/* A label around the input: the keyboard reaches the input itself, the pointer the
            whole button. */}
        <label className="file-button">
          {t('picture.choose')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,image/webp,image/bmp,image/gif,image/tiff,.bmp,.tif,.tiff"
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Cleared, so that choosing the same file again reads it again.
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <button type="button" onClick={onCamera}>
          {t(live ? 'picture.stop' : 'picture.camera')}
        </button>
      </div>
      <p id={`${id}-note`} className="note">
        {t('picture.note')}
      </p>
    </div>
  );
}
