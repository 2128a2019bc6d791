import { expect, test } from '@playwright/test';
import { input, readFields, specimen, toasts } from './helpers';

const SESSION = 'form:persistence';

test('query parameters fill the form and leave the address without a new history entry', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('historyAtStart', String(history.length)));
  await page.goto('/?surname=DOE&givenNames=JOHN%20PAUL&sex=M&placeOfBirth=X&dateOfIssue=Y&keep=1');
  await expect(input(page, 'surname')).toHaveValue('DOE');
  await expect(input(page, 'givenNames')).toHaveValue('JOHN PAUL');
  await expect(input(page, 'type')).toHaveValue('P');
  await expect(page).toHaveURL(/\/\?keep=1$/);
  const [atStart, now] = await page.evaluate(() => [sessionStorage.getItem('historyAtStart'), history.length]);
  expect(String(now)).toBe(atStart);
});

test('a hash of short keys fills the form and is cleared', async ({ page }) => {
  await page.goto('/#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415');
  await expect(page.getByRole('img', { name: specimen.lines.join('\n') })).toBeVisible();
  expect(await readFields(page)).toEqual(specimen.fields);
  expect(new URL(page.url()).hash).toBe('');
  expect(page.url()).not.toContain('#');
});

test('a malformed value is skipped and the rest still applies', async ({ page }) => {
  await page.goto('/#s=%E0%A4%A&g=ANNA&zz=1&x=F');
  await expect(input(page, 'givenNames')).toHaveValue('ANNA');
  await expect(input(page, 'sex')).toHaveValue('F');
  await expect(input(page, 'surname')).toHaveValue('');
});

test('precedence: session copy, then query, then hash', async ({ page }) => {
  await page.goto('/?surname=QUERY#s=HASH');
  await expect(input(page, 'surname')).toHaveValue('QUERY');
  // The form now saved itself; on the next load the session copy wins over both channels.
  await page.goto('/?surname=OTHER#s=HASH2');
  await expect(input(page, 'surname')).toHaveValue('QUERY');
  await expect(page).toHaveURL(/\/$/);
});

test('the hash is used when the query names no field', async ({ page }) => {
  await page.goto('/?utm=1#s=HASH');
  await expect(input(page, 'surname')).toHaveValue('HASH');
});

test('every change is saved to session storage and survives a reload', async ({ page }) => {
  await page.goto('/');
  await input(page, 'surname').fill('Müller');
  await expect
    .poll(() => page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '{}').surname, SESSION))
    .toBe('Müller');
  const saved = JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), SESSION)) ?? '{}');
  // The specification's ten fields, and the record's format, second optional data and letters mode.
  expect(Object.keys(saved).sort()).toEqual([...Object.keys(specimen.fields), 'format', 'letters', 'optionalData2'].sort());
  expect(saved).toMatchObject({ format: 'td3', letters: 'drop', optionalData2: '' });
  await page.reload();
  await expect(input(page, 'surname')).toHaveValue('Müller');
});

for (const [name, copy] of [
  ['invalid JSON', '{"surname":'],
  ['a missing field', JSON.stringify({ ...specimen.fields, sex: undefined })],
  ['a number', JSON.stringify({ ...specimen.fields, surname: 7 })],
  ['an array', '[1,2]'],
] as const) {
  test(`a session copy with ${name} is ignored`, async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [SESSION, copy] as const,
    );
    await page.goto('/?surname=FROMQUERY');
    await expect(input(page, 'surname')).toHaveValue('FROMQUERY');
  });
}

test('a share link pasted into the open page is applied', async ({ page }) => {
  await page.goto('/');
  await input(page, 'surname').fill('BEFORE');
  await page.evaluate(() => {
    location.hash = '#s=PASTED&g=LINK&x=F';
  });
  await expect(input(page, 'surname')).toHaveValue('PASTED');
  await expect(input(page, 'givenNames')).toHaveValue('LINK');
  await expect(toasts(page)).toContainText('share link');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
});
