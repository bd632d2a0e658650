//! IEEE 754 binary16 conversions shared by both directions (LLVM reads and
//! writes half constants as `double`).

/// The binary16 bits nearest to `v` (round to nearest even; NaN stays a quiet NaN).
pub fn f64_to_half_bits(v: f64) -> u16 {
    let f = v as f32;
    let bits = f.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 | (mant >> 13) as u16 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = (m >> shift) as u16;
        let rem = m & ((1 << shift) - 1);
        let halfway = 1 << (shift - 1);
        let round = rem > halfway || (rem == halfway && (half & 1) == 1);
        return sign | (half + round as u16);
    }
    let half = sign | ((e as u16) << 10) | (mant >> 13) as u16;
    let rem = mant & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && (half & 1) == 1) {
        half + 1
    } else {
        half
    }
}

/// The value of binary16 `bits` as `f64` (exact).
pub fn half_bits_to_f64(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((bits >> 10) & 0x1f) as i32;
    let mant = (bits & 0x3ff) as f64;
    match exp {
        0 => sign * mant * 2f64.powi(-24),
        0x1f if mant == 0.0 => sign * f64::INFINITY,
        0x1f => f64::NAN,
        _ => sign * (1.0 + mant / 1024.0) * 2f64.powi(exp - 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trips_every_finite_value() {
        for bits in 0u16..=0xffff {
            let v = half_bits_to_f64(bits);
            if v.is_nan() {
                assert!(f64_to_half_bits(v) & 0x7c00 == 0x7c00);
                continue;
            }
            assert_eq!(f64_to_half_bits(v), bits, "bits {bits:#06x} value {v}");
        }
    }

    #[test]
    fn half_rounds_to_nearest_even() {
        assert_eq!(f64_to_half_bits(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f64_to_half_bits(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(f64_to_half_bits(65520.0), 0x7c00);
    }
}
