import type { ChipReading, Companions, Format } from 'mrz-wasm';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInSentence } from '../format-words';
import { restart } from '../mrz-client';
import { copyText } from '../page/clipboard';
import type { ToastKind } from '../page/Toasts';
import './chip.css';

export type Toast = (kind: ToastKind, text: string) => void;

/** One line (`summary`) until opened, then `children`, made only once opened: nothing is derived
 * for someone who never looks. */
export function ChipDetails({ className, summary, children }: { className: string; summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={className} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

/**
 * What the panel says of a national zone (the French card and licence, the Swiss licence): the
 * core derives no keys from them, as their documents carry no ICAO chip for BAC or PACE to open.
 */
export function IcaoOnly({ format }: { format: Format }) {
  const { t } = useTranslation();
  return <p className="chip-status">{t('chip.icaoOnly', { format: formatInSentence(t, format) })}</p>;
}

/** The values a chip test needs, in the order a tester uses them. */
const rows = (c: Companions): [string, string][] => [
  ['mrzInformation', c.mrzInformation],
  ['kSeed', c.kSeed],
  ['kEnc', c.kEnc],
  ['kMac', c.kMac],
  ['kpi3des', c.paceKpi['3des']],
  ['kpiAes128', c.paceKpi.aes128],
  ['kpiAes192', c.paceKpi.aes192],
  ['kpiAes256', c.paceKpi.aes256],
  ['dg1', c.dg1],
];

/**
 * A zone's chip values, each with a copy button: derived by `derive` whenever `source` (what
 * they are derived from, as text) changes; a failure said so, with Retry.
 */
export function ChipValues({ source, derive, toast }: { source: string; derive: (source: string) => Promise<ChipReading>; toast: Toast }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<ChipReading | 'failed' | null>(null);
  // Asked again after a failure, once the worker has been started afresh.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    derive(source).then(
      (r) => live && setReading(r),
      () => live && setReading('failed'),
    );
    return () => {
      live = false;
    };
  }, [source, derive, attempt]);

  if (reading === 'failed') {
    return (
      <div className="chip-status" role="alert">
        <p>{t('chip.failed')}</p>
        <button
          type="button"
          onClick={() => {
            restart();
            setReading(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('preview.retry')}
        </button>
      </div>
    );
  }
  if (!reading) return <p className="chip-status">{t('chip.loading')}</p>;
  // A national zone has no ICAO chip (the core's no_chip): said plainly, not as a broken zone.
  if ('error' in reading && reading.error.code === 'no_chip') return <IcaoOnly format={reading.error.format} />;
  if ('error' in reading) return <p className="chip-status">{t('chip.noZone')}</p>;
  const c = reading.companions;
  return (
    <>
      {c.valid ? null : <p className="chip-status chip-wrong">{t('chip.wrongDigits')}</p>}
      {/* Not a live region: nine keys read out at every keystroke would drown the form. */}
      <dl className="chip-values">
        {rows(c).map(([name, value]) => {
          const label = t(`chip.name.${name}`);
          return (
            <div key={name} className="chip-row">
              <dt>{label}</dt>
              <dd>
                <code data-chip={name}>{value}</code>
                <button
                  type="button"
                  aria-label={t('chip.copy', { name: label })}
                  onClick={() => void copyText(value, t('chip.copied', { name: label }), toast, t)}
                >
                  {t('chip.copyShort')}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
