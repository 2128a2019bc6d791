// Screenshots of the built page at four widths in both languages, into docs/screenshots/.
// Needs a CJK font for Chromium to draw Japanese (Debian: fonts-noto-cjk, installed if missing).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/browser.mjs';
import { aptInstall } from './lib/sh.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'screenshots');
const port = 4190;
const specimen = '#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415';

if (!existsSync('/usr/share/fonts/opentype/noto')) aptInstall(['fonts-noto-cjk'], 'Japanese text in screenshots');
const executablePath = ensureChromium();
mkdirSync(out, { recursive: true });

const server = spawn(join(root, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 1500));
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const language of ['ja', 'en']) {
    for (const width of [375, 768, 1024, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: language === 'ja' ? 'ja-JP' : 'en-US',
      });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/${specimen}`);
      await page.getByRole('img', { name: /ERIKSSON/ }).waitFor();
      await page.locator('input[name=surname]').fill('Eriksson-Müller');
      await page.getByText(/MUELLER/).waitFor();
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.screenshot({ path: join(out, `${language}-${width}.png`), fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`screenshots written to ${out}`);
