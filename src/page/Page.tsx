import type { Fields } from 'mrz-wasm';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FIELDS } from '../fields';
import { PassportForm } from '../form/PassportForm';
import { currentLanguage, i18n } from '../i18n';
import { render, type Rendered } from '../mrz-client';
import { PreviewPanel } from '../preview/PreviewPanel';
import { parseHash } from '../state/channels';
import { cleanAddress, saveSession } from '../state/startup';
import { Actions } from './Actions';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { ToastRegion, useToasts } from './Toasts';
import { useActions } from './useActions';

export function Page({ initial }: { initial: Fields }) {
  const { t } = useTranslation();
  const form = useForm<Fields>({ defaultValues: initial });
  const fields: Fields = { ...DEFAULT_FIELDS, ...useWatch({ control: form.control }) };
  const key = JSON.stringify(fields);
  const [result, setResult] = useState<Rendered | null>(null);
  const { toasts, show } = useToasts();
  const actions = useActions(form, () => ({ ...DEFAULT_FIELDS, ...form.getValues() }), show);

  // Every change: save the copy, redraw. Stale drawings are dropped by the client.
  useEffect(() => {
    const now = JSON.parse(key) as Fields;
    saveSession(now);
    let current = true;
    render(now)
      .then((r) => {
        if (r && current) setResult(r);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);

  // A share link pasted into the address bar of the open page.
  useEffect(() => {
    const onHash = () => {
      const found = parseHash(location.hash);
      cleanAddress();
      if (!found) return;
      form.reset({ ...DEFAULT_FIELDS, ...found }, { keepDefaultValues: true });
      show('success', t('toast.linkApplied'));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [form, show, t]);

  const language = i18n.resolvedLanguage;
  useEffect(() => {
    document.documentElement.lang = currentLanguage();
    document.title = t('title');
  }, [language, t]);

  return (
    <>
      <TopBar />
      <main className="content">
        <PreviewPanel result={result} />
        <Actions {...actions} />
        <PassportForm form={form} hints={result?.hints ?? []} />
      </main>
      <Footer onToggleLanguage={() => void i18n.changeLanguage(currentLanguage() === 'ja' ? 'en' : 'ja')} />
      <ToastRegion toasts={toasts} />
    </>
  );
}
