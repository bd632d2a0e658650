//! Execution: comparisons (including NaN), bool logic, select and relational
//! builtins.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::run_variants;

fn b(v: bool) -> i32 {
    i32::from(v)
}

/// Vector comparison result: -1 for true, 0 for false.
fn vb(v: bool) -> i32 {
    -i32::from(v)
}

#[test]
fn int_compare() {
    let n = 64;
    let mut rng = Rng::new(10);
    let mut a = vec![0, -1, i32::MIN, i32::MAX, 5, -5, 100];
    let mut c = vec![0, 1, i32::MAX, i32::MIN, 5, 5, -100];
    while a.len() < n * 4 {
        let x = rng.range_i64(-20, 20) as i32;
        a.push(x);
        c.push(if rng.next_u32() % 4 == 0 { x } else { rng.range_i64(-20, 20) as i32 });
    }
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&c).take(n) {
        let (ux, uy) = (x as u32, y as u32);
        want.extend([x == y, x != y, x < y, x <= y, x > y, x >= y, ux < uy, ux <= uy, ux > uy, ux >= uy].map(b));
    }
    let mut want4 = Vec::new();
    for (x, y) in a.chunks(4).zip(c.chunks(4)) {
        for k in 0..4 {
            want4.push(vb(x[k] < y[k]));
        }
        for k in 0..4 {
            want4.push(vb(x[k] >= y[k]));
        }
        for k in 0..4 {
            want4.push(vb(x[k] == y[k]));
        }
        for k in 0..4 {
            want4.push(vb(x[k] as u32 > y[k] as u32));
        }
    }
    let ch: Vec<i8> = (0..n * 8).map(|i| (i as i32 * 7 % 256 - 128) as i8).collect();
    let dh: Vec<i8> = (0..n * 8).map(|i| (i as i32 * 11 % 256 - 128) as i8).collect();
    let mut wantc = Vec::new();
    for (x, y) in ch.chunks(8).zip(dh.chunks(8)) {
        wantc.extend((0..8).map(|k| -(i8::from(x[k] <= y[k]))));
        wantc.extend((0..8).map(|k| -(i8::from(x[k] != y[k]))));
    }
    run_variants("int_compare", |p, check| {
        let out =
            p.run("cmp_scalar", &[Arg::input(&a), Arg::input(&c), Arg::output::<i32>(10 * n)], &NdRange::d1(n))?;
        check.slice_eq("cmp_scalar", &out.get::<i32>(2), &want);
        let out = p.run(
            "cmp_vector",
            &[
                Arg::input(&a),
                Arg::input(&c),
                Arg::output::<i32>(16 * n),
                Arg::input(&ch),
                Arg::input(&dh),
                Arg::output::<i8>(16 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("cmp_vector int4", &out.get::<i32>(2), &want4);
        check.slice_eq("cmp_vector char8", &out.get::<i8>(5), &wantc);
        Ok(())
    });
}

/// Float operands covering NaN, infinities, signed zeros and equal values.
fn float_pairs() -> (Vec<f32>, Vec<f32>) {
    let specials =
        [0.0f32, -0.0, 1.0, -1.0, f32::NAN, f32::INFINITY, f32::NEG_INFINITY, f32::MAX, 1.0e-3, f32::MIN_POSITIVE];
    let mut a = Vec::new();
    let mut c = Vec::new();
    for &x in &specials {
        for &y in &specials {
            a.push(x);
            c.push(y);
        }
    }
    a.extend([2.5, -0.0, f32::NAN, 3.0]);
    c.extend([-2.5, f32::NAN, -0.0, 3.0]);
    (a, c)
}

/// `islessgreater`: ordered and unequal (not `!=`, which is true for NaN).
fn less_greater(x: f32, y: f32) -> bool {
    matches!(x.partial_cmp(&y), Some(std::cmp::Ordering::Less | std::cmp::Ordering::Greater))
}

#[test]
// `!(x < y)` mirrors the kernel's unordered comparisons on purpose.
#[allow(clippy::neg_cmp_op_on_partial_ord)]
fn float_compare() {
    let (a, c) = float_pairs();
    let n = a.len(); // 104, a multiple of 4
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&c) {
        let unordered = x.is_nan() || y.is_nan();
        want.extend(
            [
                x == y,
                x != y,
                x < y,
                x <= y,
                x > y,
                x >= y,
                !(x < y),
                !(x >= y),
                x.is_nan(),
                x.is_infinite(),
                x.is_finite(),
                x.is_normal(),
                !unordered,
                unordered,
                x == y,
                x != y,
                x > y,
                x >= y,
                x < y,
                x <= y,
                less_greater(x, y),
                x.is_sign_negative(),
            ]
            .map(b),
        );
    }
    let mut want4 = Vec::new();
    for (x, y) in a.chunks(4).zip(c.chunks(4)) {
        want4.extend((0..4).map(|k| vb(x[k] < y[k])));
        want4.extend((0..4).map(|k| vb(x[k] != y[k])));
        want4.extend((0..4).map(|k| vb(x[k].is_nan())));
        want4.extend((0..4).map(|k| vb(x[k].is_nan() || y[k].is_nan())));
        want4.extend((0..4).map(|k| vb(less_greater(x[k], y[k]))));
    }
    run_variants("float_compare", |p, check| {
        let out = p.run("cmp_float", &[Arg::input(&a), Arg::input(&c), Arg::output::<i32>(22 * n)], &NdRange::d1(n))?;
        let got = out.get::<i32>(2);
        for (i, (g, w)) in got.chunks(22).zip(want.chunks(22)).enumerate() {
            check.slice_eq(format_args!("cmp_float({:e}, {:e})", a[i], c[i]), g, w);
        }
        let out =
            p.run("cmp_float4", &[Arg::input(&a), Arg::input(&c), Arg::output::<i32>(5 * n)], &NdRange::d1(n / 4))?;
        check.slice_eq("cmp_float4", &out.get::<i32>(2), &want4);
        Ok(())
    });
}

#[test]
fn bool_logic() {
    let vals = [-10, -1, 0, 1, 2, 5, 6, 7, 100];
    let mut a = Vec::new();
    let mut c = Vec::new();
    for &x in &vals {
        for &y in &vals {
            a.push(x);
            c.push(y);
        }
    }
    let n = a.len();
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&c) {
        let (p, q) = (x > 0, y > 0);
        let flags = [p && q, p || q, !p, p != q, (x & 1 != 0) == (y & 1 != 0)];
        let bits = flags.iter().enumerate().fold(0, |acc, (k, &f)| acc | (b(f) << k));
        // `t` evaluates its right operand only when x > 5, `u` only when x <= 5.
        let calls = 1;
        let t = x > 5 && y > 5;
        let u = x > 5 || y < 0;
        want.extend([bits, calls, b(t) + 2 * b(u) + 4 * b(p ^ q)]);
    }
    run_variants("bool_logic", |p, check| {
        let out = p.run("logic", &[Arg::input(&a), Arg::input(&c), Arg::output::<i32>(3 * n)], &NdRange::d1(n))?;
        check.slice_eq("logic", &out.get::<i32>(2), &want);
        Ok(())
    });
}

