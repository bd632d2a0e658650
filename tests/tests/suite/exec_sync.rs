//! Execution: local memory, barriers and fences, atomics (OpenCL 1.2 and
//! 2.0, global and local), a tiled matrix multiplication.

use llvm_spirv_rs_tests::check::Check;
use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::run_variants;

/// The sub-groups a kernel reported, `lanes` holding (sub-group id, sub-group size, lane)
/// per work-item and `local` the work-group size: each sub-group's global ids in lane
/// order. A sub-group whose lanes do not cover its size is a failure and left out.
fn sub_groups(lanes: &[i32], local: usize, check: &mut Check) -> Vec<Vec<usize>> {
    // The (lane, global id) pairs of each (work-group, sub-group).
    let mut members: std::collections::BTreeMap<(usize, i32), Vec<(i32, usize)>> = Default::default();
    for g in 0..lanes.len() / 3 {
        members.entry((g / local, lanes[3 * g])).or_default().push((lanes[3 * g + 2], g));
    }
    let mut groups = Vec::new();
    for (key, mut m) in members {
        m.sort();
        let size = lanes[3 * m[0].1 + 1] as usize;
        if m.len() != size || m.iter().enumerate().any(|(i, (l, _))| *l as usize != i) {
            check.fail(format!("sub-group {key:?}: lanes {m:?} do not cover size {size}"));
            continue;
        }
        groups.push(m.into_iter().map(|(_, g)| g).collect());
    }
    groups
}

fn inputs(n: usize, seed: u64) -> Vec<i32> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| rng.range_i64(-100_000, 100_000) as i32).collect()
}

#[test]
fn local_reduction() {
    let (n, local) = (1024, 64);
    let input = inputs(n, 60);
    let sums: Vec<i32> = input.chunks(local).map(|c| c.iter().sum()).collect();
    let floats: Vec<f32> =
        (0..n).map(|i| if i % 97 == 5 { f32::NAN } else { ((i * 7919) % 1000) as f32 - 500.5 }).collect();
    // fmax ignores NaN operands, as f32::max does.
    let maxes: Vec<f32> = floats.chunks(local).map(|c| c.iter().copied().fold(f32::NAN, f32::max)).collect();
    run_variants("local_reduction", |p, check| {
        let out = p.run(
            "reduce_sum",
            &[Arg::input(&input), Arg::output::<i32>(n / local), Arg::local::<i32>(local)],
            &NdRange::d1(n).local(&[local]),
        )?;
        check.slice_eq("reduce_sum", &out.get::<i32>(1), &sums);
        let out = p.run(
            "reduce_max",
            &[Arg::input(&floats), Arg::output::<f32>(n / local)],
            &NdRange::d1(n).local(&[local]),
        )?;
        check.slice_eq("reduce_max", &out.get::<f32>(1), &maxes);
        Ok(())
    });
}

/// Checks an exchange chain: the values returned by every exchange plus the
/// final value are the initial value and every work-item's id, each once.
fn check_exchanges(check: &mut llvm_spirv_rs_tests::check::Check, what: &str, old: &[i32], last: i32, init: i32) {
    let mut seen: Vec<i32> = old.to_vec();
    seen.push(last);
    seen.sort();
    let mut want: Vec<i32> = (0..old.len() as i32).collect();
    want.push(init);
    want.sort();
    check.slice_eq(what, &seen, &want);
}

