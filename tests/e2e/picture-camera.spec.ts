// The checker's camera, with Chromium's fake one playing a Y4M video made here of a test-set
// card (fixtures/photo-card-td3.jpg: `mrz batch --count 12 --seed 21 --formats td3 --corrupt 0
// --realism photo --image jpeg`, record 1, a specimen card turned on a desk) in a 1280 x 720
// frame: frames are read live until two agree with every check digit right, then the camera is
// off. And Stop, and a camera that is refused or absent.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { launchOptions, port } from '../../playwright.config';
import { specimen } from './checker-page';
import { input } from './helpers';
import { blurredFrame, cardFrame, checkerParts } from './picture-files';
import { y4m } from './y4m';

// Chromium opens the file when a page opens the camera, so each test writes it first. One file
// per server port: two runs side by side keep apart.
const VIDEO = join(tmpdir(), `passport-mrz-camera-${port}.y4m`);
const FAKE_CAMERA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`];

test.use({ launchOptions: { ...launchOptions, args: [...launchOptions.args, ...FAKE_CAMERA] }, permissions: ['camera'] });
// One fake camera file for the whole spec: its tests take turns, in one worker (a failure
// does not skip the rest, as it would in serial mode).
test.describe.configure({ mode: 'default' });
test.afterAll(() => rmSync(VIDEO, { force: true }));

const [WIDTH, HEIGHT] = [1280, 720];
const CARD = readFileSync(fileURLToPath(new URL('fixtures/photo-card-td3.jpg', import.meta.url)));
// The card's zone, as its label has it.
const CARD_LINES = ['P<VNMLEE<<PAUL<ANTHONY<<<<<<<<<<<<<<<<<<<<<<', 'GY72104305VNM0007076M3107298<<<<<<<<<<<<<<04'];

/** The page with the specimen in the form, and the fake camera's video: the test-set card, a
 * white frame, or the specimen's zone too blurred to read. */
async function openWithVideo(page: Page, video: 'card' | 'white' | 'blurred') {
  await page.goto('/');
  for (const [key, value] of Object.entries(specimen('td3').fields!)) if (key !== 'format') await input(page, key).fill(value);
  const frame =
    video === 'card'
      ? await cardFrame(page, CARD, WIDTH, HEIGHT)
      : video === 'blurred'
        ? await blurredFrame(page, WIDTH, HEIGHT)
        : new Uint8Array(WIDTH * HEIGHT * 4).fill(255);
  writeFileSync(VIDEO, y4m(WIDTH, HEIGHT, frame));
  await input(page, 'surname').fill('KEPT');
}

test('reads live until two frames agree, then turns the camera off', async ({ page }) => {
  await openWithVideo(page, 'card');
  const { checker, box, status } = checkerParts(page);
  await checker.getByRole('button', { name: 'Use the camera' }).click();
  await expect(checker.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
  await expect(status).toHaveText(/^Two frames in a row read the same valid zone; the camera is off\./, { timeout: 25_000 });
  await expect(box).toHaveValue(CARD_LINES.join('\n'));
  await expect(checker.getByRole('status').last()).toHaveText('Every check digit is right.');
  await expect(checker.getByRole('img', { name: `The picture, ${WIDTH} × ${HEIGHT} pixels, with the zone outlined` })).toBeVisible();
  await expect(checker.getByRole('button', { name: 'Use the camera' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(input(page, 'surname')).toHaveValue('KEPT');
  await checker.getByRole('button', { name: 'Load into the form' }).click();
  await expect(input(page, 'surname')).toHaveValue('LEE');
});

test('Stop turns the camera off; frames with no zone read nothing', async ({ page }) => {
  await openWithVideo(page, 'white');
  const { checker, box, status } = checkerParts(page);
  await box.fill('TYPED');
  await checker.getByRole('button', { name: 'Use the camera' }).click();
  await expect(status).toHaveText(/^Camera on: hold the zone flat/);
  await expect(checker.getByLabel('What the camera sees')).toBeVisible();
  await expect(checker.getByText(/^[2-9]\d* frames read$/)).toBeVisible({ timeout: 20_000 });
  await expect(checker.getByText(BLURRED_HINT)).toHaveCount(0);
  await checker.getByRole('button', { name: 'Stop the camera' }).click();
  await expect(status).toHaveText('Camera stopped; no frame showed a zone.');
  await expect(page.locator('video')).toHaveCount(0);
  await expect(checker.getByRole('button', { name: 'Use the camera' })).toBeVisible();
  await expect(box).toHaveValue('TYPED');
});

const BLURRED_HINT = 'A zone is in view but too blurred, small or faint to read: hold it closer and steadier, in even light.';

test('a zone in view too blurred to read: the person is told to hold it closer, and at the stop', async ({ page }) => {
  await openWithVideo(page, 'blurred');
  const { checker, box, status } = checkerParts(page);
  await box.fill('TYPED');
  await checker.getByRole('button', { name: 'Use the camera' }).click();
  await expect(checker.getByText(BLURRED_HINT)).toBeVisible({ timeout: 20_000 });
  await checker.getByRole('button', { name: 'Stop the camera' }).click();
  // The last frame is shown with the zone outlined, and said to be too blurred to read.
  await expect(status).toHaveText(/^A machine-readable zone was found \(2 lines of 44\), but \d+ of its 88 characters are too blurred/);
  await expect(checker.getByRole('img', { name: `The picture, ${WIDTH} × ${HEIGHT} pixels, with the zone too blurred to read outlined` })).toBeVisible();
  await expect(checker.getByText(BLURRED_HINT)).toHaveCount(0);
  await expect(box).toHaveValue('TYPED');
});

for (const [error, says] of [
  ['NotAllowedError', "The camera was refused. Allow it in the browser's settings for this site, or choose a picture instead."],
  ['NotFoundError', 'No camera was found.'],
  ['NotReadableError', 'The camera could not be started: another app may be using it.'],
] as const) {
  test(`a camera that gives ${error} is explained`, async ({ page }) => {
    await page.addInitScript((name) => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('no', name));
    }, error);
    await openWithVideo(page, 'card');
    const { checker, box, status } = checkerParts(page);
    await checker.getByRole('button', { name: 'Use the camera' }).click();
    await expect(status).toHaveText(says);
    await expect(checker.getByRole('button', { name: 'Use the camera' })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(input(page, 'surname')).toHaveValue('KEPT');
  });
}

test('a page with no camera at all says so', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await openWithVideo(page, 'card');
  const { checker, status } = checkerParts(page);
  await checker.getByRole('button', { name: 'Use the camera' }).click();
  await expect(status).toHaveText(/^No camera can be used here/);
});
