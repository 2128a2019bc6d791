// The ICAO 9303 specimen from the shared test vectors, for tests and the benchmark page.
import type { Fields } from 'mrz-wasm';
import specimens from '../../testdata/specimens.jsonl?raw';

export const specimen = JSON.parse(specimens.split('\n')[0]!) as { fields: Fields; lines: [string, string] };
