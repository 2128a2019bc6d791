// The preview's boxes at their final size before anything is drawn: the picture's box from the
// core's size for the format (formats.json), and the lines' text as many lines as the zone has.
// Set through the CSSOM, which the page's content security policy allows.
import type { Format } from 'mrz-wasm';
import { FORMAT_INFO } from '../formats';

/** The picture's width over its height, as `aspect-ratio` takes it. */
export const zoneAspect = (format: Format): string => {
  const [width, height] = FORMAT_INFO[format].picture;
  return `${width} / ${height}`;
};

/** What the lines' text shows before the first composition: a blank line per zone line. */
export const blankLines = (format: Format): string => Array(FORMAT_INFO[format].lines).fill('\u00a0').join('\n');
