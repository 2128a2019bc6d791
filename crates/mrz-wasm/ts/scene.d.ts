// Written by crates/mrz-wasm/src/ts_export.rs from the Rust types: do not edit.

/**
 * How the images are encoded, which their files' extension follows.
 */
export type ImageType = "png" | "jpeg";

/**
 * A set's files: `dir` (images/, labels.csv, labels.jsonl on disk), `zip` (the same in one
 * archive), `webdataset` (a tar of NNNNNNNN.png and NNNNNNNN.json), `imagefolder` (Hugging
 * Face: metadata.jsonl) or `tesstrain` (each line's PNG and .gt.txt).
 */
export type Layout = "dir" | "zip" | "webdataset" | "imagefolder" | "tesstrain";

/**
 * Whether the picture is grey (one plane, as a greyscale camera or scanner gives) or in
 * colour (red, green and blue through the same camera). Not drawn: a set's choice.
 */
export type Palette = "grey" | "colour";

/**
 * How far from a flat strip: `clean` is the renderer's strip; the others are the card on a
 * flatbed, photographed by a phone, photographed badly, and a scan shrunk and squeezed as web
 * forms receive them.
 */
export type Preset = "clean" | "scan" | "photo" | "harsh" | "web";

/**
 * A whole set: how many records, what each is made from, and how its files are named. Given as
 * options (the packages', the page's), `mrz batch`'s flags: keys in camelCase or snake_case,
 * each left out the command's default.
 */
export type SetOptions = {
  /**
   * How many records, 1 to 1,000,000 (1 unless given).
   */
  count?: number;
  /**
   * How the files are laid out and named (`dir` unless given).
   */
  layout?: Layout;
  /**
   * The seed: the same seed and options give the same set.
   */
  seed?: number | bigint | string;
  /**
   * Share of records with a middle name, 0 to 1.
   */
  middle?: number;
  /**
   * Share of records with names too long for the zone, 0 to 1 (a record drawn long and then
   * given a made-up holder is not long: a made-up name always fits).
   */
  long?: number;
  /**
   * Share of records with one check digit deliberately wrong (negative tests), 0 to 1.
   */
  corrupt?: number;
  /**
   * Share of records with a made-up holder, 0 to 1: names of letters drawn evenly (a Q as
   * often as an A) and optional data of letters and digits, as test data's holders often
   * are; national records keep their own.
   */
  madeUp?: number;
  /**
   * The formats of the set by weight, e.g. td3=70,td1=20,mrva=10 (td1, td2, td3, mrva, mrvb,
   * fra_id, fra_dl, che_dl).
   */
  formats?: string | Partial<Record<Format, number>>;
  /**
   * Letters outside A-Z: `drop` or `icao` (transliterate). The built-in name lists are
   * plain A-Z, so this only shows in records that gain other letters.
   */
  letters?: Letters;
  /**
   * How the pictures look: `clean` (the zone alone, black on white, as the page draws it),
   * `scan` (a specimen data page on a flatbed scanner), `photo` (the page on a desk, taken
   * with a phone), `harsh` (a worse phone: steep angles, blur, shake, shadow, glare, low
   * JPEG quality) or `web` (a scan shrunk to capitals 6-12 px tall at JPEG quality 40-85, as
   * web forms receive them). Every parameter is drawn per record from the seed and its
   * index; labels hold them all.
   */
  realism?: Preset;
  /**
   * The pictures' colours: `grey` (one 8-bit plane, as a greyscale scanner or camera gives
   * it) or `colour` (RGB: tinted paper, rainbow print, a red stamp, a wooden desk). The same
   * records and cameras either way; a clean strip in colour is black on white.
   */
  palette?: Palette;
  /**
   * The images: 8-bit `png` (.png) or baseline `jpeg` (.jpg), grey or colour as `--palette`
   * says. Tesstrain line images are grey PNG whatever this says, as tesstrain reads PNG or
   * TIFF.
   */
  image?: ImageType;
  /**
   * JPEG quality, 1 to 100, for `--image jpeg`: by default 90 for `clean`, and for the other
   * presets drawn per record as a camera's setting.
   */
  jpegQuality?: number | null;
  /**
   * The picture's size for `photo` and `harsh`, WIDTHxHEIGHT (640x480 unless given, a
   * phone's preview), e.g. 1280x720 for a camera's whole frame: the same records and
   * cameras, the card the same share of the frame's 4:3 middle, blur and shake grown with it.
   */
  frame?: string | [number, number];
  /**
   * Add each zone's chip companions to its JSON label (`chip`: the MRZ information, BAC's
   * K_seed, K_enc and K_mac, PACE's K_pi for each cipher and DG1, as `mrz chip --json` gives
   * them), for tests of chip readers; the CSV keeps its columns.
   */
  chip?: boolean;
};

