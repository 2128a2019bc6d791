//! Reading a machine-readable zone back from a picture, with no model downloaded: the 37 OCR-B
//! glyphs the renderer draws are the templates. The zone is found anywhere in the picture and
//! at any turn, from the pieces of ink that line up at an even pitch; each character's cell is
//! cut out along its line and matched; the check digits settle close second guesses.

pub mod avx2;
mod band;
mod binary;
mod blobs;
mod borrowed;
mod bow;
mod chains;
mod changes;
mod codes;
pub mod conv;
mod cut;
mod digits;
pub mod direct;
mod direction;
mod drawn;
mod ends;
mod enough;
mod evened;
mod finding;
mod fit;
mod foreshortened;
#[cfg(target_arch = "x86_64")]
mod gather;
mod groups;
mod illegible;
mod joined;
mod kinds;
mod laid;
mod larger;
mod learnt;
mod looks;
mod model;
mod model_file;
mod priors;
mod read_zone;
mod reader;
mod reading;
mod recognize;
mod regrid;
mod relaid;
mod resized;
mod sample;
mod settle;
mod shares;
mod shear;
mod short_line;
mod soften;
#[cfg(test)]
mod specimen;
mod strayed;
mod summary;
mod templates;
mod tiers;
mod window;
mod zone;

pub use illegible::Illegible;
pub use kinds::{kinds, Kind};
pub use model::{output_of, softmax, Model, INPUTS, OUTPUTS};
pub use reader::Reader;
pub use reading::{ReadError, Reading};
pub use resized::resized;
pub use sample::Cell;
pub use summary::{corners, rounded, Summary, HARD_TO_READ};
pub use templates::{dot, normalize, Candidate, Templates, CELL_H, CELL_W};
pub use window::Window;
