import type { ChipReading, Companions, Fields } from 'mrz-wasm';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FIELDS } from '../fields';
import { chip, restart } from '../mrz-client';
import { copyText } from '../page/clipboard';
import type { ToastKind } from '../page/Toasts';
import './chip.css';

type Toast = (kind: ToastKind, text: string) => void;

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
 * Beside the zone, for people who test chips (eMRTD): the MRZ information, BAC's keys, PACE's
 * K_pi for each cipher and DG1, derived in the page's worker from the zone the form makes, each
 * with a copy button. One line until opened: nothing is derived for someone who never opens it.
 */
export function ChipPanel({ form, toast }: { form: UseFormReturn<Fields>; toast: Toast }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="card chip-card" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <h2>{t('chip.heading')}</h2>
      </summary>
      <p className="chip-note">{t('chip.note')}</p>
      {open ? <ChipValues form={form} toast={toast} /> : null}
    </details>
  );
}

function ChipValues({ form, toast }: { form: UseFormReturn<Fields>; toast: Toast }) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control });
  const [reading, setReading] = useState<ChipReading | 'failed' | null>(null);
  // Asked again after a failure, once the worker has been started afresh.
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(values);

  useEffect(() => {
    let live = true;
    const fields = { ...DEFAULT_FIELDS, ...(JSON.parse(key) as Partial<Fields>) };
    chip(fields).then(
      (r) => live && setReading(r),
      () => live && setReading('failed'),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

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
