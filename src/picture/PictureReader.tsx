// The checker's picture reader, a chunk of its own with the read worker's client and the
// camera: loaded the first time someone gives the checker a picture, never at first paint.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureReading } from '../../pkg/mrz-wasm-read/mrz_wasm_read';
import { readLive, type CameraProblem, type LiveEnd, type LiveRead } from './camera';
import type { PictureRequest } from './PictureInput';
import { PictureView } from './PictureView';
import { problemText } from './problem-text';
import { readFile, type Outcome } from './read-client';
import type { Problem } from './sniff';

/** How a zone came to be read: from a file, two frames that agreed, or a stop. */
type How = 'file' | 'agreed' | 'stopped';

type Status =
  | { kind: 'reading' }
  | { kind: 'live' }
  | { kind: 'read'; how: How }
  | { kind: 'stopped' }
  | { kind: 'problem'; problem: Problem | CameraProblem };

interface Props {
  request: PictureRequest;
  /** The lines read, for the checker's text box. */
  onLines: (lines: string[]) => void;
  /** The camera is on (or being opened), or off again. */
  onLive: (live: boolean) => void;
}

/** A hand-held camera's frames go between a zone too blurred to read and none several times a
 * second: the note that says so comes after this many such frames in a row, and goes after
 * CLEAR_AFTER others, so that it neither blinks nor is announced at every frame. */
const BLURRED_AFTER = 2;
const CLEAR_AFTER = 3;

/** What the picture is shown with: the zone read, or the quad of one too blurred to read. */
type Shown = { picture: ImageBitmap; reading: PictureReading | null; unclear: Quad | null };
type Quad = PictureReading['quad'];

const shownOf = (outcome: Outcome): Omit<Shown, 'picture'> => ({
  reading: 'reading' in outcome ? outcome.reading : null,
  unclear: 'problem' in outcome && outcome.problem.code === 'illegible' ? outcome.problem.quad : null,
});

export default function PictureReader({ request, onLines, onLive }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'reading' });
  const [shown, setShown] = useState<Shown | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [frames, setFrames] = useState(0);
  // The camera's frames hold a zone too blurred, small or faint to read (see BLURRED_AFTER).
  const [blurred, setBlurred] = useState(false);
  const streak = useRef({ blurred: 0, other: 0 });
  const live = useRef<LiveRead | null>(null);
  // The ask last handled, and the one whose answers are shown.
  const handled = useRef(0);
  const latest = useRef(0);
  const picture = useRef<ImageBitmap | null>(null);
  // The parent's callbacks as they are now, for answers that come after it rendered again.
  const parent = useRef({ onLines, onLive });
  parent.current = { onLines, onLive };

  /** Shows an outcome: the picture (the one before closed), what was read, or why not. */
  const show = (outcome: Outcome, how: How) => {
    const next = outcome.picture ? { picture: outcome.picture, ...shownOf(outcome) } : null;
    if (picture.current !== next?.picture) picture.current?.close();
    picture.current = next?.picture ?? null;
    setShown(next);
    if ('reading' in outcome) {
      parent.current.onLines(outcome.reading.lines);
      setStatus({ kind: 'read', how });
    } else setStatus({ kind: 'problem', problem: outcome.problem });
  };

  const endLive = (end: LiveEnd) => {
    if (end.end === 'agreed') return show(end.outcome, 'agreed');
    // A failure's outcome is its problem.
    if (end.end === 'failed') return show(end.outcome, 'file');
    // The last frame that read a zone, else one found too blurred to read: said as the note said it.
    if (end.outcome && ('reading' in end.outcome || end.outcome.problem.code === 'illegible')) return show(end.outcome, 'stopped');
    end.outcome?.picture?.close();
    setStatus({ kind: 'stopped' });
  };

  useEffect(() => {
    // Once per ask (React's development mode runs effects twice).
    if (handled.current === request.id) return;
    handled.current = request.id;
    if (request.kind === 'stop' && live.current) {
      // The camera's own ask stays the current one: its end is shown.
      live.current.stop();
      return;
    }
    const id = (latest.current = request.id);
    const current = () => latest.current === id;
    live.current?.stop();
    if (request.kind === 'stop') {
      // Stopped while the camera was being opened: it is closed as soon as it opens.
      setStatus({ kind: 'stopped' });
      parent.current.onLive(false);
      return;
    }
    if (request.kind === 'file') {
      parent.current.onLive(false);
      setStatus({ kind: 'reading' });
      void readFile(request.file).then((o) => (current() ? show(o, 'file') : o.picture?.close()));
      return;
    }
    setStatus({ kind: 'live' });
    setFrames(0);
    setBlurred(false);
    streak.current = { blurred: 0, other: 0 };
    parent.current.onLive(true);
    const onFrame = (count: number, outcome: Outcome) => {
      if (!current()) return;
      setFrames(count);
      const s = streak.current;
      const illegible = 'problem' in outcome && outcome.problem.code === 'illegible';
      [s.blurred, s.other] = illegible ? [s.blurred + 1, 0] : [0, s.other + 1];
      if (s.blurred >= BLURRED_AFTER) setBlurred(true);
      else if (s.other >= CLEAR_AFTER) setBlurred(false);
    };
    void readLive(onFrame).then((started) => {
      if ('code' in started) {
        if (current()) {
          setStatus({ kind: 'problem', problem: started });
          parent.current.onLive(false);
        }
        return;
      }
      if (!current()) {
        // Another ask came while the camera was opening: it closes unseen.
        started.stop();
        void started.done.then((end) => end.outcome?.picture?.close(), () => undefined);
        return;
      }
      live.current = started;
      setVideo(started.video);
      const over = () => {
        if (live.current !== started) return;
        live.current = null;
        setVideo(null);
        if (current()) parent.current.onLive(false);
      };
      started.done.then(
        (end) => (over(), current() ? endLive(end) : end.outcome?.picture?.close()),
        (error: unknown) => (over(), current() && setStatus({ kind: 'problem', problem: { code: 'camera_failed', message: String(error) } })),
      );
    });
  }, [request]);

  // Leaving the page's checker turns the camera off.
  useEffect(() => () => live.current?.stop(), []);

  const text =
    status.kind === 'problem'
      ? problemText(t, status.problem)
      : status.kind === 'read'
        ? t(`picture.read.${status.how}`)
        : t(`picture.status.${status.kind}`);
  return (
    <div className="picture-reader">
      <p role="status" className={status.kind === 'problem' ? 'picture-status checker-error' : 'picture-status'}>
        {text}
      </p>
      {video && (
        <>
          <div
            className="picture-frame picture-live"
            ref={(el) => {
              if (!el || video.parentElement === el) return;
              video.setAttribute('aria-label', t('picture.cameraView'));
              el.replaceChildren(video);
            }}
          />
          <p className="note">{t('picture.frames', { count: frames })}</p>
          <p className="note" aria-live="polite">
            {blurred ? t('picture.liveIllegible') : ''}
          </p>
        </>
      )}
      {!video && shown && <PictureView picture={shown.picture} reading={shown.reading} unclear={shown.unclear} />}
    </div>
  );
}
