//! Execution: switch, loops, helper functions, several kernels in a module,
//! patterns that -O2 turns into intrinsics, odd integer widths.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::run_variants;

fn dense(x: i32) -> i64 {
    match x {
        0 => 10,
        1 => 11,
        2 => 13,
        3 => 17,
        4 => 19,
        5 => 23,
        6 => 29,
        _ => -1,
    }
}

fn sparse(x: i32) -> i64 {
    match x {
        -1000 => 1,
        7 => 2,
        4096 => 3,
        123_456 => 4,
        _ => 0,
    }
}

fn wide(x: i64) -> i64 {
    match x {
        0x1_0000_0000 => 1,
        -5 => 2,
        i64::MAX => 3,
        42 => 4,
        0x1_0000_0001 => 5,
        _ => x / 2,
    }
}

fn fallthrough(x: u32) -> i64 {
    match x & 7 {
        0 => 3,
        1 => 2,
        2 | 3 => 10,
        4 => 120,
        _ => 100,
    }
}

fn by_char(c: i8) -> i64 {
    match c {
        97 => 1,
        -3 => 2,
        127 => 3,
        _ => 4,
    }
}

#[test]
fn switch() {
    let mut input = vec![-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, -1000, 4096, 123_456, 97, 253, -3, 127, 383, 1 << 20];
    let mut lin = vec![0x1_0000_0000i64, -5, i64::MAX, 42, 0x1_0000_0001, -7, 0, 43, i64::MIN, 0xffff_ffff];
    let mut rng = Rng::new(50);
    while input.len() < 64 {
        input.push(rng.range_i64(-10, 10) as i32);
    }
    while lin.len() < input.len() {
        lin.push(rng.next_u64() as i64);
    }
    let n = input.len();
    let mut want = Vec::new();
    for i in 0..n {
        let x = input[i];
        want.extend([dense(x), sparse(x), wide(lin[i]), fallthrough(x as u32), by_char(x as i8)]);
    }
    run_variants("switch", |p, check| {
        let out =
            p.run("switches", &[Arg::input(&input), Arg::input(&lin), Arg::output::<i64>(5 * n)], &NdRange::d1(n))?;
        for (i, (g, w)) in out.get::<i64>(2).chunks(5).zip(want.chunks(5)).enumerate() {
            check.slice_eq(format_args!("switches(int {}, long {})", input[i], lin[i]), g, w);
        }
        Ok(())
    });
}

#[test]
fn loops() {
    let input: Vec<i32> = (0..96).map(|i| (i * 37 % 140) - 20).collect();
    let n = input.len();
    let mut want = Vec::new();
    for (i, &x) in input.iter().enumerate() {
        let s: i32 = (0..x.max(0)).filter(|k| k % 3 != 0).sum();
        let mut steps = 0;
        let mut c = x.unsigned_abs() + 1;
        while c != 1 {
            c = if c & 1 != 0 { c.wrapping_mul(3).wrapping_add(1) } else { c / 2 };
            steps += 1;
            if steps > 1000 {
                break;
            }
        }
        let (mut digits, mut y) = (0, x);
        loop {
            digits += 1;
            y /= 10;
            if y == 0 {
                break;
            }
        }
        let mut pairs = 0;
        for a in 0..(x & 15) {
            for b in 0..a {
                if (a + b) % 4 == 3 {
                    break;
                }
                pairs += a * b;
            }
        }
        let k = (i % 7) as i32 + 2;
        let first = input.iter().position(|&v| v != 0 && v % k == 0).map_or(-1, |j| j as i32);
        want.extend([s, steps, digits, pairs, first]);
    }
    run_variants("loops", |p, check| {
        let out =
            p.run("loops", &[Arg::input(&input), Arg::output::<i32>(5 * n), Arg::scalar(n as i32)], &NdRange::d1(n))?;
        check.slice_eq("loops", &out.get::<i32>(1), &want);
        Ok(())
    });
}

