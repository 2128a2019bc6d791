//! Where the zones may lie: the pieces of ink a look at the picture gives, the lines of text
//! they make along each direction tried, and the zones of one shape those lines could make.

use crate::binary::{ink_by, Margin};
use crate::blobs::{blobs, Blob};
use crate::chains::{chains, seen, Chain, Seen};
use crate::direction::{directions, Grid};
use crate::laid::Lines;
use crate::reader::{Found, Reader};
use crate::tiers::Tier;
use crate::zone::groups;
use mrz_render::Gray;

impl Reader {
    /// The lines of text the pieces of ink in `small` make, each direction tried.
    pub(crate) fn lines_in(&self, small: &Gray, means: &[u8], margin: Margin) -> Vec<Looked> {
        let w = small.width as usize;
        let inked = ink_by(small, means, margin);
        // No piece is larger than a sixth of the picture across, nor two thirds of its short side
        // (a strip cut tight around a zone is only a few characters tall).
        let limit = (small.width.min(small.height) * 2 / 3).min(small.width.max(small.height) / 6);
        let pieces: Vec<Blob> = blobs(&inked, w)
            .into_iter()
            .filter(|b| b.area >= 5 && (3..=limit).contains(&b.size()))
            .collect();
        let centres: Vec<[f32; 2]> = pieces.iter().map(Blob::centre).collect();
        let grid = Grid::new(&centres, small.width as f32, small.height as f32, 16.0);
        directions(&pieces, &centres, &grid, 2)
            .into_iter()
            .map(|angle| {
                let dir = [angle.cos(), angle.sin()];
                let seen = seen(&pieces, &centres, dir);
                let chains = chains(&seen, &centres, &grid, 8);
                Looked { dir, seen, chains }
            })
            .collect()
    }

    /// Every zone of `tier`'s shape that the lines in `small` (`image` shrunk `k` times) could
    /// make, the best glance first.
    pub(crate) fn found(
        &self,
        image: &Gray,
        small: &Gray,
        k: f32,
        looked: &[Looked],
        tier: Tier,
    ) -> Vec<Found> {
        let mut found = Vec::new();
        for Looked { dir, seen, chains } in looked {
            for group in groups(chains)
                .into_iter()
                .filter(|g| Tier::of(g, chains) == tier)
            {
                let chosen: Vec<&Chain> = group.iter().map(|&i| &chains[i]).collect();
                let lines = Lines {
                    chains: &chosen,
                    seen,
                    dir: *dir,
                    k,
                };
                found.extend(self.zone(image, small, &lines));
            }
        }
        found.sort_by(|a, b| b.glance.total_cmp(&a.glance));
        found
    }
}

/// The lines of text found along one direction.
pub(crate) struct Looked {
    dir: [f32; 2],
    seen: Vec<Seen>,
    chains: Vec<Chain>,
}