#[test]
fn atomics_cl12() {
    let n = 256;
    let input = inputs(n, 61);
    let acc0 = [0, 0, 0, 0, i32::MAX, i32::MIN, -5, -1];
    let uacc0 = [u32::MAX, 0, 0, u32::MAX, 0, 0, 1];
    let sum = input.iter().fold(0i32, |a, &v| a.wrapping_add(v));
    let want_acc =
        [sum, sum.wrapping_neg(), n as i32, -(n as i32), *input.iter().min().unwrap(), *input.iter().max().unwrap()];
    let mut cleared = u32::MAX;
    for i in 0..n {
        cleared &= !(1u32 << (i % 32));
    }
    let want_uacc = [
        cleared,
        input.iter().fold(0, |a, &v| a | 1u32 << ((v as u32) % 32)),
        input.iter().fold(0, |a, &v| a ^ v as u32),
        input.iter().map(|&v| v as u32).min().unwrap(),
        input.iter().map(|&v| v as u32).max().unwrap(),
        2 * n as u32,
        (0..n).fold(1u32, |a, _| a.wrapping_mul(3)),
    ];
    run_variants("atomics_cl12", |p, check| {
        let out = p.run(
            "global_atomics",
            &[Arg::inout(&acc0), Arg::inout(&uacc0), Arg::input(&input), Arg::output::<i32>(n), Arg::output::<i32>(n)],
            &NdRange::d1(n),
        )?;
        let acc = out.get::<i32>(0);
        check.slice_eq("add/sub/inc/dec/min/max", &acc[..6], &want_acc);
        check_exchanges(check, "xchg chain", &out.get::<i32>(3), acc[6], acc0[6]);
        let claimed = out.get::<i32>(4);
        let winners: Vec<usize> = (0..n).filter(|&i| claimed[i] == 1).collect();
        check.eq("cmpxchg winners", winners, vec![acc[7] as usize]);
        check.slice_eq("and/or/xor/umin/umax/atom_add/cmpxchg loop", &out.get::<u32>(1), &want_uacc);
        Ok(())
    });
}

#[test]
fn atomics_local() {
    let (n, local) = (256, 64);
    let input = inputs(n, 62);
    run_variants("atomics_local", |p, check| {
        let out = p.run(
            "local_atomics",
            &[Arg::input(&input), Arg::output::<i32>(8 * n / local)],
            &NdRange::d1(n).local(&[local]),
        )?;
        let got = out.get::<i32>(1);
        for (g, (c, v)) in got.chunks(8).zip(input.chunks(local)).enumerate() {
            let mut bits = 0i32;
            for lid in 0..local {
                bits |= 1 << (lid % 31);
            }
            let want = [
                v.iter().fold(0i32, |a, &x| a.wrapping_add(x)),
                local as i32,
                *v.iter().min().unwrap(),
                *v.iter().max().unwrap(),
                bits,
                !bits,
                v.iter().fold(0, |a, &x| a ^ x),
            ];
            check.slice_eq(format_args!("group {g}"), &c[..7], &want);
            if !(0..local as i32).contains(&c[7]) {
                check.fail(format_args!("group {g}: cmpxchg winner {} is not a local id", c[7]));
            }
        }
        Ok(())
    });
}

