import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMATS } from '../fields';
import type { ToastKind } from '../page/Toasts';
import { DEFAULT_INPUTS, invalidInputs, invalidText, labelKey, toOptions, type InputKey, type Inputs } from './inputs';
import { archiveKind, archiveName, DEFAULT_OUTPUT, effectiveOutput, type SetOutput } from './layouts';
import type { Progress, SetRun } from './make-set';
import { OutputFields } from './OutputFields';
import { invalidOption, LIMITS } from './plan';
import { Cancelled } from './pool';
import { progressText } from './progress-text';
import { Samples } from './Samples';
import { useNear } from './use-near';
import './bulk.css';

/**
 * Test sets: N random records of a mix of formats, pictured as a preset says, made in a pool of
 * workers, as one ZIP or tar in the layout asked for; a grid of the first records before.
 */
export function BulkPanel({ toast }: { toast: (kind: ToastKind, text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [inputs, setInputs] = useState<Inputs>(DEFAULT_INPUTS);
  const [output, setOutput] = useState<SetOutput>(DEFAULT_OUTPUT);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<Pick<SetRun, 'cancel'> | null>(null);
  const section = useRef<HTMLElement>(null);
  const near = useNear(section);
  const [busy, setBusy] = useState(false);
  const bad = invalidOption(toOptions(inputs));
  const badInputs = bad ? invalidInputs(bad) : [];

  // The line told of a set made (or cancelled) with the old options: no longer true.
  const changed = () => !busy && setProgress(null);

  const start = () => {
    const o = toOptions(inputs);
    const out = output;
    setBusy(true);
    setProgress({ done: 0, total: o.count, rate: 0, secondsLeft: null });
    // Cancel works from the first moment, before the set's module has loaded and its run begun.
    let run: SetRun | null = null;
    let cancelled = false;
    running.current = {
      cancel() {
        cancelled = true;
        run?.cancel();
      },
    };
    // The pool and the archive writers load on first use only.
    import('./make-set')
      .then(({ makeSet }) => {
        if (cancelled) throw new Cancelled('cancelled');
        run = makeSet(o, out, setProgress);
        return run.file;
      })
      .then((blob) => {
        const name = archiveName(out.layout, o.count, o.seed);
        const url = URL.createObjectURL(blob);
        Object.assign(document.createElement('a'), { href: url, download: name }).click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        toast('success', t('bulk.done', { count: o.count, name }));
      })
      .catch((error: unknown) =>
        error instanceof Cancelled ? toast('success', t('bulk.cancelled')) : toast('error', t('bulk.failed', { reason: String(error) })),
      )
      .finally(() => {
        running.current = null;
        setBusy(false);
      });
  };

  // The message sits with what it is about: under the one field at fault, or, when the shares
  // only fail together, under their group; each field at fault is tied to it.
  const message = bad ? invalidText(t, bad) : null;
  const grouped = bad?.option === 'formatTotal';
  const messageId = `${id}-invalid`;
  const alert = (
    <p id={messageId} className="checker-error field-error" role="alert">
      {message}
    </p>
  );

  const field = (key: InputKey, min: number, max: number) => {
    const invalid = badInputs.includes(key);
    return (
      <div className="field" key={key}>
        <label htmlFor={`${id}-${key}`}>{t(labelKey(key))}</label>
        <input
          id={`${id}-${key}`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={inputs[key]}
          disabled={busy}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(e) => {
            setInputs({ ...inputs, [key]: e.target.value });
            changed();
          }}
        />
        {invalid && !grouped && alert}
      </div>
    );
  };

  return (
    <section ref={section} className="card bulk" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bulk.title')}</h2>
      <div className="field-grid">
        {field('count', LIMITS.count[0], LIMITS.count[1])}
        {field('middle', 0, 100)}
        {field('long', 0, 100)}
        {field('corrupt', 0, 100)}
        {field('madeUp', 0, 100)}
        {field('seed', 0, Number.MAX_SAFE_INTEGER)}
      </div>
      <fieldset className="bulk-group">
        <legend>{t('bulk.formats')}</legend>
        <div className="field-grid">{FORMATS.map((f) => field(f, 0, 100))}</div>
        {grouped && alert}
      </fieldset>
      <OutputFields
        output={output}
        busy={busy}
        onChange={(o) => {
          setOutput(o);
          changed();
        }}
      />
      <Samples options={bad ? null : toOptions(inputs)} output={effectiveOutput(output)} near={near} />
      <div className="actions">
        <button type="button" className="primary" disabled={busy || bad !== null} onClick={start}>
          {t(archiveKind(output.layout) === 'tar' ? 'bulk.generateTar' : 'bulk.generateZip')}
        </button>
        {busy && (
          <button type="button" onClick={() => running.current?.cancel()}>
            {t('bulk.cancel')}
          </button>
        )}
      </div>
      {progress && (
        <div className="bulk-progress">
          <progress max={progress.total} value={progress.done} aria-label={t('bulk.progress')} />
          <p role="status">{progressText(t, progress, busy)}</p>
        </div>
      )}
    </section>
  );
}
