// The browser for end-to-end tests: Debian's Chromium, since browser downloads fail here.
import { aptInstall, which } from './sh.mjs';

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => which(p));
  if (found) return found;
  aptInstall(['chromium'], 'the browser tests drive a real Chromium');
  return '/usr/bin/chromium';
}