#[test]
fn atomics_legacy_mixed() {
    let (n, local) = (512, 64);
    let input = inputs(n, 64);
    let totals0 = [0i32, i32::MIN, 0, 0];
    let utotals0 = [0u32, u32::MAX];
    let wide0 = [0i32, i32::MIN, 0, 0];
    // Host reference: per group (local counters), then across groups (global counters).
    let mut groups_want = Vec::new();
    let mut totals = totals0;
    let mut utotals = utotals0;
    for (g, v) in input.chunks(local).enumerate() {
        let mut and_bits = u32::MAX;
        for lid in 0..local {
            and_bits &= !(1u32 << (lid % 32));
        }
        let sum = v.iter().fold(0i32, |a, &x| a.wrapping_add(x));
        let min = *v.iter().min().unwrap();
        let umax = v.iter().map(|&x| x as u32).max().unwrap();
        groups_want.push([sum, min, local as i32, 0, umax as i32, and_bits as i32]);
        totals[0] = totals[0].wrapping_add(sum);
        totals[1] = totals[1].max(min);
        totals[2] -= local as i32;
        totals[3] = 1;
        utotals[0] |= 1 << (g % 32);
        utotals[1] = utotals[1].min(umax);
    }
    let wide = [
        input.iter().fold(0i32, |a, &x| a.wrapping_add(x.wrapping_mul(3))),
        *input.iter().max().unwrap(),
        n as i32,
        input.iter().fold(0i32, |a, &x| a ^ (x << 4)),
    ];
    run_variants("atomics_legacy_mixed", |p, check| {
        let out = p.run(
            "legacy_mixed",
            &[
                Arg::input(&input),
                Arg::inout(&totals0),
                Arg::inout(&utotals0),
                Arg::inout(&wide0),
                Arg::output::<i32>(6 * n / local),
            ],
            &NdRange::d1(n).local(&[local]),
        )?;
        for (g, (got, want)) in out.get::<i32>(4).chunks(6).zip(&groups_want).enumerate() {
            check.slice_eq(
                format_args!("group {g} add/min/inc/umax/and"),
                &[got[0], got[1], got[2], got[4], got[5]],
                &[want[0], want[1], want[2], want[4], want[5]],
            );
            // atomic_cmpxchg(-1 -> lid): exactly one work-item of the group wins.
            if !(0..local as i32).contains(&got[3]) {
                check.fail(format_args!("group {g}: cmpxchg winner {} is not a local id", got[3]));
            }
        }
        check.slice_eq("global add/max/sub/xchg", &out.get::<i32>(1), &totals);
        check.slice_eq("global or/min", &out.get::<u32>(2), &utotals);
        check.slice_eq("atom_add/max/inc/xor", &out.get::<i32>(3), &wide);
        Ok(())
    });
}

#[test]
fn atomics_cl20() {
    let (n, local) = (256, 64);
    let input = inputs(n, 63);
    let acc0 = [0, 0, i32::MAX, i32::MIN, 0, -7, 0];
    let bits0 = [0u32, 0, u32::MAX, 0.0f32.to_bits()];
    let sum = input.iter().fold(0i32, |a, &v| a.wrapping_add(v));
    let want_acc = [sum, sum.wrapping_neg(), *input.iter().min().unwrap(), *input.iter().max().unwrap(), n as i32];
    let float_sum: f32 = input.iter().map(|&v| (v % 100) as f32).sum();
    let want_bits = [
        u32::MAX,
        input.iter().fold(0, |a, &v| a ^ v as u32),
        input.iter().fold(u32::MAX, |a, &v| a & !(1u32 << ((v as u32) % 32))),
        float_sum.to_bits(),
    ];
    let group_sums: Vec<i32> = input.chunks(local).flat_map(|c| [c.iter().sum::<i32>(), local as i32]).collect();
    run_variants("atomics_cl20", |p, check| {
        let out = p.run(
            "c11_atomics",
            &[Arg::inout(&acc0), Arg::inout(&bits0), Arg::input(&input), Arg::output::<i32>(n)],
            &NdRange::d1(n),
        )?;
        let acc = out.get::<i32>(0);
        check.slice_eq("fetch_add/sub/min/max, weak CAS loop", &acc[..5], &want_acc);
        check_exchanges(check, "exchange chain", &out.get::<i32>(3), acc[5], acc0[5]);
        check.eq("atomic_store", acc[6], 1234);
        check.slice_eq("fetch_or/xor/and, float CAS sum (bits)", &out.get::<u32>(1), &want_bits);
        let out = p.run(
            "wg_atomics",
            &[Arg::input(&input), Arg::output::<i32>(2 * n / local)],
            &NdRange::d1(n).local(&[local]),
        )?;
        check.slice_eq("work-group scope atomics", &out.get::<i32>(1), &group_sums);
        Ok(())
    });
}

