// When the camera may stop: a single frame can misread a character and still get every check
// digit right by chance, or catch the zone as the hand moves; two frames in a row that read the
// very same lines, each with every check digit right, are taken as the zone.

/** What matters of a frame's reading here: its lines, and whether every check digit is right;
 * null for a frame where nothing was read. */
export type FrameRead = { lines: string[]; valid: boolean } | null;

/** A judge of frames in order: each call says whether that frame and the one before agree. */
export function frameAgreement(): (frame: FrameRead) => boolean {
  let last: string | null = null;
  return (frame) => {
    const key = frame?.valid ? frame.lines.join('\n') : null;
    const agreed = key !== null && key === last;
    last = key;
    return agreed;
  };
}