#[test]
fn select_ternary() {
    let n = 64;
    let a: Vec<i32> = (0..n as i32).map(|i| (i * 37 % 300) - 150).collect();
    let f: Vec<f32> = (0..n).map(|i| (i as f32 - 30.5) * 1.25).collect();
    let t1: Vec<i32> = (0..n as i32).map(|i| 1000 + i).collect();
    let t2: Vec<i32> = (0..n as i32).map(|i| -1000 - i).collect();
    let mut wi = Vec::new();
    let mut wf = Vec::new();
    for i in 0..n {
        let x = a[i];
        let y = if x > 100 {
            1
        } else if x > 10 {
            2
        } else {
            3
        };
        wi.extend([
            x.abs(),
            if x & 1 != 0 { 3 * x + 1 } else { x / 2 },
            if x > 0 { t1[i] } else { t2[i] },
            if x > 5 { 20 } else { 10 },
            y,
        ]);
        wf.extend([if f[i] < 0.0 { 0.0 } else { f[i] }, if x < 0 { -f[i] } else { f[i] }]);
    }
    run_variants("select_ternary", |p, check| {
        let out = p.run(
            "ternary",
            &[
                Arg::input(&a),
                Arg::input(&f),
                Arg::input(&t1),
                Arg::input(&t2),
                Arg::output::<i32>(5 * n),
                Arg::output::<f32>(2 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("ternary ints", &out.get::<i32>(4), &wi);
        check.slice_eq("ternary floats", &out.get::<f32>(5), &wf);
        Ok(())
    });
}

#[test]
fn relational() {
    let n = 32;
    let mut rng = Rng::new(11);
    let a: Vec<i32> = (0..4 * n).map(|_| rng.range_i64(-50, 50) as i32).collect();
    let c: Vec<i32> = (0..4 * n).map(|_| rng.range_i64(-50, 50) as i32).collect();
    let masks = [0x8000_0000u32, 1, 0xffff_ffff, 0x7fff_ffff];
    let m: Vec<u32> = (0..4 * n).map(|i| masks[(i + i / 4) % 4]).collect();
    let fa: Vec<f32> = (0..4 * n).map(|i| if i % 13 == 5 { f32::NAN } else { (i % 9) as f32 - 4.0 }).collect();
    let fb: Vec<f32> = (0..4 * n).map(|i| if i % 17 == 3 { f32::NAN } else { (i % 7) as f32 - 3.0 }).collect();
    let bitsel = [0x0f0f_0f0fu32, 0xffff_ffff, 0, 0x1234_5678];
    let (mut w4, mut w1, mut wf) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n {
        let r = 4 * i..4 * i + 4;
        let (x, y, mm, p, q) = (&a[r.clone()], &c[r.clone()], &m[r.clone()], &fa[r.clone()], &fb[r]);
        w4.extend((0..4).map(|k| if x[k] < y[k] { y[k] } else { x[k] }));
        w4.extend((0..4).map(|k| if mm[k] & 0x8000_0000 != 0 { y[k] } else { x[k] }));
        w4.extend((0..4).map(|k| ((x[k] as u32 & !bitsel[k]) | (y[k] as u32 & bitsel[k])) as i32));
        w4.extend((0..4).map(|k| vb(p[k] < q[k])));
        w4.extend((0..4).map(|k| vb(p[k] == q[k])));
        w1.extend([b(x.iter().any(|&v| v < 0)), b(x.iter().all(|&v| v >= 0)), b(p.iter().any(|v| v.is_nan()))]);
        wf.extend((0..4).map(|k| if q[k] > p[k] { q[k] } else { p[k] }));
    }
    run_variants("relational", |p, check| {
        let out = p.run(
            "rel",
            &[
                Arg::input(&a),
                Arg::input(&c),
                Arg::input(&m),
                Arg::input(&fa),
                Arg::input(&fb),
                Arg::output::<i32>(20 * n),
                Arg::output::<i32>(3 * n),
                Arg::output::<f32>(4 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("select/bitselect/isless/isequal", &out.get::<i32>(5), &w4);
        check.slice_eq("any/all", &out.get::<i32>(6), &w1);
        let got = out.get::<f32>(7);
        check.slice_eq(
            "select(isgreater) (bits)",
            &got.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            &wf.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
        );
        Ok(())
    });
}

/// The `llvm.is.fpclass` class bits (LangRef) of a float given as its bit pattern:
/// `bits` wide with `mantissa` fraction bits.
fn fp_class_bits(v: u64, bits: u32, mantissa: u32) -> u32 {
    let sign = v >> (bits - 1) & 1 == 1;
    let abs = v & ((1u64 << (bits - 1)) - 1);
    let exp_mask = ((1u64 << (bits - 1)) - 1) & !((1u64 << mantissa) - 1);
    let frac = abs & ((1u64 << mantissa) - 1);
    let pick = |neg: u32, pos: u32| if sign { neg } else { pos };
    if abs & exp_mask == exp_mask {
        match (frac, frac >> (mantissa - 1) & 1) {
            (0, _) => pick(1 << 2, 1 << 9),
            (_, 1) => 1 << 1,
            _ => 1 << 0,
        }
    } else if abs & exp_mask != 0 {
        pick(1 << 3, 1 << 8)
    } else if frac != 0 {
        pick(1 << 4, 1 << 7)
    } else {
        pick(1 << 5, 1 << 6)
    }
}

/// The 20 tests of `fp_classify.cl` on a value of class `class`: isnan, isinf, isfinite,
/// isnormal, then `__builtin_isfpclass` with each mask.
fn fp_classify_row(class: u32) -> [u8; 20] {
    const MASKS: [u32; 20] = [
        0x003, 0x204, 0x1f8, 0x108, 0x001, 0x002, 0x004, 0x008, 0x010, 0x020, 0x040, 0x080, 0x100, 0x200, 0x090, 0x060,
        0x155, 0x3fc, 0x3fd, 0x0f0,
    ];
    MASKS.map(|m| u8::from(class & m != 0))
}

/// `__builtin_isnan`/`isinf`/`isfinite`/`isnormal`/`isfpclass` (`llvm.is.fpclass`) on
/// float and double values of every class, both signs: signalling and quiet NaNs with
/// payloads, infinities, normals, subnormals (smallest, largest), zeros, against the
/// classification of the bit patterns on the host.
#[test]
fn fp_classify() {
    let mut fbits: Vec<u32> = vec![
        0x7fc0_0000,
        0xffc0_0001,
        0x7f80_0001,
        0xff80_0001,
        0x7fbf_ffff,
        0x7f80_0000,
        0xff80_0000,
        0x3f80_0000,
        0xbf80_0000,
        0x0080_0000,
        0x8080_0000,
        0x7f7f_ffff,
        0x0000_0001,
        0x8000_0001,
        0x007f_ffff,
        0x807f_ffff,
        0x0000_0000,
        0x8000_0000,
        0x7fff_ffff,
        0xffbf_ffff,
    ];
    let mut dbits: Vec<u64> = vec![
        0x7ff8_0000_0000_0000,
        0xfff8_0000_0000_0001,
        0x7ff0_0000_0000_0001,
        0xfff0_0000_0000_0001,
        0x7ff7_ffff_ffff_ffff,
        0x7ff0_0000_0000_0000,
        0xfff0_0000_0000_0000,
        0x3ff0_0000_0000_0000,
        0xbff0_0000_0000_0000,
        0x0010_0000_0000_0000,
        0x8010_0000_0000_0000,
        0x7fef_ffff_ffff_ffff,
        0x0000_0000_0000_0001,
        0x8000_0000_0000_0001,
        0x000f_ffff_ffff_ffff,
        0x800f_ffff_ffff_ffff,
        0,
        0x8000_0000_0000_0000,
        0x7fff_ffff_ffff_ffff,
        0xfff7_ffff_ffff_ffff,
    ];
    let mut rng = Rng::new(91);
    while fbits.len() < 64 {
        fbits.push(rng.next_u32());
        dbits.push(rng.next_u64());
    }
    let n = fbits.len();
    let want_f: Vec<u8> = fbits.iter().flat_map(|&v| fp_classify_row(fp_class_bits(u64::from(v), 32, 23))).collect();
    let want_d: Vec<u8> = dbits.iter().flat_map(|&v| fp_classify_row(fp_class_bits(v, 64, 52))).collect();
    run_variants("fp_classify", |p, check| {
        let out = p.run(
            "fp_classify",
            &[Arg::input(&fbits), Arg::input(&dbits), Arg::output::<u8>(20 * n), Arg::output::<u8>(20 * n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("float classes", &out.get::<u8>(2), &want_f);
        check.slice_eq("double classes", &out.get::<u8>(3), &want_d);
        Ok(())
    });
}
