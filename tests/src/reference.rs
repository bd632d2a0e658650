//! Host-side reference helpers for results that Rust's standard library does
//! not compute directly: IEEE half precision and OpenCL rounding modes.

/// An OpenCL rounding mode (`_rte`, `_rtz`, `_rtp`, `_rtn`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Round {
    /// To nearest, ties to even.
    Rte,
    /// Toward zero.
    Rtz,
    /// Toward positive infinity.
    Rtp,
    /// Toward negative infinity.
    Rtn,
}

/// Rounds `v` to an integral value with `mode`.
pub fn round_integral(v: f64, mode: Round) -> f64 {
    match mode {
        Round::Rte => v.round_ties_even(),
        Round::Rtz => v.trunc(),
        Round::Rtp => v.ceil(),
        Round::Rtn => v.floor(),
    }
}

/// The next `f32` above `x` (toward +inf); NaN and +inf unchanged.
pub fn next_up(x: f32) -> f32 {
    if x.is_nan() || x == f32::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f32::from_bits(1);
    }
    let bits = x.to_bits();
    f32::from_bits(if x > 0.0 { bits + 1 } else { bits - 1 })
}

/// The next `f32` below `x` (toward -inf).
pub fn next_down(x: f32) -> f32 {
    -next_up(-x)
}

/// Rounds an `f64` to `f32` with `mode` (overflow gives infinity or the
/// largest finite value as the mode dictates).
pub fn f64_to_f32(v: f64, mode: Round) -> f32 {
    let r = v as f32; // round to nearest even
    if v.is_nan() || f64::from(r) == v {
        return r;
    }
    let above = f64::from(r) > v;
    match mode {
        Round::Rte => r,
        Round::Rtp if above => r,
        Round::Rtp => next_up(r),
        Round::Rtn if above => next_down(r),
        Round::Rtn => r,
        Round::Rtz => {
            // Toward zero: the candidate must not exceed |v|.
            if v > 0.0 {
                if above {
                    next_down(r)
                } else {
                    r
                }
            } else if above {
                r
            } else {
                next_up(r)
            }
        }
    }
}

/// The value of an IEEE binary16 bit pattern.
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exp = u32::from((h >> 10) & 0x1f);
    let mant = u32::from(h & 0x3ff);
    match exp {
        0 => sign * (mant as f32) * 2f32.powi(-24),
        31 if mant == 0 => sign * f32::INFINITY,
        31 => f32::NAN,
        _ => sign * (1.0 + mant as f32 / 1024.0) * 2f32.powi(exp as i32 - 15),
    }
}

/// Converts `x` to IEEE binary16 bits with `mode`, as `vstore_half_<mode>`
/// does (NaN gives a quiet NaN; overflow gives infinity or the largest
/// finite half, 65504, as the mode dictates).
pub fn f32_to_f16(x: f32, mode: Round) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return 0x7e00;
    }
    let a = f64::from(x.abs());
    if a == 0.0 {
        return sign;
    }
    // Rounding on the magnitude: directed modes flip for negative values.
    let magnitude_mode = match (mode, sign != 0) {
        (Round::Rtp, true) => Round::Rtz,
        (Round::Rtn, false) => Round::Rtz,
        (Round::Rtp, false) | (Round::Rtn, true) => Round::Rtp,
        (m, _) => m,
    };
    let overflow = match magnitude_mode {
        Round::Rtz => sign | 0x7bff,
        _ => sign | 0x7c00,
    };
    if a.is_infinite() {
        return overflow;
    }
    let min_normal = 2f64.powi(-14);
    let quantum = if a < min_normal { 2f64.powi(-24) } else { 2f64.powi(a.log2().floor() as i32 - 10) };
    let m = round_integral(a / quantum, magnitude_mode);
    let value = m * quantum;
    if value > 65504.0 {
        return overflow;
    }
    if value < min_normal {
        return sign | (value / 2f64.powi(-24)) as u16;
    }
    let e = value.log2().floor() as i32;
    let mant = (value / 2f64.powi(e - 10)) as u16 - 1024;
    sign | (((e + 15) as u16) << 10) | mant
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_known_values() {
        assert_eq!(f32_to_f16(1.0, Round::Rte), 0x3c00);
        assert_eq!(f32_to_f16(-2.0, Round::Rte), 0xc000);
        assert_eq!(f32_to_f16(65504.0, Round::Rte), 0x7bff);
        assert_eq!(f32_to_f16(65520.0, Round::Rte), 0x7c00);
        assert_eq!(f32_to_f16(65520.0, Round::Rtz), 0x7bff);
        assert_eq!(f32_to_f16(-65520.0, Round::Rtp), 0xfbff);
        assert_eq!(f32_to_f16(-65520.0, Round::Rtn), 0xfc00);
        assert_eq!(f32_to_f16(2f32.powi(-24), Round::Rte), 0x0001);
        assert_eq!(f32_to_f16(0.1, Round::Rte), 0x2e66);
        assert_eq!(f32_to_f16(0.1, Round::Rtp), 0x2e67);
        assert_eq!(f32_to_f16(-0.1, Round::Rtz), 0xae66);
        assert_eq!(f32_to_f16(f32::NAN, Round::Rte) & 0x7c00, 0x7c00);
        assert_eq!(f32_to_f16(-0.0, Round::Rte), 0x8000);
        // Ties to even: 1 + 2^-11 lies halfway between 1 and 1 + 2^-10.
        assert_eq!(f32_to_f16(1.0 + 2f32.powi(-11), Round::Rte), 0x3c00);
        assert_eq!(f32_to_f16(1.0 + 3.0 * 2f32.powi(-11), Round::Rte), 0x3c02);
    }

    #[test]
    fn half_round_trips() {
        for h in (0u16..0x7c00).step_by(7) {
            assert_eq!(f32_to_f16(f16_to_f32(h), Round::Rte), h, "{h:#06x}");
            assert_eq!(f32_to_f16(-f16_to_f32(h), Round::Rtz), h | 0x8000, "{h:#06x}");
        }
    }

    #[test]
    fn directed_f64_to_f32() {
        let v = 16_777_217.0f64; // 2^24 + 1: between two f32 values
        assert_eq!(f64_to_f32(v, Round::Rte), 16_777_216.0);
        assert_eq!(f64_to_f32(v, Round::Rtz), 16_777_216.0);
        assert_eq!(f64_to_f32(v, Round::Rtp), 16_777_218.0);
        assert_eq!(f64_to_f32(v, Round::Rtn), 16_777_216.0);
        assert_eq!(f64_to_f32(-v, Round::Rtz), -16_777_216.0);
        assert_eq!(f64_to_f32(-v, Round::Rtp), -16_777_216.0);
        assert_eq!(f64_to_f32(-v, Round::Rtn), -16_777_218.0);
        assert_eq!(round_integral(2.5, Round::Rte), 2.0);
        assert_eq!(round_integral(-2.5, Round::Rtn), -3.0);
    }
}

/// A small deterministic pseudo-random generator (xorshift64*) for test
/// inputs, so runs are reproducible without extra dependencies.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed` (any value; 0 is remapped).
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A uniform integer in `lo..=hi`.
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi as i128 - lo as i128 + 1) as u128;
        (lo as i128 + (u128::from(self.next_u64()) % span) as i128) as i64
    }

    /// A uniform `f32` in `[lo, hi)`.
    pub fn range_f32(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
        lo + (hi - lo) * unit
    }
}
