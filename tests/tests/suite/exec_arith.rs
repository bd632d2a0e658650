//! Execution: integer and floating-point arithmetic of every width.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::{f16_to_f32, f32_to_f16, Rng, Round};
use llvm_spirv_rs_tests::run_variants;

/// Signed inputs avoiding overflow in + - * (|a| <= 10^6, 0 < |b| <= 2000)
/// with sign and magnitude edge cases up front.
fn int_inputs(n: usize) -> (Vec<i32>, Vec<i32>) {
    let mut rng = Rng::new(1);
    let mut a = vec![0, -1, 1, 1_000_000, -1_000_000, 7, -7, 12345];
    let mut b = vec![1, -1, 2000, -2000, 3, -3, 31, -32];
    while a.len() < n {
        a.push(rng.range_i64(-1_000_000, 1_000_000) as i32);
        let mut d = rng.range_i64(-2000, 2000) as i32;
        if d == 0 {
            d = 5;
        }
        b.push(d);
    }
    (a, b)
}

#[test]
fn int_arith() {
    let n = 256;
    let (a, b) = int_inputs(n);
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        want.extend([x + y, x - y, x * y, x / y, x % y, x >> (y & 31), x & y, x | y, x ^ y, -x + !y]);
    }
    let mut rng = Rng::new(2);
    let mut ua = vec![0u32, u32::MAX, 0x8000_0000, 1, 0xdead_beef];
    let mut ub = vec![0u32, 1, 32, 33, 63];
    while ua.len() < n {
        ua.push(rng.next_u32());
        ub.push(rng.next_u32() % 70);
    }
    let mut uwant = Vec::new();
    for (&x, &y) in ua.iter().zip(&ub) {
        uwant.extend([
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(y),
            x / (y | 1),
            x % (y | 1),
            x << (y % 32),
            x >> (y % 32),
            !x ^ (y << 3),
        ]);
    }
    run_variants("int_arith", |p, check| {
        let out = p.run("int_ops", &[Arg::input(&a), Arg::input(&b), Arg::output::<i32>(n * 10)], &NdRange::d1(n))?;
        check.slice_eq("int_ops", &out.get::<i32>(2), &want);
        let out = p.run("uint_ops", &[Arg::input(&ua), Arg::input(&ub), Arg::output::<u32>(n * 8)], &NdRange::d1(n))?;
        check.slice_eq("uint_ops", &out.get::<u32>(2), &uwant);
        Ok(())
    });
}

