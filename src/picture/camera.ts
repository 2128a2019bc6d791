// Reading live from the camera: frames read one at a time, each as soon as the last is done,
// until two in a row agree with every check digit right (frames.ts); then the camera is off.
// The video element is made here, outside React, and the page places it where it shows it.
import { frameAgreement } from './frames';
import { readFrame, type Outcome } from './read-client';

export type CameraProblem =
  | { code: 'camera_unavailable' }
  | { code: 'camera_refused' }
  | { code: 'camera_absent' }
  | { code: 'camera_busy' }
  | { code: 'camera_failed'; message: string };

/** How live reading ended: two frames agreed (that frame's outcome), stopped (with the last
 * frame that read a zone, if any), or the reader failed. */
export type LiveEnd =
  | { end: 'agreed'; outcome: Outcome }
  | { end: 'stopped'; outcome: Outcome | null }
  | { end: 'failed'; outcome: Outcome };

export interface LiveRead {
  video: HTMLVideoElement;
  done: Promise<LiveEnd>;
  stop(): void;
}

/** getUserMedia's refusals in the page's words. */
function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { code: 'camera_refused' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { code: 'camera_absent' };
  if (name === 'NotReadableError' || name === 'AbortError') return { code: 'camera_busy' };
  return { code: 'camera_failed', message: error instanceof Error ? error.message : String(error) };
}

/** The next frame the video presents, or at once when `stopped` settles first. */
function nextFrame(video: HTMLVideoElement, stopped: Promise<void>): Promise<void> {
  const frame = new Promise<void>((resolve) => {
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => resolve());
    else requestAnimationFrame(() => resolve());
  });
  return Promise.race([frame, stopped]);
}

/** How much of a zone a frame showed: read (2), found too blurred to read (1), or none. */
const shown = (o: Outcome | null) => (o === null ? 0 : 'reading' in o ? 2 : o.problem.code === 'illegible' ? 1 : 0);

/** Opens the back camera (the front one where there is no other) and reads until agreed or
 * stopped; `onFrame` hears each frame's outcome (the count of frames read, the outcome). */
export async function readLive(onFrame: (count: number, outcome: Outcome) => void): Promise<LiveRead | CameraProblem> {
  if (!navigator.mediaDevices?.getUserMedia) return { code: 'camera_unavailable' };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  } catch (error) {
    return cameraProblem(error);
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let isStopped = false;
  void stopped.then(() => (isStopped = true));
  // A camera unplugged or taken by the system ends its track.
  stream.getVideoTracks().forEach((track) => track.addEventListener('ended', stop));

  const done = (async (): Promise<LiveEnd> => {
    const agree = frameAgreement();
    let last: Outcome | null = null;
    try {
      await video.play();
      for (let count = 1; ; count++) {
        await nextFrame(video, stopped);
        if (isStopped) return { end: 'stopped', outcome: last };
        const outcome = await readFrame(await createImageBitmap(video));
        if ('problem' in outcome && outcome.problem.code === 'failed') return { end: 'failed', outcome };
        onFrame(count, outcome);
        if ('reading' in outcome && agree(outcome.reading)) {
          if (last) last.picture?.close();
          return { end: 'agreed', outcome };
        }
        if (!('reading' in outcome)) agree(null);
        // Kept for a stop: the last frame that read a zone, else the last that found one too
        // blurred to read (said at the stop as the note said it); any other frame's picture is done.
        const keep = shown(outcome) >= shown(last);
        (keep ? last : outcome)?.picture?.close();
        if (keep) last = outcome;
      }
    } finally {
      stream.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    }
  })();
  return { video, done, stop };
}
