//! Execution: vectors of 2, 3, 4, 8 and 16 components, swizzles, shuffles,
//! vloadn/vstoren.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::run_variants;

/// Dyadic floats (multiples of 1/8 below 2^10): sums, halvings and small
/// products are exact, so vector results compare bit for bit.
fn dyadic(rng: &mut Rng, count: usize) -> Vec<f32> {
    (0..count).map(|_| rng.range_i64(-8000, 8000) as f32 / 8.0).collect()
}

#[test]
fn vectors_basic() {
    let n = 32;
    let mut rng = Rng::new(30);
    let a = dyadic(&mut rng, 4 * n);
    let b = dyadic(&mut rng, 4 * n);
    let c: Vec<i32> = (0..2 * n).map(|_| rng.range_i64(-100_000, 100_000) as i32).collect();
    let (mut wf, mut wi, mut wb) = (vec![], vec![], vec![]);
    for i in 0..n {
        let x = &a[4 * i..4 * i + 4];
        let y = &b[4 * i..4 * i + 4];
        wf.extend((0..4).map(|k| (x[k] - y[k]) * 0.5));
        let mixed = [x[0], x[1], y[2], y[3]];
        wf.extend((0..4).map(|k| mixed[k] + (k + 1) as f32));
        let (lohi, evenodd) = ([x[0], x[1], y[2], y[3]], [x[0], x[2], y[1], y[3]]);
        wf.extend((0..4).map(|k| lohi[k] * evenodd[k]));
        wf.extend([1.0, x[1], x[2], -2.0].map(|v| v / 4.0));
        let v = [c[2 * i], c[2 * i + 1]];
        wi.extend([v[0] * 3 + v[1], v[1] * -2 + v[0]]);
        wi.extend([!(v[0] >> 1), !(v[1] << 2)]);
        let add = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 250];
        wb.extend(add.map(|d| (i as u8).wrapping_add(d).wrapping_mul(3)));
    }
    run_variants("vectors_basic", |p, check| {
        let out = p.run(
            "vec_ops",
            &[
                Arg::input(&a),
                Arg::input(&b),
                Arg::output::<f32>(16 * n),
                Arg::input(&c),
                Arg::output::<i32>(4 * n),
                Arg::output::<u8>(16 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.f32_bits("float4 ops", &out.get::<f32>(2), &wf);
        check.slice_eq("int2 ops", &out.get::<i32>(4), &wi);
        check.slice_eq("uchar16 ops", &out.get::<u8>(5), &wb);
        Ok(())
    });
}

#[test]
fn vec3() {
    let n = 32;
    let mut rng = Rng::new(31);
    let f = dyadic(&mut rng, 3 * n);
    let mut wf = Vec::new();
    for v in f.chunks(3) {
        let zxy = [v[2], v[0], v[1]];
        wf.extend((0..3).map(|k| zxy[k] * 2.0 - v[k]));
    }
    // int3 occupies 16 bytes: the fourth lane is padding and never compared.
    let ai: Vec<i32> = (0..4 * n as i32).map(|i| i * 7 - 200).collect();
    let mut wi = Vec::new();
    for v in ai.chunks(4) {
        let zyx = [v[2], v[1], v[0]];
        wi.extend((0..3).map(|k| zyx[k] + (k as i32 + 1) * v[0]));
    }
    run_variants("vec3", |p, check| {
        let out = p.run(
            "v3",
            &[Arg::input(&f), Arg::output::<f32>(3 * n), Arg::input(&ai), Arg::output::<i32>(4 * n)],
            &NdRange::d1(n),
        )?;
        check.f32_bits("vload3/vstore3", &out.get::<f32>(1), &wf);
        let got: Vec<i32> = out.get::<i32>(3).chunks(4).flat_map(|c| c[..3].to_vec()).collect();
        check.slice_eq("int3", &got, &wi);
        Ok(())
    });
}

#[test]
fn vec8_16() {
    let n = 16;
    let mut rng = Rng::new(32);
    let a: Vec<i32> = (0..8 * n).map(|_| rng.range_i64(-1_000_000, 1_000_000) as i32).collect();
    let f = dyadic(&mut rng, 16 * n);
    let (mut wa, mut wf, mut ws) = (vec![], vec![], vec![]);
    for i in 0..n {
        let x = &a[8 * i..8 * i + 8];
        wa.extend((0..8).map(|k| x[7 - k] + x[k]));
        wa.extend((0..8).map(|k| if k < 4 { x[k] * 2 } else { x[k] }));
        let y = &f[16 * i..16 * i + 16];
        let mut r: Vec<f32> = (0..16).map(|k| y[15 - k] + y[k] * 2.0).collect();
        r[..4].copy_from_slice(&y[8..12]);
        wf.extend(r);
        ws.push(x.iter().sum::<i32>());
    }
    run_variants("vec8_16", |p, check| {
        let out = p.run(
            "wide",
            &[
                Arg::input(&a),
                Arg::input(&f),
                Arg::output::<i32>(16 * n),
                Arg::output::<f32>(16 * n),
                Arg::output::<i32>(n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("int8", &out.get::<i32>(2), &wa);
        check.f32_bits("float16", &out.get::<f32>(3), &wf);
        check.slice_eq("horizontal sums", &out.get::<i32>(4), &ws);
        Ok(())
    });
}

#[test]
// clang-22 -O2 narrows its int8 load to <7 x i32>, a length SPIR-V has no vector for: the
// translator scalarizes that kernel (llvm_to_spirv/vector_lengths.rs).
fn swizzle() {
    let n = 16;
    let mut rng = Rng::new(33);
    let a = dyadic(&mut rng, 4 * n);
    let b: Vec<i32> = (0..8 * n as i32).map(|i| i * 3 - 50).collect();
    let (mut wf, mut wi) = (vec![], vec![]);
    for i in 0..n {
        let v = &a[4 * i..4 * i + 4];
        wf.extend([v[3], v[2], v[1], v[0]]);
        wf.extend([v[2], v[3], 7.0, 8.0]);
        wf.extend([v[0], v[2], v[2], v[0]]);
        let (xxyy, wwzz) = ([v[0], v[0], v[1], v[1]], [v[3], v[3], v[2], v[2]]);
        let yxwz = [wwzz[1], wwzz[0], wwzz[3], wwzz[2]];
        wf.extend((0..4).map(|k| xxyy[k] + yxwz[k]));
        let c = &b[8 * i..8 * i + 8];
        let mut r = c.to_vec();
        r[7] = c[0];
        r[5] = c[2];
        r[3] = c[4];
        r[1] = c[6];
        for k in [1, 3, 5, 7] {
            r[k] += 100;
        }
        wi.extend(r);
    }
    run_variants("swizzle", |p, check| {
        let out = p.run(
            "swz",
            &[Arg::input(&a), Arg::output::<f32>(16 * n), Arg::input(&b), Arg::output::<i32>(8 * n)],
            &NdRange::d1(n),
        )?;
        check.f32_bits("float4 swizzles", &out.get::<f32>(1), &wf);
        check.slice_eq("int8 swizzles", &out.get::<i32>(3), &wi);
        Ok(())
    });
}

#[test]
fn shuffle() {
    let n = 16;
    let mut rng = Rng::new(34);
    let a: Vec<i32> = (0..4 * n as i32).map(|i| i + 1).collect();
    let b: Vec<i32> = (0..4 * n as i32).map(|i| -i - 1).collect();
    // Masks with garbage in the high bits: only the low bits select.
    let m: Vec<u32> = (0..4 * n).map(|_| rng.next_u32()).collect();
    let f: Vec<f32> = (0..8 * n).map(|i| i as f32 * 0.5).collect();
    let (mut wi, mut wf, mut w8) = (vec![], vec![], vec![]);
    for i in 0..n {
        let (x, y, mm) = (&a[4 * i..4 * i + 4], &b[4 * i..4 * i + 4], &m[4 * i..4 * i + 4]);
        let both: Vec<i32> = x.iter().chain(y).copied().collect();
        wi.extend([x[3], x[2], x[1], x[0]]);
        wi.extend([0, 5, 2, 7].map(|k| both[k]));
        wi.extend(mm.iter().map(|&k| both[(k % 8) as usize]));
        wi.extend(mm.iter().map(|&k| y[(k % 4) as usize]));
        let g = &f[8 * i..8 * i + 8];
        wf.extend([7, 0, 6, 1].map(|k| g[k]));
        w8.extend([0, 0, 1, 1, 2, 2, 3, 3].map(|k| x[k]));
    }
    run_variants("shuffle", |p, check| {
        let out = p.run(
            "shuf",
            &[
                Arg::input(&a),
                Arg::input(&b),
                Arg::input(&m),
                Arg::output::<i32>(16 * n),
                Arg::input(&f),
                Arg::output::<f32>(4 * n),
                Arg::output::<i32>(8 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("shuffle/shuffle2 int4", &out.get::<i32>(3), &wi);
        check.slice_eq("shuffle float8 -> float4", &out.get::<f32>(5), &wf);
        check.slice_eq("shuffle int4 -> int8", &out.get::<i32>(6), &w8);
        Ok(())
    });
}

#[test]
fn vload_vstore() {
    let n = 64; // one work-group of 64
    let input: Vec<f32> = (0..16 * n + 16).map(|i| i as f32 * 0.25 - 10.0).collect();
    let ints: Vec<i32> = (0..4 * n as i32 + 40).map(|i| i * 5 - 7).collect();
    let off = 3usize;
    let mut want = vec![f32::from_bits(0xA5A5_A5A5); 30 * n];
    for i in 0..n {
        for k in 0..2 {
            want[2 * i + k] = input[2 * i + k] * 2.0;
        }
        for k in 0..4 {
            want[2 * 64 + 4 * i + k] = input[1 + 4 * i + k] + 1.0;
        }
        for k in 0..8 {
            want[6 * 64 + 8 * i + k] = input[i + k] - 1.0;
        }
        for k in 0..16 {
            want[14 * 64 + 16 * i + k] = input[16 * i + 15 - k];
        }
    }
    // tile holds vload4(i, ii + off) at slot l; each item reads its
    // neighbour's int4 t, stores (t, 2t) privately, and writes lanes 3..6.
    let mut wi = Vec::new();
    for i in 0..n {
        let j = (i + 1) % n;
        let t: Vec<i32> = (0..4).map(|k| ints[off + 4 * j + k]).collect();
        wi.extend([t[3], 2 * t[0], 2 * t[1]]);
    }
    run_variants("vload_vstore", |p, check| {
        let out = p.run(
            "vls",
            &[
                Arg::input(&input),
                Arg::output::<f32>(30 * n),
                Arg::input(&ints),
                Arg::output::<i32>(3 * n),
                Arg::scalar(off as u32),
            ],
            &NdRange::d1(n).local(&[n]),
        )?;
        check.f32_bits("vstoren results", &out.get::<f32>(1), &want);
        check.slice_eq("local/private vload/vstore", &out.get::<i32>(3), &wi);
        Ok(())
    });
}