#[test]
fn int_narrow() {
    let n = 256;
    let c: Vec<i8> = (0..n).map(|i| (i as i32 * 37 - 128) as i8).collect();
    let uc: Vec<u8> = (0..n).map(|i| (i * 101 + 3) as u8).collect();
    let s: Vec<i16> = (0..n).map(|i| (i as i32 * 2571 - 32768) as i16).collect();
    let us: Vec<u16> = (0..n).map(|i| (i as u32 * 40009 + 17) as u16).collect();
    let (mut oc, mut ouc, mut os, mut ous, mut oi) = (vec![], vec![], vec![], vec![], vec![]);
    for i in 0..n {
        let (x, ux, y, uy) = (i32::from(c[i]), i32::from(uc[i]), i32::from(s[i]), i32::from(us[i]));
        oc.extend([(x + ux) as i8, (x * 3) as i8, (x >> 2) as i8]);
        ouc.extend([(ux * ux) as u8, (ux >> 3) as u8]);
        os.extend([(y * x) as i16, (y / (x | 1)) as i16, (y - uy) as i16]);
        ous.extend([(uy + ux * 300) as u16, (uy % (ux | 1)) as u16]);
        oi.extend([x, ux, y, uy]);
    }
    run_variants("int_narrow", |p, check| {
        let out = p.run(
            "narrow",
            &[
                Arg::input(&c),
                Arg::input(&uc),
                Arg::input(&s),
                Arg::input(&us),
                Arg::output::<i8>(3 * n),
                Arg::output::<u8>(2 * n),
                Arg::output::<i16>(3 * n),
                Arg::output::<u16>(2 * n),
                Arg::output::<i32>(4 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("char results", &out.get::<i8>(4), &oc);
        check.slice_eq("uchar results", &out.get::<u8>(5), &ouc);
        check.slice_eq("short results", &out.get::<i16>(6), &os);
        check.slice_eq("ushort results", &out.get::<u16>(7), &ous);
        check.slice_eq("extensions", &out.get::<i32>(8), &oi);
        Ok(())
    });
}

#[test]
fn float_arith() {
    let n = 256;
    let mut rng = Rng::new(3);
    let mut a = vec![0.0f32, -0.0, 1.0, -1.5, 3.0e30, f32::INFINITY, f32::NAN, 1.0e-30];
    let mut b = vec![1.0f32, -2.0, 3.0, 0.0, 3.0e30, 2.0, 1.0, 1.0e10];
    while a.len() < n {
        a.push(rng.range_f32(-1000.0, 1000.0));
        b.push(rng.range_f32(-50.0, 50.0));
    }
    let mut exact = Vec::new();
    let mut quotients = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        exact.extend([x + y, x - y, x * y, -x]);
        quotients.push(f64::from(x) / f64::from(y));
    }
    let v: Vec<f32> = (0..n).map(|i| i as f32 * 0.75 - 40.0).collect();
    let scaled: Vec<f32> = v.iter().map(|x| x * 1.5f32 - 0.25f32).collect();
    run_variants("float_arith", |p, check| {
        let out = p.run("float_ops", &[Arg::input(&a), Arg::input(&b), Arg::output::<f32>(5 * n)], &NdRange::d1(n))?;
        let got = out.get::<f32>(2);
        let got_exact: Vec<f32> = got.chunks(5).flat_map(|c| [c[0], c[1], c[2], c[4]]).collect();
        let got_div: Vec<f32> = got.chunks(5).map(|c| c[3]).collect();
        check.f32_bits("+ - * neg", &got_exact, &exact);
        check.f32_ulps("division", &got_div, &quotients, 2.5);
        let out =
            p.run("scale_offset", &[Arg::inout(&v), Arg::scalar(1.5f32), Arg::scalar(0.25f32)], &NdRange::d1(n))?;
        check.f32_bits("scale_offset", &out.get::<f32>(0), &scaled);
        Ok(())
    });
}

#[test]
fn int64() {
    let n = 128;
    let mut rng = Rng::new(4);
    let lim = 1i64 << 61;
    let mut a = vec![0i64, -1, 1 << 40, -(1 << 50), i64::MAX / 4, 0xffff_ffff];
    let mut b = vec![1i64, -1, 3, 1 << 33, -(1 << 45), 63];
    while a.len() < n {
        a.push(rng.range_i64(-lim, lim));
        b.push(rng.range_i64(-lim, lim));
    }
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        want.extend([
            x + y,
            x - y,
            x / (y | 1),
            x % (y | 1),
            x >> (y & 63),
            (x & 0xffff_ffff) * (y & 0xffff),
            i64::from(x < y) + 2 * i64::from(x == y) + 4 * i64::from(x >= y),
            x ^ !y,
            ((i128::from(x) * i128::from(y)) >> 64) as i64,
            i64::from(x as i32) + i64::from(y as u32),
        ]);
    }
    let ua: Vec<u64> = (0..n).map(|i| if i == 0 { u64::MAX } else { rng.next_u64() }).collect();
    let ub: Vec<u64> = (0..n).map(|i| if i == 0 { u64::MAX } else { rng.next_u64() >> (i % 64) }).collect();
    let mut uwant = Vec::new();
    for (&x, &y) in ua.iter().zip(&ub) {
        uwant.extend([
            x.wrapping_mul(y),
            x / (y | 1),
            x % (y | 1),
            x << (y & 63),
            x >> 40,
            ((u128::from(x) * u128::from(y)) >> 64) as u64,
        ]);
    }
    run_variants("int64", |p, check| {
        let out = p.run("long_ops", &[Arg::input(&a), Arg::input(&b), Arg::output::<i64>(10 * n)], &NdRange::d1(n))?;
        check.slice_eq("long_ops", &out.get::<i64>(2), &want);
        let out =
            p.run("ulong_ops", &[Arg::input(&ua), Arg::input(&ub), Arg::output::<u64>(6 * n)], &NdRange::d1(n))?;
        check.slice_eq("ulong_ops", &out.get::<u64>(2), &uwant);
        Ok(())
    });
}

#[test]
fn double_precision() {
    let n = 128;
    let mut rng = Rng::new(5);
    let mut a = vec![0.0f64, -2.5, 1e300, 3.0, f64::NAN];
    let mut b = vec![1.0f64, 4.0, 1e10, -7.0, 2.0];
    while a.len() < n {
        a.push(f64::from(rng.range_f32(-1e4, 1e4)) * (1.0 + 1e-9 * a.len() as f64));
        b.push(f64::from(rng.range_f32(-1e3, 1e3)) + 0.5);
    }
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        want.extend([
            x + y,
            x * y,
            x / y,
            x.abs().sqrt(),
            x.mul_add(y, 1.0),
            f64::from(x as f32),
            (y as i64) as f64,
            x.floor() + y.ceil(),
            x.min(y) - x.max(y),
        ]);
    }
    // NaN propagates through fmin/fmax differently: fmin(NaN, y) = y.
    let pairs: Vec<[f64; 2]> = (0..n).map(|i| [i as f64 * 0.25 - 3.0, 100.0 - i as f64]).collect();
    let mut want2 = Vec::new();
    let mut wantf = Vec::new();
    for v in &pairs {
        want2.extend([v[1] * 2.0 + v[0], v[0] * -0.5 + v[1]]);
        wantf.extend([v[0] as f32, v[1] as f32]);
    }
    run_variants("double_precision", |p, check| {
        let out = p.run("double_ops", &[Arg::input(&a), Arg::input(&b), Arg::output::<f64>(9 * n)], &NdRange::d1(n))?;
        check.f64_ulps("double_ops", &out.get::<f64>(2), &want, 0.0);
        let out = p.run(
            "double2_ops",
            &[Arg::input(&pairs), Arg::output::<f64>(2 * n), Arg::output::<f32>(2 * n)],
            &NdRange::d1(n),
        )?;
        check.f64_ulps("double2_ops", &out.get::<f64>(1), &want2, 0.0);
        check.slice_eq("convert_float2", &out.get::<f32>(2), &wantf);
        Ok(())
    });
}

