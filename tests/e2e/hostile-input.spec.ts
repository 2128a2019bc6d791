// Addresses anyone can craft and storage that may be corrupt or refuse to work: the page loads,
// shows text only as text, ignores what it cannot read, and still draws two valid lines.
import { expect, test, type Page } from '@playwright/test';
import { expectValidLine2, FIELD_KEYS, input, previewLines } from './helpers';

declare global {
  interface Window {
    pwned?: number;
  }
}

const HASH_KEYS = ['t', 'c', 'p', 's', 'g', 'n', 'b', 'i', 'x', 'e'];
const MARKUP = [
  '<img src=x onerror="window.pwned=1">',
  '<script>window.pwned=2</script>',
  '"><svg onload=window.pwned=3>',
  "javascript:window.pwned=4",
  '{{constructor.constructor("window.pwned=5")()}}',
];

/** The page came up: the form, a preview of two valid lines, no script run, nothing injected. */
async function expectSafePage(page: Page): Promise<void> {
  const [line1, line2] = await previewLines(page);
  expect(line1).toHaveLength(44);
  expectValidLine2(line2);
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  expect(await page.locator('#root img, #root script, #root iframe').count()).toBe(0);
  await expect.poll(() => page.evaluate(() => location.search + location.hash)).not.toMatch(/[#&?](s|surname)=/);
}

const hostileUrls: Array<[string, string]> = [
  ['malformed percent-encoding', '/#s=%E0%A4%A&g=%&p=%ZZ12&x=F'],
  ['malformed percent-encoding in the query', '/?surname=%E0%A4%A&givenNames=%'],
  ['a 100 KB value', `/#s=${'A'.repeat(100_000)}`],
  // Servers refuse much longer request lines (Node's limit is 16 KB); the hash never reaches them.
  ['an 8 KB value in the query', `/?givenNames=${'B'.repeat(8_000)}`],
  ['unknown, repeated and empty keys', '/#zz=1&s=FIRST&s=SECOND&=&==&&s&q=%20'],
  ['emoji and CJK', `/#s=${encodeURIComponent('山田🙂')}&g=${encodeURIComponent('太郎👨‍👩‍👧')}`],
  ['right-to-left and control characters', `/#s=${encodeURIComponent('\u202eABC\u0000\u0007')}`],
  ...MARKUP.map((m, i): [string, string] => [`markup ${i + 1} in every hash field`, `/#${HASH_KEYS.map((k) => `${k}=${encodeURIComponent(m)}`).join('&')}`]),
  ...MARKUP.map((m, i): [string, string] => [`markup ${i + 1} in every query field`, `/?${FIELD_KEYS.map((k) => `${k}=${encodeURIComponent(m)}`).join('&')}`]),
];

for (const [name, url] of hostileUrls) {
  test(`an address with ${name} is handled`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await expectSafePage(page);
    expect(errors).toEqual([]);
  });
}

test('markup from the address stays text in the fields and the preview', async ({ page }) => {
  await page.goto(`/#s=${encodeURIComponent(MARKUP[0]!)}`);
  await expect(input(page, 'surname')).toHaveValue(MARKUP[0]!);
  await expectSafePage(page);
});

test('repeated hash keys: the first counts', async ({ page }) => {
  await page.goto('/#s=FIRST&s=SECOND');
  await expect(input(page, 'surname')).toHaveValue('FIRST');
});

const badCopies: Array<[string, string]> = [
  ['truncated JSON', '{"surname":"DOE"'],
  ['null', 'null'],
  ['a string', '"hello"'],
  ['wrong types', JSON.stringify(Object.fromEntries(FIELD_KEYS.map((k) => [k, { toString: 1 }])))],
  ['extra fields', `{"__proto__":{"polluted":1},"extra":"<b>",${FIELD_KEYS.map((k) => `"${k}":"X"`).join(',')}}`],
  ['markup', JSON.stringify(Object.fromEntries(FIELD_KEYS.map((k) => [k, MARKUP[1]])))],
  ['4 MB of text', ''],
];

for (const [name, copy] of badCopies) {
  test(`a session copy with ${name} leaves a working page`, async ({ page }) => {
    await page.addInitScript(
      ([key, value, big]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        try {
          sessionStorage.setItem(key, big ? 'x'.repeat(4_000_000) : value);
        } catch {
          // Over the quota: the browser refused, which is a case of its own.
        }
      },
      ['form:persistence', copy, name.startsWith('4 MB')] as const,
    );
    await page.goto('/');
    await expectSafePage(page);
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
    await input(page, 'surname').fill('TYPED');
    await expect(page.getByRole('img', { name: /TYPED/ })).toBeVisible();
  });
}

for (const mode of ['throws on every call', 'is full']) {
  test(`session storage that ${mode} leaves a working page`, async ({ page }) => {
    await page.addInitScript((full) => {
      const refuse = () => {
        throw new DOMException(full ? 'quota exceeded' : 'storage disabled', full ? 'QuotaExceededError' : 'SecurityError');
      };
      Storage.prototype.setItem = refuse;
      if (!full) {
        Storage.prototype.getItem = refuse;
        Storage.prototype.removeItem = refuse;
      }
    }, mode === 'is full');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/#s=LINKED');
    await expect(input(page, 'surname')).toHaveValue('LINKED');
    await expectSafePage(page);
    await input(page, 'surname').fill('TYPED');
    await expect(page.getByRole('img', { name: /TYPED/ })).toBeVisible();
    await page.getByRole('button', { name: /Language|言語/ }).click();
    await expect(page.getByRole('img', { name: /TYPED/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
