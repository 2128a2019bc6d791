// The browser for end-to-end tests: Debian's Chromium, since browser downloads fail here; and
// beside it Debian's OCR-B, as many of our users' machines have, so that the tests prove the page
// draws its text in its own face whatever the machine holds.
import { aptInstall, capture, isRoot, log, which } from './sh.mjs';

const hasSystemOcrB = () => Boolean(capture('fc-list', ['OCR B', 'family'])?.trim());

/** Installs fonts-ocr-b where we may; elsewhere says the tests ran the easier case. */
function ensureSystemOcrB() {
  if (hasSystemOcrB()) return;
  if (which('apt-get') && isRoot()) {
    aptInstall(['fonts-ocr-b'], "the browser tests run beside a system 'OCR B', which the page must ignore");
  } else {
    log("no system 'OCR B' font here (Debian: apt-get install fonts-ocr-b); the browser tests run without one");
  }
}

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => which(p));
  if (!found) aptInstall(['chromium'], 'the browser tests drive a real Chromium');
  ensureSystemOcrB();
  return found ?? '/usr/bin/chromium';
}
