//! Execution: structs, struct copies, private arrays, program-scope
//! variables, the generic address space, pointer arithmetic and unions.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange, Plain};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::run_variants;

/// Host mirror of `Pair` in structs.cl.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq)]
struct Pair {
    a: i32,
    b: f32,
}

/// Host mirror of `Nested` with its padding byte made explicit.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq)]
struct Nested {
    p: Pair,
    s: [i16; 3],
    c: i8,
    pad: u8,
    l: i64,
}

/// Host mirror of `WithArray`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq)]
struct WithArray {
    v: [f32; 4],
    n: i32,
}

/// Host mirror of the packed struct, used only for its size.
#[repr(C, packed)]
#[allow(dead_code)]
struct Packed {
    c: i8,
    i: i32,
    s: i16,
}

/// Host mirror of `Nested` without explicit padding, for the C layout size.
#[repr(C)]
#[allow(dead_code)]
struct NestedLayout {
    p: Pair,
    s: [i16; 3],
    c: i8,
    l: i64,
}

// SAFETY: repr(C) structs of integers/floats with every padding byte made an
// explicit field (Pair 8, Nested 24, WithArray 20 bytes, no implicit padding).
unsafe impl Plain for Pair {}
// SAFETY: see above.
unsafe impl Plain for Nested {}
// SAFETY: see above.
unsafe impl Plain for WithArray {}

#[test]
fn structs() {
    let n = 32;
    let mut rng = Rng::new(40);
    let pairs: Vec<Pair> =
        (0..n).map(|i| Pair { a: i as i32 * 7 - 100, b: rng.range_i64(-400, 400) as f32 / 4.0 }).collect();
    let nested: Vec<Nested> = (0..n)
        .map(|i| Nested {
            p: Pair { a: -1, b: -1.0 },
            s: [i as i16 * 100 - 1000, -(i as i16) * 3, 77 - i as i16],
            c: (i as i8).wrapping_mul(9),
            pad: 0,
            l: (i as i64 - 16) << 35,
        })
        .collect();
    // Packed: char c; int i; short s (7 bytes, no alignment).
    let mut packed = Vec::new();
    for i in 0..n {
        packed.push((i as i8 - 10) as u8);
        packed.extend((i as i32 * 1_000_003 - 5_000_000).to_ne_bytes());
        packed.extend((i as i16 * -1000).to_ne_bytes());
    }
    let wa: Vec<WithArray> =
        (0..n).map(|i| WithArray { v: [i as f32, 0.5, -2.25, 1000.0], n: (i % 6) as i32 }).collect();

    let mut want_out = Vec::new();
    let mut want_nested = nested.clone();
    let mut want_packed = packed.clone();
    let mut want_wa = wa.clone();
    let sizes = (std::mem::size_of::<NestedLayout>()
        + 100 * std::mem::size_of::<Packed>()
        + 10000 * std::mem::size_of::<WithArray>()) as f32;
    for i in 0..n {
        let p = pairs[i];
        want_out.push((p.a * 3) as f32 + p.b * 3.0);
        let m = &mut want_nested[i];
        let old = *m;
        m.p = Pair { a: i32::from(old.s[0]) + i32::from(old.s[2]), b: f32::from(old.c) };
        m.l = old.l * 2 + i64::from(old.s[1]);
        m.s[1] = i16::from(old.c) * 2;
        let at = 7 * i;
        let c = packed[at] as i8;
        let v = i32::from_ne_bytes(packed[at + 1..at + 5].try_into().unwrap()) + i32::from(c);
        want_packed[at + 1..at + 5].copy_from_slice(&v.to_ne_bytes());
        let s = i16::from_ne_bytes(packed[at + 5..at + 7].try_into().unwrap()) - 1;
        want_packed[at + 5..at + 7].copy_from_slice(&s.to_ne_bytes());
        let mut acc = 0.0f32;
        for k in 0..(wa[i].n.min(4) as usize) {
            acc += wa[i].v[k];
        }
        want_out.push(acc);
        want_wa[i].v[i % 4] = -1.0;
        want_out.push(sizes);
    }
    run_variants("structs", |p, check| {
        let out = p.run(
            "struct_ops",
            &[
                Arg::input(&pairs),
                Arg::inout(&nested),
                Arg::InOut(packed.clone()),
                Arg::inout(&wa),
                Arg::output::<f32>(3 * n),
            ],
            &NdRange::d1(n),
        )?;
        let mut got_nested = out.get::<Nested>(1);
        for g in &mut got_nested {
            g.pad = 0; // padding is not part of the value
        }
        check.slice_eq("nested structs", &got_nested, &want_nested);
        check.slice_eq("packed structs (bytes)", out.bytes(2), &want_packed);
        check.slice_eq("structs with arrays", &out.get::<WithArray>(3), &want_wa);
        check.slice_eq("sums and sizes", &out.get::<f32>(4), &want_out);
        Ok(())
    });
}

