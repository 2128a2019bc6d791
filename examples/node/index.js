// passport-mrz in Node, with a plain import: `npm run package` at the repo's root, then
// `npm install && npm start` here. Writes zone.png and a small test set into out/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { check, compose, read, render, testSet } from 'passport-mrz';

const record = {
  format: 'td3', type: 'P', countryCode: 'UTO', passportNo: 'L898902C3', surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA', nationality: 'UTO', dateOfBirth: '740812', sex: 'F',
  dateOfExpiry: '120415', personalNo: 'ZE184226B',
};
const { lines, hints } = compose(record);
console.log(lines.join('\n'));
if (hints.length > 0) console.log('hints:', hints);

const checked = check(lines.join('\n'));
console.log('valid:', checked.valid, '| findings:', checked.findings.map((f) => f.code).join(', ') || 'none');

mkdirSync('out', { recursive: true });
const png = await render(lines);
writeFileSync('out/zone.png', png);
writeFileSync('out/zone.svg', await render(record, { as: 'svg', dpi: 300 }));

const reading = await read(png);
console.log('read back:', reading.lines.join(' / '), reading.valid ? '(valid)' : '(invalid)');

let made = 0;
for await (const { image, label } of testSet({ count: 5, seed: 7, formats: 'td3=60,td1=40', realism: 'photo', image: 'jpeg' })) {
  writeFileSync(`out/${String(label.index).padStart(5, '0')}.jpg`, image);
  console.log(label.index, label.format, label.valid ? 'valid' : `negative test (${label.corrupted})`);
  made++;
}
console.log(`${made} photos in out/`);
