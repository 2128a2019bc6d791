import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from 'mrz-wasm';
import { formatName } from '../format-words';
import type { Sample } from './bulk.worker';
import type { SetOutput } from './layouts';
import type { SetOptions } from './plan';
import { SAMPLE_COUNT, sampleSource } from './samples';

interface Shown {
  key: string;
  index: number;
  format: Format;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Pictures as object URLs, each with the zone it shows as its text. */
function toShown(samples: Sample[]): Shown[] {
  return samples.flatMap((s) =>
    s.pictures.map((p, i) => ({
      key: `${s.index}-${i}`,
      index: s.index,
      format: s.format,
      url: URL.createObjectURL(new Blob([p.bytes as BlobPart], { type: s.mime })),
      alt: p.lines.join('\n'),
      width: p.width,
      height: p.height,
    })),
  );
}

/**
 * The set's first records as its files will show them, for the options as they stand: made in a
 * worker once the panel comes `near` the screen, and again a moment after the options change.
 */
export function Samples({ options, output, near }: { options: SetOptions | null; output: SetOutput; near: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState<Shown[]>([]);
  const [failed, setFailed] = useState(false);
  const source = useRef<ReturnType<typeof sampleSource> | null>(null);

  useEffect(() => {
    const s = sampleSource(
      (samples) => {
        setFailed(false);
        setShown(toShown(samples));
      },
      () => setFailed(true),
    );
    source.current = s;
    return () => s.close();
  }, []);

  // Each set of URLs lives until the next replaces it.
  useEffect(() => () => shown.forEach((s) => URL.revokeObjectURL(s.url)), [shown]);

  // The options as a value, so that an equal object asks nothing again; the count is no part of
  // the first records.
  const wanted = options && JSON.stringify([{ ...options, count: SAMPLE_COUNT }, output]);
  useEffect(() => {
    if (!near || !wanted) return;
    const [o, out] = JSON.parse(wanted) as [SetOptions, SetOutput];
    // A moment's wait: typing a number asks once, for the number typed.
    const timer = setTimeout(() => source.current?.want(o, out), 150);
    return () => clearTimeout(timer);
  }, [near, wanted]);

  return (
    <section className="bulk-samples" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('bulk.samples.title')}</h3>
      <p className="note">{t('bulk.samples.note', { count: SAMPLE_COUNT })}</p>
      {failed && <p className="note">{t('bulk.samples.failed')}</p>}
      <ul>
        {shown.map((s) => (
          <li key={s.key}>
            <figure>
              <img src={s.url} alt={s.alt} width={s.width} height={s.height} />
              <figcaption>{t('bulk.samples.caption', { index: s.index, format: formatName(t, s.format) })}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
