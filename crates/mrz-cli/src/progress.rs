//! Progress of a long run on stderr, only when stderr is a terminal: the count done, the rate
//! and the time left, redrawn in place a few times a second. Pipes and logs get nothing.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

pub struct Progress {
    shown: bool,
    total: u32,
    done: u32,
    started: Instant,
    drawn: Instant,
}

const EVERY: Duration = Duration::from_millis(250);

impl Progress {
    pub fn new(total: u32) -> Progress {
        let now = Instant::now();
        Progress {
            shown: io::stderr().is_terminal(),
            total,
            done: 0,
            started: now,
            drawn: now,
        }
    }

    pub fn step(&mut self) {
        self.done += 1;
        if self.shown && self.drawn.elapsed() >= EVERY {
            self.drawn = Instant::now();
            let line = text(self.done, self.total, self.started.elapsed());
            let _ = write!(io::stderr(), "\r{line}\x1b[K");
        }
    }

    /// Clears the line, for the summary that follows.
    pub fn finish(&self) {
        if self.shown {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }
}

/// "641 of 3000 · 185 records/s · 0:13 left".
fn text(done: u32, total: u32, elapsed: Duration) -> String {
    let rate = f64::from(done) / elapsed.as_secs_f64().max(1e-9);
    let left = (f64::from(total - done) / rate.max(1e-9)).round() as u64;
    let left = if left >= 3600 {
        format!("{}:{:02}:{:02}", left / 3600, left / 60 % 60, left % 60)
    } else {
        format!("{}:{:02}", left / 60, left % 60)
    };
    format!("{done} of {total} · {rate:.0} records/s · {left} left")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_count_rate_and_time_left() {
        let s = |secs| Duration::from_secs(secs);
        assert_eq!(
            text(640, 3200, s(2)),
            "640 of 3200 · 320 records/s · 0:08 left"
        );
        assert_eq!(
            text(1000, 1_000_000, s(1)),
            "1000 of 1000000 · 1000 records/s · 16:39 left"
        );
        assert_eq!(
            text(10, 100_000, s(1)),
            "10 of 100000 · 10 records/s · 2:46:39 left"
        );
    }
}