/**
 * A record's label as labels.jsonl holds it: the set's columns (`valid` as the zone reads back,
 * `corrupted` the check digit spoilt on purpose or ""), every field, the lines (`line3` empty
 * for two-line zones), `read_ok` when verifying, then the picture's keys (none for tesstrain's
 * line pictures). The record's keys in alphabetical order, as labels have always been written.
 * (TypeScript: `LabelRecord`, the picture's keys apart; `SetLabel` is both.)
 */
export type LabelRecord = {
  /**
   * The zone's chip companions, when the set asks for them.
   */
  chip?: Companions;
  corrupted: string;
  countryCode: string;
  dateOfBirth: string;
  dateOfExpiry: string;
  file: string;
  format: Format;
  givenNames: string;
  index: number;
  line1: string;
  line2: string;
  line3: string;
  nationality: string;
  optionalData2: string;
  passportNo: string;
  personalNo: string;
  read_ok?: boolean;
  sex: string;
  surname: string;
  type: string;
  valid: boolean;
};

/**
 * How the page bends along its length.
 */
export type BendShape = "curl" | "left" | "right";

/**
 * The page's bend: its shape, over what share of its length a bend toward an edge reaches (1
 * for a curl), and how far it moves the print at most across the lines, as a share of the
 * page's height (positive: down the upright page).
 */
export type Bend = { shape: BendShape; reach: number; depth: number };

/**
 * A bright soft patch where the laminate reflects the light: its centre (shares of the card's
 * width and height), its radius along its long axis (a share of the card's width), its short
 * axis over its long one, the long axis's direction, and how far it goes to white (0 to 1).
 */
export type Glare = {
  at: [number, number];
  radius: number;
  aspect: number;
  angle_deg: number;
  strength: number;
};

/**
 * A translucent iridescent patch (an optically variable device): an ellipse at `at` (shares
 * of the card), `radius` (a share of the card's width), its colours banded diagonally from
 * `phase` (0 to 1), laid over the print by `strength` (0 to 1); in grey a faint pattern.
 */
export type Hologram = { at: [number, number]; radius: number; phase: number; strength: number };

/**
 * One record's printer.
 */
export type Print = {
  /**
   * Strokes grown (above 0) or thinned (below 0) by this many card pixels each side.
   */
  weight_px: number;
  /**
   * The ink's edges softened by a blur of this many card pixels.
   */
  spread_px: number;
  /**
   * The share of the pixels beside a stroke that catch a speck of toner.
   */
  speckle: number;
  /**
   * The share of a stroke's pixels left bare.
   */
  dropout: number;
  seed: number;
};

/**
 * A soft shadow over part of the picture: darker by `depth` past a line, over `softness`
 * pixels.
 */
export type Shadow = {
  /**
   * Direction of the line's normal, in degrees; the shadow lies on its positive side.
   */
  angle_deg: number;
  /**
   * Where the line crosses the normal through the picture's centre, in pixels.
   */
  offset: number;
  depth: number;
  softness: number;
};

/**
 * A red SPECIMEN stamp on the upper card: its centre as shares of the card's width and
 * height, its turn, and how much ink it laid (0 to 1).
 */