/// Host mirror of `Rec` in struct_copy.cl (28 bytes, last byte padding).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq)]
struct Rec {
    id: i32,
    w: [f32; 5],
    tag: [u8; 3],
    pad: u8,
}
// SAFETY: repr(C), 4 + 20 + 3 + 1 bytes, padding explicit.
unsafe impl Plain for Rec {}

#[test]
fn struct_copy() {
    let n = 24u32;
    let recs: Vec<Rec> = (0..n as i32)
        .map(|i| Rec {
            id: if i % 5 == 2 { -i } else { i * 10 },
            w: [i as f32, 1.5, -2.0, 0.25, i as f32 * 3.0],
            tag: [b'a', b'b' + i as u8, b'c'],
            pad: 0,
        })
        .collect();
    let want: Vec<Rec> = (0..n as usize)
        .map(|i| {
            let mut r = recs[n as usize - 1 - i];
            if r.id < 0 {
                r = Rec { id: 0, w: [0.0; 5], tag: [0; 3], pad: 0 };
            }
            r.tag[0] = b'x';
            r
        })
        .collect();
    let ints: Vec<i32> = (0..16 * n as i32).map(|i| i * 3 + 1).collect();
    let mut want_ints = Vec::new();
    for i in 0..n as usize {
        want_ints.extend((0..16).map(|k| if k % 3 == 0 { ints[16 * i + 15 - k] } else { 0 }));
    }
    run_variants("struct_copy", |p, check| {
        let out = p.run(
            "copy_recs",
            &[Arg::input(&recs), Arg::output::<Rec>(n as usize), Arg::scalar(n)],
            &NdRange::d1(n as usize),
        )?;
        let mut got = out.get::<Rec>(1);
        for r in &mut got {
            r.pad = 0;
        }
        check.slice_eq("copy_recs", &got, &want);
        let out =
            p.run("copy_array", &[Arg::input(&ints), Arg::output::<i32>(16 * n as usize)], &NdRange::d1(n as usize))?;
        check.slice_eq("copy_array", &out.get::<i32>(1), &want_ints);
        Ok(())
    });
}

#[test]
fn private_arrays() {
    let n = 32;
    let mut rng = Rng::new(41);
    let data: Vec<i32> = (0..8 * n).map(|_| rng.range_i64(-1000, 1000) as i32).collect();
    let mut sorted = data.clone();
    for chunk in sorted.chunks_mut(8) {
        chunk.sort();
    }
    let mats: Vec<f32> = (0..9 * n).map(|_| rng.range_i64(-64, 64) as f32 / 4.0).collect();
    let mut want_m = Vec::new();
    for m in mats.chunks(9) {
        for r in 0..3 {
            for c in 0..3 {
                want_m.push(m[r * 3 + c] - m[c * 3 + r]);
            }
        }
    }
    let idx: Vec<i32> = (0..n as i32).map(|i| i * 7 - 100).collect();
    let table = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];
    let want_l: Vec<i32> = idx.iter().map(|&k| table[k.rem_euclid(10) as usize] * if k < 0 { -1 } else { 1 }).collect();
    run_variants("private_arrays", |p, check| {
        let out = p.run("sort8", &[Arg::input(&data), Arg::output::<i32>(8 * n)], &NdRange::d1(n))?;
        check.slice_eq("sort8", &out.get::<i32>(1), &sorted);
        let out = p.run("matrix3", &[Arg::input(&mats), Arg::output::<f32>(9 * n)], &NdRange::d1(n))?;
        check.slice_eq("matrix3", &out.get::<f32>(1), &want_m);
        let out = p.run("lookup", &[Arg::input(&idx), Arg::output::<i32>(n)], &NdRange::d1(n))?;
        check.slice_eq("lookup", &out.get::<i32>(1), &want_l);
        Ok(())
    });
}

