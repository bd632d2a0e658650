//! Execution: casts, convert_* with saturation and rounding modes, as_type,
//! half loads and stores.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::{f16_to_f32, f32_to_f16, f64_to_f32, round_integral, Rng, Round};
use llvm_spirv_rs_tests::run_variants;

#[test]
fn conversions() {
    let n = 64;
    let mut rng = Rng::new(20);
    let mut ia = vec![0, -1, 255, 256, -129, 65535, 65536, -32769, i32::MAX, i32::MIN];
    let mut fa = vec![0.0f32, -0.5, 0.99, -1.99, 1.0e6, -2.5e6, 123.456, -7.0, 1.5e9, 3.0e-3];
    let mut la = vec![0i64, -1, 1 << 40, -(1 << 53) - 1, (1 << 24) + 1, i64::MAX, i64::MIN, 0xffff_ffff, 12345, -9];
    let mut da = vec![0.0f64, -1.5, 1e9, 2.0e9, -2.0e9, 0.1, 1.0 / 3.0, 16_777_217.0, -0.75, 1e-5];
    while ia.len() < n {
        ia.push(rng.next_u32() as i32);
        fa.push(rng.range_f32(-1.0e6, 1.0e6));
        la.push(rng.next_u64() as i64);
        da.push(f64::from(rng.range_f32(-2.0e9, 2.0e9)) + 0.3);
    }
    let (mut wi, mut wf, mut wl, mut wd) = (vec![], vec![], vec![], vec![]);
    for i in 0..n {
        let (x, f, l, d) = (ia[i], fa[i], la[i], da[i]);
        wi.extend([
            f as i32,
            i32::from(x as i8),
            i32::from(x as u8),
            i32::from(x as i16),
            i32::from(x as u16),
            l as i32,
            d as i32,
            f.abs() as u32 as i32,
        ]);
        wf.extend([x as f32, (x as u32) as f32, l as f32, d as f32, (l as u64) as f32]);
        wl.extend([i64::from(x), i64::from(x as u32), (f * 1000.0f32) as i64, d as i64]);
        wd.extend([f64::from(f), f64::from(x), l as f64, (l as u64) as f64]);
    }
    run_variants("conversions", |p, check| {
        let out = p.run(
            "casts",
            &[
                Arg::input(&ia),
                Arg::input(&fa),
                Arg::input(&la),
                Arg::input(&da),
                Arg::output::<i32>(8 * n),
                Arg::output::<f32>(5 * n),
                Arg::output::<i64>(4 * n),
                Arg::output::<f64>(4 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("to int", &out.get::<i32>(4), &wi);
        check.slice_eq("to float", &out.get::<f32>(5), &wf);
        check.slice_eq("to long", &out.get::<i64>(6), &wl);
        check.slice_eq("to double", &out.get::<f64>(7), &wd);
        Ok(())
    });
}

/// Saturating float -> integer conversion with a rounding mode: NaN gives 0,
/// out-of-range values the nearest bound (Rust's `as` saturates likewise).
fn sat_round<T>(f: f32, mode: Round, cast: impl Fn(f64) -> T) -> T {
    cast(round_integral(f64::from(f), mode))
}

#[test]
fn convert_sat() {
    let mut ia =
        vec![0, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536, i32::MAX, i32::MIN];
    let mut fa = vec![
        0.0f32,
        -0.0,
        0.5,
        1.5,
        2.5,
        -0.5,
        -1.5,
        127.4,
        127.6,
        255.5,
        -128.6,
        3.0e9,
        -3.0e9,
        5.0e18,
        2.0e19,
        -1.0e20,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        32767.5,
        -32768.5,
        1.0e-3,
        254.5,
        2147483520.0,
    ];
    let mut la = vec![0i64, -1, i64::MAX, i64::MIN, 1 << 31, -(1 << 31) - 1, 1 << 32, 0xffff_ffff];
    let n = 32;
    let mut rng = Rng::new(21);
    while ia.len() < n {
        ia.push(rng.next_u32() as i32);
    }
    while fa.len() < n {
        fa.push(rng.range_f32(-300.0, 300.0));
    }
    while la.len() < n {
        la.push(rng.next_u64() as i64 >> (rng.next_u32() % 40));
    }
    let (mut wi, mut wl, mut w4) = (vec![], vec![], vec![]);
    for i in 0..n {
        let (x, f, l) = (ia[i], fa[i], la[i]);
        let clampi = |lo: i64, hi: i64| i64::from(x).clamp(lo, hi) as i32;
        wi.extend([
            clampi(-128, 127),
            clampi(0, 255),
            clampi(-32768, 32767),
            clampi(0, 65535),
            sat_round(f, Round::Rtz, |v| v as i32),
            sat_round(f, Round::Rtz, |v| v as u32) as i32,
            sat_round(f, Round::Rtz, |v| i32::from(v as i8)),
            sat_round(f, Round::Rte, |v| i32::from(v as u8)),
            l.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
            l.clamp(0, i64::from(u32::MAX)) as u32 as i32,
            x.max(0),
            sat_round(f, Round::Rtn, |v| i32::from(v as i16)),
            sat_round(f, Round::Rtp, |v| v as i32),
        ]);
        wl.extend([sat_round(f, Round::Rtz, |v| v as i64), sat_round(f, Round::Rtz, |v| v as u64) as i64, l.max(0)]);
        w4.extend([x, !x, x / 2, x >> 4].map(|v| v.clamp(0, 255) as u8));
    }
    run_variants("convert_sat", |p, check| {
        let out = p.run(
            "sat",
            &[
                Arg::input(&ia),
                Arg::input(&fa),
                Arg::input(&la),
                Arg::output::<i32>(13 * n),
                Arg::output::<i64>(3 * n),
                Arg::output::<u8>(4 * n),
            ],
            &NdRange::d1(n),
        )?;
        for (i, (g, w)) in out.get::<i32>(3).chunks(13).zip(wi.chunks(13)).enumerate() {
            let mut g = g.to_vec();
            // The Intel CPU runtime returns UINT_MAX for convert_uint_sat(NaN)
            // (OpConvertFToU + SaturatedConversion) instead of 0: accept it.
            if fa[i].is_nan() && g[5] == -1 {
                g[5] = 0;
            }
            check.slice_eq(format_args!("sat(int {}, float {:e}, long {})", ia[i], fa[i], la[i]), &g, w);
        }
        check.slice_eq("long/ulong sat", &out.get::<i64>(4), &wl);
        check.slice_eq("convert_uchar4_sat", &out.get::<u8>(5), &w4);
        Ok(())
    });
}

#[test]
fn convert_rounding() {
    let mut fa = vec![
        0.5f32,
        1.5,
        2.5,
        -0.5,
        -1.5,
        -2.5,
        0.49999997,
        -7.25,
        1.0e9,
        -1.0e9,
        3.75,
        -3.75,
        0.0,
        -0.0,
        100.5,
        8_388_609.0,
    ];
    let mut ia = vec![
        16_777_217,
        -16_777_217,
        16_777_219,
        i32::MAX,
        i32::MIN,
        0,
        1,
        -1,
        33_554_435,
        -33_554_433,
        123,
        2_147_483_583,
        7,
        8,
        9,
        10,
    ];
    let mut la = vec![(1i64 << 53) + 1, -(1i64 << 40) - 1, i64::MAX, i64::MIN, 0, 1, (1 << 24) + 1, -(1 << 25) - 3];
    let mut da = vec![
        0.1f64,
        -0.1,
        1.0 + 1e-10,
        -(1.0 + 1e-10),
        3.4e38,
        3.5e38,
        -3.5e38,
        1e-50,
        -1e-50,
        0.0,
        1.0 / 3.0,
        -2.0 / 3.0,
    ];
    let n = 64;
    let mut rng = Rng::new(22);
    while fa.len() < n {
        fa.push(rng.range_f32(-1.0e6, 1.0e6));
    }
    while ia.len() < n {
        ia.push(rng.next_u32() as i32);
    }
    while la.len() < n {
        la.push(rng.next_u64() as i64);
    }
    while da.len() < n {
        da.push(f64::from(rng.range_f32(-1.0, 1.0)) * 1e30_f64.powf(f64::from(rng.range_f32(-1.0, 1.0))) + 1e-12);
    }
    let modes = [Round::Rte, Round::Rtz, Round::Rtp, Round::Rtn];
    let (mut wi, mut wf) = (vec![], vec![]);
    for i in 0..n {
        wi.extend(modes.map(|m| round_integral(f64::from(fa[i]), m) as i32));
        wi.push(fa[i] as i32);
        wf.extend(modes.map(|m| f64_to_f32(f64::from(ia[i]), m)));
        // A long may not be exact in f64: round from the exact i128 value.
        wf.extend(modes.map(|m| long_to_f32(la[i], m)));
        wf.extend(modes.map(|m| f64_to_f32(da[i], m)));
    }
    let mut w4 = Vec::new();
    for v in fa.chunks(4) {
        w4.extend(v.iter().map(|&f| round_integral(f64::from(f), Round::Rte) as i32));
        w4.extend(v.iter().map(|&f| round_integral(f64::from(f), Round::Rtn) as i32));
    }
    run_variants("convert_rounding", |p, check| {
        let out = p.run(
            "rounding",
            &[
                Arg::input(&fa),
                Arg::input(&ia),
                Arg::input(&la),
                Arg::input(&da),
                Arg::output::<i32>(5 * n),
                Arg::output::<f32>(12 * n),
            ],
            &NdRange::d1(n),
        )?;
        for (i, (g, w)) in out.get::<i32>(4).chunks(5).zip(wi.chunks(5)).enumerate() {
            check.slice_eq(format_args!("convert_int_{{rte,rtz,rtp,rtn,}}({:e})", fa[i]), g, w);
        }
        for (i, (g, w)) in out.get::<f32>(5).chunks(12).zip(wf.chunks(12)).enumerate() {
            check.f32_bits(format_args!("convert_float_*(int {}, long {}, double {:e})", ia[i], la[i], da[i]), g, w);
        }
        let out = p.run("rounding4", &[Arg::input(&fa), Arg::output::<i32>(2 * n)], &NdRange::d1(n / 4))?;
        check.slice_eq("convert_int4_rte/rtn", &out.get::<i32>(1), &w4);
        Ok(())
    });
}

/// Rounds a 64-bit integer to f32 with `mode` (exactly, via the two f32
/// neighbours of the value).
fn long_to_f32(l: i64, mode: Round) -> f32 {
    let nearest = l as f32; // round to nearest even
    let exact = i128::from(l);
    let as_int = |f: f32| f as f64 as i128; // every f32 in i64 range is integral here
    let below = if as_int(nearest) > exact { llvm_spirv_rs_tests::reference::next_down(nearest) } else { nearest };
    let above = if as_int(nearest) < exact { llvm_spirv_rs_tests::reference::next_up(nearest) } else { nearest };
    if as_int(below) == exact {
        return below;
    }
    match mode {
        Round::Rte => nearest,
        Round::Rtp => above,
        Round::Rtn => below,
        Round::Rtz => {
            if l > 0 {
                below
            } else {
                above
            }
        }
    }
}

#[test]
fn as_type() {
    let n = 32;
    let f: Vec<f32> = (0..n).map(|i| if i == 3 { f32::NAN } else { (i as f32 - 10.3) * 1.7e3 }).collect();
    let u: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(0x9e37_79b9) ^ 0x3f80_0000).collect();
    let (mut wu, mut wf, mut wb, mut wi2, mut ws2) = (vec![], vec![], vec![], vec![], vec![]);
    for i in 0..n {
        wu.extend([f[i].to_bits(), (f32::from_bits(f[i].to_bits() ^ 0x8000_0000) * 2.0).to_bits()]);
        wf.push(f32::from_bits(u[i]).to_bits());
        wb.extend(u[i].to_le_bytes());
        wi2.extend([f[i].to_bits() as i32, (-f[i]).to_bits() as i32]);
        ws2.extend([(u[i] as u16 as i16).wrapping_add(1), ((u[i] >> 16) as u16 as i16).wrapping_sub(1)]);
    }
    let l: Vec<u64> = (0..n as u64).map(|i| i.wrapping_mul(0x0123_4567_89ab_cdef) ^ 0x3ff0_0000_4000_0000).collect();
    let (mut w8, mut wf2) = (vec![], vec![]);
    for &v in &l {
        w8.extend(v.to_le_bytes().iter().rev());
        wf2.extend([((v >> 32) as u32), v as u32]);
    }
    run_variants("as_type", |p, check| {
        let out = p.run(
            "reinterpret",
            &[
                Arg::input(&f),
                Arg::input(&u),
                Arg::output::<u32>(2 * n),
                Arg::output::<f32>(n),
                Arg::output::<u8>(4 * n),
                Arg::output::<i32>(2 * n),
                Arg::output::<i16>(2 * n),
            ],
            &NdRange::d1(n),
        )?;
        let mut got_u = out.get::<u32>(2);
        // NaN payloads need not survive arithmetic: compare NaN-ness there.
        if f32::from_bits(got_u[7]).is_nan() && f32::from_bits(wu[7]).is_nan() {
            got_u[7] = wu[7];
        }
        check.slice_eq("as_uint", &got_u, &wu);
        check.slice_eq("as_float (bits)", &out.get::<u32>(3), &wf);
        check.slice_eq("as_uchar4", &out.get::<u8>(4), &wb);
        check.slice_eq("as_int2", &out.get::<i32>(5), &wi2);
        check.slice_eq("as_short2", &out.get::<i16>(6), &ws2);
        let out = p.run(
            "reinterpret_vec",
            &[Arg::input(&l), Arg::output::<u8>(8 * n), Arg::output::<u32>(2 * n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("as_uchar8 reversed", &out.get::<u8>(1), &w8);
        check.slice_eq("as_float2 of swapped uint2 (bits)", &out.get::<u32>(2), &wf2);
        Ok(())
    });
}

#[test]
fn half_load_store() {
    let n = 64;
    // Half bit patterns: normals, subnormals, zeros, infinities, max.
    let mut h: Vec<u16> =
        vec![0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x3555, 0x2e66];
    let mut rng = Rng::new(23);
    while h.len() < 4 * n {
        let v = rng.next_u32() as u16;
        if v & 0x7c00 != 0x7c00 {
            h.push(v);
        }
    }
    let want_1: Vec<f32> = h[..n].iter().map(|&v| f16_to_f32(v)).collect();
    let want_4: Vec<f32> = h.iter().map(|&v| f16_to_f32(v)).collect();
    let mut f =
        vec![0.1f32, -0.1, 65504.0, 65520.0, -65520.0, 1.0e6, 6.0e-8, -3.0e-8, 0.0, -0.0, 1.0 / 3.0, 2049.0, 2051.0];
    while f.len() < n {
        f.push(rng.range_f32(-70000.0, 70000.0) / 2f32.powi(rng.range_i64(0, 30) as i32));
    }
    let stores = [Round::Rte, Round::Rtz, Round::Rtp, Round::Rtn]
        .map(|m| f.iter().map(|&x| f32_to_f16(x, m)).collect::<Vec<u16>>());
    let mut v4 = Vec::new();
    let mut v4z = Vec::new();
    for &x in &f {
        for c in [x, -x, x * 0.5, 1.0] {
            v4.push(f32_to_f16(c, Round::Rte));
            v4z.push(f32_to_f16(c, Round::Rtz));
        }
    }
    run_variants("half_load_store", |p, check| {
        let out = p.run(
            "load_half",
            &[Arg::input(&h), Arg::output::<f32>(n), Arg::output::<f32>(4 * n), Arg::output::<f32>(4 * n)],
            &NdRange::d1(n),
        )?;
        check.f32_bits("vload_half", &out.get::<f32>(1), &want_1);
        check.f32_bits("vload_half4", &out.get::<f32>(2), &want_4);
        check.f32_bits("vloada_half4", &out.get::<f32>(3), &want_4);
        let out = p.run(
            "store_half",
            &[
                Arg::input(&f),
                Arg::output::<u16>(n),
                Arg::output::<u16>(n),
                Arg::output::<u16>(n),
                Arg::output::<u16>(n),
                Arg::output::<u16>(4 * n),
                Arg::output::<u16>(4 * n),
            ],
            &NdRange::d1(n),
        )?;
        for (k, name) in ["vstore_half", "vstore_half_rtz", "vstore_half_rtp", "vstore_half_rtn"].iter().enumerate() {
            check.slice_eq(name, &out.get::<u16>(k + 1), &stores[k]);
        }
        check.slice_eq("vstore_half4", &out.get::<u16>(5), &v4);
        check.slice_eq("vstorea_half4_rtz", &out.get::<u16>(6), &v4z);
        Ok(())
    });
}

/// `float` to bfloat16 bits on the host: round to nearest even on the upper 16 bits
/// (`cl_intel_bfloat16_conversions`: "rounding to nearest even"); no NaN inputs.
fn f32_to_bf16(x: f32) -> u16 {
    let b = x.to_bits();
    ((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16
}

/// `cl_intel_bfloat16_conversions` (SPV_INTEL_bfloat16_conversion) in the scalar and every
/// vector form: the bits against the host's rounding, and the floats they read back as
/// against the bits widened.
#[test]
fn bfloat16_conversions() {
    let mut x = vec![
        0.0f32,
        -0.0,
        1.0,
        std::f32::consts::PI,
        -2.5e-3,
        65504.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::MAX,
        f32::MIN_POSITIVE,
        1.0e-40,
        f32::from_bits(0x3f80_8000), // a tie: to even (down)
        f32::from_bits(0x3f81_8000), // a tie: to even (up)
        f32::from_bits(0x3f80_8001), // just above a tie
        -f32::from_bits(0x4049_7fff),
        3.0e38,
    ];
    let mut rng = Rng::new(16);
    while x.len() < 16 * 8 {
        x.push(f32::from_bits(rng.next_u32() & 0xbfff_ffff)); // finite, magnitude below 2
    }
    let items = x.len() / 16;
    let mut want_bits = Vec::new();
    for lanes in x.chunks(16) {
        let bits: Vec<u16> = lanes.iter().map(|&v| f32_to_bf16(v)).collect();
        for _ in 0..6 {
            want_bits.extend(&bits);
        }
    }
    let want_back: Vec<f32> = want_bits.iter().map(|&b| f32::from_bits(u32::from(b) << 16)).collect();
    run_variants("bfloat16_conversions", |p, check| {
        let out = p.run(
            "bf16",
            &[Arg::input(&x), Arg::output::<u16>(items * 96), Arg::output::<f32>(items * 96)],
            &NdRange::d1(items),
        )?;
        check.slice_eq("bfloat16 bits", &out.get::<u16>(1), &want_bits);
        check.f32_bits("bfloat16 read back", &out.get::<f32>(2), &want_back);
        Ok(())
    });
}