/// memory_order and memory_scope as kernel arguments (run-time values): the
/// same results for every valid (order, scope) combination.
#[test]
fn atomics_runtime_order() {
    let (n, local) = (256, 64);
    let input = inputs(n, 66);
    let acc0 = [0, i32::MAX, i32::MIN, 0, 0];
    let want_acc = [
        input.iter().fold(0i32, |a, &v| a.wrapping_add(v)),
        *input.iter().min().unwrap(),
        *input.iter().max().unwrap(),
        n as i32,
        1234,
    ];
    let group_sums: Vec<i32> =
        input.chunks(local).map(|c| c.iter().fold(1 << 24, |a: i32, &v| a.wrapping_add(v))).collect();
    // memory_order: relaxed 0, acquire 2, release 3, acq_rel 4, seq_cst 5;
    // memory_scope: work_group 1, device 2 (OpenCL C 3.0 6.15.12.1-2).
    // (read-modify-write, load, store, compare-exchange failure) orders.
    let orders = [(0, 0, 0, 0), (4, 2, 3, 2), (5, 5, 5, 5), (3, 0, 3, 0), (2, 2, 0, 2)];
    run_variants("atomics_runtime_order", |p, check| {
        for (rmw, load, store, fail) in orders {
            let what = format!("orders rmw {rmw} load {load} store {store} fail {fail}");
            let out = p.run(
                "runtime_order",
                &[
                    Arg::inout(&acc0),
                    Arg::inout(&[0i32; 8]),
                    Arg::input(&input),
                    Arg::output::<i32>(n),
                    Arg::scalar(rmw),
                    Arg::scalar(load),
                    Arg::scalar(store),
                    Arg::scalar(fail),
                    Arg::scalar(2i32),
                ],
                &NdRange::d1(n),
            )?;
            check.slice_eq(format!("{what}: fetch_add/min/max, CAS loop, store"), &out.get::<i32>(0), &want_acc);
            let set = out.get::<i32>(1).iter().filter(|&&f| f != 0).count();
            check.eq(format!("{what}: flags set"), set, 8);
            let clear_seen = out.get::<i32>(3).iter().filter(|&&t| t == 0).count();
            check.eq(format!("{what}: flags found clear"), clear_seen, 8);
            let out = p.run(
                "runtime_scope_local",
                &[Arg::input(&input), Arg::output::<i32>(n / local), Arg::scalar(rmw), Arg::scalar(1i32)],
                &NdRange::d1(n).local(&[local]),
            )?;
            check.slice_eq(format!("{what}: work-group scope"), &out.get::<i32>(1), &group_sums);
        }
        Ok(())
    });
}