#[test]
fn helpers() {
    let input: Vec<i32> = (0..64).map(|i| (i * 331 % 2000) - 1000).collect();
    let n = input.len();
    let (mut want, mut wantf) = (Vec::new(), Vec::new());
    for (i, &x) in input.iter().enumerate() {
        let prefix = &input[..i % 8 + 1];
        want.extend([
            3 * x * x + (x + 1) * (x + 1),
            x * x,
            3,
            *prefix.iter().min().unwrap(),
            *prefix.iter().max().unwrap(),
        ]);
        wantf.extend([x as f32 * 0.5, -x as f32 * 0.5, 0.5, 0.0]);
    }
    run_variants("helpers", |p, check| {
        let out = p.run(
            "helpers",
            &[Arg::input(&input), Arg::output::<i32>(5 * n), Arg::output::<f32>(4 * n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("helper results", &out.get::<i32>(1), &want);
        check.slice_eq("vector helper", &out.get::<f32>(2), &wantf);
        Ok(())
    });
}

#[test]
fn multi_kernel() {
    let n = 48usize;
    let filled: Vec<i32> = (0..n as i32).map(|i| -20 + i).collect();
    let transformed: Vec<i32> = filled.iter().map(|v| (v << 3) + 3).collect();
    let reversed: Vec<i32> = (0..n).map(|i| transformed[n - 1 - i] - 3).collect();
    run_variants("multi_kernel", |p, check| {
        let names = p.kernel_names();
        for k in ["fill", "transform", "reverse_into"] {
            if !names.iter().any(|n| n == k) {
                check.fail(format_args!("kernel {k} missing from {names:?}"));
            }
        }
        let out = p.run("fill", &[Arg::output::<i32>(n), Arg::scalar(-20i32)], &NdRange::d1(n))?;
        let got_fill = out.get::<i32>(0);
        check.slice_eq("fill", &got_fill, &filled);
        let out = p.run("transform", &[Arg::inout(&got_fill), Arg::scalar(3i32)], &NdRange::d1(n))?;
        let got_t = out.get::<i32>(0);
        check.slice_eq("transform", &got_t, &transformed);
        let out = p.run(
            "reverse_into",
            &[Arg::input(&got_t), Arg::output::<i32>(n), Arg::scalar(n as u32)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("reverse_into", &out.get::<i32>(1), &reversed);
        Ok(())
    });
}

#[test]
fn o2_intrinsics() {
    let n = 128;
    let mut rng = Rng::new(51);
    let mut a = vec![0, -1, 1, 255, 256, -300, i32::MAX, i32::MIN + 1];
    let mut b = vec![0, 1, -1, 255, -256, 300, i32::MIN + 1, i32::MAX];
    let mut ua = vec![0u32, u32::MAX, 0x8000_0000, 0x1234_5678, 5];
    let mut ub = vec![0u32, 1, 0x8000_0000, 0xffff_0000, 7];
    while a.len() < n {
        a.push(rng.next_u32() as i32 >> (rng.next_u32() % 32));
        b.push(rng.next_u32() as i32 >> (rng.next_u32() % 32));
    }
    while ua.len() < n {
        ua.push(rng.next_u32());
        ub.push(rng.next_u32() >> (rng.next_u32() % 32));
    }
    let (mut wi, mut wu) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (x, y, u, v) = (a[i], b[i], ua[i], ub[i]);
        wi.extend([x.min(y), x.max(y), x.abs(), x.clamp(0, 255)]);
        let mut buf = [0u32; 8];
        buf[(u & 7) as usize] = v;
        let acc = buf.iter().fold(0u32, |acc, &e| acc.wrapping_mul(31).wrapping_add(e));
        wu.extend([
            u.min(v),
            u.max(v),
            u.rotate_left(7),
            u.swap_bytes(),
            u.saturating_sub(v),
            u.saturating_add(v),
            u.count_ones(),
            acc,
        ]);
    }
    run_variants("o2_intrinsics", |p, check| {
        let out = p.run(
            "intrinsics",
            &[
                Arg::input(&a),
                Arg::input(&b),
                Arg::input(&ua),
                Arg::input(&ub),
                Arg::output::<i32>(4 * n),
                Arg::output::<u32>(8 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("smin/smax/abs/clamp", &out.get::<i32>(4), &wi);
        check.slice_eq("umin/umax/rotate/bswap/sat/ctpop/memset", &out.get::<u32>(5), &wu);
        Ok(())
    });
}

#[test]
fn odd_int_widths() {
    let n = 60;
    let a: Vec<i32> = (0..n as i32).map(|i| i * 3).collect();
    let b: Vec<i32> = (0..n as i32).map(|i| -i).collect();
    let c: Vec<i32> = (0..n as i32).map(|i| 1000 + i).collect();
    let want: Vec<i32> = (0..n).map(|i| [a[i], b[i], c[i]][i % 3] * 2 + (i % 3) as i32).collect();
    run_variants("odd_int_widths", |p, check| {
        let out =
            p.run("pick3", &[Arg::input(&a), Arg::input(&b), Arg::input(&c), Arg::output::<i32>(n)], &NdRange::d1(n))?;
        check.slice_eq("pick3", &out.get::<i32>(3), &want);
        Ok(())
    });
}

/// `llvm.{s,u}{add,sub,mul}.with.overflow` at 8/16/32/64 bits against Rust's
/// `overflowing_*` (flag and wrapped value), and `llvm.memset` of a run-time length
/// (the translator's loop helper) against the same fill on the host; `llvm.memmove` of a
/// run-time length, overlapping in either direction, in private and global memory.
#[test]
fn overflow_memset() {
    let n = 96;
    let mut rng = Rng::new(77);
    let mut a: Vec<i64> =
        vec![0, -1, 127, -128, 255, 32767, -32768, i32::MAX as i64, i32::MIN as i64, i64::MAX, i64::MIN];
    let mut b: Vec<i64> = vec![0, -1, 1, -1, 1, 2, -1, 1, 1, -1, 2];
    while a.len() < n {
        let shift = rng.next_u32() % 64;
        a.push(((rng.next_u32() as u64) << 32 | rng.next_u32() as u64) as i64 >> shift);
        b.push(((rng.next_u32() as u64) << 32 | rng.next_u32() as u64) as i64 >> (rng.next_u32() % 64));
    }
    macro_rules! reference {
        ($out:ident, $t:ty, $x:expr, $y:expr) => {{
            let (x, y) = ($x as $t, $y as $t);
            for (r, f) in [x.overflowing_add(y), x.overflowing_sub(y), x.overflowing_mul(y)] {
                $out.push(f as i64);
                $out.push(r as i64);
            }
        }};
    }
    let mut want = Vec::with_capacity(48 * n);
    for i in 0..n {
        let (x, y) = (a[i], b[i]);
        reference!(want, i8, x, y);
        reference!(want, u8, x, y);
        reference!(want, i16, x, y);
        reference!(want, u16, x, y);
        reference!(want, i32, x, y);
        reference!(want, u32, x, y);
        reference!(want, i64, x, y);
        reference!(want, u64, x, y);
    }
    let len: Vec<u32> = (0..n as u32).map(|i| if i < 3 { i } else { rng.next_u32() }).collect();
    let val: Vec<u8> = (0..n).map(|_| rng.next_u32() as u8).collect();
    let filled: Vec<u32> = (0..n)
        .map(|i| {
            let mut buf: Vec<u8> = (0..20u8).collect();
            let k = (len[i] % 21) as usize;
            buf[..k].iter_mut().for_each(|c| *c = val[i]);
            buf.iter().fold(0u32, |acc, &c| acc.wrapping_mul(31).wrapping_add(c as u32))
        })
        .collect();
    // memmove: source offset, destination offset and length packed in one word.
    let off: Vec<u32> = (0..n as u32).map(|i| if i < 4 { i * 73 } else { rng.next_u32() }).collect();
    let memmove = |buf: &mut [u8], o: u32| {
        let (s, d, len) = ((o % 8) as usize, ((o / 8) % 8) as usize, ((o / 64) % 17) as usize);
        buf.copy_within(s..s + len, d);
    };
    let mut moved_private = Vec::with_capacity(24 * n);
    for (i, &o) in off.iter().enumerate() {
        let mut buf: Vec<u8> = (0..24).map(|k| (k * 7 + i) as u8).collect();
        memmove(&mut buf, o);
        moved_private.extend(buf);
    }
    let global: Vec<u8> = (0..24 * n).map(|k| (k * 13 + 5) as u8).collect();
    let mut moved_global = global.clone();
    for (i, &o) in off.iter().enumerate() {
        memmove(&mut moved_global[i * 24..(i + 1) * 24], o);
    }
    run_variants("overflow_memset", |p, check| {
        let out = p.run("checked", &[Arg::input(&a), Arg::input(&b), Arg::output::<i64>(48 * n)], &NdRange::d1(n))?;
        check.slice_eq("with.overflow (flag, value) per width and op", &out.get::<i64>(2), &want);
        let out = p.run("fill", &[Arg::input(&len), Arg::input(&val), Arg::output::<u32>(n)], &NdRange::d1(n))?;
        check.slice_eq("memset of a run-time length", &out.get::<u32>(2), &filled);
        let out = p.run("move_private", &[Arg::input(&off), Arg::output::<u8>(24 * n)], &NdRange::d1(n))?;
        check.slice_eq("memmove of a run-time length (private)", &out.get::<u8>(1), &moved_private);
        let out = p.run("move_global", &[Arg::input(&off), Arg::inout(&global)], &NdRange::d1(n))?;
        check.slice_eq("memmove of a run-time length (global)", &out.get::<u8>(1), &moved_global);
        Ok(())
    });
}
