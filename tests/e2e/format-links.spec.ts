// Share links for every format and letters mode open the same record in a fresh page, and a link
// made before formats existed opens exactly as it always did.
import { expect, test } from '@playwright/test';
import { fill, input, previewZone, readFields, specimen } from './helpers';
import { expectValidZone, type FormatName } from './zone-oracle';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const FORMAT_NAMES: Record<FormatName, RegExp> = {
  td3: /\(TD3\)/,
  td1: /\(TD1\)/,
  td2: /\(TD2\)/,
  mrva: /\(MRV-A\)/,
  mrvb: /\(MRV-B\)/,
};

for (const [format, letters] of [
  ['td3', 'icao'],
  ['td1', 'drop'],
  ['td1', 'icao'],
  ['td2', 'drop'],
  ['mrva', 'drop'],
  ['mrvb', 'icao'],
] as const) {
  test(`a share link of a ${format} record, letters ${letters}, opens the same zone in a fresh page`, async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: FORMAT_NAMES[format] }).check();
    if (letters === 'icao') await page.getByRole('radio', { name: /ICAO way/ }).check();
    // The document code stays the format's own, set by the choice.
    const { type: _passport, ...fields } = specimen.fields;
    await fill(page, { ...fields, surname: 'Mäkinen', personalNo: 'AB12' });
    if (format === 'td1') await fill(page, { optionalData2: 'TWO 2' });
    // The whole record drawn, the last field typed (the expiry) included, before it is taken.
    await expect(page.getByRole('img', { name: /^(?=[\s\S]*(MAEKINEN|MKINEN))(?=[\s\S]*120415)/ })).toBeVisible();
    const lines = await previewZone(page);
    expectValidZone(format, lines);
    expect(lines.join('\n')).toContain(letters === 'icao' ? 'MAEKINEN<<' : 'MKINEN<<');

    await page.getByRole('button', { name: 'Copy share link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const hash = new URL(link).hash;
    expect(hash.includes('f='), hash).toBe(format !== 'td3');
    expect(hash.includes('l=icao'), hash).toBe(letters === 'icao');
    expect(hash.includes('o=TWO%202'), hash).toBe(format === 'td1');

    const other = await context.newPage();
    // This browser's remembered mode must not change what a link says.
    await other.addInitScript((mode) => localStorage.setItem('mrz:letters', mode), letters === 'icao' ? 'drop' : 'icao');
    await other.goto(link);
    await expect(other.getByRole('radio', { name: FORMAT_NAMES[format] })).toBeChecked();
    await expect(other.getByRole('radio', { name: letters === 'icao' ? /ICAO way/ : /^Drop them/ })).toBeChecked();
    expect(await readFields(other)).toEqual(await readFields(page));
    if (format === 'td1') await expect(input(other, 'optionalData2')).toHaveValue('TWO 2');
    await expect(other.getByRole('img', { name: lines.join('\n') })).toBeVisible();
    expect(new URL(other.url()).hash).toBe('');
  });
}

test('a link made before formats existed opens as TD3 with letters dropped, whatever is remembered', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mrz:letters', 'icao'));
  await page.goto('/#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415');
  await expect(page.getByRole('img', { name: specimen.lines.join('\n') })).toBeVisible();
  await expect(page.getByRole('radio', { name: FORMAT_NAMES.td3 })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Drop them/ })).toBeChecked();
  expect(await readFields(page)).toEqual(specimen.fields);
  await expect(page.locator('form input:not([type=radio])')).toHaveCount(10);
});

test('query parameters choose the format and letters, and are removed from the address', async ({ page }) => {
  await page.goto('/?format=mrvb&letters=icao&surname=%C3%98STER&optionalData2=X&keep=1');
  await expect(page.getByRole('radio', { name: FORMAT_NAMES.mrvb })).toBeChecked();
  await expect(page.getByRole('radio', { name: /ICAO way/ })).toBeChecked();
  // No code in the query: the visa's own V, not a passport's P.
  await expect(input(page, 'type')).toHaveValue('V');
  await expect(page.getByRole('img', { name: /^V<<<<OESTER<</ })).toBeVisible();
  expect((await previewZone(page)).map((line) => line.length)).toEqual([36, 36]);
  await expect(page.locator('#field-type-hints')).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?keep=1$/);
});

test('a visa link with a passport code keeps it, and says readers take it for another document', async ({ page }) => {
  await page.goto('/?format=mrvb&type=P&surname=OSTER');
  await expect(page.getByRole('img', { name: /^P<<<<OSTER<</ })).toBeVisible();
  await expect(page.locator('#field-type-hints')).toContainText('starts with V');
});

for (const [address, how] of [
  ['/#f=td1&s=Test', 'hash'],
  ['/?format=td1&surname=Test', 'query'],
] as const) {
  test(`a TD1 ${how} without a document code draws the card's I, not a passport's P`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('radio', { name: FORMAT_NAMES.td1 })).toBeChecked();
    await expect(input(page, 'type')).toHaveValue('I');
    await expect(page.getByRole('heading', { name: 'ID card information' })).toBeVisible();
    const lines = await previewZone(page);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^I<<{3}/);
    expect(lines[2]).toMatch(/^TEST<+$/);
    expectValidZone('td1', lines);
    await expect(page.locator('#field-type-hints')).toHaveCount(0);
  });
}

test('a format link pasted into the open page switches the form to that format', async ({ page }) => {
  await page.goto('/');
  await input(page, 'surname').fill('BEFORE');
  await page.evaluate(() => {
    location.hash = '#f=td1&t=ID&s=PASTED&o=SECOND';
  });
  await expect(page.getByRole('radio', { name: FORMAT_NAMES.td1 })).toBeChecked();
  await expect(input(page, 'optionalData2')).toHaveValue('SECOND');
  await expect(page.getByRole('img', { name: /PASTED/ })).toBeVisible();
  const lines = await previewZone(page);
  expectValidZone('td1', lines);
  expect(lines[0]!.slice(0, 2)).toBe('ID');
  expect(lines[2]).toMatch(/^PASTED<+$/);
});