#[test]
fn program_scope() {
    // The initializers of program_scope.cl, restated on the host.
    let primes = [2, 3, 5, 7, 11, 13, 17, 19];
    let table = [(1, 1.5f32), (2, -2.25), (3, 100.0)];
    let coeffs = [0.5f32, 0.25, 0.125, 0.0625];
    let n = 24;
    let idx: Vec<i32> = (0..n as i32).map(|i| i * 5 + 1).collect();
    let tables_with = |gscale: f32| -> Vec<f32> {
        let mut w = Vec::new();
        for &k in &idx {
            let (key, value) = table[(k % 3) as usize];
            let c = coeffs[(k % 4) as usize] + coeffs[((k + 1) % 4) as usize];
            w.extend([primes[(k % 8) as usize] as f32 * value, c, key as f32 * gscale]);
        }
        w
    };
    let at = 1i32;
    run_variants("program_scope", |p, check| {
        let out = p.run("read_tables", &[Arg::input(&idx), Arg::output::<f32>(3 * n)], &NdRange::d1(n))?;
        check.slice_eq("read_tables (initial)", &out.get::<f32>(1), &tables_with(2.5));
        let read = |check: &mut llvm_spirv_rs_tests::check::Check, when: &str, ints: [i32; 5], floats: [f32; 2]| {
            let args = [Arg::output::<i32>(5), Arg::output::<f32>(2), Arg::scalar(at)];
            p.run("read_globals", &args, &NdRange::d1(4)).map(|out| {
                check.slice_eq(format_args!("globals {when}"), &out.get::<i32>(0), &ints);
                check.slice_eq(format_args!("float globals {when}"), &out.get::<f32>(1), &floats);
            })
        };
        read(check, "initially", [7, 30, 20, 6, 70], [0.5, 2.5])?;
        p.run("bump", &[Arg::scalar(at)], &NdRange::d1(4))?;
        read(check, "after bump", [8, 35, 25, 16, 70], [2.0, 3.0])?;
        let out = p.run("read_tables", &[Arg::input(&idx), Arg::output::<f32>(3 * n)], &NdRange::d1(n))?;
        check.slice_eq("read_tables (after bump)", &out.get::<f32>(1), &tables_with(3.0));
        Ok(())
    });
}

#[test]
fn constant_gep() {
    let coeffs = [0.5f32, 0.25, 0.125, 0.0625];
    let table = [(1, 1.5f32), (2, -2.25), (3, 100.0)];
    let (gbuf, gentries) = ([10, 20, 30, 40], [(5, 0.5f32), (6, 0.25)]);
    let want = [coeffs[1] + coeffs[3], table[2].1 - table[0].1];
    let want_i = [gbuf[3] + gbuf[1], gentries[1].0 * 3 + table[1].0];
    run_variants("constant_gep", |p, check| {
        let out = p.run("fixed_indices", &[Arg::output::<f32>(2), Arg::output::<i32>(2)], &NdRange::d1(1))?;
        check.slice_eq("constant-index reads", &out.get::<f32>(0), &want);
        check.slice_eq("constant-index updates", &out.get::<i32>(1), &want_i);
        Ok(())
    });
}

