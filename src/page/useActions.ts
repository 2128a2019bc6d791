import type { Fields } from 'mrz-wasm';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FIELDS } from '../fields';
import { compose, decode, png, svg, type Output } from '../mrz-client';
import { loadRandomRecord } from '../random/random-record';
import { shareLink } from '../state/channels';
import { downloadName, zoneValues } from '../state/download-name';
import { appRoot } from '../state/startup';
import type { ActionHandlers } from './Actions';
import { copyText } from './clipboard';
import type { ToastKind } from './Toasts';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What each button does, with a toast for success and for failure. */
export function useActions(
  form: UseFormReturn<Fields>,
  toast: (kind: ToastKind, text: string) => void,
  output: Output = { kind: 'screen' },
): ActionHandlers {
  const { t } = useTranslation();
  const current = () => form.getValues();

  const copy = (text: string, done: string) => copyText(text, done, toast, t);

  /**
   * Draw the file in the worker and hand it to the browser as a download, named after the values
   * the zone holds (a failure to read them back only costs the name: the file is still given).
   */
  const save = (draw: typeof png, extension: 'png' | 'svg') => {
    const fields = current();
    const dpi = output.kind === 'print' ? output.dpi : undefined;
    // The failure names the very file asked for: "the SVG", "the PNG for print (600 dpi)".
    const file = t(dpi === undefined ? `toast.file.${extension}` : `toast.file.${extension}_print`, { dpi });
    const zone = zoneValues(fields, compose, (text) => decode(text)).catch(() => null);
    Promise.all([draw(fields, output), zone])
      .then(([blob, values]) => {
        const name = downloadName(values, dpi, extension);
        const url = URL.createObjectURL(blob);
        const link = Object.assign(document.createElement('a'), { href: url, download: name });
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        toast('success', t('toast.downloaded', { name }));
      })
      .catch((error: unknown) => toast('error', t('toast.downloadFailed', { file, reason: reason(error) })));
  };

  return {
    copyMrz: () => {
      compose(current())
        .then(({ lines }) => copy(lines.join('\n'), t('toast.copied')))
        .catch((error: unknown) => toast('error', t('toast.copyFailed', { reason: reason(error) })));
    },
    share: () => {
      void copy(shareLink(current(), appRoot()), t('toast.linkCopied'));
    },
    download: () => save(png, 'png'),
    downloadSvg: () => save(svg, 'svg'),
    random: () => {
      // A record of the chosen format; the letters mode is a setting, not data, and stays.
      loadRandomRecord(form.getValues('format'))
        .then((record) => {
          form.reset({ ...record, letters: form.getValues('letters') }, { keepDefaultValues: true });
          toast('success', t('toast.random'));
        })
        .catch(() => toast('error', t('toast.randomFailed')));
    },
    reset: () => {
      form.reset({ ...DEFAULT_FIELDS, letters: form.getValues('letters') });
      toast('success', t('toast.reset'));
    },
  };
}
