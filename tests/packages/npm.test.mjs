// The npm package as a user installs it: this file runs in a fresh project with the packed
// tarball installed (scripts/lib/package-tests.mjs), against the `mrz` command built from the
// same crates. MRZ_COMMAND is the command, MRZ_TESTDATA the repo's testdata folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { check, chip, compose, read, render, testSet } from 'passport-mrz';

const mrz = process.env.MRZ_COMMAND;
const testdata = process.env.MRZ_TESTDATA;
const jsonl = (text) => text.split('\n').filter(Boolean).map((l) => JSON.parse(l));

/** The command's output; `mrz check` exits 1 when a zone is invalid, as some here are. */
function command(args, input, statuses = [0]) {
  const run = spawnSync(mrz, args, { input, maxBuffer: 1 << 28 });
  assert.ok(statuses.includes(run.status), run.stderr.toString());
  return run.stdout;
}

test('compose gives the published zones of every format, and check reads them back valid', () => {
  const vectors = ['formats.jsonl', 'vectors-formats.jsonl', 'national.jsonl'].flatMap((f) => jsonl(readFileSync(join(testdata, f), 'utf8')));
  assert.ok(vectors.length > 88);
  for (const v of vectors) {
    const checked = check(v.lines.join('\n'), { today: new Date(2026, 0, 1) });
    assert.deepEqual(checked.lines, v.lines, v.name);
    // A zone published to be read only (its record is not one that composes to it).
    if (v.decodeOnly) {
      assert.equal(checked.valid, v.valid, v.name);
      continue;
    }
    const composed = compose(v.fields);
    assert.deepEqual(composed.lines, v.lines, v.name);
    assert.equal(composed.format, v.fields.format ?? 'td3', v.name);
    assert.equal(checked.format, composed.format, v.name);
  }
});

test('compose and check give the command’s JSON for 600 records of all eight formats', () => {
  const out = mkdtempSync(join(tmpdir(), 'mrz-npm-'));
  command(['batch', '--count', '600', '--seed', '3', '--formats', 'td3,td1,td2,mrva,mrvb,fra_id,fra_dl,che_dl', '--corrupt', '0.3', '--out', out]);
  const labels = jsonl(readFileSync(join(out, 'labels.jsonl'), 'utf8'));
  rmSync(out, { recursive: true });
  const records = labels.map((l) => Object.fromEntries(['format', 'type', 'countryCode', 'passportNo', 'surname', 'givenNames', 'nationality', 'dateOfBirth', 'personalNo', 'sex', 'dateOfExpiry', 'optionalData2'].map((k) => [k, l[k]])));
  const composed = jsonl(command(['compose', '--json'], records.map((r) => JSON.stringify(r)).join('\n')).toString());
  const zones = labels.map((l) => [l.line1, l.line2, l.line3].filter(Boolean).join('\n'));
  const checked = jsonl(command(['check', '--json', '--today', '2026-11-28'], zones.join('\n\n'), [0, 1]).toString());
  assert.equal(composed.length, 600);
  assert.equal(checked.length, 600);
  for (const [i, record] of records.entries()) {
    const ours = compose(record);
    assert.deepEqual(ours, { format: composed[i].format, hints: composed[i].hints, lines: composed[i].lines }, `record ${i + 1}`);
    const theirs = checked[i];
    const read = check(zones[i], { today: new Date(2026, 10, 28) });
    // The command adds where each zone was in its input.
    const { block, input_line, ...rest } = theirs;
    assert.deepEqual(read, rest, `zone ${i + 1}`);
    assert.equal(read.valid, labels[i].valid, `zone ${i + 1}`);
    if (labels[i].corrupted) assert.equal(read.checks.find((c) => c.name === labels[i].corrupted)?.valid, false);
  }
});

test('chip gives the command’s keys for 300 zones of all five formats, broken ones too', async () => {
  const out = mkdtempSync(join(tmpdir(), 'mrz-npm-'));
  command(['batch', '--count', '300', '--seed', '5', '--formats', 'td3,td1,td2,mrva,mrvb', '--corrupt', '0.3', '--out', out]);
  const labels = jsonl(readFileSync(join(out, 'labels.jsonl'), 'utf8'));
  rmSync(out, { recursive: true });
  const zones = labels.map((l) => [l.line1, l.line2, l.line3].filter(Boolean).join('\n'));
  const theirs = jsonl(command(['chip', '--json'], zones.join('\n\n'), [0, 1]).toString());
  assert.equal(theirs.length, 300);
  for (const [i, zone] of zones.entries()) {
    const { block, input_line, ...rest } = theirs[i];
    assert.deepEqual(await chip(zone), rest, `zone ${i + 1}`);
  }
  // ICAO 9303 Part 11, Appendix D: a TD2 card's long number, taken whole.
  const stevenson = await chip('I<UTOSTEVENSON<<PETER<JOHN<<<<<<<<<<\nD23145890<UTO3407127M95071227349<<<8');
  assert.equal(stevenson.kSeed, 'B366AD857DDCA2B08C0E299811714730');
  await assert.rejects(chip('P<UTO'), (e) => e instanceof Error && /one line of 5 characters/.test(e.message));
});