export type Stamp = { at: [number, number]; angle_deg: number; opacity: number };

/**
 * One record's camera: every parameter of its picture.
 */
export type Augmentation = {
  preset: Preset;
  /**
   * The picture's size (0 for a clean strip, which is as large as its zone).
   */
  width: number;
  height: number;
  /**
   * Which of the card designs (tone, guilloche).
   */
  card_variant: number;
  /**
   * The card's width in the picture over the picture's width, before perspective.
   */
  scale: number;
  rotation_deg: number;
  /**
   * The card's centre, in pixels.
   */
  center: [number, number];
  /**
   * How far each corner moves for perspective, as a share of the card's width.
   */
  perspective: [[number, number], [number, number], [number, number], [number, number]];
  blur_sigma: number;
  motion_px: number;
  motion_deg: number;
  noise_sigma: number;
  /**
   * Overall exposure, and its change from one side of the picture to the other.
   */
  gain: number;
  gradient: [number, number];
  shadow: Shadow | null;
  /**
   * The desk's brightness and where in its texture the picture starts.
   */
  desk_tone: number;
  desk_offset: [number, number];
  /**
   * The quality a JPEG of this picture is written at.
   */
  jpeg_quality: number;
  noise_seed: number;
  /**
   * How the zone's ink was printed (plain for a clean strip).
   */
  print: Print;
  /**
   * Grey or colour: the set's choice, the same for every record.
   */
  palette: Palette;
  /**
   * How strongly the security print under the zone (fine rainbow lines and microtext) is
   * printed, 0 (bare paper) to 1.
   */
  security: number;
  /**
   * What the portrait area holds: 0, a plain silhouette; 1, an abstract shape.
   */
  portrait: number;
  stamp: Stamp;
  /**
   * The laminate's glare, when the light catches it.
   */
  glare: Glare | null;
  hologram: Hologram | null;
  /**
   * EXIF's orientation (1 to 8) of the stored JPEG: its pixels are stored turned or mirrored
   * so that a viewer that applies the tag shows the picture upright, as labelled. 1 for a
   * PNG, which is stored upright.
   */
  exif_orientation: number;
  /**
   * The picture flipped left to right, as some scanners and webcams store it: the quads
   * follow the pixels (each quad's corners then run anticlockwise).
   */
  mirrored: boolean;
  /**
   * A booklet's page bent (a passport's data page or a visa, photographed): its print moved
   * across its lines by an amount that changes along the page. Labels' quads follow the print.
   */
  bend: Bend | null;
};

export type Quads = {
  card: [[number, number], [number, number], [number, number], [number, number]];
  zone: [[number, number], [number, number], [number, number], [number, number]];
  lines: Array<[[number, number], [number, number], [number, number], [number, number]]>;
  /**
   * Per line, per character, in reading order.
   */
  chars: Array<Array<[[number, number], [number, number], [number, number], [number, number]]>>;
};

/**
 * The picture's part of a label: `width`, `height`, `quads` and `augmentation`.
 */
export type SceneLabel = {
  width: number;
  height: number;
  quads: Quads;
  augmentation: Augmentation;
};

/**
 * Which of a record's files is a picture (its place in `files`), and the picture's size.
 */
export type PictureFile = { file: number; width: number; height: number };

/**
 * A file of a set, in a buffer of its own (transfer it).
 */
export type SetFile = { name: string; bytes: Uint8Array };

/**
 * One record of a set: its files as the layout names them, its rows of the labels files
 * (labels.csv, labels.jsonl, metadata.jsonl), its label (a SetLabel's JSON text, its numbers
 * as `mrz batch` prints them), and which of its files are pictures, with their sizes.
 */
export type SetRecord = {
  index: number;
  format: Format;
  lines: Array<string>;
  label: string;
  files: Array<SetFile>;
  rows: Array<SetFile>;
  pictures: Array<PictureFile>;
};

/** A record's label as labels.jsonl holds it: the record's keys, then its picture's. */
export type SetLabel = LabelRecord & Partial<SceneLabel>;
