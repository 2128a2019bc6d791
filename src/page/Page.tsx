import type { Fields, Hint } from 'mrz-wasm';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BulkPanel } from '../bulk/BulkPanel';
import { Checker } from '../checker/Checker';
import { ChipPanel } from '../chip/ChipPanel';
import { PassportForm } from '../form/PassportForm';
import { currentLanguage, i18n } from '../i18n';
import { LivePreview } from '../preview/LivePreview';
import { parseHash, recordFromLink } from '../state/channels';
import { OUTPUTS, storedOutput, storeOutput, type OutputKey } from '../state/output-choice';
import { cleanAddress } from '../state/startup';
import { Actions } from './Actions';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { ToastRegion, useToasts } from './Toasts';
import { useActions } from './useActions';

export function Page({ initial }: { initial: Fields }) {
  const { t } = useTranslation();
  const form = useForm<Fields>({ defaultValues: initial });
  const [hints, setHints] = useState<Hint[]>([]);
  const { toasts, show } = useToasts();
  // Remembered across visits: someone printing test cards wants print files every time.
  const [output, setOutput] = useState<OutputKey>(storedOutput);
  const actions = useActions(form, show, OUTPUTS[output]);

  // A share link pasted into the address bar of the open page.
  useEffect(() => {
    const onHash = () => {
      const found = parseHash(location.hash);
      cleanAddress();
      if (!found) return;
      form.reset(recordFromLink(found), { keepDefaultValues: true });
      show('success', t('toast.linkApplied'));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [form, show, t]);

  const language = i18n.resolvedLanguage;
  const toggleLanguage = () => void i18n.changeLanguage(currentLanguage() === 'ja' ? 'en' : 'ja');
  useEffect(() => {
    document.documentElement.lang = currentLanguage();
    document.title = t('title');
  }, [language, t]);

  return (
    <>
      <TopBar onToggleLanguage={toggleLanguage} />
      <main className="content">
        <LivePreview form={form} onHints={setHints} />
        <Actions
          {...actions}
          output={output}
          onOutput={(key) => {
            setOutput(key);
            storeOutput(key);
          }}
        />
        <ChipPanel form={form} toast={show} />
        <PassportForm form={form} hints={hints} />
        <Checker
          toast={show}
          onLoad={(fields) => {
            // A zone holds only A-Z, 0-9 and <: the letters mode stays the person's choice.
            form.reset({ ...fields, letters: form.getValues('letters') }, { keepDefaultValues: true });
            show('success', t('checker.loaded'));
          }}
        />
        <BulkPanel toast={show} />
      </main>
      <Footer onToggleLanguage={toggleLanguage} />
      <ToastRegion toasts={toasts} />
    </>
  );
}
