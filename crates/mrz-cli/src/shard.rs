//! `--shard K/N|auto`: which contiguous run of a set's records this process writes. Shard K of N
//! (K from 1 to N) writes records `count*(K-1)/N + 1` to `count*K/N`, so that the N shards
//! together are the whole set. `auto` takes K and N from a cluster's batch engine:
//! Kubernetes Indexed Jobs (`JOB_COMPLETION_INDEX`, 0-based; N from `--shard-count` or
//! `MRZ_SHARD_COUNT`, which the Job sets to its `completions`) or Slurm job arrays
//! (`SLURM_ARRAY_TASK_ID` counted from `SLURM_ARRAY_TASK_MIN` in steps of
//! `SLURM_ARRAY_TASK_STEP`, N from `SLURM_ARRAY_TASK_COUNT` unless `--shard-count` is given).

use std::ops::RangeInclusive;

/// The shard as written on the command line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spec {
    /// K of N, K counted from 1.
    Fixed(u32, u32),
    Auto,
}

pub fn spec(text: &str) -> Result<Spec, String> {
    if text == "auto" {
        return Ok(Spec::Auto);
    }
    let bad = || format!("{text:?} is not K/N (K from 1 to N, e.g. 2/4) or auto");
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n) = (
        k.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    check(k, n)?;
    Ok(Spec::Fixed(k, n))
}

fn check(k: u32, n: u32) -> Result<(), String> {
    if n == 0 || k == 0 || k > n {
        return Err(format!(
            "shard {k}/{n}: K must be from 1 to N and N at least 1"
        ));
    }
    Ok(())
}

/// K and N (K from 1) of `spec`, reading the environment through `env` for `auto`.
pub fn resolve(
    spec: Spec,
    shard_count: Option<u32>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<(u32, u32), String> {
    let Spec::Fixed(k, n) = spec else {
        return auto(shard_count, env);
    };
    // A count that says otherwise than K/N is a slip in a job's script, not a choice between two;
    // 1/1, the whole set, may stand beside the count a Job's own arguments carry for `auto`.
    match shard_count {
        Some(count) if n > 1 && count != n => Err(format!(
            "--shard {k}/{n} is shard {k} of {n}, and --shard-count says {count}: \
             --shard-count is for --shard auto"
        )),
        _ => Ok((k, n)),
    }
}

fn auto(
    shard_count: Option<u32>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<(u32, u32), String> {
    let number = |name: &str| -> Result<Option<u32>, String> {
        env(name)
            .map(|v| {
                v.trim()
                    .parse::<u32>()
                    .map_err(|_| format!("{name}={v:?} is not a number"))
            })
            .transpose()
    };
    let count = match shard_count {
        Some(n) => Some(n),
        None => number("MRZ_SHARD_COUNT")?,
    };
    let (index, n) = if let Some(index) = number("JOB_COMPLETION_INDEX")? {
        let n = count.ok_or(
            "--shard auto under a Kubernetes Indexed Job needs the shard count: pass \
             --shard-count or set MRZ_SHARD_COUNT to the Job's completions",
        )?;
        (index, n)
    } else if let Some(id) = number("SLURM_ARRAY_TASK_ID")? {
        let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
        let step = number("SLURM_ARRAY_TASK_STEP")?.unwrap_or(1).max(1);
        let n = match count {
            Some(n) => n,
            None => number("SLURM_ARRAY_TASK_COUNT")?
                .ok_or("--shard auto: SLURM_ARRAY_TASK_COUNT is not set; pass --shard-count")?,
        };
        let from = id.checked_sub(min).filter(|d| d % step == 0).ok_or_else(|| {
            format!("SLURM_ARRAY_TASK_ID={id} is not SLURM_ARRAY_TASK_MIN={min} plus a step of {step}")
        })?;
        (from / step, n)
    } else {
        return Err(
            "--shard auto found neither JOB_COMPLETION_INDEX (Kubernetes Indexed Job) \
                    nor SLURM_ARRAY_TASK_ID (Slurm job array) in the environment; \
                    give --shard K/N instead"
                .into(),
        );
    };
    let k = index.checked_add(1).ok_or("the shard index is too large")?;
    check(k, n)?;
    Ok((k, n))
}

/// The records (indices from 1) that shard K of N writes of `count`; empty when N > count and
/// this shard gets none.
pub fn range(count: u32, k: u32, n: u32) -> RangeInclusive<u32> {
    let bound = |i: u32| (u64::from(count) * u64::from(i) / u64::from(n)) as u32;
    bound(k - 1) + 1..=bound(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn shards_cover_the_set_once_in_order() {
        for (count, n) in [(10, 4), (2000, 4), (3, 5), (1, 1), (1_000_000, 7)] {
            let all: Vec<u32> = (1..=n).flat_map(|k| range(count, k, n)).collect();
            assert_eq!(all, (1..=count).collect::<Vec<_>>(), "{count} in {n}");
        }
        assert_eq!(range(10, 2, 4), 3..=5);
    }

    #[test]
    fn specs_parse_and_refuse() {
        assert_eq!(spec("2/4"), Ok(Spec::Fixed(2, 4)));
        assert_eq!(spec("auto"), Ok(Spec::Auto));
        for bad in ["5/4", "0/4", "1/0", "x", "1/", "-1/4"] {
            assert!(spec(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_count_beside_a_fixed_shard_must_agree() {
        let none = env(&[]);
        assert_eq!(resolve(Spec::Fixed(2, 3), Some(3), &none), Ok((2, 3)));
        assert_eq!(resolve(Spec::Fixed(1, 1), Some(10), &none), Ok((1, 1)));
        assert_eq!(
            resolve(Spec::Fixed(2, 3), Some(5), &none).unwrap_err(),
            "--shard 2/3 is shard 2 of 3, and --shard-count says 5: --shard-count is for --shard auto"
        );
    }

    #[test]
    fn auto_reads_kubernetes_and_slurm() {
        let k8s = env(&[("JOB_COMPLETION_INDEX", "2"), ("MRZ_SHARD_COUNT", "4")]);
        assert_eq!(resolve(Spec::Auto, None, k8s), Ok((3, 4)));
        let k8s = env(&[("JOB_COMPLETION_INDEX", "0")]);
        assert_eq!(resolve(Spec::Auto, Some(8), &k8s), Ok((1, 8)));
        assert!(resolve(Spec::Auto, None, &k8s)
            .unwrap_err()
            .contains("--shard-count"));
        let slurm = env(&[
            ("SLURM_ARRAY_TASK_ID", "13"),
            ("SLURM_ARRAY_TASK_MIN", "10"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ]);
        assert_eq!(resolve(Spec::Auto, None, slurm), Ok((4, 4)));
        let stepped = env(&[
            ("SLURM_ARRAY_TASK_ID", "8"),
            ("SLURM_ARRAY_TASK_MIN", "0"),
            ("SLURM_ARRAY_TASK_STEP", "4"),
            ("SLURM_ARRAY_TASK_COUNT", "3"),
        ]);
        assert_eq!(resolve(Spec::Auto, None, stepped), Ok((3, 3)));
        let past = env(&[("JOB_COMPLETION_INDEX", "4"), ("MRZ_SHARD_COUNT", "4")]);
        assert!(resolve(Spec::Auto, None, past).is_err());
        assert!(resolve(Spec::Auto, None, env(&[]))
            .unwrap_err()
            .contains("JOB_COMPLETION_INDEX"));
        assert_eq!(resolve(Spec::Fixed(1, 2), None, env(&[])), Ok((1, 2)));
    }
}
