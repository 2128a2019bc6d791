// The person's data never leaves the page: every request made while they type, use every action
// and download goes to the page's own origin and carries none of what they typed.
import { expect, test, type Request } from '@playwright/test';
import { download, input } from './helpers';
import { readPicture } from './page-states';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Distinctive values, so that any trace of them in a request is found.
const TYPED = {
  passportNo: 'QZ7734521',
  surname: 'PRIVATESURNAME',
  givenNames: 'SECRET GIVEN',
  dateOfBirth: '830217',
  personalNo: 'HIDDEN4242',
};

/** Every form a value could take in a request: as typed, URL-encoded, in the MRZ, base64. */
const traces = (value: string) => [value, encodeURIComponent(value), value.replace(/ /g, '<'), Buffer.from(value).toString('base64')];

test('no request carries a field value or leaves the origin', async ({ page, baseURL }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto('/');
  await expect(page.getByRole('img', { name: /</ })).toBeVisible();

  for (const [key, value] of Object.entries(TYPED)) await input(page, key).fill(value);
  await expect(page.getByRole('img', { name: /PRIVATESURNAME/ })).toBeVisible();
  await page.getByRole('button', { name: 'Copy MRZ' }).click();
  for (const [output, button] of [['screen', 'Download PNG'], ['print600', 'Download SVG']]) {
    await page.getByLabel('Output').selectOption(output!);
    expect((await download(page, button!)).suggestedFilename()).toContain('QZ7734521');
  }
  // The checker, its picture reader and a small test set run in the page and its workers too.
  const checker = page.getByRole('region', { name: 'MRZ checker' });
  await page.getByRole('button', { name: 'Copy MRZ' }).click();
  // The checker's one text box, whatever its label says (the checker's own tests check that).
  await checker.getByRole('textbox').fill(await page.evaluate(() => navigator.clipboard.readText()));
  await expect(checker.getByRole('row', { name: /^Surname/ })).toContainText('PRIVATESURNAME');
  await checker.getByRole('button', { name: 'Load into the form' }).click();
  // A picture of the zone, read in the reader's own worker and module.
  await readPicture(page);
  await expect(checker.getByRole('textbox')).toHaveValue(/PRIVATESURNAME/);
  const sets = page.getByRole('region', { name: 'Test sets' });
  await sets.getByLabel('Records (1–10,000)').fill('5');
  const zip = page.waitForEvent('download');
  await sets.getByRole('button', { name: 'Generate ZIP' }).click();
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);
  await page.getByRole('button', { name: /share link/i }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('PRIVATESURNAME');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('button', { name: /言語/ }).click();
  await page.reload();
  await expect(page.getByRole('img', { name: /PRIVATESURNAME/ })).toBeVisible();
  await page.getByRole('button', { name: /Random/ }).click();
  await page.getByRole('button', { name: /Reset/ }).click();

  const origin = new URL(baseURL!).origin;
  expect(requests.length).toBeGreaterThan(5);
  for (const r of requests) {
    const url = new URL(r.url());
    if (url.protocol === 'blob:' || url.protocol === 'data:') continue;
    expect(url.origin, r.url()).toBe(origin);
    const sent = `${r.url()}\n${r.postData() ?? ''}\n${JSON.stringify(await r.allHeaders())}`;
    for (const value of Object.values(TYPED)) {
      for (const trace of traces(value)) expect(sent, `${trace} in ${r.url()}`).not.toContain(trace);
    }
  }
});

test('the data lives only in session storage: no cookies, nothing else stored', async ({ page, context }) => {
  await page.goto('/');
  for (const [key, value] of Object.entries(TYPED)) await input(page, key).fill(value);
  await expect(page.getByRole('img', { name: /PRIVATESURNAME/ })).toBeVisible();
  const stored = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.entries(localStorage),
    cookie: document.cookie,
  }));
  expect(stored.session).toEqual(['form:persistence']);
  expect(stored.local.map(([k]) => k)).toEqual(expect.not.arrayContaining([expect.not.stringMatching(/^i18nextLng$/)]));
  expect(JSON.stringify(stored.local)).not.toContain('PRIVATESURNAME');
  expect(stored.cookie).toBe('');
  expect(await context.cookies()).toEqual([]);
});

test('the built page forbids inline and remote scripts', async ({ page }) => {
  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("object-src 'none'");
  const blocked = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.blockedURI || e.violatedDirective));
    const inline = document.createElement('script');
    inline.textContent = 'window.ranInline = true';
    document.head.append(inline);
    const remote = document.createElement('script');
    remote.src = 'https://example.com/evil.js';
    document.head.append(remote);
    await new Promise((r) => setTimeout(r, 200));
    return { ranInline: 'ranInline' in window, violations };
  });
  expect(blocked.ranInline).toBe(false);
  expect(blocked.violations.length).toBeGreaterThanOrEqual(2);
  // Everything the app itself needs still works under the policy.
  await expect(page.getByRole('img', { name: /</ })).toBeVisible();
});
