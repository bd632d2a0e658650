//! Comparison of device results with host references, collecting every
//! mismatch so that one assertion message lists all of them.

use std::fmt::{Debug, Display};

/// Most mismatches reported per compared slice (the count of the rest is given).
pub const MAX_REPORTED: usize = 8;

/// Collects mismatches between device results and host references.
#[derive(Debug, Default)]
pub struct Check {
    failures: Vec<String>,
}

/// Distance in units in the last place of `f32` between `got` and the exact
/// value `want` (computed in `f64`): `|got - want| / ulp(want)`, where
/// `ulp(x)` is the gap between the two `f32` values around `x`.
///
/// NaN matches NaN and infinities match equal infinities (distance 0); any
/// other NaN/infinity mismatch is `f64::INFINITY`.
pub fn ulps_f32(got: f32, want: f64) -> f64 {
    if got.is_nan() || want.is_nan() {
        return if got.is_nan() && want.is_nan() { 0.0 } else { f64::INFINITY };
    }
    let want_f32 = want as f32;
    if got.is_infinite() || want_f32.is_infinite() {
        return if f64::from(got) == want || got == want_f32 { 0.0 } else { f64::INFINITY };
    }
    let a = want_f32.abs();
    // The spacing of f32 values at |want| (subnormal spacing at least).
    let ulp = if a < f32::MIN_POSITIVE {
        f64::from(f32::from_bits(1))
    } else {
        let exp = a.to_bits() >> 23;
        f64::from(f32::from_bits(exp << 23)) * f64::from(f32::EPSILON)
    };
    (f64::from(got) - want).abs() / ulp
}

/// Like [`ulps_f32`] for `f64` results against an `f64` reference.
pub fn ulps_f64(got: f64, want: f64) -> f64 {
    if got.is_nan() || want.is_nan() {
        return if got.is_nan() && want.is_nan() { 0.0 } else { f64::INFINITY };
    }
    if got.is_infinite() || want.is_infinite() {
        return if got == want { 0.0 } else { f64::INFINITY };
    }
    let a = want.abs();
    let ulp = if a < f64::MIN_POSITIVE {
        f64::from_bits(1)
    } else {
        let exp = a.to_bits() >> 52;
        f64::from_bits(exp << 52) * f64::EPSILON
    };
    (got - want).abs() / ulp
}

impl Check {
    /// An empty check.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a failure message.
    pub fn fail(&mut self, message: impl Display) {
        self.failures.push(message.to_string());
    }

    /// Records a failure unless `got == want`.
    pub fn eq<T: PartialEq + Debug>(&mut self, what: impl Display, got: T, want: T) {
        if got != want {
            self.fail(format!("{what}: got {got:?}, want {want:?}"));
        }
    }

    /// Compares two slices element by element (lengths must match),
    /// recording up to [`MAX_REPORTED`] mismatches with their indices.
    pub fn slice_eq<T: PartialEq + Debug>(&mut self, what: impl Display, got: &[T], want: &[T]) {
        self.slice_by(what, got, want, |g, w| g == w, |g, w| format!("got {g:?}, want {w:?}"));
    }

    /// Compares `f32` results with exact `f64` references allowing `ulps`
    /// units in the last place (see [`ulps_f32`]).
    pub fn f32_ulps(&mut self, what: impl Display, got: &[f32], want: &[f64], ulps: f64) {
        self.slice_by(
            what,
            got,
            want,
            |g, w| ulps_f32(*g, *w) <= ulps,
            |g, w| format!("got {g:e} ({:#010x}), want {w:e}, {:.1} ulp > {ulps}", g.to_bits(), ulps_f32(*g, *w)),
        );
    }

    /// Compares `f64` results with `f64` references allowing `ulps` units in
    /// the last place.
    pub fn f64_ulps(&mut self, what: impl Display, got: &[f64], want: &[f64], ulps: f64) {
        self.slice_by(
            what,
            got,
            want,
            |g, w| ulps_f64(*g, *w) <= ulps,
            |g, w| format!("got {g:e}, want {w:e}, {:.1} ulp > {ulps}", ulps_f64(*g, *w)),
        );
    }

