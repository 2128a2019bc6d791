// The keystroke floor: the same key, the same kind of answer (a transferred ImageBitmap patch
// drawn on a canvas, the lines set as its label), but no React, no form library, no composing or
// drawing. What the app takes beyond this page's time is its own.
import { SPEC_KEYS } from '../src/fields';

const form = document.getElementById('fields') as HTMLFormElement;
// The passport (TD3) form's ten fields, as the app shows them by default.
for (const key of SPEC_KEYS) {
  const label = document.createElement('label');
  label.textContent = key;
  const input = document.createElement('input');
  input.name = key;
  input.autocomplete = 'off';
  input.spellcheck = false;
  label.append(input);
  form.append(label);
}

const canvas = document.querySelector('canvas') as HTMLCanvasElement;
const context = canvas.getContext('2d');
const worker = new Worker(new URL('./echo.worker.ts', import.meta.url), { type: 'module' });
worker.addEventListener('message', (e: MessageEvent<{ text: string; bitmap: ImageBitmap }>) => {
  const { text, bitmap } = e.data;
  context?.drawImage(bitmap, 0, 0);
  bitmap.close();
  canvas.setAttribute('aria-label', text);
});
form.addEventListener('input', () => {
  worker.postMessage(Object.fromEntries(new FormData(form)));
});