#[test]
fn generic_as() {
    let (n, local) = (64usize, 16usize);
    let g: Vec<i32> = (0..n as i32).map(|i| i * i - 30 * i).collect();
    let mut want = Vec::new();
    let mut want_g = g.clone();
    for i in 0..n {
        let li = i % local;
        let group: i32 = g[i - li..i - li + local].iter().sum();
        let ii = i as i32;
        let value = if i % 2 == 0 {
            want_g[i] += 1000;
            g[i] + 1000
        } else if li % 4 == 1 {
            2 * g[i] + 1000
        } else {
            ii + 1000
        };
        want.extend([group, 2 * group, 4 * ii + 6, 7, value, ii + 8]);
    }
    run_variants("generic_as", |p, check| {
        let out = p.run(
            "use_generic",
            &[Arg::inout(&g), Arg::output::<i32>(6 * n), Arg::local::<i32>(local)],
            &NdRange::d1(n).local(&[local]),
        )?;
        check.slice_eq("generic results", &out.get::<i32>(1), &want);
        check.slice_eq("global buffer after add_to", &out.get::<i32>(0), &want_g);
        Ok(())
    });
}

#[test]
fn pointer_arith() {
    let n = 40usize;
    let input: Vec<i32> = (0..n as i32).map(|i| 3 * i - 17).collect();
    let mut want = Vec::new();
    for i in 0..n {
        let v = i64::from(input[i]);
        let flags = if i == 0 { 1 + 4 } else { 1 + 2 };
        want.extend([(n - i) as i64, flags, 4 * i as i64, i64::from(input[n - 1 - i]), [3 * v, v, 2 * v][i % 3], 2]);
    }
    run_variants("pointer_arith", |p, check| {
        let out =
            p.run("ptrs", &[Arg::input(&input), Arg::output::<i64>(6 * n), Arg::scalar(n as u32)], &NdRange::d1(n))?;
        check.slice_eq("pointer arithmetic", &out.get::<i64>(1), &want);
        Ok(())
    });
}

#[test]
fn unions() {
    let n = 32;
    let f: Vec<f32> = (0..n).map(|i| (i as f32 - 15.5) * 3.75e-2).collect();
    let tagged: Vec<[i32; 2]> = (0..n as i32)
        .map(|i| if i % 2 == 0 { [0, i * 11 - 50] } else { [1, (i as f32 * 0.5).to_bits() as i32] })
        .collect();
    let mut wu = Vec::new();
    let mut wb = Vec::new();
    let mut wf = Vec::new();
    for i in 0..n {
        wu.push(f[i].to_bits());
        wb.extend(f[i].to_bits().to_be_bytes());
        let t = tagged[i];
        wf.extend([(-f[i]).to_bits(), if t[0] == 0 { (t[1] as f32).to_bits() } else { t[1] as u32 }]);
    }
    run_variants("unions", |p, check| {
        let out = p.run(
            "unions",
            &[
                Arg::input(&f),
                Arg::input(&tagged),
                Arg::output::<u32>(n),
                Arg::output::<u8>(4 * n),
                Arg::output::<u32>(2 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("float bits", &out.get::<u32>(2), &wu);
        check.slice_eq("float bytes (big-endian order)", &out.get::<u8>(3), &wb);
        check.slice_eq("sign flip and tagged union (bits)", &out.get::<u32>(4), &wf);
        Ok(())
    });
}

#[test]
fn program_scope_pointers() {
    let coeffs = [0.5f32, 0.25, 0.125, 0.0625];
    let gbuf = [10, 20, 30, 40];
    let want = [coeffs[1], coeffs[3] + coeffs[0], coeffs[3]];
    let want_i = [gbuf[2], gbuf[2] + 5, gbuf[3]];
    run_variants("program_scope_pointers", |p, check| {
        let out = p.run("read_pointers", &[Arg::output::<f32>(3), Arg::output::<i32>(3)], &NdRange::d1(1))?;
        check.slice_eq("through constant pointers", &out.get::<f32>(0), &want);
        check.slice_eq("through the global pointer", &out.get::<i32>(1), &want_i);
        Ok(())
    });
}
