import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const lang of ['ja', 'en']) for (const w of [375, 1440]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
  const p = await ctx.newPage();
  p.on('pageerror', e => console.log('pageerror', e.message));
  await p.goto('http://127.0.0.1:4183/#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415');
  await p.getByRole('img', { name: /ERIKSSON/ }).waitFor();
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/page-${lang}-${w}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
