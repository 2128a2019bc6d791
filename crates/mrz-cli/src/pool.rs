//! An ordered, bounded parallel map on std threads: records are made on a pool and written in
//! index order by the calling thread, with at most a window of them made ahead of the next one
//! to write, so that memory stays the same for ten records or a million.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Condvar, Mutex};

/// The next index to write, and whether to stop; workers wait on it to stay within the window.
struct Gate {
    state: Mutex<(u64, bool)>,
    moved: Condvar,
}

impl Gate {
    /// Waits until `index` is within `window` of the next to write; false once stopped.
    fn enter(&self, index: u64, window: u64) -> bool {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        while !state.1 && index >= state.0 + window {
            state = self.moved.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        !state.1
    }

    fn set(&self, next: Option<u64>) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        match next {
            Some(next) => state.0 = next,
            None => state.1 = true,
        }
        self.moved.notify_all();
    }
}

/// Stops the others if a worker panics, so that none waits for the record it never sends.
struct StopOnPanic<'a>(&'a Gate);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.set(None);
        }
    }
}

/// The threads a command runs on: as many as asked (`--threads`), else one a core.
pub fn threads(asked: Option<u16>) -> usize {
    asked.map_or_else(
        || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
        usize::from,
    )
}

/// Makes a record for every index of `indices` on `threads` threads, each with its own worker
/// from `worker` (a renderer, buffers), and hands them to `write` in index order. The first
/// error, from a worker or from `write`, stops the run and is returned.
pub fn ordered<T: Send, E: Send, W: FnMut(u32) -> Result<T, E>>(
    indices: RangeInclusive<u32>,
    threads: usize,
    window: u64,
    worker: impl Fn() -> W + Sync,
    mut write: impl FnMut(u32, T) -> Result<(), E>,
) -> Result<(), E> {
    let (start, end) = (u64::from(*indices.start()), u64::from(*indices.end()));
    let next = AtomicU64::new(start);
    let gate = Gate {
        state: Mutex::new((start, false)),
        moved: Condvar::new(),
    };
    let window = window.max(1);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(u64, Result<T, E>)>();
        for _ in 0..threads.max(1) {
            let (tx, next, gate, worker) = (tx.clone(), &next, &gate, &worker);
            scope.spawn(move || {
                let _stop = StopOnPanic(gate);
                let mut make = worker();
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index > end || !gate.enter(index, window) {
                        break;
                    }
                    let made = make(index as u32);
                    let failed = made.is_err();
                    if tx.send((index, made)).is_err() || failed {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let drain = || {
            let mut pending = BTreeMap::new();
            let mut want = start;
            for (index, made) in rx {
                pending.insert(index, made);
                while let Some(made) = pending.remove(&want) {
                    write(want as u32, made?)?;
                    want += 1;
                    gate.set(Some(want));
                }
            }
            Ok(())
        };
        let result = drain();
        // Done or failed: wake any worker still waiting, so that the scope can end.
        gate.set(None);
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_in_order_on_any_number_of_threads() {
        for threads in [1, 2, 7] {
            let mut seen = Vec::new();
            let made = ordered(
                3..=500,
                threads,
                4,
                || |i: u32| Ok::<_, ()>(i * 2),
                |i, v| {
                    seen.push((i, v));
                    Ok(())
                },
            );
            assert_eq!(made, Ok(()));
            assert_eq!(seen, (3..=500).map(|i| (i, i * 2)).collect::<Vec<_>>());
        }
        // Shard 1 of 4 of 3 records has none.
        let empty = crate::shard::range(3, 1, 4);
        assert!(empty.is_empty());
        let none = ordered(empty, 2, 4, || |i: u32| Ok::<_, ()>(i), |_, _| Err(()));
        assert_eq!(none, Ok(()));
    }

    #[test]
    fn the_first_error_stops_the_run() {
        let mut written = 0;
        let made = ordered(
            1..=100_000,
            3,
            8,
            || |i: u32| if i == 40 { Err(i) } else { Ok(i) },
            |_, _| {
                written += 1;
                Ok(())
            },
        );
        assert_eq!((made, written), (Err(40), 39));
        let made = ordered(
            1..=100_000,
            3,
            8,
            || |i: u32| Ok(i),
            |i, _| if i == 9 { Err(i) } else { Ok(()) },
        );
        assert_eq!(made, Err(9));
    }
}