#[test]
fn half_type() {
    let n = 128;
    // Halves on a 1/64 grid in [-8, 8): sums and products are exact in f64.
    let to_half = |v: f32| f32_to_f16(v, Round::Rte);
    let a: Vec<u16> = (0..n).map(|i| to_half((i as f32 * 13.0 % 1024.0 - 512.0) / 64.0)).collect();
    let b: Vec<u16> = (0..n).map(|i| to_half((i as f32 * 29.0 % 1024.0 - 500.0) / 64.0)).collect();
    let mut want = Vec::new();
    let mut wantf = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        let (x, y) = (f16_to_f32(x), f16_to_f32(y));
        want.extend([to_half(x + y), to_half(x * y), to_half(x - y), to_half(x * 0.5)]);
        wantf.push(x + y);
    }
    let mut want4 = Vec::new();
    for v in a.chunks(4) {
        let f: Vec<f32> = v.iter().map(|&h| f16_to_f32(h)).collect();
        for k in 0..4 {
            want4.push(to_half(f[3 - k] + f[k] * 2.0));
        }
    }
    run_variants("half_type", |p, check| {
        let out = p.run(
            "half_ops",
            &[Arg::input(&a), Arg::input(&b), Arg::output::<u16>(4 * n), Arg::output::<f32>(n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("half_ops (bits)", &out.get::<u16>(2), &want);
        check.slice_eq("half sums as float", &out.get::<f32>(3), &wantf);
        let out = p.run("half4_ops", &[Arg::input(&a), Arg::output::<u16>(n)], &NdRange::d1(n / 4))?;
        check.slice_eq("half4_ops (bits)", &out.get::<u16>(1), &want4);
        Ok(())
    });
}

/// `#pragma OPENCL FP_CONTRACT OFF`: `a * b + c` rounds the product first. With
/// `c = -(a * b)` rounded, the unfused result is exactly 0 while a fused one is the
/// product's rounding error; the `fma` control shows the inputs tell them apart.
#[test]
fn fp_contract_off() {
    let n = 128;
    let mut rng = Rng::new(15);
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    let (mut ad, mut bd, mut cd) = (Vec::new(), Vec::new(), Vec::new());
    while a.len() < n {
        let (x, y) = (rng.range_f32(1.0, 2.0), rng.range_f32(1.0, 2.0));
        // Only products that round (almost all of them).
        if f64::from(x) * f64::from(y) == f64::from(x * y) {
            continue;
        }
        a.push(x);
        b.push(y);
        c.push(-(x * y));
        let (p, q) = (f64::from(x) + f64::from(y) * 1e-9, f64::from(y) - f64::from(x) * 1e-9);
        ad.push(p);
        bd.push(q);
        cd.push(p * q);
    }
    let fused: Vec<f32> = (0..n).map(|i| a[i].mul_add(b[i], c[i])).collect();
    assert!(fused.iter().all(|&f| f != 0.0), "inputs must tell fused from unfused");
    run_variants("fp_contract_off", |p, check| {
        let out = p.run(
            "contract_off",
            &[
                Arg::input(&a),
                Arg::input(&b),
                Arg::input(&c),
                Arg::output::<f32>(n),
                Arg::output::<f32>(n),
                Arg::output::<f32>(n),
            ],
            &NdRange::d1(n),
        )?;
        check.f32_bits("a * b + c (contraction off)", &out.get::<f32>(3), &vec![0.0; n]);
        check.f32_bits("fma(a, b, c)", &out.get::<f32>(4), &fused);
        check.f32_bits("helper a * b + c (contraction off)", &out.get::<f32>(5), &vec![0.0; n]);
        let out = p.run(
            "contract_off_double",
            &[Arg::input(&ad), Arg::input(&bd), Arg::input(&cd), Arg::output::<f64>(n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("a * b - c (double, contraction off)", &out.get::<f64>(3), &vec![0.0; n]);
        Ok(())
    });
}

/// `llvm.vector.reduce.*` (clang's `__builtin_reduce_*`) against a host fold of the lanes:
/// float max/min with maxnum/minnum semantics (NaN lanes ignored unless all are NaN),
/// wrapping int add/mul, bitwise and/or/xor, signed max/min, and unsigned char8 max/min/add.
#[test]
fn vector_reduce() {
    let n = 64;
    let mut rng = Rng::new(11);
    let nan = f32::NAN;
    let mut a: Vec<f32> = vec![
        nan,
        1.0,
        -2.0,
        nan, // NaN lanes ignored
        nan,
        nan,
        nan,
        nan, // all NaN: NaN
        -0.5,
        f32::INFINITY,
        3.0,
        f32::NEG_INFINITY, // infinities
        1.0e-30,
        -1.0e-30,
        2.0,
        2.0, // tiny values, ties
    ];
    while a.len() < 4 * n {
        a.push(rng.range_f32(-1000.0, 1000.0));
    }
    let maxnum = |x: f32, y: f32| {
        if x.is_nan() {
            y
        } else if y.is_nan() || x >= y {
            x
        } else {
            y
        }
    };
    let minnum = |x: f32, y: f32| {
        if x.is_nan() {
            y
        } else if y.is_nan() || x <= y {
            x
        } else {
            y
        }
    };
    let want_f: Vec<f32> = a
        .chunks(4)
        .flat_map(|l| [l.iter().copied().reduce(maxnum).unwrap(), l.iter().copied().reduce(minnum).unwrap()])
        .collect();
    let mut b: Vec<i32> = vec![i32::MAX, 1, 0, 0, -1, -1, -1, -1, 65536, 65536, 3, 0, i32::MIN, 7, -7, 5];
    while b.len() < 4 * n {
        b.push(rng.next_u32() as i32);
    }
    let want_i: Vec<i32> = b
        .chunks(4)
        .flat_map(|l| {
            [
                l.iter().fold(0i32, |s, &x| s.wrapping_add(x)),
                l.iter().fold(1i32, |s, &x| s.wrapping_mul(x)),
                l.iter().fold(-1i32, |s, &x| s & x),
                l.iter().fold(0i32, |s, &x| s | x),
                l.iter().fold(0i32, |s, &x| s ^ x),
                *l.iter().max().unwrap(),
                *l.iter().min().unwrap(),
            ]
        })
        .collect();
    let c: Vec<u8> = (0..8 * n).map(|_| rng.next_u32() as u8).collect();
    let want_c: Vec<u8> = c
        .chunks(8)
        .flat_map(|l| {
            [*l.iter().max().unwrap(), *l.iter().min().unwrap(), l.iter().fold(0u8, |s, &x| s.wrapping_add(x))]
        })
        .collect();
    // NaN payloads are the device's: compare them as one NaN.
    let canonical = |v: Vec<f32>| v.into_iter().map(|x| if x.is_nan() { f32::NAN } else { x }).collect::<Vec<_>>();
    let want_f = canonical(want_f);
    run_variants("vector_reduce", |p, check| {
        let out = p.run("reduce_float", &[Arg::input(&a), Arg::output::<f32>(2 * n)], &NdRange::d1(n))?;
        check.f32_bits("fmax/fmin", &canonical(out.get::<f32>(1)), &want_f);
        let out = p.run("reduce_int", &[Arg::input(&b), Arg::output::<i32>(7 * n)], &NdRange::d1(n))?;
        check.slice_eq("add/mul/and/or/xor/smax/smin", &out.get::<i32>(1), &want_i);
        let out = p.run("reduce_uchar8", &[Arg::input(&c), Arg::output::<u8>(3 * n)], &NdRange::d1(n))?;
        check.slice_eq("uchar8 umax/umin/add", &out.get::<u8>(1), &want_c);
        Ok(())
    });
}