test('a test set is the command’s: the same pictures and labels', async () => {
  const options = { count: 6, seed: 9, formats: { td3: 50, td1: 30, mrvb: 20 }, realism: 'photo', image: 'jpeg', corrupt: 0.5, madeUp: 0.5 };
  const out = mkdtempSync(join(tmpdir(), 'mrz-npm-'));
  command(['batch', '--count', '6', '--seed', '9', '--formats', 'td3=50,td1=30,mrvb=20', '--realism', 'photo', '--image', 'jpeg', '--corrupt', '0.5', '--made-up', '0.5', '--out', out]);
  const labels = jsonl(readFileSync(join(out, 'labels.jsonl'), 'utf8'));
  let i = 0;
  for await (const { image, label } of testSet(options)) {
    assert.deepEqual(label, labels[i], `record ${i + 1}`);
    assert.ok(Buffer.from(image).equals(readFileSync(join(out, labels[i].file))), `record ${i + 1}'s picture`);
    i++;
  }
  assert.equal(i, 6);
  rmSync(out, { recursive: true });
});

test('render draws what read reads back, as PNG, and SVG print-true', async () => {
  const { lines } = compose({ format: 'td1', type: 'I', countryCode: 'UTO', passportNo: 'D23145890', surname: 'ERIKSSON', givenNames: 'ANNA MARIA' });
  const png = await render(lines);
  assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
  assert.ok(Buffer.from(png).equals(command(['render', '--out', '-'], JSON.stringify({ format: 'td1', type: 'I', countryCode: 'UTO', passportNo: 'D23145890', surname: 'ERIKSSON', givenNames: 'ANNA MARIA' }))));
  const reading = await read(png);
  assert.deepEqual(reading.lines, lines);
  assert.equal(reading.format, 'td1');
  assert.equal(reading.valid, true);
  assert.equal(reading.quad.length, 4);
  // Corners to the hundredth of a pixel, not an f32's digits (100.94979095458984).
  assert.ok(reading.quad.flat().every((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6), `${reading.quad}`);
  assert.equal(reading.confidence.length, 3);
  const svg = await render({ surname: 'DOE' }, { as: 'svg', dpi: 300 });
  assert.match(svg, /^<svg [^>]*width="[\d.]+mm"/);
  assert.deepEqual((await read(png.buffer.slice(png.byteOffset, png.byteOffset + png.length))).lines, lines);
});

test('read takes a scanner\'s G4 TIFF, a WebP upload and a CMYK JPEG', async () => {
  const want = ['P<GRCIOANNOU<<PARASKEVI<GEORGIA<<<<<<<<<<<<<', 'ZI15115842GRC8510013F3112272<<<<<<<<<<<<<<00'];
  for (const file of ['td3-scan-g4.tif', 'td3-scan.webp', 'td3-scan-cmyk.jpg']) {
    const zone = await read(new Uint8Array(readFileSync(join(testdata, 'pictures', file))));
    assert.deepEqual(zone.lines, want, file);
    assert.equal(zone.valid, true, file);
  }
});

test('bad input throws an Error that says what and where', async () => {
  assert.throws(() => compose({ format: 'td4' }), { message: '"format" must be one of td3, td1, td2, mrva, mrvb, fra_id, fra_dl, che_dl, got "td4"' });
  assert.throws(() => compose({ surname: 7 }), { message: '"surname" must be a string, got a number' });
  assert.throws(() => compose('DOE'), { message: 'record must be an object, got string' });
  assert.throws(() => check('P<UTO'), /one line of 5 characters/);
  assert.throws(() => check(42), { message: 'text must be a string, got number' });
  await assert.rejects(render(['P<UTOab']), /line 1 has 'a' at 6/);
  await assert.rejects(render(['P<UTO']), /no zone \(one line of 5 characters/);
  await assert.rejects(render([], { as: 'gif' }), { message: 'as must be "png" or "svg", got "gif"' });
  await assert.rejects(render({}, { dpi: 5 }), /dpi: 5 is not a resolution from 72 to 2400/);
  await assert.rejects(read(new Uint8Array([1, 2, 3])), /not a PNG, JPEG, TIFF, WebP, BMP or GIF picture/);
  const blurred = new Uint8Array(readFileSync(join(testdata, 'pictures', 'td3-blurred.png')));
  await assert.rejects(read(blurred), /looks like a machine-readable zone \(2 lines of 44 characters\) but could not read it: \d+ of its 88/);
  await assert.rejects(read('a.png'), /bytes must be a Uint8Array/);
  // A national zone has no ICAO chip to open.
  await assert.rejects(chip('D1FRA13AA000026181231MARTIN<<9'), /a fra_dl zone: chip keys and DG1 are ICAO 9303's/);
  const blank = await render({}, {});
  assert.ok(blank.length > 0);
  await assert.rejects(testSet({ count: 0 }).next(), /"count": must be a whole number from 1 to 1000000, got 0/);
  await assert.rejects(testSet({ realism: 'dusty' }).next(), /"realism": "dusty" is not a preset/);
  await assert.rejects(render([]), /no zone \(expected 1, 2 or 3 lines, got 0\)/);
  await assert.rejects(render(['']), /no zone \(one line of 0 characters/);
  await assert.rejects(testSet({ count: Number.NaN }).next(), { message: 'options: "count" must be a finite number, got NaN' });
  await assert.rejects(testSet({ formats: { td3: 1e308, td1: 1e308 } }).next(), /the weights add up to more than a number holds/);
  // A seed past 2^53 as a bigint, as the command takes it.
  let big;
  for await (const item of testSet({ seed: 2n ** 64n - 1n, count: 1 })) big = item;
  const out = mkdtempSync(join(tmpdir(), 'mrz-npm-'));
  command(['batch', '--count', '1', '--seed', String(2n ** 64n - 1n), '--out', out]);
  assert.deepEqual(big.label, jsonl(readFileSync(join(out, 'labels.jsonl'), 'utf8'))[0]);
  rmSync(out, { recursive: true });
});
