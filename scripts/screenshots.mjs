// Screenshots of the built page at four widths in both languages, into docs/screenshots/, with the
// test sets' samples drawn; a phone's compact preview; the checker's result on a phone; a picture
// read; the chip panel open.
// Needs a CJK font for Chromium to draw Japanese (Debian: fonts-noto-cjk, installed if missing).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/browser.mjs';
import { aptInstall } from './lib/sh.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 4195);
const specimen = '#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415';
// The ICAO specimens of an ID card and a visa, by share link (f: the format); and the same holder
// on a Swiss licence, the national format least like the others (lines of 9, 30 and 30).
const others = {
  td1: '#f=td1&t=I&c=UTO&p=D23145890&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&x=F&e=120415',
  mrva: '#f=mrva&t=V&c=UTO&p=L8988901C&s=ERIKSSON&g=ANNA%20MARIA&n=XXX&b=400907&i=6ZE184226B&x=F&e=961210',
  che_dl: '#f=che_dl&t=FA&c=CHE&p=UTO123D&i=123456789&o=001&s=ERIKSSON&g=ANNA%20MARIA&b=740812',
};

if (!existsSync('/usr/share/fonts/opentype/noto')) aptInstall(['fonts-noto-cjk'], 'Japanese text in screenshots');
const executablePath = ensureChromium();
mkdirSync(out, { recursive: true });

const server = spawn(join(root, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 1500));
const { chromium } = await import('@playwright/test');

/** The test-set panel brought near the screen, so that it draws its samples, and back to the top. */
async function showSamples(page) {
  await page.locator('section.bulk').scrollIntoViewIfNeeded();
  await page.locator('section.bulk figure img').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => Promise.all([...document.querySelectorAll('section.bulk figure img')].map((i) => i.decode())));
  await page.evaluate(() => window.scrollTo(0, 0));
}
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
      await page.locator('.hints').getByText(/MUELLER/).first().waitFor();
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await showSamples(page);
      await page.screenshot({ path: join(out, `${language}-${width}.png`), fullPage: true });
      await context.close();
    }
  }
  // An ID card, a visa and a Swiss licence, with the checker reading the same zone back.
  for (const [format, hash] of Object.entries(others)) {
    for (const [language, width] of [['en', 1440], ['ja', 1440], ['en', 375]]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/${hash}`);
      const img = page.getByRole('img', { name: /ERIKSSON/ });
      await img.waitFor();
      const lines = (await img.getAttribute('aria-label')) ?? '';
      await page.locator('textarea').first().fill(lines);
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.screenshot({ path: join(out, `${language}-${width}-${format}.png`), fullPage: true });
      await context.close();
    }
  }
  // A phone while a passport is typed: the date of expiry half done, the compact preview in view.
  {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/${specimen.replace(/&e=\d+$/, '')}`);
    await page.getByRole('img', { name: /ERIKSSON/ }).waitFor();
    const expiry = page.locator('input[name=dateOfExpiry]');
    await expiry.focus();
    await expiry.pressSequentially('1204');
    await page.locator('.compact-preview').getByText(/1204/).waitFor();
    await page.screenshot({ path: join(out, 'en-375-compact.png') });
    await context.close();
  }
  // The checker's result on a phone, in both languages: a passport whose birth date's check digit is
  // wrong, its fields as a list.
  for (const language of ['en', 'ja']) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const [a, b] = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
    await page.locator('section.checker textarea').fill(`${a}\n${b.slice(0, 19)}7${b.slice(20)}`);
    await page.locator('section.checker .checker-fields').waitFor();
    await page.locator('section.checker').screenshot({ path: join(out, `${language}-375-checker.png`) });
    await context.close();
  }
  // The chip panel open on the specimen, in both languages: every key with its copy button.
  for (const [language, width] of [['en', 1440], ['ja', 375]]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/${specimen}`);
    await page.getByRole('img', { name: /ERIKSSON/ }).waitFor();
    await page.locator('details.chip-card summary').click();
    await page.locator('code[data-chip="dg1"]').waitFor();
    await page.locator('details.chip-card').screenshot({ path: join(out, `${language}-${width}-chip.png`) });
    await context.close();
  }
  // A phone photo of a specimen card read: the zone outlined, the lines read into the checker.
  {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('section.checker input[type=file]').setInputFiles(join(root, 'tests', 'e2e', 'fixtures', 'photo-card-td3.jpg'));
    await page.locator('section.checker .picture-lines [role=gridcell]').first().waitFor({ timeout: 30_000 });
    await page.locator('section.checker').screenshot({ path: join(out, 'en-1440-picture.png') });
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`screenshots written to ${out}`);
