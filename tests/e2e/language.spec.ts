import { expect, test } from '@playwright/test';

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('gets the page in Japanese, and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'パスポート情報' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(/パスポート/);
    await expect(page.getByRole('button', { name: /MRZ をコピー/ })).toBeVisible();
    await expect(page.getByLabel('生年月日')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');
  });

  test('the toggle switches to English and stays there after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /言語/ }).click();
    await expect(page.getByRole('heading', { name: 'Passport information' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('heading', { name: 'パスポート情報' })).toBeVisible();
  });

  test('hints appear under their field, translated', async ({ page }) => {
    await page.goto('/');
    await page.locator('input[name=surname]').fill('Müller');
    await page.locator('input[name=dateOfBirth]').fill('991332');
    await expect(page.locator('#field-surname-hints')).toContainText('ICAO の表記：MUELLER');
    await expect(page.locator('#field-dateOfBirth-hints')).toContainText('実在しない日付です');
    await expect(page.getByLabel('姓')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an ID card and a visa have headings of their own, and the checker words the shape as the form', async ({ page }) => {
    await page.goto('/#f=td1&s=TEST');
    await expect(page.getByRole('heading', { name: 'ID カード情報' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /ID カード（TD1）.*3 行 × 30 文字/ })).toBeChecked();
    await page.getByRole('radio', { name: /MRV-A/ }).check();
    await expect(page.getByRole('heading', { name: 'ビザ情報' })).toBeVisible();
    const checker = page.getByRole('region', { name: 'MRZ チェッカー' });
    await checker.getByRole('textbox').fill('I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<');
    await expect(checker.getByText('ID カード（TD1）、3 行 × 30 文字', { exact: true })).toBeVisible();
  });

  test('no English is left in the Japanese page', async ({ page }) => {
    await page.goto('/#s=ERIKSSON');
    await expect(page.getByRole('img', { name: /ERIKSSON/ })).toBeVisible();
    const text = await page.locator('body').innerText();
    // Words of three letters or more, leaving out field values, codes, names, and the names of
    // formats and units that Japanese writes in Latin letters too (PNG, SVG, ZIP, dpi, the visa
    // formats MRV-A and MRV-B), the test sets' file formats and the tools that read them, the
    // picture types the checker reads or names (WebP, BMP, GIF, TIFF), the key that pastes
    // (Ctrl, as keyboards say) and the chip's protocols (eMRTD, BAC, PACE), which Japanese names
    // in Latin letters too.
    const allowed =
      /^(passport|mrz|ERIKSSON|UTO|ICAO|TD3|ISO|alpha|YYMMDD|MRZ|MRV|PNG|SVG|ZIP|dpi|English|PP|AA0000000|core|render|JPEG|CSV|JSONL|tar|WebDataset|Hugging|Face|imagefolder|tesstrain|WebP|BMP|GIF|TIFF|Ctrl|eMRTD|BAC|PACE|JSON)$/i;
    // File names and the command's name are no language's words.
    const names = /[\w/.-]*\.(png|jpg|csv|jsonl|json|txt)\b|\bmrz batch\b/gi;
    const words = (text.replace(names, ' ').match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !allowed.test(w));
    expect(words).toEqual([]);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('gets the page in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Passport information' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/passport MRZ generator/);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });
});

test.describe('a browser in another language', () => {
  test.use({ locale: 'fr-FR' });

  test('gets Japanese, the default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'パスポート情報' })).toBeVisible();
  });
});