/// Compare-exchange loops on a global atomic_float (float add and max
/// reductions), and barriers and fences whose cl_mem_fence_flags and
/// memory_order are kernel arguments.
#[test]
fn atomic_float_cas() {
    let n = 1024;
    // Multiples of 0.5 well inside f32's exact range: the sum is exact in any order.
    let floats: Vec<f32> = (0..n).map(|i| ((i * 7919) % 2001) as f32 * 0.5 - 500.0).collect();
    let want_f = [floats.iter().sum::<f32>(), floats.iter().copied().fold(f32::NEG_INFINITY, f32::max)];
    let (m, local) = (256, 32);
    let input = inputs(m, 67);
    let want_x: Vec<i32> = (0..m)
        .map(|g| {
            let (base, lid) = (g - g % local, g % local);
            3 * input[base + (lid + local - 1) % local] + input[base + (lid + 1) % local]
        })
        .collect();
    run_variants("atomic_float_cas", |p, check| {
        let out = p.run(
            "float_cas",
            &[Arg::inout(&[0.0f32, f32::NEG_INFINITY]), Arg::input(&floats), Arg::output::<i32>(n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("atomic_float sum and max", &out.get::<f32>(0), &want_f);
        let tries = out.get::<i32>(2);
        check.eq("every CAS loop ends after >= 1 tries", tries.iter().all(|&t| t >= 1), true);
        // CLK_LOCAL_MEM_FENCE 1, CLK_GLOBAL_MEM_FENCE 2; memory_order acq_rel 4, seq_cst 5.
        for (flags, order) in [(1u32, 4i32), (3, 5)] {
            let out = p.run(
                "exchange_runtime_flags",
                &[
                    Arg::input(&input),
                    Arg::output::<i32>(m),
                    Arg::local::<i32>(local),
                    Arg::scalar(flags),
                    Arg::scalar(order),
                ],
                &NdRange::d1(m).local(&[local]),
            )?;
            check.slice_eq(format!("exchange with run-time flags {flags}, order {order}"), &out.get::<i32>(1), &want_x);
        }
        Ok(())
    });
}

#[test]
fn atomic_float_ops() {
    let n = 1024;
    // Multiples of 0.5 well inside f32's exact range: sums are exact in any order.
    let floats: Vec<f32> = (0..n).map(|i| ((i * 7919) % 2001) as f32 * 0.5 - 500.0).collect();
    let sum = floats.iter().sum::<f32>();
    let min = floats.iter().copied().fold(f32::INFINITY, f32::min);
    let max = floats.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let local = 64;
    let want_local: Vec<f32> = floats.chunks(local).map(|c| c.iter().sum()).collect();
    run_variants("atomic_float_ops", |p, check| {
        let out = p.run(
            "float_rmw",
            &[Arg::inout(&[0.0f32, 0.0, f32::INFINITY, f32::NEG_INFINITY]), Arg::input(&floats), Arg::output::<f32>(n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("atomic_float add, sub, min, max", &out.get::<f32>(0), &[sum, -sum, min, max]);
        // The fetched values are the running sums: the first add fetched the initial 0.
        let old = out.get::<f32>(2);
        check.eq("some work-item added to the initial 0", old.contains(&0.0), true);
        let out = p.run(
            "local_sum",
            &[Arg::output::<f32>(n / local), Arg::input(&floats), Arg::local::<f32>(1)],
            &NdRange::d1(n).local(&[local]),
        )?;
        check.slice_eq("local atomic_float sums", &out.get::<f32>(0), &want_local);
        Ok(())
    });
}

#[test]
fn fences() {
    let (n, local) = (128, 32);
    let input = inputs(n, 64);
    let want: Vec<i32> = (0..n)
        .map(|g| {
            let (base, lid) = (g - g % local, g % local);
            input[base + (lid + 1) % local] + 2 * input[g]
        })
        .collect();
    run_variants("fences", |p, check| {
        let out = p.run(
            "exchange",
            &[Arg::input(&input), Arg::output::<i32>(n), Arg::local::<i32>(local)],
            &NdRange::d1(n).local(&[local]),
        )?;
        check.slice_eq("neighbour exchange", &out.get::<i32>(1), &want);
        Ok(())
    });
}

#[test]
fn matrix_mul() {
    let (m, n, k) = (32usize, 24usize, 16usize);
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 11) as f32 - 5.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 13) as f32 - 6.0).collect();
    let mut want = vec![0.0f32; m * n];
    for r in 0..m {
        for c in 0..n {
            want[r * n + c] = (0..k).map(|e| a[r * k + e] * b[e * n + c]).sum();
        }
    }
    run_variants("matrix_mul", |p, check| {
        let out = p.run(
            "matmul",
            &[
                Arg::input(&a),
                Arg::input(&b),
                Arg::output::<f32>(m * n),
                Arg::scalar(m as i32),
                Arg::scalar(n as i32),
                Arg::scalar(k as i32),
            ],
            &NdRange::new(&[n, m]).local(&[8, 8]),
        )?;
        check.slice_eq("C = A * B", &out.get::<f32>(2), &want);
        Ok(())
    });
}

/// Sub-group shuffles, clustered reductions, non-uniform arithmetic and ballots
/// (`subgroups.cl`), checked against values computed from the sub-group id, size and
/// lane each work-item reports (the runtime picks the sub-group size).
#[test]
fn subgroups() {
    let (n, local) = (256, 64);
    let x: Vec<i32> = inputs(n, 62).iter().map(|v| v % 1000).collect();
    let f: Vec<f32> = (0..n).map(|i| ((i * 37) % 101) as f32 * 0.25 - 12.0).collect();
    run_variants("subgroups", |p, check| {
        let out = p.run(
            "shuffles",
            &[
                Arg::input(&x),
                Arg::input(&f),
                Arg::output::<i32>(3 * n),
                Arg::output::<i32>(8 * n),
                Arg::output::<f32>(2 * n),
            ],
            &NdRange::d1(n).local(&[local]),
        )?;
        let lanes = out.get::<i32>(2);
        let got = out.get::<i32>(3);
        let fgot = out.get::<f32>(4);
        for m in sub_groups(&lanes, local, check) {
            let size = m.len();
            let at = |lane: usize| m[lane];
            for (lane, &g) in m.iter().enumerate() {
                let w = |k: usize| got[8 * g + k];
                check.eq(format!("shuffle g{g}"), w(0), x[at((lane + 1) % size)]);
                if (lane ^ 1) < size {
                    check.eq(format!("shuffle_xor g{g}"), w(1), x[at(lane ^ 1)]);
                }
                if lane + 1 < size {
                    check.eq(format!("shuffle_down g{g}"), w(2), x[at(lane + 1)]);
                }
                if lane > 0 {
                    check.eq(format!("shuffle_up g{g}"), w(3), x[at(lane - 1)]);
                }
                if size % 4 == 0 {
                    let c = lane / 4 * 4;
                    let sum = (c..c + 4).map(|l| x[at(l)]).fold(0i32, i32::wrapping_add);
                    check.eq(format!("clustered_reduce_add g{g}"), w(4), sum);
                    let fmin = (c..c + 4).map(|l| f[at(l)]).fold(f32::INFINITY, f32::min);
                    check.eq(format!("clustered_reduce_min(float) g{g}"), fgot[2 * g + 1], fmin);
                }
                if size % 2 == 0 {
                    let c = lane / 2 * 2;
                    check.eq(format!("clustered_reduce_max g{g}"), w(5), x[at(c)].max(x[at(c + 1)]));
                }
                let xor = (0..size).map(|l| x[at(l)]).fold(0, |a, v| a ^ v);
                check.eq(format!("non_uniform_reduce_xor g{g}"), w(6), xor);
                let positive = (0..size).filter(|&l| x[at(l)] > 0).count() as i32;
                check.eq(format!("ballot_bit_count g{g}"), w(7), positive);
                check.eq(format!("shuffle(float) g{g}"), fgot[2 * g], f[at(size - 1 - lane)]);
            }
        }
        Ok(())
    });
}

/// Sub-group rotates (`cl_khr_subgroup_rotate`), the `cl_intel_subgroups` shuffles and
/// block reads/writes, and `cl_khr_extended_bit_ops` (`subgroups_ext.cl`, translated with
/// SPV_KHR_subgroup_rotate, SPV_INTEL_subgroups and SPV_KHR_bit_instructions), checked
/// against values computed from the sub-group id, size and lane each work-item reports.
#[test]
fn subgroups_ext() {
    let (n, local) = (256, 64);
    let x: Vec<i32> = inputs(n, 63);
    let words: Vec<u32> = inputs(n, 64).iter().map(|&v| (v as u32).wrapping_mul(2_654_435_761)).collect();
    let shorts: Vec<i16> = inputs(n, 65).iter().map(|&v| v as i16).collect();
    run_variants("subgroups_ext", |p, check| {
        let out = p.run(
            "rotates",
            &[Arg::input(&x), Arg::output::<i32>(3 * n), Arg::output::<i32>(6 * n)],
            &NdRange::d1(n).local(&[local]),
        )?;
        let lanes = out.get::<i32>(1);
        let got = out.get::<i32>(2);
        for m in sub_groups(&lanes, local, check) {
            let size = m.len();
            let at = |lane: usize| x[m[lane]];
            for (lane, &g) in m.iter().enumerate() {
                let w = |k: usize| got[6 * g + k];
                check.eq(format!("rotate(1) g{g}"), w(0), at((lane + 1) % size));
                check.eq(format!("rotate(3) g{g}"), w(1), at((lane + 3) % size));
                if size % 4 == 0 {
                    let c = lane / 4 * 4;
                    check.eq(format!("clustered_rotate(1, 4) g{g}"), w(2), at(c + (lane - c + 1) % 4));
                }
                check.eq(format!("intel_sub_group_shuffle g{g}"), w(3), at(0));
                if (lane ^ 1) < size {
                    check.eq(format!("intel_sub_group_shuffle_xor g{g}"), w(4), at(lane ^ 1));
                }
                let down = if lane + 1 < size { at(lane + 1) } else { at(0).wrapping_add(1) };
                check.eq(format!("intel_sub_group_shuffle_down g{g}"), w(5), down);
            }
        }
        let out = p.run(
            "blocks",
            &[Arg::input(&words), Arg::output::<u32>(n), Arg::output::<i32>(2 * n)],
            &NdRange::d1(n).local(&[local]),
        )?;
        let doubled: Vec<u32> = words.iter().map(|w| w.wrapping_mul(2)).collect();
        check.slice_eq("intel_sub_group_block_read/write", &out.get::<u32>(1), &doubled);
        let out = p.run(
            "bits",
            &[Arg::input(&words), Arg::input(&shorts), Arg::output::<u32>(4 * n), Arg::output::<i16>(n)],
            &NdRange::d1(n),
        )?;
        let got = out.get::<u32>(2);
        let sign_extend = |v: u32, bits: u32| ((v << (32 - bits)) as i32 >> (32 - bits)) as u32;
        for (g, &v) in words.iter().enumerate() {
            let mask = 0xffu32 << 4;
            check.eq(format!("bitfield_insert g{g}"), got[4 * g], (v & !mask) | ((!v << 4) & mask));
            check.eq(format!("bitfield_extract_unsigned g{g}"), got[4 * g + 1], (v >> 3) & 0x7f);
            check.eq(format!("bitfield_extract_signed g{g}"), got[4 * g + 2], sign_extend((v >> 5) & 0x3f, 6));
            check.eq(format!("bit_reverse g{g}"), got[4 * g + 3], v.reverse_bits());
        }
        let want: Vec<i16> = shorts.iter().map(|&s| sign_extend(((s as u16 as u32) >> 2) & 0x1f, 5) as i16).collect();
        check.slice_eq("bitfield_extract_signed(short)", &out.get::<i16>(3), &want);
        Ok(())
    });
}

/// Kernel clocks (cl_khr_kernel_clock as OpReadClockKHR): every clock read after some
/// work is not below the read before it, and the work between is done.
#[test]
fn kernel_clock() {
    let n = 256;
    let input = inputs(n, 65);
    let want: Vec<i32> =
        (0..n).map(|g| (0..64).fold(0i32, |a, i| a.wrapping_add(input[(g + i) % n].wrapping_mul(i as i32)))).collect();
    run_variants("kernel_clock", |p, check| {
        let out =
            p.run("clocks", &[Arg::input(&input), Arg::output::<u64>(6 * n), Arg::output::<i32>(n)], &NdRange::d1(n))?;
        check.slice_eq("work between the reads", &out.get::<i32>(2), &want);
        let ticks = out.get::<u64>(1);
        let backwards: Vec<usize> = (0..3 * n).filter(|&k| ticks[2 * k + 1] < ticks[2 * k]).collect();
        check.eq("clock reads that ran backwards", backwards, vec![]);
        // The device clock runs: some work-item sees it advance over its work.
        check.eq("device clock advanced", (0..n).any(|g| ticks[6 * g + 1] > ticks[6 * g]), true);
        Ok(())
    });
}
