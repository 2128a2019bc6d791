// The picture reader's timing: a 1280 x 720 camera frame read in the app's own read worker,
// through its client, as the camera path reads each frame (the frame transferred in, drawn
// into the worker's canvas, its pixels to grey, the zone read, the outcome back). The frame is
// what the reader reads today: the specimen's zone as the preview draws it, scaled to 90 % of
// the width (font about 37 px), on white in the middle. And a white frame, for the floor: the
// same path, with nothing to read.
import { closePatches, render } from '../src/mrz-client';
import { readFrame, type Outcome } from '../src/picture/read-client';
import { specimen } from '../src/testing/specimen';

declare global {
  interface Window {
    runReadBench: (runs: number, warmup: number) => Promise<{ frame: number[]; floor: number[] }>;
  }
}

const [WIDTH, HEIGHT] = [1280, 720];

/** A white frame: found to hold no zone at once, it times the path around the reading. */
function blank(): OffscreenCanvas {
  const out = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = out.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  return out;
}

async function frame(): Promise<OffscreenCanvas> {
  const drawn = await render(specimen.fields);
  if (!drawn) throw new Error('no zone drawn');
  const zone = new OffscreenCanvas(drawn.width, drawn.height);
  const zoneContext = zone.getContext('2d')!;
  for (const { x, y, bitmap } of drawn.patches) zoneContext.drawImage(bitmap, x, y);
  closePatches(drawn);
  const out = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = out.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  const scale = (0.9 * WIDTH) / zone.width;
  const [w, h] = [zone.width * scale, zone.height * scale];
  context.drawImage(zone, (WIDTH - w) / 2, (HEIGHT - h) / 2, w, h);
  return out;
}

/** `source` read `runs` times after `warmup` unmeasured (the module's loading and first use);
 * each outcome must pass `check`, so that only what was meant is timed. */
async function time(source: OffscreenCanvas, runs: number, warmup: number, check: (o: Outcome) => string | null) {
  const times: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const bitmap = await createImageBitmap(source);
    const t = performance.now();
    const outcome = await readFrame(bitmap);
    const ms = performance.now() - t;
    outcome.picture?.close();
    const wrong = check(outcome);
    if (wrong) throw new Error(`the bench frame did not read as meant: ${wrong}`);
    if (i >= warmup) times.push(ms);
  }
  return times;
}

/** The specimen's frame, each read checked against the specimen; and the white frame's. */
window.runReadBench = async (runs, warmup) => {
  const lines = specimen.lines.join('\n');
  const frameTimes = await time(await frame(), runs, warmup, (o) =>
    'reading' in o ? (o.reading.lines.join('\n') === lines ? null : o.reading.lines.join(' ')) : o.problem.code,
  );
  const floor = await time(blank(), runs, warmup, (o) => ('problem' in o && o.problem.code === 'no_zone' ? null : 'a zone in white'));
  return { frame: frameTimes, floor };
};