    /// Compares `f32` results with references allowing an absolute error of
    /// `abs` plus a relative error of `rel` (for builtins whose accuracy is
    /// implementation-defined, such as `native_*`). NaN must match NaN.
    pub fn f32_close(&mut self, what: impl Display, got: &[f32], want: &[f64], abs: f64, rel: f64) {
        self.slice_by(
            what,
            got,
            want,
            |g, w| {
                let g = f64::from(*g);
                (g.is_nan() && w.is_nan()) || g == *w || (g - w).abs() <= abs + rel * w.abs()
            },
            |g, w| format!("got {g:e}, want {w:e} (tolerance {abs:e} + {rel:e}*|want|)"),
        );
    }

    /// Compares bit patterns of `f32` results (so NaN and -0.0 compare exactly).
    pub fn f32_bits(&mut self, what: impl Display, got: &[f32], want: &[f32]) {
        self.slice_by(
            what,
            got,
            want,
            |g, w| g.to_bits() == w.to_bits(),
            |g, w| format!("got {g:e} ({:#010x}), want {w:e} ({:#010x})", g.to_bits(), w.to_bits()),
        );
    }

    fn slice_by<G, W>(
        &mut self,
        what: impl Display,
        got: &[G],
        want: &[W],
        ok: impl Fn(&G, &W) -> bool,
        describe: impl Fn(&G, &W) -> String,
    ) {
        if got.len() != want.len() {
            self.fail(format!("{what}: got {} elements, want {}", got.len(), want.len()));
            return;
        }
        let bad: Vec<usize> = (0..got.len()).filter(|&i| !ok(&got[i], &want[i])).collect();
        for &i in bad.iter().take(MAX_REPORTED) {
            self.fail(format!("{what}[{i}]: {}", describe(&got[i], &want[i])));
        }
        if bad.len() > MAX_REPORTED {
            self.fail(format!("{what}: ... and {} more mismatches", bad.len() - MAX_REPORTED));
        }
    }

    /// Whether nothing failed.
    pub fn is_ok(&self) -> bool {
        self.failures.is_empty()
    }

    /// The recorded failures.
    pub fn failures(&self) -> &[String] {
        &self.failures
    }

    /// Consumes the check: `Ok` if nothing failed, else all messages joined
    /// by newlines.
    pub fn finish(self) -> Result<(), String> {
        if self.failures.is_empty() {
            Ok(())
        } else {
            Err(self.failures.join("\n"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ulps_f32_counts_representable_steps() {
        let one = 1.0f32;
        let next = f32::from_bits(one.to_bits() + 1);
        assert_eq!(ulps_f32(one, 1.0), 0.0);
        assert_eq!(ulps_f32(next, 1.0), 1.0);
        assert_eq!(ulps_f32(f32::from_bits(one.to_bits() + 3), 1.0), 3.0);
        assert_eq!(ulps_f32(f32::NAN, f64::NAN), 0.0);
        assert_eq!(ulps_f32(f32::NAN, 1.0), f64::INFINITY);
        assert_eq!(ulps_f32(f32::INFINITY, f64::INFINITY), 0.0);
        assert_eq!(ulps_f32(f32::INFINITY, 1.0), f64::INFINITY);
        assert_eq!(ulps_f32(-f32::INFINITY, f64::INFINITY), f64::INFINITY);
        // Half an ulp off the exact value.
        assert!((ulps_f32(1.0, 1.0 + f64::from(f32::EPSILON) / 2.0) - 0.5).abs() < 1e-9);
    }

    #[test]
    fn ulps_f64_counts_representable_steps() {
        assert_eq!(ulps_f64(f64::from_bits(2.0f64.to_bits() + 2), 2.0), 2.0);
        assert_eq!(ulps_f64(f64::NAN, f64::NAN), 0.0);
    }

    #[test]
    fn check_collects_every_failure() {
        let mut c = Check::new();
        c.eq("a", 1, 1);
        c.eq("b", 1, 2);
        c.slice_eq("s", &[1, 2, 3], &[1, 0, 0]);
        c.f32_ulps("f", &[1.0, 2.0], &[1.0, 2.5], 4.0);
        let msg = c.finish().unwrap_err();
        assert!(msg.contains("b: got 1, want 2"), "{msg}");
        assert!(msg.contains("s[1]") && msg.contains("s[2]"), "{msg}");
        assert!(msg.contains("f[1]") && !msg.contains("f[0]"), "{msg}");
        assert!(!msg.contains("a:"), "{msg}");
    }

    #[test]
    fn check_limits_reports_per_slice() {
        let mut c = Check::new();
        c.slice_eq("s", &[0; 20], &[1; 20]);
        assert_eq!(c.failures().len(), MAX_REPORTED + 1);
        assert!(c.failures().last().unwrap().contains("12 more"));
    }
}
