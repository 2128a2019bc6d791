import type { TFunction } from 'i18next';
import type { ToastKind } from './Toasts';

/** Text to the clipboard, and a toast saying so, or that the browser refused. */
export async function copyText(text: string, done: string, toast: (kind: ToastKind, text: string) => void, t: TFunction) {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', done);
  } catch {
    toast('error', t('toast.clipboardRefused'));
  }
}
